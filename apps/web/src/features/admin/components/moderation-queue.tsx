import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import type { Noun } from "../../../lib/plural.ts";
import styles from "../admin.module.css";
import type { PagedList } from "../hooks/use-paged-list.ts";
import { useQueueKeyboard } from "../hooks/use-queue-keyboard.ts";
import { Pager } from "./pager.tsx";
import { RejectDialog } from "./reject-dialog.tsx";

/** What the decision's buttons and the reason dialog say, when approve and reject mean something more particular. */
export interface DecisionWords {
  /** The approve button: "Approve". */
  approve: string;
  /** The button that asks for the reason: "Reject…". */
  reject: string;
  /** The reason dialog's heading ("Reject “Green Valley School”") and its send button ("Reject", "Rejecting…"). */
  dialogTitle: string;
  confirm: string;
  busy: string;
}

export const DEFAULT_DECISION_WORDS = (title: string): DecisionWords => ({
  approve: "Approve",
  reject: "Reject…",
  dialogTitle: `Reject “${title}”`,
  confirm: "Reject",
  busy: "Rejecting…",
});

export interface ModerationQueueProps<Item> {
  list: PagedList<Item>;
  /** Plural, for the pager and the empty list: "listings", "owner requests". */
  /** What the queue holds, in both forms ("1 listing", "2 listings"). */
  noun: Noun;
  keyOf(item: Item): number;
  titleOf(item: Item): string;
  /** One line under the title: who, when, new or update. */
  summaryOf(item: Item): ReactNode;
  /** Whether the item still waits for a decision (decided items of a request list show no buttons). */
  isOpen(item: Item): boolean;
  /** The selected item in the decision panel, under its title and the Approve and Reject buttons. */
  renderDetails(item: Item): ReactNode;
  approve(item: Item): Promise<unknown>;
  reject(item: Item, reason: string): Promise<unknown>;
  /** The words of the decision on an item (Approve and Reject… unless given). */
  wordsOf?(item: Item): DecisionWords;
}

/**
 * A moderation queue to work through: the items on the left, the one selected in a decision panel on the
 * right with Approve and Reject. Keyboard: j and k move, a approves, r opens the reason dialog.
 */
export function ModerationQueue<Item>(props: ModerationQueueProps<Item>) {
  const { list, noun, keyOf, titleOf, summaryOf, isOpen, renderDetails } = props;
  const wordsOf = (item: Item) => props.wordsOf?.(item) ?? DEFAULT_DECISION_WORDS(titleOf(item));
  const [selected, setSelected] = useState(0);
  const [rejecting, setRejecting] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const { items, loading } = list;
  const index = items.length === 0 ? -1 : Math.min(selected, items.length - 1);
  const current = index >= 0 ? items[index] : undefined;

  // A new page starts at its first item.
  const page = list.pagination.page;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is the trigger.
  useEffect(() => setSelected(0), [page]);

  // A decided item leaves the queue, often with the button that had focus: focus then goes to the item
  // now selected (or to the queue when it is empty) instead of falling back to the top of the page.
  const wrapRef = useRef<HTMLDivElement>(null);
  const keepFocusInQueue = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the refreshed items arrive.
  useEffect(() => {
    if (!keepFocusInQueue.current || loading) return;
    keepFocusInQueue.current = false;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
    const item = index >= 0 ? items[index] : undefined;
    const target = item === undefined ? undefined : buttons.current.get(keyOf(item));
    (target ?? wrapRef.current)?.focus();
  }, [items, loading]);

  const approve = async (item: Item) => {
    if (busy || !isOpen(item)) return;
    setBusy(true);
    try {
      await props.approve(item);
      keepFocusInQueue.current = true;
      list.refresh();
    } catch {
      // Shown as a toast by the decision; the item stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const reject = async (item: Item, reason: string) => {
    await props.reject(item, reason);
    keepFocusInQueue.current = true;
    setRejecting(null);
    list.refresh();
  };

  const select = (next: number) => {
    setSelected(next);
    const item = items[next];
    if (item !== undefined) buttons.current.get(keyOf(item))?.focus();
  };

  useQueueKeyboard({
    count: items.length,
    selected: index,
    select,
    approve: (at) => {
      const item = items[at];
      if (item !== undefined) void approve(item);
    },
    reject: (at) => {
      const item = items[at];
      if (item !== undefined && isOpen(item)) setRejecting(item);
    },
    enabled: rejecting === null && !busy && !loading,
  });

  let body: ReactNode;
  if (loading && items.length === 0) body = <Spinner label={`Loading ${noun.other}…`} />;
  else if (items.length === 0) body = <EmptyState title={`No ${noun.other} waiting`} text="Nothing to review here." />;
  else {
    body = (
      <div className={styles.queue}>
        <ul className={styles.queueList} aria-label={noun.other}>
          {items.map((item, position) => (
            <li key={keyOf(item)}>
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(keyOf(item), element);
                  else buttons.current.delete(keyOf(item));
                }}
                className={position === index ? `${styles.queueItem} ${styles.queueItemSelected}` : styles.queueItem}
                aria-current={position === index ? "true" : undefined}
                aria-controls={panelId}
                onClick={() => setSelected(position)}
              >
                <span className={styles.queueTitle}>{titleOf(item)}</span>{" "}
                <span className={styles.queueSummary}>{summaryOf(item)}</span>
              </button>
            </li>
          ))}
        </ul>
        <section
          id={panelId}
          className={styles.decisionPanel}
          aria-label={current ? `Review: ${titleOf(current)}` : "Review"}
        >
          {current !== undefined ? (
            <>
              <div className={styles.decisionHead}>
                <h2 className={styles.decisionTitle}>{titleOf(current)}</h2>
                {isOpen(current) ? (
                  <div className={styles.decisionActions}>
                    <Button onClick={() => void approve(current)} disabled={busy}>
                      {wordsOf(current).approve}
                    </Button>
                    <Button variant="secondary" onClick={() => setRejecting(current)} disabled={busy}>
                      {wordsOf(current).reject}
                    </Button>
                  </div>
                ) : null}
              </div>
              {renderDetails(current)}
            </>
          ) : null}
        </section>
      </div>
    );
  }

  return (
    <div ref={wrapRef} className={styles.queueWrap} tabIndex={-1}>
      <p className={styles.shortcuts}>
        Shortcuts: <kbd>j</kbd> next, <kbd>k</kbd> previous, <kbd>a</kbd> approve, <kbd>r</kbd> reject.
      </p>
      {body}
      <Pager list={list} noun={noun} />
      {rejecting !== null ? (
        <RejectDialog
          subject={titleOf(rejecting)}
          title={wordsOf(rejecting).dialogTitle}
          confirmLabel={wordsOf(rejecting).confirm}
          busyLabel={wordsOf(rejecting).busy}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => reject(rejecting, reason)}
        />
      ) : null}
    </div>
  );
}

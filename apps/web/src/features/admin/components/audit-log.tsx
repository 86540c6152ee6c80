import type { AuditEntry } from "@lwl/contracts/admin-console";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { useSession } from "../../../lib/session/use-session.ts";
import styles from "../admin.module.css";
import { useAdminContext } from "../admin-context.tsx";
import { type AuditFilter, getAuditLog, updateUser } from "../api/admin-api.ts";
import { usePagedList } from "../hooks/use-paged-list.ts";
import {
  type AccountChange,
  accountChangeOf,
  describeUndo,
  reverseOf,
  UNNAMED_ACCOUNT,
} from "../model/account-change.ts";
import { Pager } from "./pager.tsx";

/** The entity types decisions and changes record (modules/audit/service.ts on the server). */
const ENTITY_TYPES = [
  "LISTING",
  "EVENT",
  "BLOG",
  "REVIEW",
  "REPLY",
  "OWNERSHIP_REQUEST",
  "CLAIM",
  "USER",
  "SITE_CONTENT",
] as const;

const words = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).toLowerCase().replaceAll("_", " ");

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** "Undo" on a change to an account: asks first, naming the person and the reverse change. */
function UndoChange({ entry, change, onUndone }: { entry: AuditEntry; change: AccountChange; onUndone(): void }) {
  const { decide } = useAdminContext();
  const [asking, setAsking] = useState(false);
  const undo = describeUndo(change);
  return (
    <>
      <Button
        variant="outline"
        size="small"
        aria-label={`Undo this change to ${change.name}`}
        onClick={() => setAsking(true)}
      >
        Undo
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Undo the change to ${change.name}?`}
          confirmLabel="Undo change"
          busyLabel="Undoing…"
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            await decide(() => updateUser(entry.entityId, reverseOf(change)), {
              done: undo.done,
              failed: `Could not change the account of ${change.name}.`,
            });
            setAsking(false);
            onUndone();
          }}
        >
          <p>{undo.question}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

interface AuditRowProps {
  entry: AuditEntry;
  /** The change to an account this entry records, when it can still be undone from here. */
  undoable: AccountChange | null;
  onActor(actor: { id: string; name: string }): void;
  onUndone(): void;
}

function AuditRow({ entry, undoable, onActor, onUndone }: AuditRowProps) {
  const name = entry.actor ? entry.actor.fullName || entry.actor.email : "System";
  // The account's name, for changes to an account recorded with it.
  const changed = accountChangeOf(entry);
  const named = changed && changed.name !== UNNAMED_ACCOUNT ? changed.name : null;
  return (
    <tr>
      <td data-label="When">{when(entry.createdAt)}</td>
      <th scope="row">
        {entry.actor ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onActor({ id: entry.actor?.id ?? "", name })}
          >
            {name}
            <span className="visually-hidden"> (show only their entries)</span>
          </button>
        ) : (
          name
        )}
      </th>
      <td data-label="Action">{words(entry.action)}</td>
      <td data-label="What">
        {words(entry.entityType)} {named ? `${named} ` : null}
        <span className={styles.muted}>{entry.entityId}</span>
      </td>
      <td data-label="Details">
        {undoable ? (
          <div className={styles.undoCell}>
            <UndoChange entry={entry} change={undoable} onUndone={onUndone} />
          </div>
        ) : null}
        {entry.details ? (
          <details>
            <summary>Before and after</summary>
            <pre className={styles.json}>{JSON.stringify(entry.details, null, 2)}</pre>
          </details>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}

/**
 * The change to an account that entry `index` of `entries` (newest first) records, when undoing it still
 * means something: it changed the role or the standing, it is not one's own account (the server refuses
 * that), and no later change to the same account is listed above it (that one is the one to undo). Only
 * the first page of the whole log is complete enough to say so: elsewhere no entry offers an undo.
 */
function undoableChange(entries: AuditEntry[], index: number, myId: string | undefined): AccountChange | null {
  const entry = entries[index];
  if (!entry || entry.entityId === myId) return null;
  const change = accountChangeOf(entry);
  if (!change) return null;
  const later = entries.slice(0, index).some((other) => other.entityId === entry.entityId && accountChangeOf(other));
  return later ? null : change;
}

/** The audit log, newest first: who did what to which entity, and what it was before and after. */
export function AuditLog() {
  const { user: me } = useSession();
  const entityId = useId();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [actorName, setActorName] = useState<string | null>(null);
  const list = usePagedList(`AUDIT|${filter.actor ?? ""}|${filter.entity ?? ""}`, (request) =>
    getAuditLog(request, filter),
  );

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <label htmlFor={entityId}>
          What
          <select
            id={entityId}
            className={styles.filterInput}
            value={filter.entity ?? ""}
            onChange={(event) => setFilter({ ...filter, entity: event.target.value || undefined })}
          >
            <option value="">Everything</option>
            {ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {words(type)}
              </option>
            ))}
          </select>
        </label>
        {filter.actor ? (
          <p className={styles.filterNote}>
            Only entries by {actorName}{" "}
            <Button
              variant="outline"
              size="small"
              onClick={() => {
                setFilter({ ...filter, actor: undefined });
                setActorName(null);
              }}
            >
              Show everyone
            </Button>
          </p>
        ) : null}
        <Button variant="outline" size="small" onClick={list.refresh}>
          Refresh
        </Button>
      </div>
      {!list.loading && list.items.length === 0 ? (
        <EmptyState title="No entries" text="Nothing recorded matches." />
      ) : (
        <div className={styles.tableScroll}>
          <table className={`${styles.table} ${styles.cardTable}`} aria-busy={list.loading}>
            <caption className="visually-hidden">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((entry, index) => (
                <AuditRow
                  key={entry.id}
                  entry={entry}
                  undoable={
                    list.pagination.page === 0 && !filter.actor ? undoableChange(list.items, index, me?.userId) : null
                  }
                  onUndone={list.refresh}
                  onActor={(actor) => {
                    setFilter({ ...filter, actor: actor.id });
                    setActorName(actor.name);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} noun={{ one: "entry", other: "entries" }} />
    </div>
  );
}

import type { ApprovalCounts } from "@lwl/contracts/approvals";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import styles from "./admin.module.css";
import { AdminProvider, useAdminContext } from "./admin-context.tsx";
import { PENDING_COUNTS_KEY, usePendingCounts } from "./api/pending-counts.ts";
import { AuditLog } from "./components/audit-log.tsx";
import { ContentQueue } from "./components/content-queue.tsx";
import { ClaimRequestQueue, OwnerRequestQueue } from "./components/request-queues.tsx";
import { SiteTexts } from "./components/site-texts.tsx";
import { UsersTable } from "./components/users-table.tsx";

interface Tab {
  id: string;
  label: string;
  count?: keyof ApprovalCounts;
  render(): ReactNode;
}

/** The admin area's tabs (docs/product.md section 2.5); ?tab= keeps the open one across reloads. */
export const ADMIN_TABS: Tab[] = [
  { id: "blog", label: "BLOG", count: "BLOG", render: () => <ContentQueue type="BLOG" /> },
  { id: "listing", label: "LISTING", count: "LISTING", render: () => <ContentQueue type="LISTING" /> },
  { id: "event", label: "EVENT", count: "EVENT", render: () => <ContentQueue type="EVENT" /> },
  { id: "review", label: "Reviews", count: "REVIEW", render: () => <ContentQueue type="REVIEW" /> },
  { id: "reply", label: "Replies", count: "REPLY", render: () => <ContentQueue type="REPLY" /> },
  { id: "owners", label: "Owner requests", render: () => <OwnerRequestQueue /> },
  { id: "claims", label: "Claim requests", render: () => <ClaimRequestQueue /> },
  { id: "users", label: "Users", render: () => <UsersTable /> },
  { id: "audit", label: "Audit log", render: () => <AuditLog /> },
  { id: "texts", label: "Site texts", render: () => <SiteTexts /> },
];

function AdminTabs() {
  const [search, setSearch] = useSearchParams();
  const { clearCache } = useAdminContext();
  const queryClient = useQueryClient();
  const { data: counts } = usePendingCounts();
  const [generation, setGeneration] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = ADMIN_TABS.find((tab) => tab.id === search.get("tab")) ?? ADMIN_TABS[0];
  if (!active) return null;
  const activeIndex = ADMIN_TABS.indexOf(active);

  const open = (index: number, focus = false) => {
    const tab = ADMIN_TABS[index];
    if (!tab) return;
    setSearch({ tab: tab.id }, { replace: true });
    if (focus) tabRefs.current[index]?.focus();
  };

  // The tabs pattern: arrows move between tabs, Home and End go to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = ADMIN_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    open(target, true);
  };

  const refresh = () => {
    clearCache();
    void queryClient.invalidateQueries({ queryKey: PENDING_COUNTS_KEY });
    setGeneration((value) => value + 1);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted} aria-live="polite">
          {counts ? `${counts.total} ${counts.total === 1 ? "item waits" : "items wait"} for review.` : ""}
        </p>
        <Button variant="outline" size="small" onClick={refresh}>
          Refresh (clear the cache)
        </Button>
      </div>
      <div className={styles.tabs} role="tablist" aria-label="Admin areas" onKeyDown={onKeyDown}>
        {ADMIN_TABS.map((tab, index) => {
          const selected = tab === active;
          const count = tab.count && counts ? counts[tab.count] : undefined;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.tabSelected}` : styles.tab}
              onClick={() => open(index)}
            >
              {tab.label}
              {/* The space outside the pill: inside, its inline-block drops it and the name reads "Reviews4". */}
              {count ? (
                <>
                  {" "}
                  <span className={styles.tabCount}>{count}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active.id}`}
        className={styles.panel}
      >
        <div key={`${active.id}-${generation}`}>{active.render()}</div>
      </div>
    </>
  );
}

/** /ADMIN: the administrators' area (docs/product.md section 2.5), inside RequireAdministrator. */
export function AdminPage() {
  return (
    <AdminProvider>
      <PageTitle title="Admin" />
      <PageHeader
        title="Admin"
        subtitle="Review what owners submit and what users write about listings, decide on owner and claim requests, and look after accounts and site texts."
        trail={[{ label: "Admin" }]}
      />
      <div className="container page-body">
        <AdminTabs />
      </div>
    </AdminProvider>
  );
}

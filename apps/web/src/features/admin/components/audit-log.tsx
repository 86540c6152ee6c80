import type { AuditEntry } from "@lwl/contracts/admin-console";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import styles from "../admin.module.css";
import { type AuditFilter, getAuditLog } from "../api/admin-api.ts";
import { usePagedList } from "../hooks/use-paged-list.ts";
import { Pager } from "./pager.tsx";

/** The entity types decisions and changes record (modules/audit/service.ts on the server). */
const ENTITY_TYPES = ["LISTING", "EVENT", "BLOG", "OWNERSHIP_REQUEST", "CLAIM", "USER", "SITE_CONTENT"] as const;

const words = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).toLowerCase().replaceAll("_", " ");

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

function AuditRow({ entry, onActor }: { entry: AuditEntry; onActor(actor: { id: string; name: string }): void }) {
  const name = entry.actor ? entry.actor.fullName || entry.actor.email : "System";
  return (
    <tr>
      <td>{when(entry.createdAt)}</td>
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
      <td>{words(entry.action)}</td>
      <td>
        {words(entry.entityType)} <span className={styles.muted}>{entry.entityId}</span>
      </td>
      <td>
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

/** The audit log, newest first: who did what to which entity, and what it was before and after. */
export function AuditLog() {
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
          <table className={styles.table} aria-busy={list.loading}>
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
              {list.items.map((entry) => (
                <AuditRow
                  key={entry.id}
                  entry={entry}
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
      <Pager list={list} noun="entries" />
    </div>
  );
}

import type { AdminUser } from "@lwl/contracts/admin-console";
import { ROLES, type Role } from "@lwl/contracts/roles";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { formatShortDate } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import styles from "../admin.module.css";
import { useAdminContext } from "../admin-context.tsx";
import { getUsers, type UsersFilter, updateUser } from "../api/admin-api.ts";
import { usePagedList } from "../hooks/use-paged-list.ts";
import { Pager } from "./pager.tsx";

const ROLE_LABEL: Record<Role, string> = {
  Reader: "Reader",
  ListingOwner: "Listing owner",
  Administrator: "Administrator",
};

function UserRow({ user, isSelf, onChanged }: { user: AdminUser; isSelf: boolean; onChanged(): void }) {
  const { decide } = useAdminContext();
  const [busy, setBusy] = useState(false);
  const roleId = useId();
  const name = user.fullName || user.username;

  const change = async (changes: { role?: Role; disabled?: boolean }, done: string) => {
    setBusy(true);
    try {
      await decide(() => updateUser(user.id, changes), { done, failed: `Could not change ${name}'s account.` });
      onChanged();
    } catch {
      // Shown as a toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr>
      <th scope="row">
        {name}
        {isSelf ? <span className={styles.muted}> (you)</span> : null}
        <span className={styles.cellSub}>{user.email}</span>
      </th>
      <td>
        <label htmlFor={roleId} className="visually-hidden">
          Role of {name}
        </label>
        <select
          id={roleId}
          className={styles.smallInput}
          value={user.role}
          disabled={isSelf || busy}
          onChange={(event) => {
            const role = event.target.value as Role;
            void change({ role }, `${name} is now ${ROLE_LABEL[role]}.`);
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABEL[role]}
            </option>
          ))}
        </select>
      </td>
      <td>{user.disabled ? <span className={styles.disabledTag}>Disabled</span> : "Active"}</td>
      <td>{user.lastLoginAt ? formatShortDate(user.lastLoginAt) : "Never"}</td>
      <td>
        {isSelf ? (
          <span className={styles.muted}>Another administrator can change your account.</span>
        ) : (
          <Button
            variant={user.disabled ? "outline" : "secondary"}
            size="small"
            disabled={busy}
            onClick={() =>
              void change(
                { disabled: !user.disabled },
                user.disabled ? `${name} can sign in again.` : `${name} is disabled and signed out everywhere.`,
              )
            }
          >
            {user.disabled ? `Enable ${name}` : `Disable ${name}`}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Accounts: search by name, e-mail or username, filter by role, disable or enable, set the role. */
export function UsersTable() {
  const { user: me } = useSession();
  const queryId = useId();
  const roleId = useId();
  const [draft, setDraft] = useState<{ query: string; role: Role | "" }>({ query: "", role: "" });
  const [filter, setFilter] = useState<UsersFilter>({});
  const list = usePagedList(`USERS|${filter.query ?? ""}|${filter.role ?? ""}`, (request) => getUsers(request, filter));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ query: draft.query.trim() || undefined, role: draft.role || undefined });
  };

  return (
    <div className={styles.stack}>
      <form className={styles.filters} onSubmit={search} aria-label="Find accounts">
        <label htmlFor={queryId}>
          Name, e-mail or username
          <input
            id={queryId}
            className={styles.filterInput}
            type="search"
            maxLength={100}
            value={draft.query}
            onChange={(event) => setDraft({ ...draft, query: event.target.value })}
          />
        </label>
        <label htmlFor={roleId}>
          Role
          <select
            id={roleId}
            className={styles.filterInput}
            value={draft.role}
            onChange={(event) => setDraft({ ...draft, role: event.target.value as Role | "" })}
          >
            <option value="">Any role</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="small">
          Search
        </Button>
      </form>
      {!list.loading && list.items.length === 0 ? (
        <EmptyState title="No accounts found" text="Try another name or role." />
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-busy={list.loading}>
            <caption className="visually-hidden">Accounts</caption>
            <thead>
              <tr>
                <th scope="col">Name and e-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === me?.userId} onChanged={list.refresh} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} noun="accounts" />
    </div>
  );
}

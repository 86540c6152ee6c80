import type { AdminUser } from "@lwl/contracts/admin-console";
import { ROLES, type Role } from "@lwl/contracts/roles";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { formatShortDate } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import styles from "../admin.module.css";
import { type DecisionMessages, useAdminContext } from "../admin-context.tsx";
import { getUsers, type UsersFilter, updateUser } from "../api/admin-api.ts";
import { usePagedList } from "../hooks/use-paged-list.ts";
import { ROLE_LABEL } from "../model/account-change.ts";
import { Pager } from "./pager.tsx";

type Pending = { kind: "role"; role: Role } | { kind: "standing"; disabled: boolean };

/** What a role brings that the confirmation should say, beside the role's name. */
function roleConsequence(from: Role, to: Role): string {
  if (to === "Administrator") return "They can then review all content and change every account but their own.";
  if (from !== "Reader" && to === "Reader") return "Their listings lose their owner and can be claimed by others.";
  if (to === "ListingOwner") return "They can then add listings and manage their own listings, events and posts.";
  return "They keep their listings, events and posts.";
}

function ChangeDialog({
  user,
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  user: AdminUser;
  name: string;
  pending: Pending;
  onCancel(): void;
  onConfirm(): Promise<void>;
}) {
  if (pending.kind === "role") {
    return (
      <ConfirmDialog
        title={`Change the role of ${name} to ${ROLE_LABEL[pending.role]}?`}
        confirmLabel="Change role"
        busyLabel="Changing…"
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        <p>
          {name} ({user.email}) is {ROLE_LABEL[user.role]} now. {roleConsequence(user.role, pending.role)}
        </p>
        <p>You can undo this from the message that follows or from the audit log.</p>
      </ConfirmDialog>
    );
  }
  return pending.disabled ? (
    <ConfirmDialog
      title={`Disable ${name}?`}
      confirmLabel="Disable account"
      busyLabel="Disabling…"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        {name} ({user.email}) is signed out everywhere at once and cannot sign in until the account is enabled again.
      </p>
      <p>You can undo this from the message that follows or from the audit log.</p>
    </ConfirmDialog>
  ) : (
    <ConfirmDialog
      title={`Enable ${name}?`}
      confirmLabel="Enable account"
      busyLabel="Enabling…"
      confirmVariant="primary"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        {name} ({user.email}) can sign in again.
      </p>
    </ConfirmDialog>
  );
}

/** The toast's text and the reverse change of a confirmed change. */
function messagesFor(user: AdminUser, name: string, pending: Pending, onChanged: () => void): DecisionMessages {
  const failed = `Could not change the account of ${name}.`;
  if (pending.kind === "role") {
    return {
      done: `${name} is now ${ROLE_LABEL[pending.role]}.`,
      failed,
      undo: {
        action: () => updateUser(user.id, { role: user.role }),
        done: `${name} is ${ROLE_LABEL[user.role]} again.`,
        failed,
        after: onChanged,
      },
    };
  }
  return {
    done: pending.disabled ? `${name} is disabled and signed out everywhere.` : `${name} can sign in again.`,
    failed,
    undo: {
      action: () => updateUser(user.id, { disabled: user.disabled }),
      done: user.disabled ? `${name} is disabled again.` : `${name} can sign in again.`,
      failed,
      after: onChanged,
    },
  };
}

function UserRow({ user, isSelf, onChanged }: { user: AdminUser; isSelf: boolean; onChanged(): void }) {
  const { decide } = useAdminContext();
  const roleId = useId();
  const name = user.fullName || user.username;
  // The select only chooses; "Change role" asks, and the dialog commits (arrow keys on a select fire change).
  const [chosen, setChosen] = useState<Role>(user.role);
  const [pending, setPending] = useState<Pending | null>(null);
  const [shownRole, setShownRole] = useState(user.role);
  if (shownRole !== user.role) {
    setShownRole(user.role);
    setChosen(user.role);
  }

  const confirm = async () => {
    if (!pending) return;
    const changes = pending.kind === "role" ? { role: pending.role } : { disabled: pending.disabled };
    // A failure is shown as a toast and keeps the dialog open.
    await decide(() => updateUser(user.id, changes), messagesFor(user, name, pending, onChanged));
    setPending(null);
    onChanged();
  };

  // The choice stays (with "now Reader" beside it), so focus can go back to the enabled "Change role".
  const cancel = () => setPending(null);

  return (
    <tr className={styles.accountRow}>
      <th scope="row">
        {name}
        {isSelf ? <span className={styles.muted}> (you)</span> : null}
        <span className={styles.cellSub}>{user.email}</span>
      </th>
      <td data-label="Role">
        <div className={styles.roleControl}>
          <label htmlFor={roleId} className="visually-hidden">
            Role of {name}
          </label>
          <select
            id={roleId}
            className={styles.smallInput}
            value={chosen}
            disabled={isSelf}
            onChange={(event) => setChosen(event.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </select>
          {isSelf ? null : (
            <Button
              variant="outline"
              size="small"
              disabled={chosen === user.role}
              aria-label={`Change role of ${name}`}
              onClick={() => setPending({ kind: "role", role: chosen })}
            >
              Change role
            </Button>
          )}
          {chosen === user.role ? null : (
            <span className={styles.muted}>Not changed yet: now {ROLE_LABEL[user.role]}</span>
          )}
        </div>
      </td>
      <td data-label="Status">{user.disabled ? <span className={styles.disabledTag}>Disabled</span> : "Active"}</td>
      <td data-label="Last sign-in">{user.lastLoginAt ? formatShortDate(user.lastLoginAt) : "Never"}</td>
      <td data-label="Action">
        {isSelf ? (
          <span className={styles.muted}>Another administrator can change your account.</span>
        ) : (
          <Button
            variant={user.disabled ? "outline" : "secondary"}
            size="small"
            onClick={() => setPending({ kind: "standing", disabled: !user.disabled })}
          >
            {user.disabled ? `Enable ${name}` : `Disable ${name}`}
          </Button>
        )}
        {pending ? (
          <ChangeDialog user={user} name={name} pending={pending} onCancel={cancel} onConfirm={confirm} />
        ) : null}
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
          <table className={`${styles.table} ${styles.cardTable}`} aria-busy={list.loading}>
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
      <Pager list={list} noun={{ one: "account", other: "accounts" }} />
    </div>
  );
}

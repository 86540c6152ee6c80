import type { AuditEntry, UpdateAdminUserRequest } from "@lwl/contracts/admin-console";
import { ROLES, type Role } from "@lwl/contracts/roles";

/** The roles in words, as the console shows them. */
export const ROLE_LABEL: Record<Role, string> = {
  Reader: "Reader",
  ListingOwner: "Listing owner",
  Administrator: "Administrator",
};

interface Standing {
  role: Role;
  disabled: boolean;
}

/** A change to an account's role or standing, as an audit entry (UPDATE_USER) records it. */
export interface AccountChange {
  /** The person, as named when the change was made (or "this account" for entries from before names were kept). */
  name: string;
  before: Standing;
  after: Standing;
}

/** How a change recorded before names were kept names its account. */
export const UNNAMED_ACCOUNT = "this account";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function standingOf(value: unknown): Standing | null {
  if (!isRecord(value)) return null;
  const { role, disabled } = value;
  if (typeof disabled !== "boolean" || !ROLES.some((known) => known === role)) return null;
  return { role: role as Role, disabled };
}

/** The change an audit entry records, when it is a change to an account that changed something. */
export function accountChangeOf(entry: AuditEntry): AccountChange | null {
  if (entry.action !== "UPDATE_USER" || entry.entityType !== "USER" || !entry.details) return null;
  const before = standingOf(entry.details.before);
  const after = standingOf(entry.details.after);
  if (!before || !after) return null;
  if (before.role === after.role && before.disabled === after.disabled) return null;
  const account = isRecord(entry.details.account) ? entry.details.account : {};
  const fullName = typeof account.fullName === "string" ? account.fullName : "";
  const email = typeof account.email === "string" ? account.email : "";
  return { name: fullName || email || UNNAMED_ACCOUNT, before, after };
}

/** The request that puts back what the change changed (and only that). */
export function reverseOf(change: AccountChange): UpdateAdminUserRequest {
  return {
    ...(change.before.role === change.after.role ? {} : { role: change.before.role }),
    ...(change.before.disabled === change.after.disabled ? {} : { disabled: change.before.disabled }),
  };
}

/** The confirmation's question and the toast's text for undoing `change`. */
export function describeUndo(change: AccountChange): { question: string; done: string } {
  const { name, before, after } = change;
  const parts: string[] = [];
  const done: string[] = [];
  if (before.role !== after.role) {
    parts.push(`make ${name} ${ROLE_LABEL[before.role]} again (now ${ROLE_LABEL[after.role]})`);
    done.push(`${name} is ${ROLE_LABEL[before.role]} again.`);
  }
  if (before.disabled !== after.disabled) {
    parts.push(before.disabled ? `disable ${name} again, which signs them out everywhere` : `enable ${name} again`);
    done.push(before.disabled ? `${name} is disabled again.` : `${name} can sign in again.`);
  }
  const question = `This will ${parts.join(" and ")}.`;
  return { question, done: done.join(" ") };
}

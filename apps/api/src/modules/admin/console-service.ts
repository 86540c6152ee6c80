/**
 * The administrators' console (docs/product.md sections 2.5 and 4.7): the site texts, the audit log and
 * the accounts. Every change runs in one transaction with its audit row.
 */
import {
  ADMIN_USER_MESSAGES,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type AuditPage,
  type AuditQuery,
  type UpdateAdminUserRequest,
} from "@lwl/contracts/admin-console";
import type { SiteContent, SiteContentKey } from "@lwl/contracts/content";
import { toPage } from "@lwl/contracts/paging";
import type { Database } from "../../db/client.ts";
import { badRequest, forbidden, notFound } from "../../shared/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { htmlToText, sanitizeArticleHtml } from "../content/html.ts";
import { forgetViewer, type RoleServiceDeps } from "../identity/accounts/role-service.ts";
import { changeAccountStanding } from "../identity/accounts/standing-service.ts";
import { authoredListingsChanged, findPublishedListingIdsOfAuthor } from "../listings/author-service.ts";
import { toAdminUser, toAuditEntry } from "./console-mappers.ts";
import * as queries from "./console-queries.ts";

export interface ConsoleDeps {
  db: Database;
  /** The site's public origin: images in a site text may come from its /media/. */
  publicUrl: string;
  /** The viewer cache, told to forget an account whose role or standing changed. */
  viewers: RoleServiceDeps["viewers"];
}

export const EMPTY_SITE_TEXT = "data must contain some text once unsafe markup is removed";

/** PUT /content/{key}: stores the sanitised rich text; one audit row with the text before and after. */
export async function updateSiteContent(
  deps: ConsoleDeps,
  actorId: string,
  key: SiteContentKey,
  html: string,
): Promise<SiteContent> {
  const body = sanitizeArticleHtml(html, { publicUrl: deps.publicUrl });
  if (htmlToText(body).trim() === "") throw badRequest(EMPTY_SITE_TEXT);
  const saved = await deps.db.transaction(async (tx) => {
    const before = await queries.lockSiteContent(tx, key);
    const row = await queries.saveSiteContent(tx, { key, body, updatedBy: actorId });
    await recordAudit(
      { db: tx },
      {
        actorId,
        action: "UPDATE_SITE_CONTENT",
        entityType: "SITE_CONTENT",
        entityId: key,
        details: { before: before?.body ?? null, after: row.body },
      },
    );
    return row;
  });
  return { data: saved.body, updatedAt: saved.updatedAt.toISOString() };
}

/** GET /audit: newest first, with each actor's name. */
export async function listAudit(deps: ConsoleDeps, query: AuditQuery): Promise<AuditPage> {
  const [rows, total] = await Promise.all([
    queries.findAuditRows(deps.db, query),
    queries.countAuditRows(deps.db, query),
  ]);
  return toPage(rows.map(toAuditEntry), query, total);
}

/** GET /users: by name, filtered by a text in the name, e-mail or username and by role. */
export async function listUsers(deps: ConsoleDeps, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const [rows, total] = await Promise.all([
    queries.findUserRows(deps.db, query),
    queries.countUserRows(deps.db, query),
  ]);
  return toPage(rows.map(toAdminUser), query, total);
}

/**
 * PUT /users/{id}: disables or enables the account, or sets its role. Never one's own (an administrator
 * could lock everyone out, or demote the last administrator, by a slip). The change applies at once:
 * a disabled user is signed out everywhere, and the viewer cache forgets the account after the commit.
 * A new role also decides whether the user's listings have an owner (demoted below ListingOwner, they
 * have none and can be claimed), so their cached details are forgotten after the commit too.
 */
export async function updateUser(
  deps: ConsoleDeps,
  actorId: string,
  userId: string,
  changes: UpdateAdminUserRequest,
): Promise<AdminUser> {
  const id = userId.toLowerCase();
  if (id === actorId) throw forbidden(ADMIN_USER_MESSAGES.ownAccount);
  const changed = await deps.db.transaction(async (tx) => {
    const result = await changeAccountStanding({ db: tx }, id, changes);
    if (!result) throw notFound("User", id);
    const standing = (account: typeof result.before) => ({ role: account.role, disabled: account.disabled });
    await recordAudit(
      { db: tx },
      {
        actorId,
        action: "UPDATE_USER",
        entityType: "USER",
        entityId: id,
        // Whose account it was, as it was named then: the log can name the person for an undo.
        details: {
          before: standing(result.before),
          after: standing(result.after),
          account: { fullName: result.after.fullName, email: result.after.email },
        },
      },
    );
    const roleChanged = result.before.role !== result.after.role;
    const listingIds = roleChanged ? await findPublishedListingIdsOfAuthor({ db: tx }, id) : [];
    return { account: result.after, listingIds };
  });
  forgetViewer(deps, id);
  await authoredListingsChanged(deps, changed.listingIds);
  return toAdminUser(changed.account);
}

/**
 * The decision side of the pipeline: what the admin queue (modules/admin/approvals-service.ts) shows
 * of a piece of content and the three outcomes of a decision, for any described kind. Called inside
 * the decision's transaction.
 */
import type { ApprovalContentType } from "@lwl/contracts/approvals";
import type { ContentStatus } from "@lwl/contracts/status";
import type { Database } from "../../db/client.ts";
import type { ContentChange } from "../content-changes/service.ts";
import type { ContentKind, DecidedApproval, FoundOf, KindTypes, QueueFacts } from "./content-kind.ts";
import * as queries from "./queries.ts";

/** What the queue shows of a piece of content: its version, status, title and listing. */
export interface ModerationSubject<Version> extends QueueFacts {
  version: Version;
  status: ContentStatus;
  /** What else the kind's queue items carry (a review's reports and flag); none for most kinds. */
  extra?: object;
}

/** A kind as the admin queue decides it, whatever its types. */
export interface ModeratedKind {
  type: ApprovalContentType;
  change: ContentChange["kind"];
  /** Its name in messages, lower case: "The listing of pending approval 3 no longer exists". */
  noun: string;
  subjects(deps: { db: Database }, ids: number[]): Promise<Map<number, ModerationSubject<object>>>;
  /** Approving new content: it goes live (published-at set the first time). */
  publish(deps: { db: Database }, id: number): Promise<void>;
  /** Approving an update: exactly the proposed fields are written to the live row (checked again on the way). */
  apply(deps: { db: Database }, id: number, changes: Record<string, unknown>): Promise<void>;
  /**
   * Rejecting new content: it stays offline as REJECTED until its author edits (and so resubmits) it.
   * Rejecting a report takes the reported content down the same way.
   */
  reject(deps: { db: Database }, id: number): Promise<void>;
  /** What a decision of it tells content changes, from what the queue read of it. */
  changeOf(id: number, subject: QueueFacts): ContentChange;
  /** After the approval is closed, in the decision's transaction: the kind's own follow-up, if any. */
  afterDecision(deps: { db: Database }, decided: DecidedApproval): Promise<void>;
}

/** The decisions of a described kind. */
export function moderatedKind<K extends KindTypes>(kind: ContentKind<K>): ModeratedKind {
  return {
    type: kind.type,
    change: kind.change,
    noun: kind.noun.toLowerCase(),
    async subjects(deps, ids) {
      const found = await queries.findRows<K["table"], FoundOf<K>>(deps.db, kind, ids);
      const extras = kind.queueExtrasOf ? await kind.queueExtrasOf(deps, ids) : undefined;
      return new Map(
        found.map((one) => [
          one.row.id,
          {
            version: kind.versionOf(one.row),
            status: one.row.status,
            ...kind.queueFactsOf(one),
            ...(extras ? { extra: extras.get(one.row.id) ?? {} } : {}),
          },
        ]),
      );
    },
    async publish(deps, id) {
      await queries.updateRow(deps.db, kind, id, { status: "PUBLISHED", publishes: true });
    },
    async apply(deps, id, changes) {
      await queries.updateRow(deps.db, kind, id, { values: kind.valuesOf(kind.changesSchema.parse(changes)) });
    },
    async reject(deps, id) {
      await queries.updateRow(deps.db, kind, id, { status: "REJECTED" });
    },
    changeOf: (id, subject) => kind.changeOf?.(id, subject) ?? ({ kind: kind.change, id } as ContentChange),
    async afterDecision(deps, decided) {
      await kind.afterDecision?.(deps, decided);
    },
  };
}

/**
 * The registry of moderated content: every kind the queue lists and decides, by its approval type,
 * each described by the module that owns its rows (docs/decisions/0021). A new kind of moderated
 * content is a new description and one line here.
 */
import type { ApprovalContentType } from "@lwl/contracts/approvals";
import { eventKind } from "../events/event-kind-service.ts";
import { listingKind } from "../listings/listing-kind-service.ts";
import { type ModeratedKind, moderatedKind } from "../moderated-content/decision-service.ts";
import { postKind } from "../news/post-kind-service.ts";
import { replyKind } from "../reviews/reply-kind-service.ts";
import { reviewKind } from "../reviews/review-kind-service.ts";

export const MODERATED_KINDS: Record<ApprovalContentType, ModeratedKind> = {
  LISTING: moderatedKind(listingKind),
  EVENT: moderatedKind(eventKind),
  BLOG: moderatedKind(postKind),
  REVIEW: moderatedKind(reviewKind),
  REPLY: moderatedKind(replyKind),
};

/**
 * The news newsletter (docs/product.md section 7.5): double opt-in subscriptions, confirmation and
 * one-click unsubscribe. The answer to a subscription never says whether the address was known.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  CONFIRM_RESULTS,
  type ConfirmResponse,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  SUBSCRIBE_ANSWER,
  type SubscribeRequest,
  type SubscribeResponse,
} from "@lwl/contracts/newsletter";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { type Clock, later } from "../../shared/clock.ts";
import { badRequest, HttpError, tooManyRequests } from "../../shared/http-error.ts";
import type { Mailer } from "../../shared/mailer.ts";
import * as news from "../news/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { alreadySubscribedMail, confirmationMail, type NewsletterLinks } from "./mails.ts";
import * as queries from "./queries.ts";

export interface NewsletterDeps {
  db: Database;
  /** The app's clock: the confirmation link's 48 hours and the hourly limits are measured on it. */
  now: Clock;
  mailer: Mailer;
  /** PUBLIC_URL: the links in the mails. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const HOUR_MS = 3_600_000;
export const PER_ADDRESS_LIMIT: rateLimits.RateLimit = {
  bucket: "newsletter-address",
  max: NEWSLETTER_LIMITS.perAddressPerHour,
  windowMinutes: 60,
};
export const PER_CLIENT_LIMIT: rateLimits.RateLimit = {
  bucket: "newsletter-client",
  max: NEWSLETTER_LIMITS.perClientPerHour,
  windowMinutes: 60,
};

/** 256 random bits, URL-safe; only its SHA-256 is stored (nothing to brute-force, and the row is found by it). */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function linksFor(deps: NewsletterDeps, unsubscribeToken: string, confirmToken?: string) {
  const unsubscribe = encodeURIComponent(unsubscribeToken);
  const links: NewsletterLinks = {
    unsubscribePage: `${deps.publicUrl}/newsletter/unsubscribe?token=${unsubscribe}`,
    unsubscribeEndpoint: `${deps.publicUrl}/api/blogs/subscriptions/unsubscribe?token=${unsubscribe}`,
  };
  return confirmToken
    ? { ...links, confirmPage: `${deps.publicUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}` }
    : links;
}

/** The chosen categories as slugs of known categories, each once; an unknown one is a 400. */
async function categorySlugs(deps: NewsletterDeps, wanted: string[] | undefined): Promise<string[]> {
  if (!wanted || wanted.length === 0) return [];
  const known = await news.listCategories({ db: deps.db, publicUrl: deps.publicUrl, now: deps.now });
  const slugs = wanted.map((name) => {
    const lower = name.toLowerCase();
    const match = known.find((c) => c.slug === lower || c.name.toLowerCase() === lower);
    if (!match) throw badRequest(`categories: unknown category "${name}"`);
    return match.slug;
  });
  return [...new Set(slugs)];
}

async function admit(deps: NewsletterDeps, limit: rateLimits.RateLimit, key: string): Promise<void> {
  const admission = await rateLimits.admitHit(deps, limit, key);
  if (admission.admitted) return;
  throw tooManyRequests(
    `Too many subscription requests. Please try again in ${rateLimits.minutesToWait(admission.retryAfterSeconds)}.`,
    admission.retryAfterSeconds,
  );
}

/**
 * Double opt-in: a new or unconfirmed address gets a confirmation link (valid 48 hours); an address
 * already subscribed gets a note saying so. Either way the answer is the same, so the form cannot be
 * used to learn who subscribes. Limited per client address and per e-mail address.
 */
export async function subscribe(
  deps: NewsletterDeps,
  request: SubscribeRequest,
  clientIp: string,
): Promise<SubscribeResponse> {
  const email = request.email.trim().toLowerCase();
  const categories = await categorySlugs(deps, request.categories);
  await admit(deps, PER_CLIENT_LIMIT, clientIp);
  await admit(deps, PER_ADDRESS_LIMIT, email);

  const existing = await queries.findByEmail(deps.db, email);
  const unsubscribe = newToken();
  if (existing?.confirmedAt) {
    await queries.setUnsubscribeTokenHash(deps.db, existing.id, unsubscribe.hash);
    await send(deps, alreadySubscribedMail(email, linksFor(deps, unsubscribe.token)));
  } else {
    const confirm = newToken();
    await queries.upsertPending(deps.db, {
      email,
      tokenHash: confirm.hash,
      expiresAt: later(deps.now(), NEWSLETTER_LIMITS.confirmHours * HOUR_MS),
      categories,
      unsubscribeTokenHash: unsubscribe.hash,
    });
    const names = await categoryNames(deps, categories);
    const links = linksFor(deps, unsubscribe.token, confirm.token) as NewsletterLinks & { confirmPage: string };
    await send(deps, confirmationMail(email, names, NEWSLETTER_LIMITS.confirmHours, links));
  }
  return { message: SUBSCRIBE_ANSWER };
}

async function categoryNames(deps: NewsletterDeps, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const known = await news.listCategories({ db: deps.db, publicUrl: deps.publicUrl, now: deps.now });
  return slugs.map((slug) => known.find((c) => c.slug === slug)?.name ?? slug);
}

/** A mail that cannot be sent is logged; the answer stays the same (it must not reveal anything). */
async function send(deps: NewsletterDeps, message: Parameters<Mailer["send"]>[0]): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.log.error({ err: error }, "newsletter mail not sent");
  }
}

/** The confirmation link: confirms once; later clicks say "already confirmed"; an old link has expired. */
export async function confirm(deps: NewsletterDeps, token: string): Promise<ConfirmResponse> {
  const row = await queries.findByConfirmTokenHash(deps.db, hashToken(token));
  if (!row) throw new HttpError(404, NEWSLETTER_MESSAGES.invalid);
  if (row.confirmedAt) return { result: CONFIRM_RESULTS[1], message: NEWSLETTER_MESSAGES.alreadyConfirmed };
  const now = deps.now();
  if (row.confirmExpiresAt.getTime() < now.getTime()) throw new HttpError(410, NEWSLETTER_MESSAGES.expired);
  await queries.markConfirmed(deps.db, row.id, now);
  return { result: CONFIRM_RESULTS[0], message: NEWSLETTER_MESSAGES.confirmed };
}

/** One-click unsubscribe: the subscription is deleted, not just switched off. */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<{ message: string }> {
  const removed = await queries.deleteByUnsubscribeTokenHash(deps.db, hashToken(token));
  if (!removed) throw new HttpError(404, NEWSLETTER_MESSAGES.invalidUnsubscribe);
  return { message: NEWSLETTER_MESSAGES.unsubscribed };
}

import { z } from "zod";
import { emailAddress, singleLineText } from "./text.ts";

/**
 * The news newsletter (docs/product.md section 7.5): double opt-in at POST /api/blogs/subscriptions,
 * a confirmation link, and a one-click unsubscribe link in every mail.
 */
export const NEWSLETTER_LIMITS = {
  /** Category slugs one subscription may choose; none means every category. */
  categories: 20,
  /** Hours a confirmation link stays valid. */
  confirmHours: 48,
  /** Confirmation mails per address per hour, and requests per client address per hour. */
  perAddressPerHour: 3,
  perClientPerHour: 10,
} as const;

export const subscribeRequestSchema = z.object({
  email: emailAddress(),
  categories: z
    .array(singleLineText("categories", { max: 60, min: 1, trim: true }))
    .max(NEWSLETTER_LIMITS.categories, { error: `categories: at most ${NEWSLETTER_LIMITS.categories}` })
    .optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** The one answer to a subscription, whether or not the address was known (no address probing). */
export const SUBSCRIBE_ANSWER =
  "Thank you. If this address can receive our newsletter, a confirmation e-mail is on its way: open its link to start receiving news.";

export const subscribeResponseSchema = z.object({ message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const newsletterTokenQuerySchema = z.object({
  token: singleLineText("token", { max: 200, min: 1, trim: true }),
});

export const CONFIRM_RESULTS = ["confirmed", "already-confirmed"] as const;
export const confirmResponseSchema = z.object({
  result: z.enum(CONFIRM_RESULTS),
  message: z.string(),
});
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

export const unsubscribeResponseSchema = z.object({ message: z.string() });

/** Messages of the confirm and unsubscribe pages (the API sends the same words). */
export const NEWSLETTER_MESSAGES = {
  confirmed: "Your subscription is confirmed. Our news will arrive in your inbox.",
  alreadyConfirmed: "Your subscription was already confirmed. Nothing more to do.",
  invalid: "This confirmation link is not valid. Please subscribe again.",
  expired: "This confirmation link has expired. Please subscribe again to get a new one.",
  unsubscribed: "You are unsubscribed. You will not receive our newsletter any more.",
  invalidUnsubscribe: "This unsubscribe link is not valid, or the address is already unsubscribed.",
} as const;

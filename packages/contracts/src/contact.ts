import { z } from "zod";
import { emailAddress, multiLineText, singleLineText } from "./text.ts";
import { NAME_MAX_LENGTH } from "./text-rules.ts";

/** Lengths of the contact form's fields, so the form's boxes stop where the server would. */
export const CONTACT_LIMITS = {
  name: NAME_MAX_LENGTH,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;

/** POST /api/contact: names and subjects are one line; the message may run over several. */
export const contactMessageSchema = z.object({
  name: singleLineText("name", { max: CONTACT_LIMITS.name, min: 1, trim: true }),
  email: emailAddress("email"),
  subject: singleLineText("subject", { max: CONTACT_LIMITS.subject, min: 1, trim: true }),
  message: multiLineText("message", { max: CONTACT_LIMITS.message, min: CONTACT_LIMITS.messageMin, trim: true }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

import { z } from "zod";

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, { error: min === 1 ? `${field} is required` : `${field} must be at least ${min} characters` })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const contactMessageSchema = z.object({
  name: text("name", 1, 100),
  email: z
    .string({ error: "email is required" })
    .trim()
    .max(254, { error: "email must be at most 254 characters" })
    .pipe(z.email({ error: "email must be a valid e-mail address" })),
  subject: text("subject", 1, 150),
  message: text("message", 10, 5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

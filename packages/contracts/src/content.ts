import { z } from "zod";

export const SITE_CONTENT_KEYS = ["terms-of-service", "privacy-policy"] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

/** GET /adminservice/api/v1/content/{key}: the text is in data (docs/product.md section 7). */
export const siteContentSchema = z.object({
  data: z.string(),
  updatedAt: z.string(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

import { z } from "zod";
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_INDEX, MAX_PAGE_SIZE } from "./constants.ts";

const wholeNumber = (field: string, min: number, max?: number) => {
  let schema = z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` });
  if (max !== undefined) schema = schema.max(max, { error: `${field} must be at most ${max}` });
  return schema;
};

/** ?page&size: page is 0-based, size defaults to 10 and is capped. */
export const pageQuerySchema = z.object({
  page: wholeNumber("page", 0, 1_000_000).default(FIRST_PAGE_INDEX),
  size: wholeNumber("size", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The one paged envelope (docs/product.md section 3, design brief section 8). */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
export interface Page<Item> {
  content: Item[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
}

export function toPage<Item>(content: Item[], query: PageQuery, totalElements: number): Page<Item> {
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    content,
    number: query.page,
    size: query.size,
    totalElements,
    totalPages,
    first: query.page === 0,
    last: query.page >= totalPages - 1,
  };
}

export { wholeNumber };

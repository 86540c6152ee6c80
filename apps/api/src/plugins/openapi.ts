import { apiErrorSchema } from "@lwl/contracts/errors";

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: apiErrorSchema,
  404: apiErrorSchema,
} as const;

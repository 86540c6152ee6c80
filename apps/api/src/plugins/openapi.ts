import { apiErrorSchema } from "@lwl/contracts/errors";

/** Error answers every route may give, for the OpenAPI document (a 400 carries `issues` per failing field). */
export const errorResponses = {
  400: apiErrorSchema,
  404: apiErrorSchema,
} as const;

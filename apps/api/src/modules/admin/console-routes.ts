import {
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  updateAdminUserRequestSchema,
  updateSiteContentRequestSchema,
} from "@lwl/contracts/admin-console";
import { SITE_CONTENT_KEYS, siteContentSchema } from "@lwl/contracts/content";
import { apiErrorSchema } from "@lwl/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { uuidParam } from "../../plugins/params.ts";
import * as service from "./console-service.ts";

/**
 * The administrators' console (docs/product.md sections 2.5 and 4.7): site texts, the audit log and the
 * accounts. Administrators only: 401 without a valid token, 403 for anyone else.
 */
const guarded = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ConsoleDeps = { db: app.db, publicUrl: app.config.publicUrl, viewers: app.viewers };
  app.addHook("onRequest", requireRole("Administrator"));

  for (const key of SITE_CONTENT_KEYS) {
    app.put(
      `/content/${key}`,
      {
        schema: {
          tags: ["content"],
          summary: `Replace the ${key.replaceAll("-", " ")} text (rich text, sanitised)`,
          body: updateSiteContentRequestSchema,
          response: { 200: siteContentSchema, ...guarded },
        },
      },
      (request) => service.updateSiteContent(deps, viewerOf(request).userId, key, request.body.data),
    );
  }

  app.get(
    "/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log, newest first",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...guarded },
      },
    },
    (request) => service.listAudit(deps, request.query),
  );

  app.get(
    "/users",
    {
      schema: {
        tags: ["admin"],
        summary: "Accounts, by name, filtered by text and role",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...guarded },
      },
    },
    (request) => service.listUsers(deps, request.query),
  );

  app.put(
    "/users/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Disable or enable an account, or set its role (never one's own)",
        params: z.object({ id: uuidParam("id") }),
        body: updateAdminUserRequestSchema,
        response: { 200: adminUserSchema, ...guarded },
      },
    },
    (request) => service.updateUser(deps, viewerOf(request).userId, request.params.id, request.body),
  );
};

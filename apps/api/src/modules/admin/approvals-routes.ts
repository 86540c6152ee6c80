import {
  approvalCountsSchema,
  approvalItemSchema,
  approvalPageSchema,
  approvalTypeParamSchema,
  rejectBodySchema,
} from "@lwl/contracts/approvals";
import { apiErrorSchema } from "@lwl/contracts/errors";
import { pageQuerySchema } from "@lwl/contracts/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./approvals-service.ts";

const tags = ["approvals"];
const params = z.object({ id: idParam("id") });
const adminErrorResponses = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/** The moderation queue (docs/product.md section 7, issue 11), administrators only; registered by routes.ts. */
export const approvalRoutes: FastifyPluginAsyncZod<{ deps: service.ApprovalsDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireRole("Administrator"));

  app.get(
    "/admin/pendingapprovals",
    {
      schema: {
        tags,
        summary: "Pending approvals of every type, oldest first",
        querystring: pageQuerySchema,
        response: { 200: approvalPageSchema, ...adminErrorResponses },
      },
    },
    (request) => service.listPendingApprovals(deps, undefined, request.query),
  );

  app.get(
    "/admin/pendingapprovals/refresh",
    {
      schema: {
        tags,
        summary: "How many approvals are pending, per type and in total",
        response: { 200: approvalCountsSchema, ...adminErrorResponses },
      },
    },
    () => service.countPendingApprovals(deps),
  );

  app.get(
    "/admin/pendingapprovals/:type",
    {
      schema: {
        tags,
        summary: "Pending approvals of one type (BLOG, LISTING or EVENT, any case), oldest first",
        params: z.object({ type: approvalTypeParamSchema }),
        querystring: pageQuerySchema,
        response: { 200: approvalPageSchema, ...adminErrorResponses },
      },
    },
    (request) => service.listPendingApprovals(deps, request.params.type, request.query),
  );

  app.put(
    "/admin/pendingapprovals/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve: new content is published, an update's proposed fields are applied to the live version",
        params,
        response: { 200: approvalItemSchema, 409: apiErrorSchema, ...adminErrorResponses },
      },
    },
    (request) => service.decidePendingApproval(deps, viewerOf(request), request.params.id, { approve: true }),
  );

  app.put(
    "/admin/pendingapprovals/:id/reject",
    {
      schema: {
        tags,
        summary:
          "Reject with a reason (text/plain body, or a JSON string): new content goes REJECTED, an update's proposal is dropped and the live version stays",
        params,
        body: rejectBodySchema,
        response: { 200: approvalItemSchema, 409: apiErrorSchema, ...adminErrorResponses },
      },
    },
    (request) =>
      service.decidePendingApproval(deps, viewerOf(request), request.params.id, {
        approve: false,
        reason: request.body,
      }),
  );
};

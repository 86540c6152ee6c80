/**
 * plugins/errors.ts: every failure answers { statusCode, error, message }; a request that does not
 * match its schema also answers `issues`, one { path, message } per failing field.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler } from "../../src/plugins/errors.ts";
import { errorResponses } from "../../src/plugins/openapi.ts";
import { idParam } from "../../src/plugins/params.ts";
import { HttpError } from "../../src/shared/http-error.ts";

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/sign-up",
    {
      schema: {
        body: z.object({
          email: z.email({ error: "email must be a valid e-mail address" }),
          password: z
            .string({ error: "password is required" })
            .min(8, { error: "password must be at least 8 characters" })
            .regex(/\d/, { error: "password must contain a digit" }),
          user_metadata: z.object({
            full_name: z.string().min(1, { error: "user_metadata.full_name is required" }),
          }),
        }),
        // The declared 400 must not strip `issues` when the answer is serialised.
        response: { 200: z.object({ ok: z.boolean() }), ...errorResponses },
      },
    },
    async () => ({ ok: true }),
  );
  typed.get(
    "/items/:id",
    {
      schema: {
        params: z.object({ id: idParam("id") }),
        querystring: z.object({
          page: z.coerce
            .number({ error: "page must be a whole number" })
            .int()
            .min(0, { error: "page must be at least 0" }),
        }),
        response: { 200: z.object({ ok: z.boolean() }), ...errorResponses },
      },
    },
    async () => ({ ok: true }),
  );
  typed.get("/gone", async () => {
    throw new HttpError(404, "Listing 12 not found");
  });
  await app.ready();
});
afterAll(() => app.close());

describe("validation failures", () => {
  it("name each failing body field once, with a dotted path for nested fields", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/sign-up",
      payload: { email: "nope", password: "short", user_metadata: { full_name: "" } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message:
        "email must be a valid e-mail address; password must be at least 8 characters; password must contain a digit; user_metadata.full_name is required",
      issues: [
        { path: "email", message: "email must be a valid e-mail address" },
        { path: "password", message: "password must be at least 8 characters" },
        { path: "user_metadata.full_name", message: "user_metadata.full_name is required" },
      ],
    });
  });

  it("name a missing body field", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/sign-up",
      payload: { email: "a@b.example", user_metadata: { full_name: "A" } },
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "password is required",
      issues: [{ path: "password", message: "password is required" }],
    });
  });

  it("name a failing query field", async () => {
    const response = await app.inject({ method: "GET", url: "/items/3?page=-1" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "page must be at least 0",
      issues: [{ path: "page", message: "page must be at least 0" }],
    });
  });

  it("name a failing path parameter", async () => {
    const response = await app.inject({ method: "GET", url: "/items/abc?page=0" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "id must be a positive whole number",
      issues: [{ path: "id", message: "id must be a positive whole number" }],
    });
  });

  it("answer an issue with an empty path when the whole body is wrong", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/sign-up",
      headers: { "content-type": "application/json" },
      payload: "[1]",
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues).toEqual([{ path: "", message: expect.any(String) }]);
    expect(body.message).toBe(`body: ${body.issues[0].message}`);
  });
});

describe("other failures", () => {
  it("keep the plain shape, without issues", async () => {
    const response = await app.inject({ method: "GET", url: "/gone" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Listing 12 not found" });
  });

  it("answer a body that is not JSON with the plain shape", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/sign-up",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["statusCode", "error", "message"]);
  });
});

/** Claim documents for the tests: a private PDF uploaded as the claimant, as the claim form does first. */
import { expect } from "vitest";
import type { TestApp } from "../../helpers/app.ts";
import type { SignedInUser } from "../../helpers/auth.ts";
import { multipart, pdf } from "../media/media-fixtures.ts";

/** Uploads a PDF as `who`; answers its URL, what a claim's documentUrl carries. */
export async function uploadClaimDocument(t: TestApp, who: SignedInUser): Promise<string> {
  const body = multipart({ bytes: pdf(), fileName: "appointment.pdf", contentType: "application/pdf" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/media/documents",
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

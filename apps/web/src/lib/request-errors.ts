import type { FieldIssue } from "@lwl/contracts/errors";
import { HttpError } from "./http.ts";

/**
 * The one reading of a failed request (docs/product.md section 8), for every endpoint's error shape: the API's
 * `{ statusCode, error, message, issues? }` and the identity endpoints' OAuth
 * `{ error, error_description, description?, issues? }`.
 */
export interface RequestErrorReport {
  /** A sentence for the whole form or page: the server's own words, or the caller's fallback. */
  message: string;
  /** One entry per failing field, `path` as the server names it (`email`, `user_metadata.full_name`). */
  issues: FieldIssue[];
}

function textField(payload: unknown, field: string): string | null {
  if (typeof payload !== "object" || payload === null || !(field in payload)) return null;
  const value = (payload as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== "object" || value === null) return false;
  const issue = value as Record<string, unknown>;
  return typeof issue.path === "string" && typeof issue.message === "string";
}

function issuesOf(payload: unknown): FieldIssue[] {
  if (typeof payload !== "object" || payload === null || !("issues" in payload)) return [];
  const { issues } = payload as { issues: unknown };
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
}

/**
 * What went wrong, in words for people. Network failures and server errors (5xx) get the fallback:
 * their text is not written for people. Otherwise the server's message: the sign-up style
 * `description`, OAuth's `error_description`, or the API's `message`.
 */
export function describeRequestError(error: unknown, fallback: string): RequestErrorReport {
  if (!(error instanceof HttpError) || error.status >= 500) return { message: fallback, issues: [] };
  const payload = error.payload;
  const message =
    textField(payload, "description") ??
    textField(payload, "error_description") ??
    textField(payload, "message") ??
    fallback;
  return { message, issues: issuesOf(payload) };
}

/** Just the sentence of describeRequestError, for places with no fields to point at. */
export function requestErrorMessage(error: unknown, fallback: string): string {
  return describeRequestError(error, fallback).message;
}

import { describe, expect, it } from "vitest";
import { HttpError } from "./http.ts";
import { describeRequestError, requestErrorMessage } from "./request-errors.ts";

const failure = (status: number, payload: unknown) => new HttpError(status, "ignored", null, payload);

describe("describeRequestError", () => {
  it("reads the API's message and its field issues", () => {
    const payload = {
      statusCode: 400,
      error: "Bad Request",
      message: "email must be a valid e-mail address",
      issues: [{ path: "email", message: "email must be a valid e-mail address" }, { path: 3 }],
    };
    expect(describeRequestError(failure(400, payload), "fallback")).toEqual({
      message: "email must be a valid e-mail address",
      issues: [{ path: "email", message: "email must be a valid e-mail address" }],
    });
  });

  it("reads the identity endpoints' OAuth bodies, preferring the sign-up style description", () => {
    const oauth = { error: "invalid_grant", error_description: "Wrong email or password." };
    expect(requestErrorMessage(failure(403, oauth), "fallback")).toBe("Wrong email or password.");
    const signup = { ...oauth, error_description: "x", description: "The user already exists." };
    expect(requestErrorMessage(failure(400, signup), "fallback")).toBe("The user already exists.");
    const withIssues = {
      error: "invalid_request",
      error_description: "full_name must be on one line",
      issues: [{ path: "user_metadata.full_name", message: "full_name must be on one line" }],
    };
    expect(describeRequestError(failure(400, withIssues), "fallback").issues).toEqual([
      { path: "user_metadata.full_name", message: "full_name must be on one line" },
    ]);
  });

  it("falls back for server errors, empty bodies and network failures", () => {
    expect(requestErrorMessage(failure(500, { message: "Internal Server Error" }), "fallback")).toBe("fallback");
    expect(requestErrorMessage(failure(404, null), "fallback")).toBe("fallback");
    expect(requestErrorMessage(failure(400, { message: "  " }), "fallback")).toBe("fallback");
    expect(describeRequestError(new TypeError("Failed to fetch"), "fallback")).toEqual({
      message: "fallback",
      issues: [],
    });
  });
});

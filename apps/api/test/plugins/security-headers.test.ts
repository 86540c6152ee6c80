/**
 * Helmet's security headers, computed once at startup (plugins/security-headers.ts): every answer gets
 * exactly what Helmet's middleware sets with the app's options (a route replacing one, as the hosted
 * login page does with its own policy, is tested in identity/hosted-login.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helmetHeaders } from "../../src/plugins/security-headers.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const APP_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline'";

describe("security headers", () => {
  it("are Helmet's, with the app's Content-Security-Policy, on a JSON answer, an error and a 304", async () => {
    const expected = {
      "content-security-policy": APP_CSP,
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    const ok = await t.app.inject({ method: "GET", url: "/api/listingType" });
    const missing = await t.app.inject({ method: "GET", url: "/api/listings/999999" });
    const notModified = await t.app.inject({
      method: "GET",
      url: "/api/listingType",
      headers: { "if-none-match": ok.headers.etag as string },
    });
    expect([ok.statusCode, missing.statusCode, notModified.statusCode]).toEqual([200, 404, 304]);
    for (const response of [ok, missing, notModified]) {
      expect(response.headers).toMatchObject(expected);
      // Local http://localhost must work: no HSTS unless PUBLIC_URL is https.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("include HSTS when asked, as Helmet's options say", () => {
    expect(helmetHeaders({ strictTransportSecurity: true })["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(helmetHeaders({ strictTransportSecurity: false })["strict-transport-security"]).toBeUndefined();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("site content", () => {
  it.each([
    ["terms-of-service", "Terms and Conditions"],
    ["privacy-policy", "Privacy Policy"],
  ])("GET /adminservice/api/v1/content/%s answers the text in data", async (key, heading) => {
    const response = await t.app.inject({ method: "GET", url: `/adminservice/api/v1/content/${key}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.startsWith(heading)).toBe(true);
    expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);
  });

  it("serves an edited text, which a restart's base seeding does not overwrite", async () => {
    await t.database.db
      .update(siteContent)
      .set({ body: "Edited terms" })
      .where(eq(siteContent.key, "terms-of-service"));
    const { seedBaseData } = await import("../../src/db/seed/base.ts");
    await seedBaseData(t.database.db);
    const body = (await t.app.inject({ method: "GET", url: "/adminservice/api/v1/content/terms-of-service" })).json();
    expect(body.data).toBe("Edited terms");
  });

  it("answers 404 when a text is missing", async () => {
    await t.database.db.delete(siteContent).where(eq(siteContent.key, "privacy-policy"));
    const response = await t.app.inject({ method: "GET", url: "/adminservice/api/v1/content/privacy-policy" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Site content privacy-policy not found");
  });

  it("answers 404 for unknown content", async () => {
    const response = await t.app.inject({ method: "GET", url: "/adminservice/api/v1/content/cookies" });
    expect(response.statusCode).toBe(404);
  });
});

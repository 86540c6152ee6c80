import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithApp, testQueryClient } from "../../test/render.tsx";
import { PRIVACY_FAILURE, PrivacyPolicyPage } from "./privacy-policy-page.tsx";
import { TERMS_FAILURE, TermsPage } from "./terms-page.tsx";

const TERMS =
  "Terms and Conditions\n\nLast updated: 1 November 2026\n\n1. About these terms\nBy using the site you agree.";

describe("privacy policy and terms pages", () => {
  it("shows the text as headings and paragraphs split by blank lines", async () => {
    mockApi({
      "GET /adminservice/api/v1/content/terms-of-service": { data: TERMS, updatedAt: "2026-11-01T00:00:00.000Z" },
    });
    renderWithApp(<TermsPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "1. About these terms" })).toBeInTheDocument();
    expect(screen.getByText("By using the site you agree.")).toBeInTheDocument();
    expect(screen.getByText("Last updated: 1 November 2026")).toBeInTheDocument();
  });

  it("shows a text saved from the admin area's rich-text editor as formatted text, not as markup", async () => {
    mockApi({
      "GET /adminservice/api/v1/content/terms-of-service": {
        data: "<h2>1. About these terms</h2><p>By using the site you <strong>agree</strong>.</p>",
        updatedAt: "2026-11-01T00:00:00.000Z",
      },
    });
    renderWithApp(<TermsPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "1. About these terms" })).toBeInTheDocument();
    expect(screen.getByText("agree").tagName).toBe("STRONG");
    expect(screen.queryByText(/<p>/)).not.toBeInTheDocument();
  });

  it("fetches each text once and reuses it from memory", async () => {
    const calls = mockApi({
      "GET /adminservice/api/v1/content/privacy-policy": { data: "We keep little.", updatedAt: "2026-11-01T00:00:00Z" },
    });
    const queryClient = testQueryClient();
    const first = renderWithApp(<PrivacyPolicyPage />, { queryClient });
    expect(await screen.findByText("We keep little.")).toBeInTheDocument();
    first.unmount();
    renderWithApp(<PrivacyPolicyPage />, { queryClient });
    expect(screen.getByText("We keep little.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("shows the spec's failure messages", async () => {
    mockApi({});
    const privacy = renderWithApp(<PrivacyPolicyPage />);
    expect(await screen.findByText("Failed to fetch Privacy Policy.")).toBeInTheDocument();
    privacy.unmount();
    renderWithApp(<TermsPage />);
    expect(await screen.findByText("Failed to fetch Terms and Conditions.")).toBeInTheDocument();
    expect([PRIVACY_FAILURE, TERMS_FAILURE]).toEqual([
      "Failed to fetch Privacy Policy.",
      "Failed to fetch Terms and Conditions.",
    ]);
  });
});

import type { ApprovalItem } from "@lwl/contracts/approvals";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentPreview } from "./content-preview.tsx";

const base = {
  id: 1,
  contentId: 10,
  action: "CREATE" as const,
  listingId: 3,
  listingName: "Green Valley School",
  submittedBy: null,
  submittedAt: "2026-11-20T10:00:00.000Z",
  status: "PENDING" as const,
  reason: null,
  decidedAt: null,
  current: null,
};

describe("the preview of new content", () => {
  it("shows an event with its times in its own zone, its place and its rich text", () => {
    const item: ApprovalItem = {
      ...base,
      contentType: "EVENT",
      title: "Open Day",
      proposed: {
        title: "Open Day",
        description: "<p>Meet the <em>teachers</em>.</p>",
        eventType: "OPEN_DAY",
        accessibility: "OPEN",
        startsAt: "2026-12-05T04:30:00.000Z",
        endsAt: "2026-12-05T06:30:00.000Z",
        timeZone: "Asia/Kolkata",
        address: null,
        onlineUrl: "https://meet.example.org/open-day",
        registrationUrl: null,
        fee: "Free",
        coverImage: null,
      },
    };
    render(<ContentPreview item={item} />);
    const preview = screen.getByRole("article", { name: "Preview of Open Day" });
    expect(preview).toHaveTextContent("10:00 AM – 12:00 PM India Standard Time");
    expect(preview).toHaveTextContent("https://meet.example.org/open-day");
    expect(screen.getByText("teachers").tagName).toBe("EM");
  });

  it("shows a post with its category in capitals, its short description, tags and body", () => {
    const item: ApprovalItem = {
      ...base,
      contentType: "BLOG",
      title: "Admissions open",
      proposed: {
        title: "Admissions open",
        category: "admissions",
        tags: ["2027", "schools"],
        shortDescription: "Apply by January.",
        content: "<p>Forms are at the <strong>office</strong>.</p>",
        imgUrl: null,
      },
    };
    render(<ContentPreview item={item} />);
    expect(screen.getByRole("heading", { name: "Admissions open" })).toBeInTheDocument();
    expect(screen.getByText("ADMISSIONS")).toBeInTheDocument();
    expect(screen.getByText("Apply by January.")).toBeInTheDocument();
    expect(screen.getByText("Tags: 2027, schools")).toBeInTheDocument();
    expect(screen.getByText("office").tagName).toBe("STRONG");
  });
});

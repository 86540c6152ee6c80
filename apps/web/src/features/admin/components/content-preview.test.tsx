import type { ApprovalItem } from "@lwl/contracts/approvals";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { labelFor } from "../../../lib/api/lookup-label.ts";
import { schoolDetails, tutorDetails } from "../../../test/fixtures.ts";
import type { CodeLabels } from "../model/review-fields.ts";
import { listingItem, listingVersion, reviewItem } from "../test-fixtures.ts";
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

/** The lookup lists the public event pages read (GET /api/eventType, /api/eventAccessibility). */
const labels: CodeLabels = {
  eventType: (code) => labelFor([{ code: "OPEN_DAY", label: "Open day" }], code),
  accessibility: (code) => labelFor([{ code: "PARENTS_AND_STUDENTS", label: "Parents and students" }], code),
};

/** The preview's label and value pairs, as text. */
function facts(preview: HTMLElement): [string, string][] {
  return within(preview)
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

describe("the preview of new content", () => {
  it("shows an event with the public page's labels and words, never its codes", () => {
    const item: ApprovalItem = {
      ...base,
      contentType: "EVENT",
      title: "Open Day",
      proposed: {
        title: "Open Day",
        description: "<p>Meet the <em>teachers</em>.</p>",
        eventType: "OPEN_DAY",
        accessibility: "PARENTS_AND_STUDENTS",
        startsAt: "2026-12-05T04:30:00.000Z",
        endsAt: "2026-12-05T06:30:00.000Z",
        timeZone: "Asia/Kolkata",
        address: null,
        onlineUrl: "https://meet.example.org/open-day",
        registrationUrl: "https://greenvalley.example/register",
        fee: null,
        coverImage: null,
      },
    };
    render(<ContentPreview item={item} labels={labels} />);
    const preview = screen.getByRole("article", { name: "Preview of Open Day" });
    expect(within(preview).getByText("Open day")).toBeInTheDocument();
    expect(facts(preview)).toEqual([
      ["When", "Sat, Dec 5, 2026, 10:00 AM – 12:00 PM India Standard Time"],
      ["Who can attend", "Parents and students"],
      ["Where", "Online"],
      ["Online", "meet.example.org/open-day (opens in a new tab)"],
      ["Registration", "https://greenvalley.example/register (opens in a new tab)"],
      ["Fee", "Free"],
      ["About this event", "Meet the teachers."],
    ]);
    expect(preview).not.toHaveTextContent(/OPEN_DAY|PARENTS_AND_STUDENTS/);
    expect(within(preview).getByText("teachers").tagName).toBe("EM");
  });

  it("shows a school with its facts as the listing page words them, and a listing's position on the map", () => {
    const proposed = listingVersion({
      details: schoolDetails({ boards: ["CBSE"], gradesNote: null, feeNote: null, admission: null, facilities: [] }),
      address: { ...listingVersion().address, latitude: 18.5204, longitude: 73.8567 },
      contact: { phone: "+91 20 1234 5678", email: null, website: "https://greenvalley.example" },
    });
    render(<ContentPreview item={listingItem(1, { proposed })} labels={labels} />);
    const preview = screen.getByRole("article", { name: "Preview of Green Valley School" });
    expect(within(preview).getByText("School")).toBeInTheDocument();
    expect(facts(preview)).toEqual([
      ["Address", "1 Hill Road, Pune, Maharashtra 411001, India"],
      ["Position on the map", "18.5204, 73.8567 (opens in a new tab)"],
      ["Phone", "+91 20 1234 5678"],
      ["Website", "greenvalley.example (opens in a new tab)"],
      ["Boards", "CBSE"],
      ["Grades", "Nursery – Class 12"],
      ["Medium of teaching", "English"],
      ["Annual fee", "₹45,000 a year"],
      ["Students per teacher", "25"],
      ["Day or boarding", "Day and boarding"],
      ["School transport", "Yes"],
      ["About", "A friendly school."],
    ]);
    expect(preview).not.toHaveTextContent(/DAY_AND_BOARDING|NURSERY/);
    expect(within(preview).getByRole("link", { name: /^18\.5204, 73\.8567/ })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=18.5204&mlon=73.8567#map=16/18.5204/73.8567",
    );
  });

  it("shows a tutor's subjects, levels, modes and fee as the listing page words them", () => {
    const proposed = listingVersion({
      type: "TUTORIAL",
      details: tutorDetails({ fee: { amount: 800, currency: "INR", per: "HOUR" } }),
    });
    render(<ContentPreview item={listingItem(1, { proposed })} labels={labels} />);
    const preview = screen.getByRole("article", { name: "Preview of Green Valley School" });
    expect(facts(preview)).toEqual(
      expect.arrayContaining([
        ["Subjects", "Maths, Physics"],
        ["Levels taught", "Secondary (Classes 9–10), Senior secondary (Classes 11–12)"],
        ["Teaching modes", "Online and In person"],
        ["Fee", "₹800 an hour"],
        ["Free demo class", "Yes"],
      ]),
    );
  });

  it("shows a post with its category, summary, tags and body", () => {
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
    render(<ContentPreview item={item} labels={labels} />);
    const preview = screen.getByRole("article", { name: "Preview of Admissions open" });
    expect(within(preview).getByRole("heading", { name: "Admissions open" })).toBeInTheDocument();
    expect(within(preview).getByText("Admissions")).toBeInTheDocument();
    expect(facts(preview)).toEqual([
      ["Tags", "2027, schools"],
      ["Summary", "Apply by January."],
      ["Article", "Forms are at the office."],
    ]);
    expect(within(preview).getByText("office").tagName).toBe("STRONG");
  });
});

describe("the preview of a review", () => {
  it("shows its ratings, who wrote it and its text, with no pictures", () => {
    render(<ContentPreview item={reviewItem(1)} labels={labels} />);
    const preview = screen.getByRole("article", { name: "Preview of Strong teaching, slow placements" });
    expect(within(preview).getByRole("heading", { name: "Strong teaching, slow placements" })).toBeInTheDocument();
    expect(within(preview).getByText("Review of Sunrise College")).toBeInTheDocument();
    expect(facts(preview)).toEqual([
      ["Overall rating", "4 out of 5"],
      ["Academics", "5 out of 5"],
      ["Placements", "3 out of 5"],
      ["Reviewer", "Alumnus, class of 2019"],
      ["Display name", "Priya S."],
      ["Review", "The faculty know their subjects and make time for questions.\nPlacements took longer than promised."],
    ]);
    expect(preview.querySelector("img")).toBeNull();
  });

  it("shows markup in the body as the literal text it is, never as HTML", () => {
    const item = reviewItem(1, { proposed: { body: "I <b>x</b> loved it <script>alert(1)</script>" } });
    render(<ContentPreview item={item} labels={labels} />);
    const preview = screen.getByRole("article", { name: /^Preview of/ });
    const body = within(preview).getByText("I <b>x</b> loved it <script>alert(1)</script>");
    expect(body.tagName).toBe("SPAN");
    expect(preview.querySelector("b, script")).toBeNull();
  });
});

import type { ApprovalItem } from "@lwl/contracts/approvals";
import type { EventVersion } from "@lwl/contracts/event-writes";
import { describe, expect, it } from "vitest";
import { listingItem, listingVersion, replyItem, reviewItem, reviewVersion } from "../test-fixtures.ts";
import { type CodeLabels, diffReviewFields, reviewFields, titleOf } from "./review-fields.ts";

const labels: CodeLabels = {
  eventType: (code) => (code === "OPEN_DAY" ? "Open day" : code),
  accessibility: (code) => (code === "OPEN" ? "Open to everyone" : code),
};

const event: EventVersion = {
  title: "Open Day",
  description: "<p>Meet us.</p>",
  eventType: "OPEN_DAY",
  accessibility: "OPEN",
  startsAt: "2026-12-05T04:30:00.000Z",
  endsAt: null,
  timeZone: "Asia/Kolkata",
  address: { ...listingVersion().address, latitude: 18.52, longitude: 73.85 },
  onlineUrl: null,
  registrationUrl: null,
  fee: "₹100",
  coverImage: null,
};

function eventItem(current: EventVersion | null, proposed: EventVersion): ApprovalItem {
  return {
    ...listingItem(1),
    contentType: "EVENT",
    action: current ? "UPDATE" : "CREATE",
    title: (current ?? proposed).title,
    current,
    proposed,
  };
}

function changesOf(item: ApprovalItem) {
  return diffReviewFields(reviewFields(item, "current", labels) ?? [], reviewFields(item, "proposed", labels) ?? []);
}

describe("the review's fields, in the visitor's words", () => {
  it("presents every field of an event under the event page's labels, codes as their labels", () => {
    const rows = reviewFields(eventItem(null, event), "proposed", labels) ?? [];
    expect(rows.map((row) => [row.label, row.form === "html" ? "(rich text)" : row.text])).toEqual([
      ["Title", "Open Day"],
      ["When", "Sat, Dec 5, 2026, 10:00 AM India Standard Time"],
      ["Event type", "Open day"],
      ["Who can attend", "Open to everyone"],
      ["Where", "1 Hill Road, Pune, Maharashtra 411001, India"],
      ["Position on the map", "18.52, 73.85"],
      ["Online", ""],
      ["Registration", ""],
      ["Fee", "₹100"],
      ["Cover picture", ""],
      ["About this event", "(rich text)"],
    ]);
  });

  it("marks exactly the rows whose stored values differ: the address apart from its position on the map", () => {
    const current = listingVersion();
    const item = listingItem(1, {
      current,
      proposed: { name: current.name, address: { ...current.address, city: "Mumbai" }, logo: "/media/logo.png" },
    });
    expect(
      changesOf(item)
        .filter((change) => change.changed)
        .map((change) => change.label),
    ).toEqual(["Address", "Logo"]);
    const moved = listingItem(1, {
      current,
      proposed: { name: current.name, address: { ...current.address, latitude: 18.5, longitude: 73.8 } },
    });
    expect(
      changesOf(moved)
        .filter((change) => change.changed)
        .map((change) => change.label),
    ).toEqual(["Position on the map"]);
  });

  it("marks a time change under When, whichever of start, end or zone changed", () => {
    const changes = changesOf(eventItem(event, { ...event, endsAt: "2026-12-05T06:30:00.000Z" }));
    expect(changes.filter((change) => change.changed).map((change) => [change.label, change.proposed?.text])).toEqual([
      ["When", "Sat, Dec 5, 2026, 10:00 AM – 12:00 PM India Standard Time"],
    ]);
  });

  it("marks facts a new type brings and facts it drops, each under its own label", () => {
    const current = listingVersion({ details: { kind: "SCHOOL", board: "CBSE", grades: null, medium: null } });
    const item = listingItem(1, {
      current,
      proposed: {
        name: current.name,
        type: "TUTORIAL",
        details: { kind: "TUTORIAL", subjects: ["Physics"], modes: ["ONLINE"], hourlyRate: null },
      },
    });
    expect(
      changesOf(item)
        .filter((change) => change.changed)
        .map((change) => change.label),
    ).toEqual(["Type", "Subjects", "Teaching modes", "Hourly rate", "Board", "Grades", "Medium of teaching"]);
  });

  it("gives a field no row presents a row of its own, so nothing is approved unseen", () => {
    const proposed = { ...event, ageGroup: "8–12" } as EventVersion;
    const rows = reviewFields(eventItem(null, proposed), "proposed", labels) ?? [];
    expect(rows.at(-1)).toMatchObject({ key: "ageGroup", label: "Age group", text: "8–12" });
  });

  it("names the content as a version has it: the proposed name of a renamed listing", () => {
    const item = listingItem(1, { current: listingVersion({ name: "Old Name" }), proposed: { name: "New Name" } });
    expect(titleOf(item)).toBe("New Name");
    expect(titleOf(item, "current")).toBe("Old Name");
  });
});

describe("a review's fields", () => {
  it("presents the ratings out of 5, each topic under its label in the form's order, and who wrote it", () => {
    const rows = reviewFields(reviewItem(1), "proposed", labels) ?? [];
    expect(rows.map((row) => [row.label, row.text, row.form])).toEqual([
      ["Overall rating", "4 out of 5", "text"],
      ["Academics", "5 out of 5", "text"],
      ["Placements", "3 out of 5", "text"],
      ["Reviewer", "Alumnus, class of 2019", "text"],
      ["Display name", "Priya S.", "text"],
      ["Title", "Strong teaching, slow placements", "text"],
      [
        "Review",
        "The faculty know their subjects and make time for questions.\nPlacements took longer than promised.",
        "plain",
      ],
    ]);
  });

  it("names a reviewer without a graduation year by their kind alone, and shows no topic rows when none was rated", () => {
    const rows =
      reviewFields(
        reviewItem(1, { proposed: { reviewerKind: "PARENT", graduationYear: null, topicRatings: {} } }),
        "proposed",
        labels,
      ) ?? [];
    expect(rows.map((row) => row.label)).toEqual(["Overall rating", "Reviewer", "Display name", "Title", "Review"]);
    expect(rows.find((row) => row.key === "reviewer")?.text).toBe("Parent");
  });

  it("keeps the body as plain text, markup and all", () => {
    const rows = reviewFields(reviewItem(1, { proposed: { body: "<b>x</b> & more" } }), "proposed", labels) ?? [];
    expect(rows.find((row) => row.key === "body")).toMatchObject({ form: "plain", text: "<b>x</b> & more" });
  });

  it("marks the changed rows of an edited review: a topic added, the rating and the year", () => {
    const current = reviewVersion({ topicRatings: { ACADEMICS: 5 } });
    const item = reviewItem(1, {
      current,
      proposed: { rating: 3, graduationYear: 2018, topicRatings: { ACADEMICS: 5, FACULTY: 2 } },
    });
    expect(
      changesOf(item)
        .filter((change) => change.changed)
        .map((change) => [change.label, change.current?.text ?? null, change.proposed?.text ?? null]),
    ).toEqual([
      ["Overall rating", "4 out of 5", "3 out of 5"],
      ["Faculty", null, "2 out of 5"],
      ["Reviewer", "Alumnus, class of 2019", "Alumnus, class of 2018"],
    ]);
  });

  it("names a review by its title", () => {
    expect(titleOf(reviewItem(1))).toBe("Strong teaching, slow placements");
  });
});

describe("a reply's fields", () => {
  it("presents the reply's text alone, as plain text, markup and all", () => {
    const rows = reviewFields(replyItem(1, { proposed: { body: "<b>x</b>\nthanks" } }), "proposed", labels) ?? [];
    expect(rows.map((row) => [row.label, row.text, row.form])).toEqual([["Reply", "<b>x</b>\nthanks", "plain"]]);
  });

  it("has no live version when new, and goes by the server's name for it", () => {
    expect(reviewFields(replyItem(1), "current", labels)).toBeNull();
    expect(titleOf(replyItem(1, { current: { body: "Old" } }), "current")).toBe(
      "Reply to “Strong teaching, slow placements”",
    );
  });
});

import type { ApprovalItem } from "@lwl/contracts/approvals";
import type { EventVersion } from "@lwl/contracts/event-writes";
import { describe, expect, it } from "vitest";
import { collegeDetails, schoolDetails, tutorDetails } from "../../../test/fixtures.ts";
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
    const current = listingVersion({ details: schoolDetails({ gradesNote: null, feeNote: null }) });
    const item = listingItem(1, {
      current,
      proposed: { name: current.name, type: "TUTORIAL", details: tutorDetails() },
    });
    expect(
      changesOf(item)
        .filter((change) => change.changed)
        .map((change) => change.label),
    ).toEqual([
      "Type",
      "Subjects",
      "Levels taught",
      "Teaching modes",
      "Fee",
      "Batch size",
      "Free demo class",
      "Experience",
      "Boards",
      "Grades",
      "About the grades",
      "Medium of teaching",
      "Annual fee",
      "Students per teacher",
      "Day or boarding",
      "School transport",
      "Admission",
      "Facilities",
    ]);
  });

  it("gives each of a college's facts a row in the listing page's words, never as stored", () => {
    const rows = reviewFields(
      listingItem(1, { proposed: { type: "COLLEGE", details: collegeDetails() } }),
      "proposed",
      labels,
    );
    const facts = (rows ?? []).filter((row) => row.key.startsWith("details."));
    expect(facts.map((row) => [row.label, row.text])).toEqual([
      ["Established", "1990"],
      ["Affiliation", "Savitribai Phule Pune University"],
      ["Accreditation", "NAAC A++"],
      ["Ranking", "NIRF (Engineering): rank 12 (2026)"],
      ["Annual tuition", "₹1,20,000 – ₹1,80,000 a year"],
      ["About the fees", "Hostel ₹60,000 a year extra."],
      ["Admission", "Opens 1 Mar 2027, closes 30 Apr 2027"],
      ["Hostel", "Yes"],
      ["Placements", "Median package ₹8,50,000 a year · 92% placed (2026)"],
      ["Entrance exams", "MHT CET, CUET"],
      ["Courses", "B.Sc. Physics: Undergraduate (UG), 3 years, 60 seats; M.A. Economics: Postgraduate (PG), 2 years"],
    ]);
  });

  it("words a school's and a tutor's facts as the page does, and leaves what is not stated empty", () => {
    const school = reviewFields(
      listingItem(1, { proposed: { details: schoolDetails({ medium: null }) } }),
      "proposed",
      labels,
    );
    expect((school ?? []).filter((row) => row.key.startsWith("details.")).map((row) => [row.label, row.text])).toEqual([
      ["Boards", "CBSE, Cambridge IGCSE"],
      ["Grades", "Nursery – Class 12"],
      ["About the grades", "Class 11 and 12 in science and commerce."],
      ["Medium of teaching", ""],
      ["Annual fee", "₹45,000 a year"],
      ["About the fees", "Transport ₹12,000 a year extra."],
      ["Students per teacher", "25"],
      ["Day or boarding", "Day and boarding"],
      ["School transport", "Yes"],
      ["Admission", "Opens 10 Jan 2027"],
      ["Facilities", "Science labs, Library, Sports grounds"],
    ]);
    const tutor = reviewFields(
      listingItem(1, { proposed: { type: "TUTORIAL", details: tutorDetails({ demoClass: false }) } }),
      "proposed",
      labels,
    );
    expect((tutor ?? []).filter((row) => row.key.startsWith("details.")).map((row) => [row.label, row.text])).toEqual([
      ["Subjects", "Maths, Physics"],
      ["Levels taught", "Secondary (Classes 9–10), Senior secondary (Classes 11–12)"],
      ["Teaching modes", "Online and In person"],
      ["Fee", "₹600 an hour"],
      ["About the fees", ""],
      ["Batch size", "Up to 6 students"],
      ["Free demo class", "No"],
      ["Experience", "8 years"],
    ]);
  });

  it("marks a fact changed when any part of it changes, with no left-over rows for its parts", () => {
    const current = listingVersion({ type: "COLLEGE", details: collegeDetails() });
    const proposed = {
      ...current,
      details: collegeDetails({
        tuition: { min: 120_000, max: 200_000, currency: "INR" },
        courses: [{ name: "B.Sc. Physics", level: "UG", durationYears: 3, seats: 90 }],
      }),
    };
    const changes = changesOf(listingItem(1, { current, proposed }));
    expect(changes.filter((change) => change.changed).map((change) => [change.label, change.proposed?.text])).toEqual([
      ["Annual tuition", "₹1,20,000 – ₹2,00,000 a year"],
      ["Courses", "B.Sc. Physics: Undergraduate (UG), 3 years, 90 seats"],
    ]);
    expect(changes.filter((change) => change.key.startsWith("details.tuition."))).toEqual([]);
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

/** Lookup lists served by /api/listingType, /api/eventType and /api/eventAccessibility. */
export const LISTING_TYPE_LOOKUPS = [
  { code: "COLLEGE", label: "Colleges & Universities" },
  { code: "SCHOOL", label: "Schools" },
  { code: "TUTORIAL", label: "Private Tutors" },
] as const;

export const EVENT_TYPE_LOOKUPS = [
  { code: "OPEN_DAY", label: "Open day" },
  { code: "ADMISSION_FAIR", label: "Admission fair" },
  { code: "WORKSHOP", label: "Workshop" },
  { code: "SEMINAR", label: "Seminar" },
  { code: "WEBINAR", label: "Webinar" },
  { code: "CONFERENCE", label: "Conference" },
  { code: "COMPETITION", label: "Competition" },
  { code: "EXAM_PREP", label: "Exam preparation" },
  { code: "CULTURAL", label: "Cultural festival" },
  { code: "SPORTS", label: "Sports meet" },
] as const;

/** Who may attend. Whether it is in person or online follows from its address and online link. */
export const EVENT_ACCESSIBILITY_LOOKUPS = [
  { code: "OPEN", label: "Open to everyone" },
  { code: "REGISTRATION", label: "Registration required" },
  { code: "STUDENTS", label: "Students only" },
  { code: "PARENTS_AND_STUDENTS", label: "Parents and students" },
  { code: "INVITATION", label: "Invitation only" },
] as const;

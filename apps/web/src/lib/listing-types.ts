import type { ListingType } from "@lwl/contracts/listings";

/** How each listing type reads on cards and pages. */
export const LISTING_TYPE_LABEL: Record<ListingType, string> = {
  COLLEGE: "College & University",
  SCHOOL: "School",
  TUTORIAL: "Private Tutor",
};

export const LISTING_TYPE_PLURAL: Record<ListingType, string> = {
  COLLEGE: "Colleges & Universities",
  SCHOOL: "Schools",
  TUTORIAL: "Private Tutors",
};

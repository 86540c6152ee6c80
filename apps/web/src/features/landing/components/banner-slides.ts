import { LANDING_BANNER_IMAGE } from "@lwl/contracts/page-assets";
import { PATHS } from "../../../lib/paths.ts";

export interface BannerSlide {
  image: string;
  /** The pictures are decorative illustrations; the caption carries the message. */
  title: string;
  text: string;
  link: { label: string; to: string };
}

/** the product rules' three banner images (docs/product.md section 2), drawn for this site and served from /images. */
export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    // The server's head preloads this one (apps/api/src/modules/pages): the landing page's largest paint.
    image: LANDING_BANNER_IMAGE,
    title: "Find the college that fits your future",
    text: "Compare colleges and universities by courses, fees and location.",
    link: { label: "Explore colleges", to: PATHS.colleges },
  },
  {
    image: "/images/banner-2.svg",
    title: "The right school for every child",
    text: "Boards, grades and teaching medium side by side, close to home.",
    link: { label: "Browse schools", to: PATHS.schools },
  },
  {
    image: "/images/banner-3.svg",
    title: "Learn one-to-one, online or in person",
    text: "Private tutors for every subject, level and timetable.",
    link: { label: "Find a tutor", to: PATHS.tutorials },
  },
];

export const SITE_NAME = "LEARN WITHOUT LIMITS";

/** The whole `<title>` of a page: its own title and the site's name, or the site's tagline. */
export function pageTitleOf(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: colleges, schools, tutors and events`;
}

const SITE_NAME = "LEARN WITHOUT LIMITS";

/** Sets the browser tab title; React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: colleges, schools, tutors and events`}</title>;
}

/**
 * The shortlist's and the compare page's limits (issue 27 items 2 and 3), zod-free: the listing card's
 * save button and the browser's shortlist read them on every page, the landing page included.
 */

/** How many listings one shortlist keeps: more is no longer a shortlist. */
export const SHORTLIST_MAX_ITEMS = 100;
/** A note is a reminder ("ask about the bus"), not an essay. */
export const SHORTLIST_NOTE_MAX_LENGTH = 500;
/** Side by side: two to four listings fit a screen and a printed page. */
export const COMPARE_MIN_LISTINGS = 2;
export const COMPARE_MAX_LISTINGS = 4;

/** The refusal of a save past the maximum, the same words on the server and in the browser. */
export const SHORTLIST_FULL = `Your shortlist is full: it keeps at most ${SHORTLIST_MAX_ITEMS} listings. Remove one to save another.`;

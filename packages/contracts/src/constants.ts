/** Business constants and limits from docs/product.md section 9. */
export const SEARCH_PAGE_SIZE = 20;
export const MIN_QUERY_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const FIRST_LOAD_DELAY_MS = 400;
export const SCROLL_BOTTOM_THRESHOLD_PX = 20;
export const OVERLAY_CLOSE_DELAY_MS = 200;

export const NEWS_POPUP_ARTICLES = 5;
export const NEWS_POPUP_TITLE_CHARS = 60;
export const NEWS_POPUP_LEAVE_DELAY_MS = 100;
export const CATEGORIES_BEFORE_MORE = 5;

export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE_INDEX = 0;
/** Not in the spec: the largest page the API serves, so one request cannot ask for a whole table. */
export const MAX_PAGE_SIZE = 100;

export const NEWS_CACHE = { limit: 30, cleanupAt: 40, removeOldestFraction: 0.2 } as const;
export const LISTINGS_CACHE_LIMIT = 20;
export const LISTING_CACHE_LIMIT = 50;
export const EVENTS_CACHE_LIMIT = 40;
export const CACHE_ENTRY_TTL_MS = 1_800_000;
export const ADMIN_PAGED_CACHE_CLEAR_AT = 20;

/**
 * Not in the spec: the zone event times are given in unless an event says otherwise; the demo's
 * listings are all in India. Every viewer sees an event's times in the event's zone, with its name.
 */
export const SITE_TIME_ZONE = "Asia/Kolkata";

export const BANNER_INTERVAL_MS = 5000;

export const NEWS_ROTATION_MS = 60_000;
export const NEWS_EMPTY_AFTER_MS = 4000;
export const TOP_NEWS_COUNT = 10;
export const FEATURED_TEXT_CHARS = 450;
export const SIDEBAR_EXCERPT_CHARS = 100;

export const SPLASH_MS = 2500;
export const HAS_VISITED_KEY = "hasVisited";

/** Listing id that always counts as published (docs/product.md sections 4 and 5). */
export const SPECIAL_LISTING_ID = 1749;
export const TOKEN_LEEWAY_SECONDS = 60;

export const TOAST_DEFAULTS = {
  position: "top-right",
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} as const;

export const SWIPE_THRESHOLD_PX = 40;

/** Base paths of the spec's six services on this server (design brief section 1). */
export const SERVICE_BASE = {
  search: "/searchservice/api/v1",
  identity: "/auth",
  users: "/api/users",
  listings: "/api",
  news: "/api/blogs",
  admin: "/adminservice/api/v1",
} as const;

import { readFileSync } from "node:fs";
import path from "node:path";
import type { BlogSummary, NewsCategory } from "@lwl/contracts/blogs";
import type { OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { AdminOwnershipRequest } from "@lwl/contracts/ownership";
import type { Page as Paged } from "@lwl/contracts/paging";
import type { Page } from "playwright-core";
import { beforeAll, describe, inject, it } from "vitest";
import { DEMO, signIn } from "../support/accounts.ts";
import { firstEvent, firstListing, getJson, getJsonAs, passwordToken } from "../support/api.ts";
import { navigateInApp, openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

/**
 * No page is wider than a phone: at 375 px, for a visitor, a Reader, a ListingOwner and an
 * Administrator, the routes of the web router (apps/web/src/app/router.tsx) fit the viewport: the
 * document does not scroll sideways, the header's logo keeps its size, and nothing visible in the
 * header or the main content reaches past the right edge (a part of a scroller, such as the admin
 * tabs' strip, counts only where the scroller shows it). axe-core passes pages that fail this, so it
 * is a check of its own. A visitor visits every route; a signed-in role the routes whose page depends
 * on who is signed in (SAME_FOR_EVERY_ROLE says which do not). Each role has one browser context and
 * visits its pages one after another; two roles run at a time.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

const WIDTH = 375;
const HEIGHT = 800;
/** An upper bound for a page to arrive on a busy machine; a page on time never waits for it. */
const ARRIVAL_MS = 30_000;

type Account = { email: string; password: string };

/** A page address per route of the router, by the name the router gives its path ("PATHS.news"). */
type Routes = Record<string, string>;

/** The names of the router's paths, read from its source: a new route fails this test until it is listed. */
function routerPathNames(): string[] {
  const source = readFileSync(path.resolve(import.meta.dirname, "../../apps/web/src/app/router.tsx"), "utf8");
  return [...source.matchAll(/\bpath:\s*((?:PATHS|ROUTE_PATTERNS)\.\w+|"[^"]*")/g)].map((match) => match[1] ?? "");
}

const token = (account: Account) => passwordToken(baseUrl, account);
const authed = <T>(bearer: string, path: string) => getJsonAs<T>(baseUrl, bearer, path);

/** Every route with real ids from the demo data (the demo owner's published listing, its event and post). */
async function demoRoutes(): Promise<Routes> {
  const listing = await firstListing(baseUrl, "school");
  const schools = (await getJson<Paged<{ id: number }>>(baseUrl, "/api/listings/type/school?size=3")).content;
  const event = await firstEvent(baseUrl);
  const article = (await getJson<BlogSummary[]>(baseUrl, "/api/blogs/top/10"))[0];
  const category = (await getJson<NewsCategory[]>(baseUrl, "/api/blogs/categories")).find((c) => c.count > 0);
  if (!article || !category) throw new Error("the demo data has no news");
  const owner = await token(DEMO.owner);
  const mine = await authed<Paged<OwnerListingSummary>>(owner.token, `/api/listings/author/${owner.userId}?size=100`);
  const ownListings = mine.content.filter((item) => item.status === "PUBLISHED");
  const published = ownListings[0];
  if (!published) throw new Error("the demo owner has no published listing");
  let ownEvent: { id: number } | undefined;
  let ownPost: { id: number } | undefined;
  for (const item of ownListings) {
    ownEvent ??= (await getJson<Paged<{ id: number }>>(baseUrl, `/api/events/listing/${item.id}?size=1`)).content[0];
    ownPost ??= (await getJson<Paged<BlogSummary>>(baseUrl, `/api/blogs/listing/${item.id}?size=1`)).content[0];
    if (ownEvent && ownPost) break;
  }
  if (!ownEvent || !ownPost) throw new Error("the demo owner's listings have no event or no post");
  const admin = await token(DEMO.admin);
  const request = (
    await authed<Paged<AdminOwnershipRequest>>(admin.token, "/adminservice/api/v1/requests/listing-owner?page=0&size=1")
  ).content[0];
  if (!request) throw new Error("the demo data has no request to become a listing owner");

  return {
    "PATHS.allListings": "/listing",
    "PATHS.colleges": "/college",
    "PATHS.schools": "/school",
    "PATHS.tutorials": "/tutorial",
    "ROUTE_PATTERNS.listingDetail": `/description/${listing.id}/${listing.slug}`,
    "PATHS.events": "/event",
    "ROUTE_PATTERNS.eventDetail": `/eventdescription/${event.id}/${event.slug}`,
    "PATHS.news": "/news",
    "ROUTE_PATTERNS.newsCategory": `/news/${category.slug}`,
    "ROUTE_PATTERNS.newsTag": `/news-tag/${encodeURIComponent(article.tags[0] ?? "2027")}`,
    "ROUTE_PATTERNS.newsArticle": `/news-description/${article.id}/${article.listingId ?? ""}`.replace(/\/$/, ""),
    "ROUTE_PATTERNS.subscribeForm": "/subscribeform/a@example.com",
    "PATHS.newsletterConfirm": "/newsletter/confirm?token=not-a-real-token",
    "PATHS.newsletterUnsubscribe": "/newsletter/unsubscribe?token=not-a-real-token",
    "PATHS.contactUs": "/contact-us",
    "PATHS.aboutUs": "/about-us",
    "PATHS.privacyPolicy": "/privacy-policy",
    "PATHS.terms": "/terms-and-conditions",
    "PATHS.shortlist": "/shortlist",
    "PATHS.compare": `/compare?ids=${schools.map((school) => school.id).join(",")}`,
    "PATHS.error": "/error",
    "PATHS.notListingOwner": "/not-a-listing-owner",
    "PATHS.notYours": "/not-belogs-to-you",
    "PATHS.unauthorized": "/unauthorized",
    "PATHS.callback": "/callback",
    "PATHS.verify": "/verify",
    "PATHS.login": "/login",
    "PATHS.register": "/register",
    "PATHS.forgotPassword": "/forgot-Password",
    "PATHS.userProfile": "/user-profile",
    "PATHS.changePassword": "/change-password",
    "PATHS.becomeListingOwner": "/become-listing-owner",
    "ROUTE_PATTERNS.editOwnershipRequest": `/edit-become-listing-owner-request/${request.id}`,
    "ROUTE_PATTERNS.claimListing": `/claim-listing/${listing.id}`,
    "PATHS.admin": "/ADMIN",
    "PATHS.addListingCard": "/add-listing-card",
    "PATHS.addListing": "/add-listing?type=college",
    "ROUTE_PATTERNS.editListing": `/edit-listing/${published.id}`,
    "ROUTE_PATTERNS.createEvent": `/create-event/${published.id}`,
    "ROUTE_PATTERNS.editEvent": `/edit-event/${ownEvent.id}`,
    "ROUTE_PATTERNS.createPost": `/create-post/${published.id}`,
    "ROUTE_PATTERNS.editPost": `/edit-post/${ownPost.id}`,
    '"*"': "/no-such-page",
  };
}

/**
 * The public pages that read nothing of who is signed in but the header's account menu: a signed-in
 * role's walk leaves them out, because the header is the same component on every page and that walk
 * checks it on the landing page, a listing's page and every signed-in page. A page that starts to show
 * something per role (as a listing's page shows its owner's actions) comes off this list.
 */
const SAME_FOR_EVERY_ROLE = new Set([
  "PATHS.allListings",
  "PATHS.colleges",
  "PATHS.schools",
  "PATHS.tutorials",
  "PATHS.events",
  "ROUTE_PATTERNS.eventDetail",
  "PATHS.news",
  "ROUTE_PATTERNS.newsCategory",
  "ROUTE_PATTERNS.newsTag",
  "ROUTE_PATTERNS.newsArticle",
  "ROUTE_PATTERNS.subscribeForm",
  "PATHS.newsletterConfirm",
  "PATHS.newsletterUnsubscribe",
  "PATHS.contactUs",
  "PATHS.aboutUs",
  "PATHS.privacyPolicy",
  "PATHS.terms",
  "PATHS.compare",
  "PATHS.error",
  "PATHS.notListingOwner",
  "PATHS.notYours",
  "PATHS.unauthorized",
]);

/** The administrators' tabs, each its own layout (tables, queues, the editor). */
const ADMIN_TABS = ["blog", "listing", "event", "owners", "claims", "users", "audit", "texts"].map(
  (tab) => `/ADMIN?tab=${tab}`,
);

/** What at 375 px is wider than the viewport on the page shown; nothing when it fits. */
function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = window.innerWidth + 0.5;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > window.innerWidth) found.push(`the page is ${scrollWidth} px wide`);
    const logo = document.querySelector("header img");
    const logoWidth = logo?.getBoundingClientRect().width ?? 0;
    if (logoWidth < 32) found.push(`the header's logo is ${Math.round(logoWidth)} px wide`);

    /** Whether a scroller or clipping box around `element` ends within the viewport (it hides the rest). */
    const clippedInside = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible" && box.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      return `<${element.tagName.toLowerCase()}> "${label}"`;
    };
    const reported: Element[] = [];
    for (const element of document.querySelectorAll("header *, main *")) {
      const box = element.getBoundingClientRect();
      // Visually hidden text is a 1 px box: not on screen.
      if (box.width <= 1 || box.height <= 1 || box.right <= edge) continue;
      if (getComputedStyle(element).visibility === "hidden" || clippedInside(element)) continue;
      // The outermost one says enough: what is inside it goes past the edge with it.
      if (reported.some((outer) => outer.contains(element))) continue;
      reported.push(element);
      found.push(`${name(element)} ends at ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/**
 * Visits `paths` one after another in one tab (signed in first when `as` is given) and answers what
 * overflows on each, by the address asked for (a guarded page may show another: /login, /unauthorized).
 */
async function narrowProblems(paths: string[], as?: Account): Promise<Record<string, string[]>> {
  const { page, close } = await openPage(browser(), { baseUrl, width: WIDTH, height: HEIGHT });
  if (as) await signIn(page, as.email, as.password);
  const found: Record<string, string[]> = {};
  for (const [index, address] of paths.entries()) {
    if (index === 0) await page.goto(address);
    else await navigateInApp(page, address);
    const arrived = await settled(page, ARRIVAL_MS).then(
      () => null,
      (error: Error) => `did not settle: ${error.message.split("\n")[0]}`,
    );
    found[address] = arrived ? [arrived] : await overflowOf(page);
  }
  await close();
  return found;
}

const fitting = (paths: string[]) => Object.fromEntries(paths.map((address) => [address, []]));

describe.concurrent("every page fits a 375 px phone, for every role", { timeout: 120_000 }, () => {
  let routes: Routes;
  /** Every page, for a visitor. */
  let paths: string[];
  /** The pages whose content depends on who is signed in (guarded, signed-out only, or with per-role parts). */
  let signedInPaths: string[];
  beforeAll(async () => {
    routes = await demoRoutes();
    paths = ["/", ...Object.values(routes)];
    signedInPaths = [
      "/",
      ...Object.entries(routes)
        .filter(([name]) => !SAME_FOR_EVERY_ROLE.has(name))
        .map(([, address]) => address),
    ];
  });

  it("lists every route of the web router", ({ expect }) => {
    const missing = routerPathNames().filter((name) => !(name in routes));
    expect(missing).toEqual([]);
  });

  it("fits for a visitor", async ({ expect }) => {
    expect(await narrowProblems(paths)).toEqual(fitting(paths));
  });

  it("fits for a Reader", async ({ expect }) => {
    expect(await narrowProblems(signedInPaths, DEMO.reader)).toEqual(fitting(signedInPaths));
  });

  it("fits for a ListingOwner", async ({ expect }) => {
    expect(await narrowProblems(signedInPaths, DEMO.owner)).toEqual(fitting(signedInPaths));
  });

  it("fits for an Administrator, on every tab of /ADMIN too", async ({ expect }) => {
    const all = [...signedInPaths, ...ADMIN_TABS];
    expect(await narrowProblems(all, DEMO.admin)).toEqual(fitting(all));
  });
});

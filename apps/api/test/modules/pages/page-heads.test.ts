/**
 * The server writes each public page's head into the app's HTML (docs/product.md section 2,
 * docs/decisions/0011-server-written-head.md): the page's own title, description, canonical address,
 * Open Graph and Twitter card tags with absolute image URLs, and schema.org JSON-LD, every value
 * escaped; HTML answers are `no-cache` with an ETag, and a matching If-None-Match gets 304.
 * The HTML is read back with parse5, the parser browsers follow, so escaping is checked as a browser sees it.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { listingPagePathOf } from "@lwl/contracts/page-paths";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { loadConfig } from "../../../src/config.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { listings, reviews } from "../../../src/db/schema.ts";
import { contentChanged } from "../../../src/modules/content-changes/service.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertBlog, insertEvent, insertListing, insertUser } from "../../helpers/fixtures.ts";

const ORIGIN = "https://learn.example";
const SITE = "LEARN WITHOUT LIMITS";
const SHARE_IMAGE = `${ORIGIN}/images/share.png`;

/** The shape of the built index.html: its own title and description. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The built page's description." />
    <title>LEARN WITHOUT LIMITS</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let root: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "lwl-heads-"));
  const web = path.join(root, "web");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await writeFile(path.join(web, "index.html"), TEMPLATE);
  database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: ORIGIN },
    { webDistDir: web, mediaDir: path.join(root, "media") },
  );
  app = await buildApp({ config, database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

function elementsOf(node: Node, found: Element[] = []): Element[] {
  if ("tagName" in node) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elementsOf(child, found);
  if ("content" in node && node.content) elementsOf(node.content, found);
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/** What a crawler reads from the page's head. */
interface Head {
  status: number;
  title: string[];
  description: string[];
  canonical: string[];
  robots: string | undefined;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  appRoot: boolean;
}

async function headOf(url: string): Promise<Head & { body: string }> {
  const response = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  const elements = elementsOf(parse(response.body));
  const inHead = elements.filter((element) => element.parentNode?.nodeName === "head");
  const meta = (key: string, value: string) =>
    inHead.filter((element) => element.tagName === "meta" && attr(element, key) === value);
  const byPrefix = (key: string, prefix: string) =>
    Object.fromEntries(
      inHead
        .filter((element) => element.tagName === "meta" && attr(element, key)?.startsWith(prefix))
        .map((element) => [attr(element, key)?.slice(prefix.length) ?? "", attr(element, "content") ?? ""]),
    );
  const scripts = inHead.filter((element) => attr(element, "type") === "application/ld+json");
  return {
    status: response.statusCode,
    title: inHead.filter((element) => element.tagName === "title").map(textOf),
    description: meta("name", "description").map((element) => attr(element, "content") ?? ""),
    canonical: inHead
      .filter((element) => element.tagName === "link" && attr(element, "rel") === "canonical")
      .map((element) => attr(element, "href") ?? ""),
    robots: meta("name", "robots").map((element) => attr(element, "content"))[0],
    og: byPrefix("property", "og:"),
    twitter: byPrefix("name", "twitter:"),
    jsonLd: scripts.flatMap((script) => {
      const data = JSON.parse(textOf(script)) as { "@context": string; "@graph": Record<string, unknown>[] };
      expect(data["@context"]).toBe("https://schema.org");
      return data["@graph"];
    }),
    appRoot: elements.some((element) => attr(element, "id") === "root"),
    body: response.body,
  };
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((node) => node["@type"] === type);

function breadcrumbs(head: Head): [string, string][] {
  const [list] = ofType(head, "BreadcrumbList") as {
    itemListElement: { position: number; name: string; item: string }[];
  }[];
  if (!list) return [];
  expect(list.itemListElement.map((crumb) => crumb.position)).toEqual(
    list.itemListElement.map((_, index) => index + 1),
  );
  return list.itemListElement.map((crumb) => [crumb.name, crumb.item]);
}

/** The head fields every public page has, and their values. */
function basics(head: Head) {
  return {
    status: head.status,
    title: head.title,
    description: head.description.length,
    canonical: head.canonical,
    ogTitle: head.og.title,
    ogUrl: head.og.url,
    ogImage: head.og.image,
    twitterCard: head.twitter.card,
    twitterImage: head.twitter.image,
    appRoot: head.appRoot,
  };
}

const expectedBasics = (title: string, canonicalPath: string, image = SHARE_IMAGE) => ({
  status: 200,
  title: [title],
  description: 1,
  canonical: [`${ORIGIN}${canonicalPath}`],
  ogTitle: title,
  ogUrl: `${ORIGIN}${canonicalPath}`,
  ogImage: image,
  twitterCard: "summary_large_image",
  twitterImage: image,
  appRoot: true,
});

describe("the landing page", () => {
  it("has the site's title, the WebSite with a SearchAction into the search overlay, and preloads its banner", async () => {
    const head = await headOf("/");
    expect(basics(head)).toEqual(expectedBasics(`${SITE}: colleges, schools, tutors and events`, "/"));
    expect(head.description[0]).toMatch(/^Discover colleges and universities/);
    expect(head.body).toContain('rel="preload" as="image" href="/images/banner-1.svg"');
    expect(head.body).not.toContain("The built page's description.");
    const [site] = ofType(head, "WebSite");
    expect(site).toMatchObject({
      name: SITE,
      url: `${ORIGIN}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/?search=open&key={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
    expect(breadcrumbs(head)).toEqual([["Home", `${ORIGIN}/`]]);
  });
});

describe("browse, news and static pages", () => {
  it.each([
    ["/college", "Colleges & Universities", "/college"],
    ["/College", "Colleges & Universities", "/college"],
    ["/school", "Schools", "/school"],
    ["/School/", "Schools", "/school"],
    ["/tutorial", "Private Tutors", "/tutorial"],
    ["/event", "Education Events", "/event"],
    ["/Event", "Education Events", "/event"],
    ["/listing", "All Listings", "/listing"],
  ])("%s is %s, canonical %s, with its breadcrumb", async (url, name, canonicalPath) => {
    const head = await headOf(url);
    expect(basics(head)).toEqual(expectedBasics(`${name} | ${SITE}`, canonicalPath));
    expect(breadcrumbs(head)).toEqual([
      ["Home", `${ORIGIN}/`],
      [name, `${ORIGIN}${canonicalPath}`],
    ]);
    expect(head.body).not.toContain("banner-1.svg");
  });

  it.each([
    ["/about-us", "About Us"],
    ["/contact-us", "Contact Us"],
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-and-conditions", "Terms and Conditions"],
  ])("%s is %s", async (url, name) => {
    const head = await headOf(url);
    expect(basics(head)).toEqual(expectedBasics(`${name} | ${SITE}`, url));
    expect(breadcrumbs(head)).toEqual([
      ["Home", `${ORIGIN}/`],
      [name, `${ORIGIN}${url}`],
    ]);
  });

  it("names the news home, a category (by its editorial name) and a tag", async () => {
    const news = await headOf("/news");
    expect(basics(news)).toEqual(expectedBasics(`News | ${SITE}`, "/news"));
    expect(breadcrumbs(news)).toEqual([
      ["Home", `${ORIGIN}/`],
      ["News", `${ORIGIN}/news`],
    ]);

    const category = await headOf("/news/Campus-Life");
    expect(basics(category)).toEqual(expectedBasics(`Campus Life News | ${SITE}`, "/news/campus-life"));
    expect(breadcrumbs(category)).toEqual([
      ["Home", `${ORIGIN}/`],
      ["News", `${ORIGIN}/news`],
      ["Campus Life News", `${ORIGIN}/news/campus-life`],
    ]);

    const tag = await headOf("/news-tag/Exam%20Tips");
    expect(basics(tag)).toEqual(expectedBasics(`News tagged “exam tips” | ${SITE}`, "/news-tag/exam%20tips"));
    expect(breadcrumbs(tag).at(-1)).toEqual(["Tagged “exam tips”", `${ORIGIN}/news-tag/exam%20tips`]);
  });
});

describe("a listing page", () => {
  it("has the listing's head at its canonical slug and its organisation in JSON-LD", async () => {
    const listing = await insertListing(database.db, {
      name: "Sunrise Institute of Technology",
      description: "<p>Engineering and <strong>design</strong> courses since 1990.</p>",
      addressLine1: "12 MG Road",
      addressLine2: "Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560038",
      country: "India",
      latitude: 12.97,
      longitude: 77.64,
      contactPhone: "+91 80 1234 5678",
      contactWebsite: "https://sunrise.example",
      logo: "/media/uploads/logo-1.webp",
      coverPicture: "/media/uploads/cover-1.jpg",
    });
    const canonicalPath = `/description/${listing.id}/sunrise-institute-of-technology`;
    // A wrong slug or none moves, for good, to the canonical address (its query kept).
    for (const [url, location] of [
      [`/description/${listing.id}/old-name`, canonicalPath],
      [`/description/${listing.id}`, canonicalPath],
      [`/description/${listing.id}/old-name?utm_source=mail`, `${canonicalPath}?utm_source=mail`],
    ]) {
      const moved = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect({ status: moved.statusCode, location: moved.headers.location, body: moved.body }, url).toEqual({
        status: 301,
        location,
        body: "",
      });
    }
    const head = await headOf(canonicalPath);
    expect(basics(head)).toEqual(
      expectedBasics(`Sunrise Institute of Technology | ${SITE}`, canonicalPath, `${ORIGIN}/media/uploads/cover-1.jpg`),
    );
    expect(head.description).toEqual(["Engineering and design courses since 1990."]);
    expect(ofType(head, "CollegeOrUniversity")).toEqual([
      {
        "@type": "CollegeOrUniversity",
        name: "Sunrise Institute of Technology",
        description: "Engineering and design courses since 1990.",
        url: `${ORIGIN}${canonicalPath}`,
        sameAs: ["https://sunrise.example"],
        address: {
          "@type": "PostalAddress",
          streetAddress: "12 MG Road, Indiranagar",
          addressLocality: "Bengaluru",
          addressRegion: "Karnataka",
          postalCode: "560038",
          addressCountry: "India",
        },
        geo: { "@type": "GeoCoordinates", latitude: 12.97, longitude: 77.64 },
        telephone: "+91 80 1234 5678",
        logo: `${ORIGIN}/media/uploads/logo-1.webp`,
        image: `${ORIGIN}/media/uploads/cover-1.jpg`,
      },
    ]);
    expect(breadcrumbs(head)).toEqual([
      ["Home", `${ORIGIN}/`],
      ["Colleges & Universities", `${ORIGIN}/college`],
      ["Sunrise Institute of Technology", `${ORIGIN}${canonicalPath}`],
    ]);
  });

  it("carries a listing's rating and latest approved reviews, escaped, only where it has approved reviews", async () => {
    const listing = await insertListing(database.db, { name: "Rated College" });
    const authors = await Promise.all([1, 2, 3].map(() => insertUser(database.db)));
    const body =
      "Strong teaching, a small library, and a </script><script>alert(1)</script> bug in the canteen's menu.";
    const rows = [
      { rating: 5, status: "PUBLISHED", title: "Older", publishedAt: new Date("2026-01-10T10:00:00Z") },
      { rating: 3, status: "PUBLISHED", title: "Newer", publishedAt: new Date("2026-03-05T10:00:00Z") },
      { rating: 1, status: "PENDING", title: "Waiting", publishedAt: null },
    ] as const;
    await database.db.insert(reviews).values(
      rows.map((row, n) => ({
        ...row,
        listingId: listing.id,
        authorId: authors[n]?.id ?? "",
        reviewerKind: "STUDENT" as const,
        displayName: `Reviewer ${n + 1}`,
        body,
        bodyHash: `hash-${n}`,
      })),
    );
    await contentChanged(database.db, { kind: "listing", id: listing.id });

    const head = await headOf(`/description/${listing.id}/rated-college`);
    expect(head.body).not.toContain("</script><script>alert(1)");
    const [college] = ofType(head, "CollegeOrUniversity");
    const review = (title: string, ratingValue: number, datePublished: string) => ({
      "@type": "Review",
      author: { "@type": "Person", name: title === "Newer" ? "Reviewer 2" : "Reviewer 1" },
      datePublished,
      name: title,
      reviewBody: body,
      reviewRating: { "@type": "Rating", ratingValue, bestRating: 5, worstRating: 1 },
    });
    expect({ aggregateRating: college?.aggregateRating, review: college?.review }).toEqual({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4,
        ratingCount: 2,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
      review: [review("Newer", 3, "2026-03-05"), review("Older", 5, "2026-01-10")],
    });
  });

  it("names a school a School and a tutor an EducationalOrganization; an SVG image is replaced by the site's PNG for link previews", async () => {
    const school = await insertListing(database.db, { name: "Green Valley School", type: "SCHOOL" });
    const tutor = await insertListing(database.db, {
      name: "Maths with Meera",
      type: "TUTORIAL",
      coverPicture: "/media/demo/covers/tutors-01.svg",
    });
    const schoolHead = await headOf(`/description/${school.id}/green-valley-school`);
    expect(ofType(schoolHead, "School").map((node) => node.name)).toEqual(["Green Valley School"]);
    expect(breadcrumbs(schoolHead)[1]).toEqual(["Schools", `${ORIGIN}/school`]);
    expect(schoolHead.description).toEqual(["A test listing."]);

    const tutorHead = await headOf(`/description/${tutor.id}/maths-with-meera`);
    expect(ofType(tutorHead, "EducationalOrganization")).toMatchObject([
      { name: "Maths with Meera", image: `${ORIGIN}/media/demo/covers/tutors-01.svg` },
    ]);
    expect({ og: tutorHead.og.image, twitter: tutorHead.twitter.image }).toEqual({
      og: SHARE_IMAGE,
      twitter: SHARE_IMAGE,
    });
  });

  it("states a listing's structured facts where schema.org has a property for them, escaped, and only those it states", async () => {
    const college = await insertListing(database.db, {
      name: "Kaveri Institute",
      details: {
        kind: "COLLEGE",
        establishedYear: 1965,
        affiliation: "VTU",
        courses: [
          { name: "B.Tech", level: "UG", durationYears: 4, seats: 120 },
          { name: "Diploma in Pharmacy", level: "DIPLOMA", durationYears: 1.5, seats: null },
          { name: "Certificate </script><script>alert(1)</script>", level: null, durationYears: 0.5, seats: null },
          { name: "PhD", level: "DOCTORATE", durationYears: null, seats: null },
        ],
        tuition: { min: 120_000, max: 180_000, currency: "INR" },
        feeNote: "Hostel extra",
        entranceExams: ["KCET"],
        admission: null,
        accreditation: "NAAC A++",
        ranking: { body: "NIRF (Engineering)", rank: 12, year: 2026 },
        hostel: true,
        placements: null,
      },
    });
    const school = await insertListing(database.db, {
      name: "Hillside School",
      type: "SCHOOL",
      details: {
        kind: "SCHOOL",
        boards: ["CBSE"],
        grades: { from: "NURSERY", to: "12" },
        gradesNote: null,
        medium: "English",
        annualFee: { min: 85_000, max: 85_000, currency: "INR" },
        feeNote: null,
        studentsPerTeacher: 25,
        boarding: "DAY",
        transport: true,
        admission: null,
        facilities: [],
      },
    });
    const tutor = await insertListing(database.db, {
      name: "Physics with Priya",
      type: "TUTORIAL",
      details: {
        kind: "TUTORIAL",
        subjects: ["Physics", "Mathematics"],
        levels: ["SENIOR_SECONDARY"],
        modes: ["ONLINE"],
        fee: { amount: 4000, currency: "INR", per: "MONTH" },
        feeNote: null,
        batchSize: 5,
        demoClass: true,
        experienceYears: 9,
      },
    });
    const bare = await insertListing(database.db, {
      name: "Quiet Tutor",
      type: "TUTORIAL",
      details: {
        kind: "TUTORIAL",
        subjects: [],
        levels: [],
        modes: [],
        fee: null,
        feeNote: "Ask",
        batchSize: null,
        demoClass: null,
        experienceYears: null,
      },
    });
    const FACTS = ["foundingDate", "hasOfferCatalog", "makesOffer", "award", "knowsAbout"];
    const factsOf = (node: Record<string, unknown> | undefined) =>
      Object.fromEntries(Object.entries(node ?? {}).filter(([key]) => FACTS.includes(key)));

    const collegeHead = await headOf(`/description/${college.id}/kaveri-institute`);
    expect(collegeHead.body).not.toContain("</script><script>alert(1)");
    expect(factsOf(ofType(collegeHead, "CollegeOrUniversity")[0])).toEqual({
      foundingDate: "1965",
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: "Courses",
        itemListElement: [
          {
            "@type": "Course",
            name: "B.Tech",
            educationalCredentialAwarded: "Undergraduate degree",
            timeRequired: "P4Y",
          },
          {
            "@type": "Course",
            name: "Diploma in Pharmacy",
            educationalCredentialAwarded: "Diploma",
            timeRequired: "P1Y6M",
          },
          { "@type": "Course", name: "Certificate </script><script>alert(1)</script>", timeRequired: "P6M" },
          { "@type": "Course", name: "PhD", educationalCredentialAwarded: "Doctorate" },
        ],
      },
      makesOffer: {
        "@type": "Offer",
        name: "Tuition",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          minPrice: 120_000,
          maxPrice: 180_000,
          priceCurrency: "INR",
          unitCode: "ANN",
        },
      },
      award: ["NAAC A++", "Rank 12 in NIRF (Engineering) 2026"],
    });

    const schoolHead = await headOf(`/description/${school.id}/hillside-school`);
    expect(factsOf(ofType(schoolHead, "School")[0])).toEqual({
      makesOffer: {
        "@type": "Offer",
        name: "Annual fee",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          minPrice: 85_000,
          maxPrice: 85_000,
          priceCurrency: "INR",
          unitCode: "ANN",
        },
      },
    });

    const tutorHead = await headOf(`/description/${tutor.id}/physics-with-priya`);
    expect(factsOf(ofType(tutorHead, "EducationalOrganization")[0])).toEqual({
      knowsAbout: ["Physics", "Mathematics"],
      makesOffer: {
        "@type": "Offer",
        name: "Tuition",
        priceSpecification: { "@type": "UnitPriceSpecification", price: 4000, priceCurrency: "INR", unitCode: "MON" },
      },
    });

    // A fee in words, no subjects: nothing stated that schema.org could carry.
    const bareHead = await headOf(`/description/${bare.id}/quiet-tutor`);
    const [bareNode] = ofType(bareHead, "EducationalOrganization");
    expect([bareNode?.name, factsOf(bareNode)]).toEqual(["Quiet Tutor", {}]);
  });
});

describe("an event page", () => {
  it("has the event's dates in its own time zone, both places, its organiser and its fee", async () => {
    const listing = await insertListing(database.db, { name: "Riverside College" });
    const event = await insertEvent(database.db, listing.id, {
      title: "Open House 2026",
      description: "<p>Tour the campus and meet the faculty.</p>",
      startsAt: new Date("2026-12-01T05:00:00Z"),
      endsAt: new Date("2026-12-01T11:00:00Z"),
      timeZone: "Asia/Kolkata",
      address: {
        line1: "Riverside Campus",
        line2: null,
        city: "Pune",
        state: "Maharashtra",
        postalCode: "411001",
        country: "India",
        latitude: 18.52,
        longitude: 73.85,
      },
      onlineUrl: "https://meet.example/open-house",
      fee: "₹500",
      registrationUrl: "https://riverside.example/register",
      coverImage: "/media/uploads/open-house.jpg",
    });
    const canonicalPath = `/eventdescription/${event.id}/open-house-2026`;
    const head = await headOf(canonicalPath);
    expect(basics(head)).toEqual(
      expectedBasics(`Open House 2026 | ${SITE}`, canonicalPath, `${ORIGIN}/media/uploads/open-house.jpg`),
    );
    expect(ofType(head, "Event")).toEqual([
      {
        "@type": "Event",
        name: "Open House 2026",
        description: "Tour the campus and meet the faculty.",
        url: `${ORIGIN}${canonicalPath}`,
        startDate: "2026-12-01T10:30:00+05:30",
        endDate: "2026-12-01T16:30:00+05:30",
        eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
        eventStatus: "https://schema.org/EventScheduled",
        location: [
          {
            "@type": "Place",
            name: "Riverside Campus",
            address: {
              "@type": "PostalAddress",
              streetAddress: "Riverside Campus",
              addressLocality: "Pune",
              addressRegion: "Maharashtra",
              postalCode: "411001",
              addressCountry: "India",
            },
            geo: { "@type": "GeoCoordinates", latitude: 18.52, longitude: 73.85 },
          },
          { "@type": "VirtualLocation", url: "https://meet.example/open-house" },
        ],
        image: `${ORIGIN}/media/uploads/open-house.jpg`,
        organizer: {
          "@type": "CollegeOrUniversity",
          name: "Riverside College",
          url: `${ORIGIN}/description/${listing.id}/riverside-college`,
        },
        offers: {
          "@type": "Offer",
          url: "https://riverside.example/register",
          price: "500",
          priceCurrency: "INR",
          availability: "https://schema.org/InStock",
        },
      },
    ]);
    expect(breadcrumbs(head)).toEqual([
      ["Home", `${ORIGIN}/`],
      ["Education Events", `${ORIGIN}/event`],
      ["Open House 2026", `${ORIGIN}${canonicalPath}`],
    ]);
  });

  it("is online only with a VirtualLocation, in another zone's offset, and has no offer without a fee", async () => {
    const listing = await insertListing(database.db, { name: "Bright Tutors", type: "TUTORIAL" });
    const event = await insertEvent(database.db, listing.id, {
      title: "Algebra Webinar",
      startsAt: new Date("2026-07-04T18:00:00Z"),
      endsAt: null,
      timeZone: "America/New_York",
      address: null,
      onlineUrl: "https://meet.example/algebra",
      fee: null,
    });
    const [data] = ofType(await headOf(`/eventdescription/${event.id}/algebra-webinar`), "Event");
    expect(data).toMatchObject({
      startDate: "2026-07-04T14:00:00-04:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example/algebra" },
      organizer: { "@type": "EducationalOrganization", name: "Bright Tutors" },
    });
    expect(data && ["endDate", "offers"].filter((key) => key in data)).toEqual([]);

    const free = await insertEvent(database.db, listing.id, { title: "Free Fair", fee: "Free", address: null });
    const [freeData] = ofType(await headOf(`/eventdescription/${free.id}/free-fair`), "Event");
    expect(freeData?.offers).toMatchObject({ price: "0", priceCurrency: "INR" });
    expect(freeData?.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");

    // A fee in another currency is read as such; a fee that names no amount stays as its text.
    const offers = [];
    for (const fee of ["USD 1,250.50", "Pay at the door"]) {
      const event = await insertEvent(database.db, listing.id, { title: "Fee Fair", fee });
      offers.push(ofType(await headOf(`/eventdescription/${event.id}/fee-fair`), "Event")[0]?.offers);
    }
    expect(offers).toEqual([
      {
        "@type": "Offer",
        url: expect.stringMatching(/\/eventdescription\/\d+\/fee-fair$/),
        price: "1250.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
      {
        "@type": "Offer",
        url: expect.stringMatching(/\/eventdescription\/\d+\/fee-fair$/),
        description: "Pay at the door",
        availability: "https://schema.org/InStock",
      },
    ]);
  });
});

describe("an article page", () => {
  it("is a NewsArticle with its headline, image, dates, author (its listing) and publisher", async () => {
    const listing = await insertListing(database.db, { name: "Lakeside University" });
    const article = await insertBlog(database.db, {
      title: "Admissions open for 2027",
      shortDescription: "Applications for the 2027 intake open on 1 December.",
      category: "admissions",
      tags: ["admissions", "2027"],
      listingId: listing.id,
      imgUrl: "/media/uploads/admissions.jpg",
      createdTime: new Date("2026-11-01T08:00:00Z"),
      publishedTime: new Date("2026-11-02T09:00:00Z"),
      lastUpdatedTime: new Date("2026-11-03T10:00:00Z"),
    });
    const canonicalPath = `/news-description/${article.id}/${listing.id}`;
    const head = await headOf(`/news-description/${article.id}`);
    expect(basics(head)).toEqual(
      expectedBasics(`Admissions open for 2027 | ${SITE}`, canonicalPath, `${ORIGIN}/media/uploads/admissions.jpg`),
    );
    expect(head.og.type).toBe("article");
    expect(head.description).toEqual(["Applications for the 2027 intake open on 1 December."]);
    expect(ofType(head, "NewsArticle")).toEqual([
      {
        "@type": "NewsArticle",
        headline: "Admissions open for 2027",
        description: "Applications for the 2027 intake open on 1 December.",
        url: `${ORIGIN}${canonicalPath}`,
        mainEntityOfPage: `${ORIGIN}${canonicalPath}`,
        image: [`${ORIGIN}/media/uploads/admissions.jpg`],
        datePublished: "2026-11-02T09:00:00.000Z",
        dateModified: "2026-11-03T10:00:00.000Z",
        articleSection: "Admissions",
        keywords: "admissions, 2027",
        author: [
          {
            "@type": "CollegeOrUniversity",
            name: "Lakeside University",
            url: `${ORIGIN}/description/${listing.id}/lakeside-university`,
          },
        ],
        publisher: {
          "@type": "Organization",
          name: SITE,
          url: `${ORIGIN}/`,
          logo: { "@type": "ImageObject", url: `${ORIGIN}/images/logo.svg` },
        },
      },
    ]);
    expect(breadcrumbs(head)).toEqual([
      ["Home", `${ORIGIN}/`],
      ["News", `${ORIGIN}/news`],
      ["Admissions News", `${ORIGIN}/news/admissions`],
      ["Admissions open for 2027", `${ORIGIN}${canonicalPath}`],
    ]);
  });

  it("is written by the site when it belongs to no published listing", async () => {
    const article = await insertBlog(database.db, { title: "Exam season tips", category: "exams" });
    const head = await headOf(`/news-description/${article.id}`);
    expect(head.canonical).toEqual([`${ORIGIN}/news-description/${article.id}`]);
    expect(ofType(head, "NewsArticle")[0]?.author).toEqual([
      {
        "@type": "Organization",
        name: SITE,
        url: `${ORIGIN}/`,
        logo: { "@type": "ImageObject", url: `${ORIGIN}/images/logo.svg` },
      },
    ]);
  });
});

describe("escaping", () => {
  it("writes a name with markup and quotes as text in the HTML and as the same string in the JSON-LD", async () => {
    const name = `Evil </script><b>"&' College`;
    const listing = await insertListing(database.db, {
      name,
      contactPhone: "</script><script>alert(1)</script>",
      description: "<p>Fine &amp; dandy &lt;/script&gt;</p>",
    });
    const head = await headOf(listingPagePathOf(listing));
    expect(head.title).toEqual([`${name} | ${SITE}`]);
    expect(head.og.title).toBe(`${name} | ${SITE}`);
    expect(head.description).toEqual(["Fine & dandy </script>"]);
    expect(ofType(head, "CollegeOrUniversity")).toMatchObject([
      { name, telephone: "</script><script>alert(1)</script>", description: "Fine & dandy </script>" },
    ]);
    // Nothing the listing wrote became markup: two scripts (the JSON-LD and the page's data, see
    // page-data.test.ts), no <b>, and `<` only as \u003c in the JSON.
    const elements = elementsOf(parse(head.body));
    expect(elements.filter((element) => element.tagName === "script").map((script) => attr(script, "type"))).toEqual([
      "application/ld+json",
      "application/json",
    ]);
    expect(elements.filter((element) => element.tagName === "b")).toEqual([]);
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(head.body)?.[1] ?? "";
    expect(json).not.toMatch(/[<>]/);
    expect(json).toContain("Evil \\u003c/script\\u003e\\u003cb\\u003e\\\"\\u0026' College");
    expect(head.body).toContain(
      `<title data-server-head>Evil &lt;/script&gt;&lt;b&gt;&quot;&amp;&#39; College | ${SITE}</title>`,
    );
  });
});

describe("pages of things a visitor cannot see", () => {
  it("answer 404 with the app's page, a not-found title, noindex and no canonical or structured data", async () => {
    const pending = await insertListing(database.db, { name: "Hidden College", status: "PENDING" });
    const cases = [
      [`/description/${pending.id}/hidden-college`, "Listing not found"],
      ["/description/abc", "Listing not found"],
      ["/eventdescription/987654/gone", "Event not found"],
      ["/news-description/987654", "Article not found"],
      ["/news/no-such-category", "News category not found"],
    ] as const;
    for (const [url, title] of cases) {
      const head = await headOf(url);
      expect({
        url,
        status: head.status,
        title: head.title,
        robots: head.robots,
        canonical: head.canonical,
        ogUrl: head.og.url,
        jsonLd: head.jsonLd,
        appRoot: head.appRoot,
        leaked: head.body.includes("Hidden College"),
      }).toEqual({
        url,
        status: 404,
        title: [`${title} | ${SITE}`],
        robots: "noindex",
        canonical: [],
        ogUrl: undefined,
        jsonLd: [],
        appRoot: true,
        leaked: false,
      });
    }
  });

  it("other app pages (sign-in, profile, unknown) get the site's title and description once, and no canonical", async () => {
    for (const url of ["/login", "/user-profile", "/no-such-page"]) {
      const head = await headOf(url);
      expect({
        url,
        status: head.status,
        title: head.title,
        description: head.description,
        canonical: head.canonical,
      }).toEqual({
        url,
        status: 200,
        title: [`${SITE}: colleges, schools, tutors and events`],
        description: [expect.stringMatching(/^Discover colleges/)],
        canonical: [],
      });
    }
  });
});

describe("HTML caching", () => {
  it("sends no-cache with an ETag, and 304 without a body when If-None-Match names it", async () => {
    const listing = await insertListing(database.db, { name: "Cache College" });
    const url = listingPagePathOf(listing);
    const first = await app.inject({ method: "GET", url });
    const etag = first.headers.etag as string;
    expect({ status: first.statusCode, cacheControl: first.headers["cache-control"], etag }).toEqual({
      status: 200,
      cacheControl: "no-cache",
      etag: expect.stringMatching(/^W\/"[A-Za-z0-9_-]{27}"$/),
    });

    const again = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect({ status: again.statusCode, body: again.body, etag: again.headers.etag }).toEqual({
      status: 304,
      body: "",
      etag,
    });
    const amongOthers = await app.inject({ method: "GET", url, headers: { "if-none-match": `W/"other", ${etag}` } });
    expect(amongOthers.statusCode).toBe(304);
    const other = await app.inject({ method: "GET", url, headers: { "if-none-match": 'W/"something-else"' } });
    expect({ status: other.statusCode, etag: other.headers.etag }).toEqual({ status: 200, etag });

    // The listing renamed, as a write does it (the row, then its content change reported): the old address
    // moves to the new slug, whose page has a new head and a new ETag, so the old validator no longer matches.
    await database.db.update(listings).set({ name: "Cache College Renamed" }).where(eq(listings.id, listing.id));
    await contentChanged(database.db, { kind: "listing", id: listing.id });
    const moved = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    const newUrl = listingPagePathOf({ id: listing.id, name: "Cache College Renamed" });
    expect({ status: moved.statusCode, location: moved.headers.location }).toEqual({ status: 301, location: newUrl });
    const renamed = await app.inject({ method: "GET", url: newUrl, headers: { "if-none-match": etag } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
  });

  it("sends no ETag with a 404, so a not-found page is never answered 304", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/description/987654/nothing",
      headers: { "if-none-match": "*" },
    });
    expect({
      status: response.statusCode,
      etag: response.headers.etag,
      cacheControl: response.headers["cache-control"],
    }).toEqual({
      status: 404,
      etag: undefined,
      cacheControl: "no-cache",
    });
  });
});

/**
 * Makes one realistic listing (name, address, contacts, description, type-specific details) from a
 * seeded generator. Shared by the demo data and the large benchmark data set; the callers decide the
 * status, owner, images and times.
 */
import { calendarDayText, schoolGradeLabel, TUTOR_FEE_PERIOD_LABEL } from "@lwl/contracts/listing-facts";
import type { ListingDetails, ListingType } from "@lwl/contracts/listings";
import { slugify } from "@lwl/contracts/slug";
import type { listings } from "../schema.ts";
import { DEMO_NOW } from "./demo-clock.ts";
import {
  COLLEGE_KINDS,
  type CollegeKind,
  SCHOOL_HIGHLIGHTS,
  SCHOOL_KINDS,
  TUTOR_HIGHLIGHTS,
  TUTOR_HOURLY_RATES,
  TUTOR_OFFERS,
} from "./demo-institutions.ts";
import { COVER_VARIANTS, coverPath, mediaUrl } from "./demo-media.ts";
import {
  type City,
  FIRST_NAMES,
  HONORIFICS,
  LANDMARKS,
  REGION_WORDS,
  SAINTS,
  SCHOOL_PREFIXES,
  STREETS,
  SURNAMES,
  TUTOR_BRANDS,
  TUTOR_CENTRE_KINDS,
  WEIGHTED_CITIES,
} from "./demo-names.ts";
import {
  type CollegeDetails,
  collegeFacts,
  rupeesText,
  type SchoolDetails,
  schoolFacts,
  type TutorDetails,
  tutorFacts,
} from "./facts-maker.ts";
import { Random } from "./random.ts";

export type ListingRow = typeof listings.$inferInsert;

/** A listing before the caller gives it a status, an owner, a logo and times. */
export type ListingDraft = ListingRow & {
  id: number;
  type: ListingType;
  name: string;
  slug: string;
  description: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  details: ListingDetails;
};

export const CLOSINGS = [
  "Applications for the 2027–28 academic year are made online. Visit on an open day or contact the admissions office about scholarships and fee instalments.",
  "Prospective students and parents are welcome to book a campus tour on weekdays between 10 am and 4 pm.",
  "Admission is based on merit and an interview; the prospectus and fee schedule are available from the office.",
  "The admissions team answers questions by phone and e-mail, and counselling sessions are held every Saturday.",
] as const;

function pickCity(rng: Random): City {
  return rng.pick(WEIGHTED_CITIES);
}

function person(rng: Random): { first: string; last: string; full: string } {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  return { first, last, full: `${first} ${last}` };
}

function collegeName(rng: Random, city: City, kind: CollegeKind): string {
  const suffix = rng.pick(kind.suffixes);
  const roll = rng.next();
  if (roll < 0.3) return `${rng.pick(REGION_WORDS)} ${suffix}`;
  if (roll < 0.48) return suffix === "University" ? `University of ${city.name}` : `${city.name} ${suffix}`;
  if (roll < 0.73) return `${rng.pick(HONORIFICS)} ${person(rng).full} ${suffix}`;
  if (roll < 0.88) return `${rng.pick(SAINTS)} ${suffix}`;
  return `${rng.pick(SURNAMES)} ${suffix}, ${city.name}`;
}

function schoolName(rng: Random, city: City, locality: string, suffix: string): string {
  const base = `${rng.pick(SCHOOL_PREFIXES)} ${suffix}`;
  const roll = rng.next();
  if (roll < 0.35) return `${base}, ${locality}`;
  if (roll < 0.55) return `${base}, ${city.name}`;
  return base;
}

function tutorName(rng: Random, locality: string, subjects: readonly string[]): { name: string; tutor: string | null } {
  const main = subjects[0] ?? "Mathematics";
  if (rng.chance(0.55)) {
    const p = person(rng);
    const roll = rng.next();
    if (roll < 0.4) return { name: `${p.full} – ${main} Tuition`, tutor: p.full };
    if (roll < 0.7) return { name: `${main} Classes with ${p.full}`, tutor: p.full };
    return { name: `${p.full} (${main} Tutor)`, tutor: p.full };
  }
  const base = `${rng.pick(TUTOR_BRANDS)} ${rng.pick(TUTOR_CENTRE_KINDS)}`;
  return { name: rng.chance(0.5) ? `${base}, ${locality}` : base, tutor: null };
}

export function domainOf(slug: string): string {
  return slug.slice(0, 40).replace(/-+$/, "");
}

export function list(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
}

export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Affiliations of universities, with how a sentence says them. */
export const UNIVERSITY_STATUS: Record<string, string> = {
  "UGC-recognised private university": "a UGC-recognised private university",
  "Deemed to be University (UGC)": "a deemed-to-be university recognised by the UGC",
  "State university": "a state university",
};

/** "affiliated to University of Mumbai", "an autonomous college affiliated to ...", "a state university". */
export function affiliationPhrase(affiliation: string, isUniversity: boolean): string {
  if (isUniversity) return UNIVERSITY_STATUS[affiliation] ?? "a university";
  const withArticle = (name: string) => name.replace(/^(affiliated to )?University of/, "$1the University of");
  if (affiliation.startsWith("Autonomous, ")) {
    return `an autonomous college ${withArticle(affiliation.slice("Autonomous, ".length))}`;
  }
  return withArticle(`affiliated to ${affiliation}`);
}

/** "offers 5 programmes, including B.Tech Civil Engineering and MCA", or the programmes when they are few. */
export function programmesPhrase(details: CollegeDetails): string {
  const names = details.courses.map((course) => course.name);
  return names.length > 2
    ? `offers ${names.length} programmes, including ${joinWords(names.slice(0, 2))}`
    : `offers ${joinWords(names)}`;
}

/** "is an IB and IGCSE school in Powai, Mumbai, from Nursery to Class 12": the school's boards and classes. */
export function schoolPhrase(details: SchoolDetails, where: string): string {
  const classes = details.grades
    ? `, from ${schoolGradeLabel(details.grades.from)} to ${schoolGradeLabel(details.grades.to)}`
    : "";
  return `is ${withArticle(joinWords(details.boards))} school in ${where}${classes}`;
}

/** When the coming session's admission forms are accepted, from the school's admission window. */
export function schoolAdmissionSentence(details: SchoolDetails): string {
  const window = details.admission;
  if (!window?.opens) return "Parents can ask the school office when admissions for the coming session open.";
  return window.closes
    ? `Admission forms for the 2027–28 session are accepted from ${calendarDayText(window.opens)} to ${calendarDayText(window.closes)}.`
    : `Admission forms for the 2027–28 session are accepted from ${calendarDayText(window.opens)}.`;
}

/** "Fees are ₹600 an hour." in the contracts' words, or where to ask when the fee is not stated. */
export function tutorFeeSentence(details: TutorDetails): string {
  return details.fee
    ? `Fees are ${rupeesText(details.fee.amount)} ${TUTOR_FEE_PERIOD_LABEL[details.fee.per]}.`
    : "Fees depend on the course and the batch; ask for the schedule.";
}

/**
 * The facts of demo listing `id` come from a generator of its own, so the demo's main sequence (names,
 * owners, clicks) stays as it was before the listings had facts.
 */
function factsRandomOf(id: number): Random {
  return new Random(27_000_000 + id);
}

/**
 * What every made listing has before its type's fields: an address on `street` in `locality` of
 * `city` (a plot number, perhaps a landmark, a postal code and a position near the city's centre), a
 * phone number and a cover picture. Shared by the demo's and the large seed's listings.
 */
export function listingBase(rng: Random, id: number, type: ListingType, city: City, locality: string, street: string) {
  const number = rng.int(1, 240);
  const line1 = rng.chance(0.3) ? `Plot ${number}, ${street}` : `${number}, ${street}`;
  const line2 = rng.chance(0.75) ? (rng.chance(0.5) ? `Near ${rng.pick(LANDMARKS)}, ${locality}` : locality) : null;
  const address = {
    addressLine1: line2 ? line1 : `${line1}, ${locality}`,
    addressLine2: line2,
    city: city.name,
    state: city.state,
    postalCode: `${city.pinPrefix}${String(rng.int(1, 99)).padStart(3, "0")}`,
    country: "India",
    latitude: Number((city.latitude + (rng.next() - 0.5) * 0.12).toFixed(5)),
    longitude: Number((city.longitude + (rng.next() - 0.5) * 0.12).toFixed(5)),
  };
  const phone = `+91 ${rng.int(70000, 99999)} ${rng.int(10000, 99999)}`;
  const cover = mediaUrl(coverPath(type, rng.int(0, COVER_VARIANTS - 1)));
  return { id, type, ...address, contactPhone: phone, coverPicture: cover };
}

export class ListingFactory {
  private readonly usedNames = new Set<string>();
  /** "NIRF (Law) 2026 9": one college holds a rank of a list in a year. */
  private readonly usedRanks = new Set<string>();

  constructor(private readonly rng: Random) {}

  /** Marks names as taken, e.g. those already in the database. */
  reserve(names: Iterable<string>): void {
    for (const name of names) this.usedNames.add(name.toLowerCase());
  }

  /** A made item whose name nobody has yet: retried a few times, then qualified by place or number. */
  private unique<T extends { name: string }>(make: () => T, locality: string, city: City, branch = "Campus"): T {
    for (let attempt = 0; attempt < 6; attempt++) {
      const item = make();
      if (!this.usedNames.has(item.name.toLowerCase())) return this.take(item, item.name);
    }
    const item = make();
    const candidates = [item.name.includes(locality) ? null : `${item.name}, ${locality}`];
    if (!item.name.includes(city.name)) candidates.push(`${item.name}, ${city.name}`);
    for (const candidate of candidates) {
      if (candidate && !this.usedNames.has(candidate.toLowerCase())) return this.take(item, candidate);
    }
    const stem = item.name.includes(locality) ? item.name : `${item.name}, ${locality}`;
    for (let n = 2; ; n++) {
      const candidate = `${stem} ${branch} ${n}`;
      if (!this.usedNames.has(candidate.toLowerCase())) return this.take(item, candidate);
    }
  }

  /** The college's ranking, or null when another college of the list holds that rank that year. */
  private ownRanking(ranking: CollegeDetails["ranking"]): CollegeDetails["ranking"] {
    if (!ranking) return null;
    const key = `${ranking.body} ${ranking.year} ${ranking.rank}`;
    if (this.usedRanks.has(key)) return null;
    this.usedRanks.add(key);
    return ranking;
  }

  private take<T extends { name: string }>(item: T, name: string): T {
    this.usedNames.add(name.toLowerCase());
    return { ...item, name };
  }

  make(type: ListingType, id: number): ListingDraft {
    const rng = this.rng;
    const city = pickCity(rng);
    const locality = rng.pick(city.localities);
    const street = rng.pick(STREETS);
    const base = listingBase(rng, id, type, city, locality, street);

    if (type === "COLLEGE") {
      const kind = rng.pick(COLLEGE_KINDS);
      const { name } = this.unique(() => ({ name: collegeName(rng, city, kind) }), locality, city);
      const slug = slugify(name);
      const year = rng.int(1925, 2018);
      const courses = rng.sample(kind.courses, rng.int(3, Math.min(6, kind.courses.length)));
      const isUniversity = kind.suffixes.includes("University") && name.includes("University");
      const affiliation = isUniversity
        ? rng.pick(Object.keys(UNIVERSITY_STATUS))
        : rng.chance(0.25)
          ? `Autonomous, affiliated to ${city.university}`
          : city.university;
      const domain = `${domainOf(slug)}.edu.example`;
      const fee = rng.pick(kind.feeRanges);
      const highlights = rng.sample(kind.highlights, 3);
      const closing = rng.pick(CLOSINGS);
      const facts = collegeFacts(factsRandomOf(id), {
        kind,
        name,
        state: city.state,
        establishedYear: year,
        affiliation,
        courses,
        fee,
        highlights,
        now: DEMO_NOW,
      });
      const details = { ...facts, ranking: this.ownRanking(facts.ranking) };
      const description =
        `<p><strong>${name}</strong> is a ${isUniversity ? "university" : "college"} in ${locality}, ${city.name}, known for ${kind.focus}. ` +
        `Established in ${year}, it is ${affiliationPhrase(affiliation, isUniversity)} and ${programmesPhrase(details)}.</p>` +
        list(highlights) +
        `<p>${closing}</p>`;
      return {
        ...base,
        name,
        slug,
        description,
        contactEmail: `admissions@${domain}`,
        contactWebsite: `https://www.${domain}`,
        details,
      };
    }

    if (type === "SCHOOL") {
      const kind = rng.pick(SCHOOL_KINDS);
      const { name } = this.unique(() => ({ name: schoolName(rng, city, locality, kind.suffix) }), locality, city);
      const slug = slugify(name);
      const board = rng.pick(kind.boards);
      const grades = rng.pick(kind.grades);
      const medium = rng.pick(kind.mediums);
      const domain = `${domainOf(slug)}.school.example`;
      const founded = rng.int(1950, 2015);
      const pupils = rng.int(4, 32) * 100;
      const highlights = rng.sample(SCHOOL_HIGHLIGHTS, 3);
      // Was the month the description named (November, December, January): now when admissions open.
      const admissionOpens = rng.int(0, 2);
      const details = schoolFacts(factsRandomOf(id), {
        kind,
        board,
        grades,
        medium,
        highlights,
        admissionOpens,
        now: DEMO_NOW,
      });
      const description =
        `<p><strong>${name}</strong> ${schoolPhrase(details, `${locality}, ${city.name}`)}, with ${medium} as the medium of instruction.</p>` +
        `<p>Founded in ${founded}, the school has about ${pupils} students and believes every child learns best in a safe, caring and curious classroom.</p>` +
        list(highlights) +
        `<p>${schoolAdmissionSentence(details)} Parents can collect the form from the school office or apply online.</p>`;
      return {
        ...base,
        name,
        slug,
        description,
        contactEmail: `office@${domain}`,
        contactWebsite: `https://www.${domain}`,
        details,
      };
    }

    const offer = rng.pick(TUTOR_OFFERS);
    const group = offer.subjects;
    const subjects = group.slice(0, rng.int(Math.min(2, group.length), group.length));
    const { name, tutor } = this.unique(() => tutorName(rng, locality, subjects), locality, city, "Branch");
    const slug = slugify(name);
    const modeRoll = rng.next();
    const modes: ("ONLINE" | "IN_PERSON")[] =
      modeRoll < 0.45 ? ["ONLINE", "IN_PERSON"] : modeRoll < 0.75 ? ["IN_PERSON"] : ["ONLINE"];
    const hourlyRate = rng.pick(TUTOR_HOURLY_RATES);
    const years = tutor ? rng.int(3, 22) : null;
    const teachers = tutor ? null : rng.int(2, 9);
    const highlights = rng.sample(TUTOR_HIGHLIGHTS, 3);
    const details = tutorFacts(factsRandomOf(id), {
      offer,
      subjects,
      modes,
      hourlyRate,
      centre: tutor === null,
      experienceYears: years,
      highlights,
    });
    const where =
      modes.length === 2
        ? `at the centre in ${locality} and online`
        : modes[0] === "ONLINE"
          ? "online, to students anywhere in India"
          : `in person in ${locality}, ${city.name}`;
    const who = tutor ?? name;
    const intro = tutor
      ? `<p><strong>${who}</strong> has taught ${joinWords(subjects)} for ${years} years and teaches ${where}.</p>`
      : `<p><strong>${name}</strong> is a small tutorial centre with ${teachers} teachers for ${joinWords(subjects)}, teaching ${where}.</p>`;
    const domain = tutor ? "tutors.example" : `${domainOf(slug)}.example`;
    return {
      ...base,
      name,
      slug,
      description:
        intro +
        `<p>Classes follow the CBSE, ICSE and State Board syllabi and prepare students for school exams and competitive tests. ${tutorFeeSentence(details)}</p>` +
        list(highlights),
      contactEmail: tutor ? `${slugify(tutor).replace(/-/g, ".")}${id}@${domain}` : `hello@${domain}`,
      contactWebsite: tutor ? null : `https://www.${domain}`,
      details,
    };
  }
}

/**
 * A listing's demo popularity: most listings get a handful of searches, a few are very popular. Seed-only
 * data, not a column: the demo's search clicks per month are made from it (demo-search.ts, large.ts).
 */
export function demoPopularityFor(rng: Random): number {
  if (rng.chance(0.03)) return rng.int(2500, 5000);
  return Math.floor(rng.next() ** 3 * 1500);
}

/** Letters whose spoken name starts with a vowel sound: "an ICSE school", "an MBA", but "a CBSE school". */
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");

/** The word with "a" or "an" before it, as it is said: initialisms by their first letter's name. */
export function withArticle(word: string): string {
  const isInitialism = /^[A-Z]{2,}\b/.test(word);
  const first = word.charAt(0);
  const vowelSound = isInitialism
    ? VOWEL_SOUND_LETTERS.has(first)
    : /^[aeiou]/i.test(word) && !/^(?:uni|use|one)/i.test(word);
  return `${vowelSound ? "an" : "a"} ${word}`;
}

/**
 * One listing of the large benchmark data set: the demo's kinds of colleges, schools and tutors (courses,
 * boards, subjects, fees, the demo cities with their coordinates) named and described with the long
 * tail of large-text.ts. Details stay consistent with the type and the name: a "Vidyalaya" has the
 * boards and mediums of one, a tutor's name says the subject taught. The structured facts come from
 * facts-maker.ts with the same generator as the rest of the row: a few draws each, no per-row setup.
 */
import type { ListingType } from "@lwl/contracts/listings";
import { slugify } from "@lwl/contracts/slug";
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
import { type City, SAINTS, STREETS, TUTOR_CENTRE_KINDS, WEIGHTED_CITIES } from "./demo-names.ts";
import { collegeFacts, schoolFacts, tutorFacts } from "./facts-maker.ts";
import { LongTail } from "./large-text.ts";
import {
  affiliationPhrase,
  CLOSINGS,
  domainOf,
  joinWords,
  type ListingDraft,
  list,
  listingBase,
  programmesPhrase,
  schoolAdmissionSentence,
  schoolPhrase,
  tutorFeeSentence,
  UNIVERSITY_STATUS,
} from "./listing-factory.ts";
import type { Random } from "./random.ts";

/** Where a listing is: a demo city (by weight), a locality of it and a point near its centre. */
interface Place {
  city: City;
  locality: string;
}

export class LargeListingMaker {
  private readonly usedNames = new Set<string>();
  private readonly tail: LongTail;

  constructor(private readonly rng: Random) {
    this.tail = new LongTail(rng);
  }

  /** Marks names as taken, e.g. those already in the database. */
  reserve(names: Iterable<string>): void {
    for (const name of names) this.usedNames.add(name.toLowerCase());
  }

  /** `name`, or when somebody has it already the name qualified by its locality, its city, then a number. */
  private unique(name: string, { city, locality }: Place, branch: string): string {
    const candidates = [name];
    if (!name.includes(locality)) candidates.push(`${name}, ${locality}`);
    if (!name.includes(city.name)) candidates.push(`${name}, ${city.name}`);
    for (const candidate of candidates) {
      if (!this.usedNames.has(candidate.toLowerCase())) return this.take(candidate);
    }
    const stem = name.includes(locality) ? name : `${name}, ${locality}`;
    for (let n = 2; ; n++) {
      const candidate = `${stem} ${branch} ${n}`;
      if (!this.usedNames.has(candidate.toLowerCase())) return this.take(candidate);
    }
  }

  private take(name: string): string {
    this.usedNames.add(name.toLowerCase());
    return name;
  }

  private collegeName(place: Place, kind: CollegeKind): string {
    const rng = this.rng;
    const suffix = rng.pick(kind.suffixes);
    const roll = rng.next();
    if (roll < 0.2) return `${this.tail.brand()} ${suffix}`;
    if (roll < 0.3)
      return suffix === "University" ? `University of ${place.city.name}` : `${place.city.name} ${suffix}`;
    if (roll < 0.55) return `${this.tail.dedication()} ${suffix}`;
    if (roll < 0.65) return `${rng.pick(SAINTS)} ${suffix}`;
    if (roll < 0.85) {
      const town = this.tail.place();
      return rng.chance(0.5) ? `${this.tail.publicBody()} ${suffix}, ${town}` : `${town} ${suffix}`;
    }
    return `${this.tail.surname()} Memorial ${suffix}, ${place.city.name}`;
  }

  private schoolName(place: Place, suffix: string): string {
    const rng = this.rng;
    const roll = rng.next();
    const opening =
      roll < 0.3
        ? this.tail.brand()
        : roll < 0.55
          ? this.tail.dedication()
          : roll < 0.65
            ? `${this.tail.person()} Memorial`
            : roll < 0.85
              ? this.tail.place()
              : `${this.tail.publicBody()} ${this.tail.place()}`;
    const base = `${opening} ${suffix}`;
    const where = rng.next();
    if (where < 0.35) return `${base}, ${place.locality}`;
    if (where < 0.55) return `${base}, ${place.city.name}`;
    return base;
  }

  private tutorName(place: Place, subjects: readonly string[]): { name: string; tutor: string | null } {
    const rng = this.rng;
    const main = subjects[0] ?? "Mathematics";
    if (rng.chance(0.55)) {
      const given = this.tail.givenName();
      const full = `${rng.chance(0.15) ? `${rng.pick(["Dr.", "Prof."])} ` : ""}${given} ${this.tail.surname()}`;
      const roll = rng.next();
      if (roll < 0.4) return { name: `${full} – ${main} Tuition`, tutor: full };
      if (roll < 0.7) return { name: `${main} Classes with ${full}`, tutor: full };
      return { name: `${full} (${main} Tutor)`, tutor: full };
    }
    const base = `${this.tail.brand()} ${rng.pick(TUTOR_CENTRE_KINDS)}`;
    return { name: rng.chance(0.5) ? `${base}, ${place.locality}` : base, tutor: null };
  }

  /** "Students come from Kothapalli, Ramnagar and Bhimavaram." The places a listing serves. */
  private catchment(): string {
    return joinWords(Array.from({ length: this.rng.int(2, 4) }, () => this.tail.place()));
  }

  make(type: ListingType, id: number): ListingDraft {
    const rng = this.rng;
    const city = rng.pick(WEIGHTED_CITIES);
    const locality = this.tail.locality(city);
    const place = { city, locality };
    const street = rng.chance(0.6)
      ? rng.pick(STREETS)
      : `${this.tail.surname()} ${rng.pick(["Road", "Marg", "Street"])}`;
    const base = listingBase(rng, id, type, city, locality, street);

    if (type === "COLLEGE") {
      const kind = rng.pick(COLLEGE_KINDS);
      const name = this.unique(this.collegeName(place, kind), place, "Campus");
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
      const highlights = rng.sample(kind.highlights, 3);
      const details = collegeFacts(rng, {
        kind,
        name,
        state: city.state,
        establishedYear: year,
        affiliation,
        courses,
        fee: rng.pick(kind.feeRanges),
        highlights,
        now: DEMO_NOW,
      });
      const description =
        `<p><strong>${name}</strong> is a ${isUniversity ? "university" : "college"} in ${locality}, ${city.name}, known for ${kind.focus}. ` +
        `Established in ${year} by ${this.tail.person()}, it is ${affiliationPhrase(affiliation, isUniversity)} and ${programmesPhrase(details)}.</p>` +
        list(highlights) +
        `<p>Students come from ${this.catchment()}. ${rng.pick(CLOSINGS)}</p>`;
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
      const name = this.unique(this.schoolName(place, kind.suffix), place, "Campus");
      const slug = slugify(name);
      const board = rng.pick(kind.boards);
      const grades = rng.pick(kind.grades);
      const medium = rng.pick(kind.mediums);
      const domain = `${domainOf(slug)}.school.example`;
      const highlights = rng.sample(SCHOOL_HIGHLIGHTS, 3);
      const details = schoolFacts(rng, {
        kind,
        board,
        grades,
        medium,
        highlights,
        admissionOpens: rng.int(0, 2),
        now: DEMO_NOW,
      });
      const description =
        `<p><strong>${name}</strong> ${schoolPhrase(details, `${locality}, ${city.name}`)}, with ${medium} as the medium of instruction.</p>` +
        `<p>Founded in ${rng.int(1950, 2015)} by ${this.tail.person()}, the school has about ${rng.int(4, 32) * 100} students from ${this.catchment()}, and believes every child learns best in a safe, caring and curious classroom.</p>` +
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
    const made = this.tutorName(place, subjects);
    const name = this.unique(made.name, place, "Branch");
    const tutor = made.tutor;
    const slug = slugify(name);
    const modeRoll = rng.next();
    const modes: ("ONLINE" | "IN_PERSON")[] =
      modeRoll < 0.45 ? ["ONLINE", "IN_PERSON"] : modeRoll < 0.75 ? ["IN_PERSON"] : ["ONLINE"];
    const years = tutor ? rng.int(3, 22) : null;
    const highlights = rng.sample(TUTOR_HIGHLIGHTS, 3);
    const details = tutorFacts(rng, {
      offer,
      subjects,
      modes,
      hourlyRate: rng.pick(TUTOR_HOURLY_RATES),
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
    const intro = tutor
      ? `<p><strong>${tutor}</strong> has taught ${joinWords(subjects)} for ${years} years and teaches ${where}.</p>`
      : `<p><strong>${name}</strong> is a small tutorial centre run by ${this.tail.person()} with ${rng.int(2, 9)} teachers for ${joinWords(subjects)}, teaching ${where}.</p>`;
    const domain = tutor ? "tutors.example" : `${domainOf(slug)}.example`;
    return {
      ...base,
      name,
      slug,
      description:
        intro +
        `<p>Classes follow the CBSE, ICSE and State Board syllabi and prepare students from ${this.catchment()} for school exams and competitive tests. ${tutorFeeSentence(details)}</p>` +
        list(highlights),
      contactEmail: tutor ? `${slugify(tutor).replace(/-/g, ".")}${id}@${domain}` : `hello@${domain}`,
      contactWebsite: tutor ? null : `https://www.${domain}`,
      details,
    };
  }
}

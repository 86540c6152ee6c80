/**
 * What kinds of colleges, schools and tutors the demo data has: their courses (with level, length,
 * seats and the entrance exams that admit to them), fees in rupees, boards, grades and subjects, and
 * what the facts of each kind look like (facts-maker.ts turns these into a listing's details).
 *
 * The demo's generator draws from the lists below in a fixed order: a list the demo samples or picks
 * from keeps its length, so adding a fact does not move the names, owners and clicks the tests and the
 * end-to-end specs know. New variety comes from the facts' own generator (facts-maker.ts).
 */
import type { CourseLevel, SchoolGrade, TutorLevel } from "@lwl/contracts/listing-facts";

/** The state's own engineering and pharmacy entrance test, where the course names it. */
export const STATE_CET = "STATE_CET";

export interface CourseSpec {
  name: string;
  level: CourseLevel;
  durationYears: number;
  /** Seats a year: fewest, most, and the step intakes come in (B.Tech branches take 60, 120 or 180). */
  seats: readonly [number, number, number] | null;
  /** The entrance exams that admit to it; STATE_CET stands for the state's own test. */
  exams: readonly string[];
}

/** A yearly fee range in rupees, as the demo had it; a programme fee is divided by its years. */
export interface FeeSpec {
  min: number;
  max: number;
  /** The fee was quoted for the whole programme of this many years. */
  programmeYears?: number;
}

export interface CollegeKind {
  /** Ends of names, e.g. "Institute of Technology". */
  suffixes: readonly string[];
  courses: readonly CourseSpec[];
  /** Courses some colleges of the kind add to their sampled ones (a PhD), with the share that do. */
  extraCourses: readonly (CourseSpec & { share: number })[];
  feeRanges: readonly FeeSpec[];
  /** Bullet points for the description. */
  highlights: readonly string[];
  /** What the institution is about, completing "known for ...". */
  focus: string;
  /** Exams of its courses a college may not take (it admits with one of CAT, XAT, MAT or CMAT). */
  optionalExams: readonly string[];
  /** NIRF's list for the kind, and the lowest rank the demo gives in it. */
  ranking: { body: string; lowest: number };
  /** The median package's range, rupees a year; null where the college places nobody (medicine). */
  placements: { median: readonly [number, number]; placed: readonly [number, number] } | null;
  /** Share of colleges with a hostel. */
  hostel: number;
  /** Share of colleges whose admissions are open on the demo day, and when the others open (days after it). */
  admission: { openNow: number; opensIn: readonly [number, number] };
}

const ug = (name: string, years: number, seats: CourseSpec["seats"], exams: readonly string[]): CourseSpec => ({
  name,
  level: "UG",
  durationYears: years,
  seats,
  exams,
});
const pg = (name: string, years: number, seats: CourseSpec["seats"], exams: readonly string[]): CourseSpec => ({
  name,
  level: "PG",
  durationYears: years,
  seats,
  exams,
});

const MANAGEMENT_EXAMS = ["CAT", "XAT", "MAT", "CMAT"] as const;

export const COLLEGE_KINDS: readonly CollegeKind[] = [
  {
    suffixes: ["Institute of Technology", "College of Engineering", "Institute of Engineering and Technology"],
    courses: [
      ug("B.Tech Computer Science and Engineering", 4, [60, 180, 60], ["JEE Main", STATE_CET]),
      ug("B.Tech Electronics and Communication", 4, [60, 120, 30], ["JEE Main", STATE_CET]),
      ug("B.Tech Mechanical Engineering", 4, [60, 120, 30], ["JEE Main", STATE_CET]),
      ug("B.Tech Civil Engineering", 4, [60, 120, 30], ["JEE Main", STATE_CET]),
      ug("B.Tech Artificial Intelligence and Machine Learning", 4, [60, 120, 60], ["JEE Main", STATE_CET]),
      pg("M.Tech Data Science", 2, [18, 36, 6], ["GATE"]),
      pg("MCA", 2, [60, 120, 30], ["NIMCET"]),
    ],
    extraCourses: [
      { ...pg("M.Tech VLSI Design", 2, [18, 24, 6], ["GATE"]), share: 0.3 },
      { name: "PhD in Engineering", level: "DOCTORATE", durationYears: 3, seats: null, exams: ["GATE"], share: 0.4 },
    ],
    feeRanges: [
      { min: 120_000, max: 180_000 },
      { min: 150_000, max: 250_000 },
      { min: 90_000, max: 140_000 },
    ],
    highlights: [
      "NBA-accredited engineering programmes",
      "Centre for robotics and embedded systems",
      "Industry internships in the final year",
      "Placement cell with 180+ recruiting companies",
      "24-hour computer labs and a maker space",
    ],
    focus: "engineering education with a strong laboratory culture",
    optionalExams: [],
    ranking: { body: "NIRF (Engineering)", lowest: 200 },
    placements: { median: [360_000, 950_000], placed: [65, 95] },
    hostel: 0.85,
    admission: { openNow: 0.2, opensIn: [60, 150] },
  },
  {
    suffixes: ["College of Arts and Science", "College of Arts, Science and Commerce", "Women's College"],
    courses: [
      ug("BA English Literature", 3, [40, 120, 20], ["CUET-UG"]),
      ug("BA Economics", 3, [40, 120, 20], ["CUET-UG"]),
      ug("B.Sc Physics", 3, [30, 60, 10], ["CUET-UG"]),
      ug("B.Sc Chemistry", 3, [30, 60, 10], ["CUET-UG"]),
      ug("B.Com", 3, [60, 240, 60], ["CUET-UG"]),
      ug("BCA", 3, [60, 120, 30], ["CUET-UG"]),
      pg("M.Sc Mathematics", 2, [20, 40, 10], ["CUET-PG"]),
      pg("MA Psychology", 2, [20, 40, 10], ["CUET-PG"]),
    ],
    extraCourses: [
      {
        name: "PhD in Chemistry",
        level: "DOCTORATE",
        durationYears: 3,
        seats: [4, 12, 2],
        exams: ["UGC NET"],
        share: 0.15,
      },
    ],
    feeRanges: [
      { min: 25_000, max: 60_000 },
      { min: 18_000, max: 45_000 },
      { min: 35_000, max: 75_000 },
    ],
    highlights: [
      "NAAC A+ accreditation",
      "Research projects for undergraduates",
      "Active debating, theatre and music societies",
      "Scholarships for meritorious students",
      "Well-stocked library with digital journals",
    ],
    focus: "undergraduate teaching in the arts, sciences and commerce",
    optionalExams: ["CUET-PG"],
    ranking: { body: "NIRF (Colleges)", lowest: 100 },
    placements: { median: [240_000, 420_000], placed: [45, 80] },
    hostel: 0.45,
    admission: { openNow: 0.15, opensIn: [150, 210] },
  },
  {
    suffixes: ["School of Management", "Institute of Management Studies", "Business School"],
    courses: [
      pg("MBA", 2, [60, 240, 60], MANAGEMENT_EXAMS),
      pg("PGDM", 2, [60, 180, 60], MANAGEMENT_EXAMS),
      ug("BBA", 3, [60, 120, 60], ["IPMAT", "NPAT"]),
      pg("Executive MBA", 1.5, [30, 60, 30], ["GMAT"]),
      pg("MBA Business Analytics", 2, [60, 120, 60], MANAGEMENT_EXAMS),
      pg("PGDM Banking and Finance", 2, [60, 120, 60], MANAGEMENT_EXAMS),
    ],
    extraCourses: [
      {
        name: "Fellow Programme in Management",
        level: "DOCTORATE",
        durationYears: 4,
        seats: [6, 15, 3],
        exams: ["CAT", "GMAT"],
        share: 0.2,
      },
    ],
    feeRanges: [
      { min: 450_000, max: 900_000, programmeYears: 2 },
      { min: 200_000, max: 350_000 },
      { min: 600_000, max: 1_200_000, programmeYears: 2 },
    ],
    highlights: [
      "Case-based teaching by industry faculty",
      "Summer internships with leading firms",
      "Entrepreneurship cell and incubator",
      "International exchange partners",
      "Average placement package published every year",
    ],
    focus: "management education with close links to industry",
    optionalExams: ["XAT", "MAT", "CMAT", "IPMAT", "NPAT"],
    ranking: { body: "NIRF (Management)", lowest: 100 },
    placements: { median: [600_000, 1_400_000], placed: [82, 99] },
    hostel: 0.75,
    admission: { openNow: 0.7, opensIn: [30, 75] },
  },
  {
    suffixes: ["Institute of Medical Sciences", "Medical College and Hospital", "College of Nursing"],
    courses: [
      ug("MBBS", 5.5, [100, 250, 50], ["NEET-UG"]),
      ug("B.Sc Nursing", 4, [40, 100, 20], ["NEET-UG"]),
      ug("Bachelor of Physiotherapy", 4.5, [30, 60, 10], ["NEET-UG"]),
      pg("MD General Medicine", 3, [4, 20, 2], ["NEET-PG"]),
      ug("B.Sc Medical Lab Technology", 3, [30, 60, 10], []),
    ],
    extraCourses: [{ ...pg("MS General Surgery", 3, [4, 12, 2], ["NEET-PG"]), share: 0.35 }],
    feeRanges: [
      { min: 600_000, max: 1_400_000 },
      { min: 80_000, max: 160_000 },
      { min: 150_000, max: 300_000 },
    ],
    highlights: [
      "Attached 600-bed teaching hospital",
      "Simulation lab for clinical skills",
      "Rural health outreach programme",
      "Separate hostels for men and women",
      "Recognised by the National Medical Commission",
    ],
    focus: "medical and health sciences education with hands-on clinical training",
    optionalExams: [],
    ranking: { body: "NIRF (Medical)", lowest: 50 },
    placements: null,
    hostel: 0.95,
    admission: { openNow: 0.1, opensIn: [200, 260] },
  },
  {
    suffixes: ["Law College", "School of Law"],
    courses: [
      ug("BA LLB (Hons)", 5, [60, 180, 60], ["CLAT", "AILET"]),
      ug("BBA LLB (Hons)", 5, [60, 120, 60], ["CLAT", "AILET"]),
      ug("LLB", 3, [60, 120, 60], ["CUET-PG"]),
      pg("LLM Corporate Law", 1, [10, 30, 10], ["CLAT"]),
      pg("LLM Constitutional Law", 1, [10, 30, 10], ["CLAT"]),
    ],
    extraCourses: [
      { name: "PhD in Law", level: "DOCTORATE", durationYears: 3, seats: [4, 10, 2], exams: [], share: 0.2 },
    ],
    feeRanges: [
      { min: 90_000, max: 220_000 },
      { min: 60_000, max: 120_000 },
    ],
    highlights: [
      "Moot court hall and legal aid clinic",
      "Internships with courts and law firms",
      "Guest lectures by senior advocates",
      "Bar Council of India approved",
    ],
    focus: "legal education with moot courts and clinical practice",
    optionalExams: ["AILET", "CUET-PG"],
    ranking: { body: "NIRF (Law)", lowest: 40 },
    placements: { median: [450_000, 900_000], placed: [55, 90] },
    hostel: 0.75,
    admission: { openNow: 0.5, opensIn: [30, 90] },
  },
  {
    suffixes: ["Institute of Design", "School of Design and Architecture"],
    courses: [
      ug("B.Des Communication Design", 4, [30, 60, 15], ["UCEED", "NID DAT"]),
      ug("B.Des Fashion Design", 4, [30, 60, 15], ["NIFT", "UCEED"]),
      ug("B.Arch", 5, [40, 80, 20], ["NATA", "JEE Main"]),
      pg("M.Des Interaction Design", 2, [15, 30, 5], ["CEED"]),
      ug("B.Des Product Design", 4, [30, 60, 15], ["UCEED", "NID DAT"]),
    ],
    extraCourses: [],
    feeRanges: [
      { min: 250_000, max: 400_000 },
      { min: 180_000, max: 300_000 },
    ],
    highlights: [
      "Studios open late for project work",
      "Annual graduate design show",
      "Workshops for wood, metal and ceramics",
      "Portfolio reviews with practising designers",
    ],
    focus: "studio-based design and architecture education",
    optionalExams: ["NID DAT", "NIFT"],
    ranking: { body: "NIRF (Architecture and Planning)", lowest: 40 },
    placements: { median: [400_000, 800_000], placed: [60, 90] },
    hostel: 0.6,
    admission: { openNow: 0.5, opensIn: [30, 120] },
  },
  {
    suffixes: ["College of Pharmacy"],
    courses: [
      ug("B.Pharm", 4, [60, 100, 20], [STATE_CET]),
      pg("M.Pharm Pharmaceutics", 2, [15, 30, 5], ["GPAT"]),
      { name: "D.Pharm", level: "DIPLOMA", durationYears: 2, seats: [60, 60, 1], exams: [] },
      ug("Pharm.D", 6, [30, 30, 1], [STATE_CET]),
    ],
    extraCourses: [
      {
        name: "PhD in Pharmaceutical Sciences",
        level: "DOCTORATE",
        durationYears: 3,
        seats: null,
        exams: ["GPAT"],
        share: 0.15,
      },
    ],
    feeRanges: [
      { min: 70_000, max: 130_000 },
      { min: 50_000, max: 95_000 },
    ],
    highlights: [
      "Pharmacy Council of India approved",
      "Herbal garden and drug testing lab",
      "Industrial training in pharmaceutical companies",
    ],
    focus: "pharmaceutical sciences and practice",
    optionalExams: [],
    ranking: { body: "NIRF (Pharmacy)", lowest: 100 },
    placements: { median: [240_000, 400_000], placed: [55, 85] },
    hostel: 0.5,
    admission: { openNow: 0.2, opensIn: [120, 210] },
  },
  {
    suffixes: ["University"],
    courses: [
      ug("BA (Hons) Political Science", 4, [60, 120, 20], ["CUET-UG"]),
      ug("B.Sc (Hons) Computer Science", 4, [60, 120, 30], ["CUET-UG"]),
      ug("B.Tech Information Technology", 4, [60, 180, 60], ["JEE Main"]),
      pg("MBA", 2, [60, 180, 60], ["CAT", "MAT"]),
      pg("M.Sc Biotechnology", 2, [20, 40, 10], ["CUET-PG"]),
      { name: "PhD programmes", level: "DOCTORATE", durationYears: 3, seats: [20, 80, 10], exams: ["UGC NET"] },
    ],
    extraCourses: [],
    feeRanges: [
      { min: 80_000, max: 350_000 },
      { min: 100_000, max: 400_000 },
    ],
    highlights: [
      "UGC-recognised multidisciplinary university",
      "Research centres in sustainability and health",
      "Residential campus with sports complex",
      "Credit transfer with partner universities",
      "Career services and alumni mentoring",
    ],
    focus: "multidisciplinary teaching and research",
    optionalExams: ["MAT"],
    ranking: { body: "NIRF (Universities)", lowest: 100 },
    placements: { median: [360_000, 800_000], placed: [60, 90] },
    hostel: 0.95,
    admission: { openNow: 0.4, opensIn: [60, 180] },
  },
];

/** A "College of Nursing" of the medical kind teaches nursing only, at a nursing college's fees. */
export const NURSING_COLLEGE = {
  suffix: "College of Nursing",
  courses: [
    ug("B.Sc Nursing", 4, [40, 100, 20], ["NEET-UG"]),
    ug("Post Basic B.Sc Nursing", 2, [20, 40, 10], []),
    pg("M.Sc Nursing", 2, [10, 25, 5], []),
    { name: "General Nursing and Midwifery (GNM)", level: "DIPLOMA", durationYears: 3, seats: [40, 60, 20], exams: [] },
  ],
  feeRanges: [
    { min: 60_000, max: 120_000 },
    { min: 80_000, max: 160_000 },
  ],
  // NIRF has no list for nursing.
  ranking: null,
  placements: { median: [240_000, 360_000], placed: [70, 95] },
} as const satisfies {
  suffix: string;
  courses: readonly CourseSpec[];
  feeRanges: readonly FeeSpec[];
  ranking: CollegeKind["ranking"] | null;
  placements: CollegeKind["placements"];
};

/** The states' own engineering entrance tests, where the state has one (Tamil Nadu admits on marks). */
export const STATE_ENGINEERING_TESTS: Record<string, string> = {
  "Andhra Pradesh": "AP EAPCET",
  Assam: "Assam CEE",
  Gujarat: "GUJCET",
  Karnataka: "KCET",
  Kerala: "KEAM",
  Maharashtra: "MHT CET",
  Odisha: "OJEE",
  Telangana: "TG EAPCET",
  "West Bengal": "WBJEE",
};

type GradeRange = { from: SchoolGrade; to: SchoolGrade };

export interface SchoolKind {
  suffix: string;
  boards: readonly string[];
  /** A board some schools of the kind teach beside the first (an IB school with IGCSE too). */
  alsoBoards: Partial<Record<string, string>>;
  /** "KG" is the demo's old word for LKG. */
  grades: readonly GradeRange[];
  mediums: readonly string[];
  /** The lower end of the annual fee: fewest and most rupees. */
  annualFeeFrom: readonly [number, number];
  studentsPerTeacher: readonly [number, number];
  /** Share of schools that take boarders. */
  boarding: number;
}

const grades = (from: SchoolGrade, to: SchoolGrade): GradeRange => ({ from, to });

export const SCHOOL_KINDS: readonly SchoolKind[] = [
  {
    suffix: "Public School",
    boards: ["CBSE"],
    alsoBoards: {},
    grades: [grades("NURSERY", "12"), grades("LKG", "12"), grades("1", "12")],
    mediums: ["English"],
    annualFeeFrom: [36_000, 90_000],
    studentsPerTeacher: [22, 32],
    boarding: 0.1,
  },
  {
    suffix: "International School",
    boards: ["IB", "IGCSE", "CBSE"],
    alsoBoards: { IB: "IGCSE", IGCSE: "IB", CBSE: "IGCSE" },
    grades: [grades("LKG", "12"), grades("NURSERY", "12"), grades("1", "12")],
    mediums: ["English"],
    annualFeeFrom: [180_000, 450_000],
    studentsPerTeacher: [15, 20],
    boarding: 0.35,
  },
  {
    suffix: "High School",
    boards: ["ICSE", "State Board"],
    alsoBoards: {},
    grades: [grades("1", "10"), grades("NURSERY", "10"), grades("5", "10")],
    mediums: ["English"],
    annualFeeFrom: [18_000, 48_000],
    studentsPerTeacher: [25, 38],
    boarding: 0.03,
  },
  {
    suffix: "Convent School",
    boards: ["ICSE"],
    alsoBoards: {},
    grades: [grades("NURSERY", "12"), grades("LKG", "10")],
    mediums: ["English"],
    annualFeeFrom: [25_000, 60_000],
    studentsPerTeacher: [25, 35],
    boarding: 0.15,
  },
  {
    suffix: "Academy",
    boards: ["CBSE", "ICSE"],
    alsoBoards: { CBSE: "IGCSE" },
    grades: [grades("NURSERY", "12"), grades("6", "12")],
    mediums: ["English"],
    annualFeeFrom: [40_000, 110_000],
    studentsPerTeacher: [20, 30],
    boarding: 0.2,
  },
  {
    suffix: "Vidya Mandir",
    boards: ["State Board", "CBSE"],
    alsoBoards: { "State Board": "CBSE" },
    grades: [grades("1", "12"), grades("1", "10")],
    mediums: ["Hindi", "English and Hindi", "Marathi and English"],
    annualFeeFrom: [6_000, 24_000],
    studentsPerTeacher: [30, 40],
    boarding: 0.03,
  },
  {
    suffix: "Vidyalaya",
    boards: ["State Board", "CBSE"],
    alsoBoards: {},
    grades: [grades("1", "12"), grades("LKG", "10")],
    mediums: ["Hindi", "English"],
    annualFeeFrom: [4_000, 18_000],
    studentsPerTeacher: [30, 40],
    boarding: 0.03,
  },
  {
    suffix: "Senior Secondary School",
    boards: ["CBSE"],
    alsoBoards: {},
    grades: [grades("6", "12"), grades("1", "12")],
    mediums: ["English", "Hindi"],
    annualFeeFrom: [30_000, 75_000],
    studentsPerTeacher: [25, 35],
    boarding: 0.05,
  },
  {
    suffix: "World School",
    boards: ["IB", "IGCSE"],
    alsoBoards: { IB: "IGCSE", IGCSE: "IB" },
    grades: [grades("NURSERY", "12"), grades("LKG", "12")],
    mediums: ["English"],
    annualFeeFrom: [240_000, 600_000],
    studentsPerTeacher: [15, 20],
    boarding: 0.4,
  },
  {
    suffix: "Model School",
    boards: ["State Board"],
    alsoBoards: {},
    grades: [grades("1", "10"), grades("1", "12")],
    mediums: ["English", "Tamil and English"],
    annualFeeFrom: [8_000, 30_000],
    studentsPerTeacher: [28, 40],
    boarding: 0.03,
  },
];

export const SCHOOL_HIGHLIGHTS = [
  "Smart classrooms in every section",
  "Science, computer and robotics labs",
  "Transport covering most of the city",
  "Counsellor and special educator on campus",
  "Swimming pool and football ground",
  "Music, dance and art every week",
  "Low student–teacher ratio",
  "Hostel for boys and girls from Class 6",
  "Olympiad and NTSE coaching",
  "Nutritious mid-day meals",
] as const;

export interface TutorOffer {
  /** Taught together; the first one names the tutor's offer. */
  subjects: readonly string[];
  /** Whom they are taught to, youngest first. */
  levels: readonly TutorLevel[];
  /** Taught to batches in a coaching centre rather than one to one (entrance-exam coaching). */
  coaching: boolean;
}

const offer = (subjects: readonly string[], levels: readonly TutorLevel[], coaching = false): TutorOffer => ({
  subjects,
  levels,
  coaching,
});

export const TUTOR_OFFERS: readonly TutorOffer[] = [
  offer(["Mathematics", "Physics", "Chemistry"], ["SECONDARY", "SENIOR_SECONDARY"]),
  offer(["Mathematics", "Abacus", "Vedic Maths"], ["PRIMARY", "MIDDLE"]),
  offer(["Physics", "Mathematics", "JEE Main and Advanced"], ["SENIOR_SECONDARY", "COMPETITIVE_EXAMS"], true),
  offer(["Chemistry", "Biology", "NEET"], ["SENIOR_SECONDARY", "COMPETITIVE_EXAMS"], true),
  offer(["Biology", "Chemistry", "NEET"], ["SECONDARY", "SENIOR_SECONDARY", "COMPETITIVE_EXAMS"], true),
  offer(["English", "Spoken English", "Public Speaking"], ["MIDDLE", "SECONDARY", "COLLEGE", "ADULTS"]),
  offer(["IELTS Preparation", "Spoken English", "English"], ["COLLEGE", "ADULTS"]),
  offer(["French", "German", "Spanish"], ["MIDDLE", "SECONDARY", "COLLEGE", "ADULTS"]),
  offer(["Hindi", "Sanskrit"], ["PRIMARY", "MIDDLE", "SECONDARY"]),
  offer(["Computer Science", "Python Programming", "Data Science"], ["SENIOR_SECONDARY", "COLLEGE", "ADULTS"]),
  offer(["Coding for Kids", "Robotics", "Scratch"], ["PRIMARY", "MIDDLE"]),
  offer(["Accountancy", "Economics", "Business Studies"], ["SENIOR_SECONDARY", "COLLEGE"]),
  offer(["CAT", "Quantitative Aptitude", "Logical Reasoning"], ["COLLEGE", "COMPETITIVE_EXAMS"], true),
  offer(["Piano", "Music Theory"], ["PRIMARY", "MIDDLE", "ADULTS"]),
  offer(["Carnatic Music", "Veena"], ["PRIMARY", "MIDDLE", "SECONDARY", "ADULTS"]),
  offer(["Drawing and Painting", "Sketching"], ["PRIMARY", "MIDDLE"]),
  offer(["Science", "Mathematics", "English"], ["PRIMARY", "MIDDLE", "SECONDARY"]),
];

/** What an hour of teaching costs, in rupees; a monthly fee is a month of classes at about this rate. */
export const TUTOR_HOURLY_RATES = [400, 500, 600, 750, 900, 1200, 1500, 350] as const;

export const TUTOR_HIGHLIGHTS = [
  "Small batches of at most eight students",
  "Free demo class before you enrol",
  "Weekly tests with detailed feedback",
  "Recorded sessions for revision",
  "Doubt-clearing on WhatsApp between classes",
  "Flexible weekend and evening slots",
  "Study material included in the fee",
  "Monthly progress report for parents",
] as const;

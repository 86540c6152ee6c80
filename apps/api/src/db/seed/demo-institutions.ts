/** What kinds of colleges, schools and tutors the demo data has, with their courses, boards and subjects. */

export interface CollegeKind {
  /** Ends of names, e.g. "Institute of Technology". */
  suffixes: readonly string[];
  courses: readonly string[];
  feeRanges: readonly string[];
  /** Bullet points for the description. */
  highlights: readonly string[];
  /** What the institution is about, completing "known for ...". */
  focus: string;
}

export const COLLEGE_KINDS: readonly CollegeKind[] = [
  {
    suffixes: ["Institute of Technology", "College of Engineering", "Institute of Engineering and Technology"],
    courses: [
      "B.Tech Computer Science and Engineering",
      "B.Tech Electronics and Communication",
      "B.Tech Mechanical Engineering",
      "B.Tech Civil Engineering",
      "B.Tech Artificial Intelligence and Machine Learning",
      "M.Tech Data Science",
      "MCA",
    ],
    feeRanges: ["₹1,20,000 – ₹1,80,000 per year", "₹1,50,000 – ₹2,50,000 per year", "₹90,000 – ₹1,40,000 per year"],
    highlights: [
      "NBA-accredited engineering programmes",
      "Centre for robotics and embedded systems",
      "Industry internships in the final year",
      "Placement cell with 180+ recruiting companies",
      "24-hour computer labs and a maker space",
    ],
    focus: "engineering education with a strong laboratory culture",
  },
  {
    suffixes: ["College of Arts and Science", "College of Arts, Science and Commerce", "Women's College"],
    courses: [
      "BA English Literature",
      "BA Economics",
      "B.Sc Physics",
      "B.Sc Chemistry",
      "B.Com",
      "BCA",
      "M.Sc Mathematics",
      "MA Psychology",
    ],
    feeRanges: ["₹25,000 – ₹60,000 per year", "₹18,000 – ₹45,000 per year", "₹35,000 – ₹75,000 per year"],
    highlights: [
      "NAAC A+ accreditation",
      "Research projects for undergraduates",
      "Active debating, theatre and music societies",
      "Scholarships for meritorious students",
      "Well-stocked library with digital journals",
    ],
    focus: "undergraduate teaching in the arts, sciences and commerce",
  },
  {
    suffixes: ["School of Management", "Institute of Management Studies", "Business School"],
    courses: ["MBA", "PGDM", "BBA", "Executive MBA", "MBA Business Analytics", "PGDM Banking and Finance"],
    feeRanges: [
      "₹4,50,000 – ₹9,00,000 per programme",
      "₹2,00,000 – ₹3,50,000 per year",
      "₹6,00,000 – ₹12,00,000 per programme",
    ],
    highlights: [
      "Case-based teaching by industry faculty",
      "Summer internships with leading firms",
      "Entrepreneurship cell and incubator",
      "International exchange partners",
      "Average placement package published every year",
    ],
    focus: "management education with close links to industry",
  },
  {
    suffixes: ["Institute of Medical Sciences", "Medical College and Hospital", "College of Nursing"],
    courses: [
      "MBBS",
      "B.Sc Nursing",
      "Bachelor of Physiotherapy",
      "MD General Medicine",
      "B.Sc Medical Lab Technology",
    ],
    feeRanges: ["₹6,00,000 – ₹14,00,000 per year", "₹80,000 – ₹1,60,000 per year", "₹1,50,000 – ₹3,00,000 per year"],
    highlights: [
      "Attached 600-bed teaching hospital",
      "Simulation lab for clinical skills",
      "Rural health outreach programme",
      "Separate hostels for men and women",
      "Recognised by the National Medical Commission",
    ],
    focus: "medical and health sciences education with hands-on clinical training",
  },
  {
    suffixes: ["Law College", "School of Law"],
    courses: ["BA LLB (Hons)", "BBA LLB (Hons)", "LLB", "LLM Corporate Law", "LLM Constitutional Law"],
    feeRanges: ["₹90,000 – ₹2,20,000 per year", "₹60,000 – ₹1,20,000 per year"],
    highlights: [
      "Moot court hall and legal aid clinic",
      "Internships with courts and law firms",
      "Guest lectures by senior advocates",
      "Bar Council of India approved",
    ],
    focus: "legal education with moot courts and clinical practice",
  },
  {
    suffixes: ["Institute of Design", "School of Design and Architecture"],
    courses: [
      "B.Des Communication Design",
      "B.Des Fashion Design",
      "B.Arch",
      "M.Des Interaction Design",
      "B.Des Product Design",
    ],
    feeRanges: ["₹2,50,000 – ₹4,00,000 per year", "₹1,80,000 – ₹3,00,000 per year"],
    highlights: [
      "Studios open late for project work",
      "Annual graduate design show",
      "Workshops for wood, metal and ceramics",
      "Portfolio reviews with practising designers",
    ],
    focus: "studio-based design and architecture education",
  },
  {
    suffixes: ["College of Pharmacy"],
    courses: ["B.Pharm", "M.Pharm Pharmaceutics", "D.Pharm", "Pharm.D"],
    feeRanges: ["₹70,000 – ₹1,30,000 per year", "₹50,000 – ₹95,000 per year"],
    highlights: [
      "Pharmacy Council of India approved",
      "Herbal garden and drug testing lab",
      "Industrial training in pharmaceutical companies",
    ],
    focus: "pharmaceutical sciences and practice",
  },
  {
    suffixes: ["University"],
    courses: [
      "BA (Hons) Political Science",
      "B.Sc (Hons) Computer Science",
      "B.Tech Information Technology",
      "MBA",
      "M.Sc Biotechnology",
      "PhD programmes",
    ],
    feeRanges: ["₹80,000 – ₹3,50,000 per year", "₹1,00,000 – ₹4,00,000 per year"],
    highlights: [
      "UGC-recognised multidisciplinary university",
      "Research centres in sustainability and health",
      "Residential campus with sports complex",
      "Credit transfer with partner universities",
      "Career services and alumni mentoring",
    ],
    focus: "multidisciplinary teaching and research",
  },
];

export interface SchoolKind {
  suffix: string;
  boards: readonly string[];
  grades: readonly string[];
  mediums: readonly string[];
}

export const SCHOOL_KINDS: readonly SchoolKind[] = [
  { suffix: "Public School", boards: ["CBSE"], grades: ["Nursery–12", "KG–12", "1–12"], mediums: ["English"] },
  {
    suffix: "International School",
    boards: ["IB", "IGCSE", "CBSE"],
    grades: ["KG–12", "Nursery–12", "1–12"],
    mediums: ["English"],
  },
  {
    suffix: "High School",
    boards: ["ICSE", "State Board"],
    grades: ["1–10", "Nursery–10", "5–10"],
    mediums: ["English"],
  },
  { suffix: "Convent School", boards: ["ICSE"], grades: ["Nursery–12", "KG–10"], mediums: ["English"] },
  { suffix: "Academy", boards: ["CBSE", "ICSE"], grades: ["Nursery–12", "6–12"], mediums: ["English"] },
  {
    suffix: "Vidya Mandir",
    boards: ["State Board", "CBSE"],
    grades: ["1–12", "1–10"],
    mediums: ["Hindi", "English and Hindi", "Marathi and English"],
  },
  { suffix: "Vidyalaya", boards: ["State Board", "CBSE"], grades: ["1–12", "KG–10"], mediums: ["Hindi", "English"] },
  { suffix: "Senior Secondary School", boards: ["CBSE"], grades: ["6–12", "1–12"], mediums: ["English", "Hindi"] },
  { suffix: "World School", boards: ["IB", "IGCSE"], grades: ["Nursery–12", "KG–12"], mediums: ["English"] },
  {
    suffix: "Model School",
    boards: ["State Board"],
    grades: ["1–10", "1–12"],
    mediums: ["English", "Tamil and English"],
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

/** Subjects a tutor teaches together: the first one names the tutor's offer. */
export const TUTOR_SUBJECT_GROUPS: readonly (readonly string[])[] = [
  ["Mathematics", "Physics", "Chemistry"],
  ["Mathematics", "Abacus", "Vedic Maths"],
  ["Physics", "Mathematics", "JEE Main and Advanced"],
  ["Chemistry", "Biology", "NEET"],
  ["Biology", "Chemistry", "NEET"],
  ["English", "Spoken English", "Public Speaking"],
  ["IELTS Preparation", "Spoken English", "English"],
  ["French", "German", "Spanish"],
  ["Hindi", "Sanskrit"],
  ["Computer Science", "Python Programming", "Data Science"],
  ["Coding for Kids", "Robotics", "Scratch"],
  ["Accountancy", "Economics", "Business Studies"],
  ["CAT", "Quantitative Aptitude", "Logical Reasoning"],
  ["Piano", "Music Theory"],
  ["Carnatic Music", "Veena"],
  ["Drawing and Painting", "Sketching"],
  ["Science", "Mathematics", "English"],
];

export const TUTOR_RATES = [
  "₹400 per hour",
  "₹500 per hour",
  "₹600 per hour",
  "₹750 per hour",
  "₹900 per hour",
  "₹1,200 per hour",
  "₹1,500 per hour",
  "₹350 per hour",
] as const;

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

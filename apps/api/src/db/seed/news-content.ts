/**
 * Texts of the demo news: per category, eight articles (title and summary), background paragraphs
 * and tags. "{listing}" in a title is replaced with a related listing's name and "{city}" with its city.
 */
import type { ListingType } from "@lwl/contracts/listings";
import type { NewsCategory } from "./demo-media.ts";

export interface Article {
  title: string;
  summary: string;
  /** The kind of listing the article is about, when its title names one. */
  about?: ListingType;
}

export interface CategoryContent {
  articles: readonly Article[];
  paragraphs: readonly string[];
  tips: readonly string[];
  tags: readonly string[];
}

export const NEWS_CONTENT: Record<NewsCategory, CategoryContent> = {
  admissions: {
    articles: [
      {
        title: "{listing} opens applications for the 2027–28 session",
        summary:
          "Applications for undergraduate and postgraduate programmes open on 15 January, with an online form, a short interview and merit scholarships for the top applicants.",
        about: "COLLEGE",
      },
      {
        title: "Nursery admissions 2027: what parents in {city} should know",
        summary:
          "Age criteria, the points system, documents to keep ready and the dates most schools follow, explained in one place for parents applying this winter.",
        about: "SCHOOL",
      },
      {
        title: "CUET 2027 registration window announced",
        summary:
          "The common university entrance test will accept registrations from February; here is how to plan your subject combinations and choose test slots wisely.",
      },
      {
        title: "Lateral entry to B.Tech: a second route into engineering",
        summary:
          "Diploma holders can join engineering degrees in the second year. We look at eligibility, the entrance tests involved and how colleges fill lateral seats.",
      },
      {
        title: "How to read a college prospectus before you apply",
        summary:
          "Fees, accreditation, placement figures and hostel rules hide in the fine print. A short checklist helps families compare colleges on what actually matters.",
      },
      {
        title: "Management quota seats: questions to ask before paying",
        summary:
          "Some private colleges reserve seats outside the merit list. Know the rules, ask for receipts and check the fee approved by the state regulator first.",
      },
      {
        title: "Mid-year school transfers: making the move easier for children",
        summary:
          "Moving cities mid-session is stressful. Boards allow transfers with the right papers, and a few weeks of bridging support helps children settle in quickly.",
      },
      {
        title: "Spot rounds and vacant seats: last chances for admission",
        summary:
          "After counselling rounds close, many colleges fill vacant seats through spot admissions. Here is how these rounds work and which documents to carry.",
      },
    ],
    paragraphs: [
      "Admission calendars are getting earlier every year. Many private colleges now open their forms in December and close the first round by March, well before board results are out, and offer provisional seats that are confirmed once marks are known. Families who start researching in the autumn have time to visit campuses, compare fees and speak to current students.",
      "Counsellors advise applying to a balanced list: two or three ambitious choices, a few where the student's scores match last year's cut-offs, and at least one safe option. Keeping scanned copies of mark sheets, identity proof, category certificates and passport photographs in one folder saves a lot of stress during document verification.",
      "Fees deserve a close look. The headline tuition figure rarely includes examination fees, laboratory charges, hostel deposits and transport, which together can add a third to the yearly cost. Ask for the full fee schedule in writing, and check whether the college refunds fees if a student withdraws after admission.",
    ],
    tips: [
      "Note every deadline in one calendar",
      "Keep digital and paper copies of documents",
      "Ask for the complete fee schedule in writing",
      "Visit the campus or attend an open day",
    ],
    tags: ["admissions", "applications", "deadlines", "entrance-exams", "counselling", "parents", "cuet"],
  },
  exams: {
    articles: [
      {
        title: "CBSE board exams 2027: date sheet and preparation plan",
        summary:
          "The board has released the tentative schedule for Class 10 and 12. A week-by-week revision plan helps students cover the syllabus without last-minute panic.",
      },
      {
        title: "JEE Main 2027: two sessions, one strategy",
        summary:
          "Engineering aspirants can sit the exam twice and keep the better score. Toppers explain how to use the first attempt to find weak chapters and fix them.",
      },
      {
        title: "NEET UG 2027: changes in the pattern explained",
        summary:
          "The medical entrance test keeps its core structure but drops optional sections. We explain what this means for time management and negative marking.",
      },
      {
        title: "Beating exam stress: advice from school counsellors",
        summary:
          "Sleep, short breaks and realistic targets matter more than marathon study sessions. Counsellors share simple habits that keep anxiety in check before exams.",
      },
      {
        title: "Open-book exams: how universities are testing understanding",
        summary:
          "Several universities now allow notes in selected papers. Students say the questions are harder, rewarding understanding over memory and clear writing.",
      },
      {
        title: "ICSE and ISC results: reading your marksheet",
        summary:
          "Best-of-five calculations, compartment exams and re-evaluation requests can be confusing. This guide walks through each step after results are announced.",
      },
      {
        title: "Mock tests that actually help: advice from {listing}",
        summary:
          "Taking a mock is only half the work. Analysing every wrong answer and timing each section turns practice papers into real improvement on exam day.",
        about: "TUTORIAL",
      },
      {
        title: "State boards move to on-screen evaluation",
        summary:
          "Answer scripts will be scanned and marked on screen, which boards say will speed up results and reduce totalling errors. Teachers are being trained now.",
      },
    ],
    paragraphs: [
      "Teachers recommend finishing the syllabus at least six weeks before the first paper, leaving time for two full rounds of revision and a handful of timed practice papers. Students who write answers by hand during revision, rather than only reading notes, tend to remember more and manage time better in the hall.",
      "Previous years' papers remain the single most useful resource. They show how questions are framed, which chapters carry the most marks and how examiners expect answers to be laid out. Marking schemes published by the boards are worth reading too: they reveal where step marks are awarded even when the final answer is wrong.",
      "Parents can help most by keeping the home routine calm and predictable. Regular meals, fixed sleep times and short walks do more for performance than extra tuition in the final week, and a quick chat about something other than exams can relieve a great deal of pressure.",
    ],
    tips: [
      "Finish the syllabus six weeks early",
      "Solve previous years' papers under time limits",
      "Read the official marking schemes",
      "Protect sleep in the week before exams",
    ],
    tags: ["board-exams", "cbse", "jee-main", "neet", "exam-stress", "revision", "mock-tests", "results"],
  },
  scholarships: {
    articles: [
      {
        title: "Merit scholarships at {listing}: up to full tuition",
        summary:
          "Students who score above 90 percent in Class 12 or rank in the top band of entrance tests can receive tuition waivers, renewed every year on good grades.",
        about: "COLLEGE",
      },
      {
        title: "National scholarship portal: a step-by-step guide",
        summary:
          "Central and state scholarships for school and college students are applied for in one place. Keep income certificates and bank details ready before you start.",
      },
      {
        title: "Scholarships for girls in STEM: where to apply",
        summary:
          "Several trusts and companies fund women studying science, engineering and mathematics. Deadlines cluster between October and January, so plan early.",
      },
      {
        title: "Need-based aid: how colleges assess family income",
        summary:
          "Beyond merit awards, many colleges waive fees for families below an income threshold. Learn which documents prove eligibility and how renewals work.",
      },
      {
        title: "Sports scholarships: combining training and a degree",
        summary:
          "Athletes who represent their state can get fee waivers, hostel places and flexible attendance. Coaches explain how to present achievements in applications.",
      },
      {
        title: "Study abroad scholarships that Indian students often miss",
        summary:
          "Government-funded awards in Europe and Asia cover tuition and living costs, yet attract fewer applicants than expected. Here is a shortlist with timelines.",
      },
      {
        title: "Scholarship essays: what selection panels look for",
        summary:
          "A clear story of goals, obstacles and impact beats a list of achievements. Panel members share the mistakes that sink otherwise strong applications.",
      },
      {
        title: "Talent search exams and the awards they bring",
        summary:
          "Olympiads and talent search exams carry cash awards and recognition for Class 8 to 10 students. We list the major ones and how to prepare for them.",
      },
    ],
    paragraphs: [
      "Thousands of scholarships go unclaimed every year simply because families do not know they exist or miss the deadline. Most government schemes open on a fixed portal in the autumn and close within six to eight weeks, and private trusts often require a recommendation letter from the school or college, which takes time to arrange.",
      "Eligibility usually combines marks, family income and sometimes the course or region of study. Income certificates must be recent and issued by the right authority, and bank accounts must be in the student's name and linked to their identity number, otherwise disbursement can be delayed by months.",
      "Renewal conditions matter as much as the first award. Many scholarships require a minimum grade and attendance every year; students should note these conditions and keep copies of every document submitted, because renewals often ask for the same papers again.",
    ],
    tips: [
      "Make a list of schemes and their deadlines",
      "Get income and category certificates early",
      "Open a bank account in the student's name",
      "Check the renewal conditions before accepting",
    ],
    tags: ["scholarships", "financial-aid", "merit", "fee-waiver", "girls-in-stem", "deadlines"],
  },
  careers: {
    articles: [
      {
        title: "Careers in data science: skills employers ask for",
        summary:
          "Statistics, Python and the ability to explain results to non-experts top the list. Recruiters describe the projects that make fresh graduates stand out.",
      },
      {
        title: "Campus placements 2026: the numbers behind the headlines",
        summary:
          "Average packages hide wide differences between branches and colleges. We look at median salaries, offer rates and what to ask placement cells before joining.",
      },
      {
        title: "Beyond engineering and medicine: twelve careers worth exploring",
        summary:
          "Urban planning, speech therapy, actuarial science and game design are growing fields with clear routes from school. Here is where each one starts.",
      },
      {
        title: "Internships that lead to jobs: advice from recruiters",
        summary:
          "A well-chosen internship can turn into a pre-placement offer. Recruiters explain how to pick projects, document your work and ask for feedback at the end.",
      },
      {
        title: "Teaching as a career: new routes into the classroom",
        summary:
          "Integrated B.Ed programmes and teaching fellowships are bringing young graduates into schools. Teachers describe the rewards, the pay and the challenges.",
      },
      {
        title: "Green jobs: careers in renewable energy and sustainability",
        summary:
          "Solar technicians, energy analysts and sustainability consultants are in demand. Colleges are adding courses, and short certificates help people switch careers.",
      },
      {
        title: "How to write a CV as a first-year student",
        summary:
          "Even with little work experience, projects, clubs and volunteering tell employers a lot. A one-page format and honest descriptions go a long way.",
      },
      {
        title: "Placement season at {listing}: record number of recruiters",
        summary:
          "More than 180 companies visited the campus this season, with offers in software, finance, consulting and core engineering roles for graduating students.",
        about: "COLLEGE",
      },
    ],
    paragraphs: [
      "Employers increasingly hire for skills rather than degrees alone. Communication, problem solving and the ability to learn new tools quickly appear in almost every job description, and students who can show evidence of these skills through projects, internships or competitions have a clear advantage in interviews.",
      "Career counsellors suggest exploring widely in the first two years of college: attending talks by alumni, joining clubs linked to possible careers and taking on short internships. It is much easier to change direction early than after specialising, and many successful professionals found their field through an unexpected project.",
      "Salary figures published by colleges should be read carefully. The median package, the share of students placed and the list of recruiters tell families more than the single highest offer. Asking current students about their experience with the placement cell is one of the best ways to get an honest picture.",
    ],
    tips: [
      "Build a portfolio of real projects",
      "Talk to alumni working in the field",
      "Ask placement cells for median figures",
      "Take at least one internship before the final year",
    ],
    tags: ["careers", "placements", "internships", "skills", "jobs", "career-guidance"],
  },
  technology: {
    articles: [
      {
        title: "AI tutors in the classroom: what teachers are seeing",
        summary:
          "Schools piloting AI-based practice tools report more practice time and faster feedback, but teachers stress that human guidance still matters most.",
      },
      {
        title: "{listing} opens a new robotics and maker lab",
        summary:
          "The lab has 3D printers, microcontroller kits and a small CNC machine, and will be open to school students on weekends through a community programme.",
        about: "COLLEGE",
      },
      {
        title: "Coding for kids: starting young without screen overload",
        summary:
          "Unplugged activities, block-based tools and short sessions help children learn computational thinking. Experts suggest how much screen time is enough.",
      },
      {
        title: "Digital libraries give students free access to journals",
        summary:
          "National and university digital libraries now offer e-books and research journals to students, including those at smaller colleges outside big cities.",
      },
      {
        title: "Cyber safety lessons become part of school timetables",
        summary:
          "Schools are adding sessions on passwords, scams and online behaviour. Parents are encouraged to continue the conversation at home with simple rules.",
      },
      {
        title: "Online degrees: how to check if one is recognised",
        summary:
          "Regulators list the institutions allowed to offer online degrees. Before enrolling, check the approval, the exam arrangements and how the degree is named.",
      },
      {
        title: "Smart classrooms: what works and what gathers dust",
        summary:
          "Interactive panels and projectors help when teachers are trained and content is ready. Schools share lessons from five years of technology spending.",
      },
      {
        title: "Learning apps and data privacy: questions for parents",
        summary:
          "Many educational apps collect more information than they need. A short checklist helps families understand permissions before children sign up.",
      },
    ],
    paragraphs: [
      "Technology works best in education when it gives students more practice and teachers better information, not when it replaces conversation. Schools that have seen lasting benefits started small, trained teachers before buying equipment and chose tools that work on the devices students already have at home.",
      "Affordable hardware has made hands-on learning possible far beyond elite institutions. Microcontroller kits, sensors and open-source software cost a fraction of what they did a decade ago, and many colleges now run outreach programmes that let nearby school students use their labs and learn from engineering undergraduates.",
      "Privacy deserves attention whenever children use online services. Families should check what data an app collects, whether it shows advertising and how accounts can be deleted. Schools are increasingly publishing the list of approved apps and the reasons they were chosen.",
    ],
    tips: [
      "Start small and train teachers first",
      "Prefer tools that work on existing devices",
      "Read the privacy policy before signing up",
      "Balance screen time with hands-on work",
    ],
    tags: ["edtech", "ai", "coding", "digital-learning", "cyber-safety", "robotics"],
  },
  "campus-life": {
    articles: [
      {
        title: "Hostel life: a survival guide for first-year students",
        summary:
          "Sharing rooms, managing money and eating well away from home are big changes. Seniors share their tips for settling in during the first few weeks.",
      },
      {
        title: "{listing} students win national hackathon",
        summary:
          "A team of four built an app that helps farmers predict crop prices. They beat more than 300 teams in a 36-hour contest judged by industry mentors.",
        about: "COLLEGE",
      },
      {
        title: "Clubs and societies: why joining one matters",
        summary:
          "Debating, music, robotics or volunteering: clubs build friendships and skills that classrooms cannot. Students explain how to balance them with studies.",
      },
      {
        title: "Mental health support on campus: what to expect",
        summary:
          "More colleges now have counsellors, peer support groups and helplines. Students should know how to reach them and that conversations are confidential.",
      },
      {
        title: "Annual fests return with bigger crowds",
        summary:
          "Cultural festivals across the country drew record audiences this year, with students organising concerts, workshops and competitions on tight budgets.",
      },
      {
        title: "Eating well on a student budget",
        summary:
          "Simple meal planning, shared cooking and knowing where the good canteens are can save money and keep energy up during long exam seasons.",
      },
      {
        title: "Day scholars and hostellers: making the most of college",
        summary:
          "Commuting students often miss evening activities. Colleges are adjusting timings and creating common spaces so that every student feels part of campus.",
      },
      {
        title: "School sports days get a makeover at {listing}",
        summary:
          "The school has added inclusive events, yoga and team games so that every child takes part, not only the fastest runners on the track this year.",
        about: "SCHOOL",
      },
    ],
    paragraphs: [
      "The first semester is as much about learning to live independently as it is about lectures. Seniors recommend setting a weekly budget, learning a few simple recipes and keeping a regular sleep schedule, which is harder than it sounds when the hostel corridor is awake until two in the morning.",
      "Student clubs are where many lasting friendships begin. Whether it is a quiz society, a dance troupe or a volunteering group, regular meetings give structure to the week and a chance to take on responsibility, from managing a budget to organising an event for hundreds of people.",
      "Colleges are paying more attention to wellbeing. Counselling centres, peer mentoring and quiet study spaces are becoming standard, and student councils increasingly include wellbeing representatives who make sure concerns reach the administration quickly.",
    ],
    tips: [
      "Set a weekly budget and stick to it",
      "Join one club in the first month",
      "Save the counselling centre's number",
      "Keep a regular sleep routine",
    ],
    tags: ["campus-life", "hostel", "student-clubs", "mental-health", "fests", "sports"],
  },
  policy: {
    articles: [
      {
        title: "National Education Policy: four years on",
        summary:
          "Multidisciplinary degrees, multiple entry and exit points and mother-tongue teaching in the early years are being rolled out at different speeds across states.",
      },
      {
        title: "Four-year undergraduate programmes: what changes for students",
        summary:
          "Students can now earn an honours degree with research in four years or leave earlier with a certificate or diploma. Universities explain the credit rules.",
      },
      {
        title: "Academic Bank of Credits explained",
        summary:
          "Credits earned at one institution can be stored and transferred to another. Here is how the digital system works and when it helps students the most.",
      },
      {
        title: "Fee regulation committees: how school fees are set",
        summary:
          "Several states cap fee increases in private schools and require approval for new charges. Parents can check the approved fees and raise complaints.",
      },
      {
        title: "Right to Education admissions: the 25 percent quota",
        summary:
          "Private schools must reserve seats for children from economically weaker sections. Applications open online each year; here is the process explained.",
      },
      {
        title: "New rules for coaching centres: what students should know",
        summary:
          "Guidelines on minimum age, class timings, fee refunds and student welfare now apply to coaching centres. We summarise what changes for families.",
      },
      {
        title: "Mother-tongue instruction in the early grades",
        summary:
          "Teaching in a child's home language in the early years improves understanding, research shows. Schools are preparing bilingual materials and training teachers.",
      },
      {
        title: "Accreditation ratings: what NAAC grades tell you",
        summary:
          "Accreditation grades reflect teaching, research, infrastructure and governance. A new binary system is being introduced; here is how to read the results.",
      },
    ],
    paragraphs: [
      "Education is a shared responsibility of the central and state governments, so national policies often take years to reach every classroom. States decide the pace at which new curricula, assessment reforms and teacher training are introduced, which is why students in neighbouring states can experience quite different systems.",
      "Regulators have stepped up scrutiny of private institutions, with clearer rules on fees, refunds, disclosures and student welfare. Institutions must now publish key information on their websites, including approvals, faculty details and fee structures, giving families a firmer basis for comparison.",
      "Experts say the success of reforms depends on teachers. Training programmes, manageable class sizes and time for planning are as important as new textbooks, and several states have started mentoring schemes in which experienced teachers support newer colleagues through their first years.",
    ],
    tips: [
      "Check your state's notifications, not only national news",
      "Look for mandatory disclosures on institution websites",
      "Keep fee receipts and written refund terms",
      "Ask schools how they are implementing changes",
    ],
    tags: ["nep-2020", "education-policy", "regulation", "fees", "rte", "accreditation"],
  },
  "study-abroad": {
    articles: [
      {
        title: "Studying in Germany: low fees, high standards",
        summary:
          "Public universities charge little or no tuition, and many master's programmes are taught in English. Plan for blocked accounts, visas and language basics.",
      },
      {
        title: "UK graduate route: working after your degree",
        summary:
          "International graduates can stay and work for up to two years after a degree. We explain eligibility, the application and how to plan the job search.",
      },
      {
        title: "Canada, Australia or Ireland? Comparing popular destinations",
        summary:
          "Costs, work rights, intake dates and visa processing times vary widely. A side-by-side comparison helps families narrow down their options quickly.",
      },
      {
        title: "IELTS, TOEFL or PTE: which English test to take",
        summary:
          "Most universities accept all three, but score conversions, test formats and result times differ. Choose the test that suits the way you learn best.",
      },
      {
        title: "Writing a statement of purpose that stands out",
        summary:
          "Admissions tutors want specific reasons, not general praise. Show what you have done, what you want to study and why this programme fits you.",
      },
      {
        title: "Education loans for study abroad: a checklist",
        summary:
          "Collateral, co-applicants, moratorium periods and interest subsidies affect the real cost of a loan. Compare at least three lenders before signing.",
      },
      {
        title: "Pre-departure: what to sort out before you fly",
        summary:
          "Documents, insurance, a local SIM and a first-month budget matter more than extra luggage. Students abroad share what they wish they had known.",
      },
      {
        title: "IELTS coaching at {listing}: new weekend batches",
        summary:
          "Weekend batches with mock speaking tests and personal feedback start next month for students planning to apply abroad for the autumn 2027 intake.",
        about: "TUTORIAL",
      },
    ],
    paragraphs: [
      "Planning to study abroad should start at least a year before the intended intake. Shortlisting universities, preparing for English tests, gathering recommendation letters and writing essays all take time, and the best scholarships usually close months before the regular application deadline.",
      "The total cost goes well beyond tuition. Living expenses, health insurance, visa fees, travel and an emergency fund can together exceed the fees themselves, especially in large cities. Students should build a realistic budget and check how many hours international students are allowed to work during term.",
      "Choose programmes, not just countries or rankings. Course content, teaching style, internship opportunities and the strength of the alumni network in your field often matter more for your career than the university's overall position in a league table.",
    ],
    tips: [
      "Start planning a year ahead",
      "Budget for living costs, not only tuition",
      "Check work rights for international students",
      "Compare course content, not only rankings",
    ],
    tags: ["study-abroad", "visas", "ielts", "germany", "uk", "education-loans", "sop"],
  },
  events: {
    articles: [
      {
        title: "Education fairs this season: dates across major cities",
        summary:
          "Admission fairs in Mumbai, Delhi, Bengaluru and other cities bring colleges and counsellors together. Here is what to prepare before you visit one.",
      },
      {
        title: "{listing} hosts its annual open day",
        summary:
          "Families can tour classrooms, laboratories and sports facilities, meet teachers and ask the admissions team about fees, scholarships and transport.",
        about: "SCHOOL",
      },
      {
        title: "Science fairs are back, and students are thinking big",
        summary:
          "From water filters to low-cost sensors, school science fairs showcase projects that solve local problems. Judges share what makes a project memorable.",
      },
      {
        title: "Webinars worth attending before choosing a college",
        summary:
          "Free online sessions on entrance exams, careers and scholarships are plentiful. We list the kinds that offer real answers rather than sales pitches.",
      },
      {
        title: "Inter-school quiz season kicks off",
        summary:
          "Teams from over 200 schools are registering for regional rounds. Former winners explain how they prepared and why reading widely is the best strategy.",
      },
      {
        title: "Hackathons for beginners: how to take part",
        summary:
          "You do not need to be an expert to join a hackathon. Organisers explain how teams form, what to build and how judges score the final demonstrations.",
      },
      {
        title: "Literature festivals invite young readers and writers",
        summary:
          "Book readings, writing workshops and author sessions for students are drawing crowds. Several festivals offer free entry to school groups this season.",
      },
      {
        title: "Sports meets bring schools together across {city}",
        summary:
          "Athletics, football and chess tournaments give students a chance to compete and make friends beyond their own schools during the winter season.",
        about: "SCHOOL",
      },
    ],
    paragraphs: [
      "Events are one of the best ways to get a feel for an institution before committing to it. Open days, fairs and workshops let families see facilities in person, talk to current students and ask questions that brochures do not answer, such as how large classes really are or how easy it is to reach teachers.",
      "Preparation makes a visit far more useful. Make a short list of questions beforehand, bring copies of mark sheets if on-the-spot counselling is offered, and note the names of the people you speak to. After the event, compare notes while the details are still fresh.",
      "Many events are free but require registration, and popular sessions fill up quickly. Organisers recommend registering early, arriving a little before the start and checking the event page on the day for any last-minute changes to the venue or the schedule.",
    ],
    tips: [
      "Register early for popular sessions",
      "Prepare a short list of questions",
      "Carry copies of mark sheets",
      "Check the event page on the day",
    ],
    tags: ["events", "education-fair", "open-day", "webinars", "competitions", "hackathon"],
  },
};

export const GENERAL_TAGS = ["students", "parents", "india", "2027"] as const;

export const NEWS_CLOSINGS = [
  "We will keep this page updated as official notifications are released. Readers are advised to confirm dates and details with the institution or authority concerned before making decisions.",
  "Have a question about this story? Write to us through the Contact Us page, and subscribe to our newsletter for the latest admissions, exams and scholarship updates.",
  "Details may change at short notice. Always rely on the official website of the board, university or institution for final dates, fees and eligibility rules.",
] as const;

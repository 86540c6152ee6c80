/**
 * The sentences the demo reviews are made of (demo-reviews.ts), per listing type: how a reviewer of
 * each kind introduces themselves, one sentence per topic in a good, a mixed and a bad tone, closings
 * and titles. Placeholders: {name} (the listing's short name), {city}, {course} (a college's
 * programme), {board}, {subject} (a tutor's), {year} (graduation), {child}, {class}, {span}. A sentence
 * marked "S:" is said by a student or alumnus only, "P:" by a parent only. The listing owners' replies
 * (REPLY_TEXTS) and the reports' texts follow.
 */
import type { ListingType } from "@lwl/contracts/listings";
import type { ReviewerKind, ReviewReportReason } from "@lwl/contracts/reviews";

export type Tone = "good" | "mixed" | "bad";
export type ToneTexts = Record<Tone, readonly string[]>;

export interface ReviewTexts {
  openings: Partial<Record<ReviewerKind, readonly string[]>>;
  topics: Record<string, ToneTexts>;
  /** Sentences about nothing in particular, to vary the length of long reviews. */
  asides: ToneTexts;
  closings: ToneTexts;
  titles: ToneTexts;
}

const COLLEGE: ReviewTexts = {
  openings: {
    STUDENT: [
      "I am in the third year of {course} at {name}, so this is a current student's view.",
      "Currently doing {course} here; I joined after a year of preparing for entrance exams.",
      "I joined {name} for {course} and have just finished my second year.",
      "Writing this in my final semester of {course}.",
      "I moved to {city} for {course} at {name}, and this is how the first two years have gone.",
      "I am a hosteller doing {course} here.",
    ],
    ALUMNUS: [
      "I finished {course} at {name} in {year}.",
      "Passed out in {year} after {course}; writing this now that I have some distance from it.",
      "I studied {course} here and graduated in {year}.",
      "Alumnus of the {year} batch, {course}.",
      "I did my {course} at {name} and passed out in {year}, so some things may have changed since.",
    ],
    PARENT: [
      "My daughter is in the second year of {course} at {name}, and I have visited the campus several times.",
      "Writing as a parent: my son joined {name} for {course} two years ago.",
      "We chose {name} for our son's {course} after visiting four colleges in {city}.",
    ],
    OTHER: [
      "I was a guest lecturer at {name} for one semester.",
      "I have judged several inter-college events at {name} over the years.",
      "I work in {city} and have interviewed quite a few graduates of {name}.",
    ],
  },
  topics: {
    ACADEMICS: {
      good: [
        "The syllabus is updated regularly and the electives in the last two years are genuinely useful.",
        "Assignments are demanding but fair, and the internal assessment is transparent.",
        "The academic calendar is followed strictly, so exams and results are never delayed.",
        "There is a real push towards projects and research papers, not only marks.",
      ],
      mixed: [
        "Academics are decent, though a few subjects are still taught straight from old notes.",
        "The curriculum is fine on paper, but how much you learn depends a lot on the teacher you get.",
        "Exams are well organised, but the course is heavy on theory and light on practicals.",
      ],
      bad: [
        "Most classes are about finishing the syllabus before the exams, not about understanding.",
        "The syllabus has not changed in years and the labs do not match what is taught.",
        "Internal marks felt arbitrary, and nobody could explain how they were decided.",
      ],
    },
    FACULTY: {
      good: [
        "Most professors are approachable and happy to stay back after class to clear doubts.",
        "The faculty in the core subjects are excellent, several with industry experience.",
        "S:Our mentor checked in every month and helped me choose my electives and internship.",
        "Teachers know students by name, which makes a big difference.",
      ],
      mixed: [
        "Some faculty members are brilliant, others just read from the slides.",
        "The senior professors are very good, but many junior faculty leave after a year or two.",
        "Faculty are helpful if you go to them, but few reach out on their own.",
      ],
      bad: [
        "Several teachers were frequently absent and classes were simply cancelled.",
        "S:Faculty turnover is very high; we had three different teachers for one subject in a single semester.",
        "Doubts raised in class were often brushed off, and office hours were rarely kept.",
      ],
    },
    PLACEMENTS: {
      good: [
        "The placement cell starts preparing us from the third year with mock interviews and aptitude tests.",
        "S:Good companies come to campus and most of my batch had an offer before the final exams.",
        "S:Internships are arranged through the college and two of mine turned into job offers.",
        "The alumni network is strong and seniors refer juniors regularly.",
      ],
      mixed: [
        "Placements are good for the top branches, average for the rest.",
        "Many companies visit, but most offers are from service companies with modest packages.",
        "The placement figures on the website are the best cases; the median package is lower.",
      ],
      bad: [
        "S:Placement support is mostly on paper; most of us found jobs on our own.",
        "S:Very few companies came to campus in my year, and the training sessions were generic.",
        "S:The packages advertised at admission time were nowhere close to what my batch got.",
      ],
    },
    INFRASTRUCTURE: {
      good: [
        "The library is well stocked and stays open late during exams.",
        "Labs are well equipped and the computers are kept up to date.",
        "Classrooms are air-conditioned, the Wi-Fi actually works and the campus is kept clean.",
        "The new academic block has good seminar halls and a proper auditorium.",
      ],
      mixed: [
        "The main building is old but maintained; the new block is much better.",
        "Labs are adequate, though some equipment is shared between too many students.",
        "The hostel rooms are basic but clean, and the mess food is average.",
      ],
      bad: [
        "The Wi-Fi barely works and the computer lab has machines that are years old.",
        "Washrooms are poorly maintained and the hostel is overcrowded.",
        "Several labs were locked for most of the semester because of missing equipment.",
      ],
    },
    CAMPUS_LIFE: {
      good: [
        "The annual fest is huge and the clubs for music, drama and coding are very active.",
        "There is always something going on: hackathons, debates, sports tournaments.",
        "S:The seniors were welcoming and there was no ragging at all in my time.",
        "The sports facilities are good and the college teams do well in inter-college events.",
      ],
      mixed: [
        "Campus life is quiet compared to bigger colleges, but the clubs are friendly.",
        "There are a few good events every year, though attendance rules make it hard to join everything.",
        "Social life is fine for day scholars; hostellers have strict curfews.",
      ],
      bad: [
        "There is very little to do outside class and the clubs exist mostly on paper.",
        "Rules are strict to the point of being childish, with fines for small things.",
        "The canteen is the only place to sit, and it is crowded and expensive.",
      ],
    },
    VALUE_FOR_MONEY: {
      good: [
        "For what you get, the fees are reasonable, and scholarships are given on time.",
        "Compared with other private colleges in {city}, the fee is fair for the quality.",
        "There are no hidden charges beyond the fee schedule, which I appreciated.",
      ],
      mixed: [
        "The fees are on the higher side, but the degree is well regarded.",
        "Tuition is fair, but the hostel and transport charges add up.",
        "Worth it if you use the labs and the placement cell; otherwise it is expensive.",
      ],
      bad: [
        "The fees keep going up every year and there is little to show for it.",
        "There are extra charges for everything, from exam forms to lab manuals.",
        "Not worth the money given the facilities and the placements.",
      ],
    },
  },
  asides: {
    good: [
      "The admission process was smooth and the office staff were polite.",
      "Getting bonafide certificates and transcripts from the office was quick.",
      "The campus is well connected to the rest of {city} by bus and metro.",
    ],
    mixed: [
      "The office work takes time, so plan ahead for certificates and forms.",
      "Attendance rules are strict, which some people like and some do not.",
      "Getting to the campus takes a while from most parts of {city}.",
    ],
    bad: [
      "The administration is slow and getting any document takes several visits.",
      "Complaints to the office went nowhere, even when many students signed them.",
      "Communication from the office is poor; notices often come on the last day.",
    ],
  },
  closings: {
    good: [
      "I would recommend {name} to anyone looking for {course} in {city}.",
      "Overall, a good place to study if you are willing to put in the effort.",
      "S:I am glad I chose this college.",
      "Highly recommended.",
      "If you get a seat, take it.",
    ],
    mixed: [
      "Good enough, but visit the campus and talk to current students before you decide.",
      "It is an average college; what you make of it depends on you.",
      "Not bad, not great. Compare with other options in {city} first.",
      "I would give it a cautious recommendation.",
    ],
    bad: [
      "I would not recommend it unless you have no other option.",
      "Please speak to current students before paying the fees.",
      "Disappointing overall, and I hope the management listens.",
      "Look elsewhere if you can.",
    ],
  },
  titles: {
    good: [
      "Great college for {course}",
      "Good faculty and a lively campus",
      "Worth every rupee",
      "Strong academics and good placements",
      "Happy with my choice",
      "Four good years",
      "Supportive teachers, busy campus",
      "Recommended for {course}",
    ],
    mixed: [
      "Decent, but not what the brochure says",
      "Good teachers, average facilities",
      "Mixed experience",
      "Depends on your branch",
      "Okay college, expensive hostel",
      "Fine for academics, weak on placements",
    ],
    bad: [
      "Disappointed with the placements",
      "Not worth the fees",
      "Poor management and facilities",
      "Think twice before joining",
      "Classes cancelled too often",
      "Needs a lot of improvement",
    ],
  },
};

const SCHOOL: ReviewTexts = {
  openings: {
    PARENT: [
      "{child} has been at {name} since kindergarten and is now in Class {class}.",
      "Both our children study at {name}.",
      "We moved {child} to this {board} school in Class {class} after relocating to {city}.",
      "{child} joined {name} in Class {class} this year.",
      "Our family has been with {name} for {span} now.",
      "I am writing as a parent of a Class {class} student at {name}.",
    ],
    ALUMNUS: [
      "I studied at {name} from Class 1 and passed out in {year}.",
      "I finished my {board} Class 12 here in {year}.",
      "Former student, batch of {year}.",
    ],
    OTHER: [
      "I am a grandparent and do the school pick-up most days.",
      "I taught at {name} for a few years and still know many of the staff.",
      "My niece studies here and I attend most of the school's events.",
    ],
  },
  topics: {
    TEACHING: {
      good: [
        "The teachers are patient and know each child's strengths.",
        "Teaching goes beyond the textbook, with projects, experiments and class presentations.",
        "Class sizes are small enough that nobody gets left behind.",
        "The {board} results are consistently good without the school turning into a coaching centre.",
      ],
      mixed: [
        "Teaching is good in the primary section, less consistent in the higher classes.",
        "Most teachers are good, but a couple of subjects have changed teachers several times.",
        "The school focuses a lot on marks, which suits some children more than others.",
      ],
      bad: [
        "Too much is left to tuition; the teachers rush through chapters to finish the syllabus.",
        "Teachers change often and the children never settle with one.",
        "Homework is heavy but there is little explanation in class.",
      ],
    },
    SAFETY: {
      good: [
        "Security at the gate is strict and only registered guardians can pick up the children.",
        "The buses have a female attendant and GPS tracking, which gives us peace of mind.",
        "CCTV covers the corridors and the staff take bullying complaints seriously.",
      ],
      mixed: [
        "The campus is safe, though the pick-up time at the gate is chaotic.",
        "Security is fine inside, but the road outside has no proper crossing.",
        "Bus safety is good; the school canteen could be more hygienic.",
      ],
      bad: [
        "The gate is often left open and anyone can walk in during the day.",
        "A bullying complaint we raised took weeks to be looked at.",
        "The school bus is overcrowded and the driver is often in a hurry.",
      ],
    },
    ACTIVITIES: {
      good: [
        "There is a lot beyond studies: music, dance, chess, football and an annual science fair.",
        "The annual day is a big event and every child gets to be on stage.",
        "Sports are taken seriously and the school sends teams to inter-school tournaments.",
        "P:The clubs on Saturdays are a highlight of the week for {child}.",
      ],
      mixed: [
        "Activities are available, but the same few children get picked for every event.",
        "There are clubs, but in the board exam years they are quietly dropped.",
        "Sports facilities are limited, though the art and music teachers are very good.",
      ],
      bad: [
        "Activities are mostly for show on annual day; there is little during the year.",
        "The playground is small and sports periods are often taken over for other subjects.",
        "We pay an activity fee but the activities are rarely held.",
      ],
    },
    FACILITIES: {
      good: [
        "Classrooms are bright and airy, with smart boards in every room.",
        "The library and science labs are well kept and the children actually use them.",
        "The campus is clean and the washrooms are maintained well.",
      ],
      mixed: [
        "The building is old but clean; the new wing is much better.",
        "The labs are adequate, though the computer room needs new machines.",
        "Good classrooms, but the playground is too small for the number of students.",
      ],
      bad: [
        "The classrooms are cramped and get very hot in summer.",
        "Washrooms are not cleaned often enough, and the drinking water is a concern.",
        "The library is locked most of the time.",
      ],
    },
    PARENT_COMMUNICATION: {
      good: [
        "Parent-teacher meetings are well run and the teachers give honest feedback.",
        "The class teacher replies to messages within a day.",
        "The school app keeps us updated about homework, events and fees.",
      ],
      mixed: [
        "Communication is fine for routine things but slow when there is a problem.",
        "PTMs are held regularly but each parent gets only a few minutes.",
        "Circulars come on time, though decisions are rarely explained.",
      ],
      bad: [
        "Getting an appointment with the principal is nearly impossible.",
        "Notices about events and fee changes often come the evening before.",
        "Our concerns at PTMs were noted and then forgotten.",
      ],
    },
  },
  asides: {
    good: [
      "Admission was straightforward and the office was helpful with the paperwork.",
      "The school is well located and the buses cover most of {city}.",
      "P:{child} looks forward to going to school every morning, which says a lot.",
    ],
    mixed: [
      "Admission involved a lot of paperwork and several visits.",
      "The uniform and books have to be bought from the school's vendor, at its prices.",
      "Traffic near the school at dispersal time is a daily struggle.",
    ],
    bad: [
      "The fees went up by a large amount this year without any explanation.",
      "The school insists on buying books and uniforms from its own vendor at high prices.",
      "We have started looking at other schools in {city}.",
    ],
  },
  closings: {
    good: [
      "We are very happy with {name} and would recommend it to other parents in {city}.",
      "A caring school with good values.",
      "Highly recommended for young children.",
      "I would choose it again without hesitation.",
    ],
    mixed: [
      "A decent school, but visit and talk to other parents before deciding.",
      "Good in parts; it depends on what matters most to your family.",
      "Overall average, with room to improve.",
    ],
    bad: [
      "I cannot recommend it at the moment.",
      "Disappointing for the fees they charge.",
      "I hope the management takes parents' feedback seriously.",
    ],
  },
  titles: {
    good: [
      "Caring teachers and a safe campus",
      "Our children love this school",
      "Excellent {board} school",
      "Great all-round school",
      "Happy parents",
      "Good balance of studies and activities",
    ],
    mixed: [
      "Good teachers, average facilities",
      "Decent school with some gaps",
      "Fine for primary, less so later",
      "Okay, but communication could be better",
      "Mixed feelings",
    ],
    bad: [
      "Too much left to tuition",
      "Disappointed with the management",
      "Safety concerns",
      "Not worth the fees",
      "Expected much more",
    ],
  },
};

const TUTORIAL: ReviewTexts = {
  openings: {
    STUDENT: [
      "I took {subject} classes at {name} in Class {class}.",
      "I joined {name} for {subject} a few months before my board exams.",
      "I attended the weekend {subject} batch for {span}.",
      "I have been taking {subject} classes here for {span} now.",
      "I joined for {subject} after struggling with it at school.",
    ],
    PARENT: [
      "{child} attends the {subject} classes twice a week.",
      "{child} joined {name} for {subject} in Class {class}.",
      "We enrolled {child} for {subject} after a friend's recommendation.",
      "{child} has been going to {name} for {span}.",
    ],
    OTHER: [
      "I took a short {subject} course here as a working professional.",
      "My nephew studied {subject} here and I handled the fees and the schedule.",
    ],
  },
  topics: {
    CLARITY: {
      good: [
        "Concepts are explained from the basics, with plenty of examples.",
        "Doubts are cleared patiently, even when the same question comes up twice.",
        "The notes are short and clear, and perfect for revision before exams.",
        "Difficult chapters finally made sense after these classes.",
      ],
      mixed: [
        "The explanations are good, but the pace is too fast for weaker students.",
        "Clear for most chapters, though some topics were rushed.",
        "Teaching is good in small batches, less so when the batch is full.",
      ],
      bad: [
        "The classes are mostly solving questions on the board with little explanation.",
        "Doubts are not encouraged; there is no time for questions.",
        "The notes are photocopies of a guide book.",
      ],
    },
    PUNCTUALITY: {
      good: [
        "Classes always start on time and the schedule is shared a month ahead.",
        "Missed classes are made up with an extra session on the weekend.",
        "The tests are held on the dates announced, with results the next week.",
      ],
      mixed: [
        "Classes usually start on time, but run over when the syllabus falls behind.",
        "A few classes were rescheduled at short notice.",
        "The schedule is fine, though the test dates kept shifting.",
      ],
      bad: [
        "Classes were cancelled often, sometimes after we had already reached.",
        "Sessions rarely started on time and ended early.",
        "The schedule changed almost every week.",
      ],
    },
    RESULTS: {
      good: [
        "S:My marks in {subject} went up from the sixties to the nineties.",
        "The regular tests made a real difference at exam time.",
        "Most of the batch did well in their exams.",
        "P:{child} now scores consistently well in {subject} and is much more confident.",
      ],
      mixed: [
        "Marks improved a little, though not as much as we had hoped.",
        "Good for school exams; less useful for competitive exam preparation.",
        "The results depend a lot on how much practice the student puts in at home.",
      ],
      bad: [
        "After months of classes there was no real improvement in marks.",
        "The test series did not match the exam pattern at all.",
        "We switched tutors after the half-yearly exams.",
      ],
    },
    VALUE_FOR_MONEY: {
      good: [
        "The fees are reasonable for the hours and the material.",
        "Worth the money, especially compared with the big coaching chains in {city}.",
        "Fees can be paid monthly and there are no extra charges.",
      ],
      mixed: [
        "The fees are a bit high, but the small batches justify some of it.",
        "Fair value for regular classes; the crash course is overpriced.",
        "Reasonable fees, though the study material is charged separately.",
      ],
      bad: [
        "Too expensive for what is taught.",
        "The full year's fees had to be paid upfront, with no refund when we left.",
        "There are extra charges for tests, notes and even the doubt sessions.",
      ],
    },
  },
  asides: {
    good: [
      "The batch size is small, so everyone gets attention.",
      "Online classes work well, with recordings shared after each session.",
      "Parents get a short progress report every month.",
    ],
    mixed: [
      "The centre is small and gets crowded before exams.",
      "Online classes are convenient but the audio is sometimes poor.",
      "Parking near the centre is difficult in the evenings.",
    ],
    bad: [
      "The batch was much bigger than promised.",
      "The centre is cramped and noisy.",
      "Progress updates for parents stopped after the first month.",
    ],
  },
  closings: {
    good: [
      "I would recommend {name} to anyone who needs help with {subject}.",
      "Definitely worth trying.",
      "Highly recommended.",
      "Thank you for the help with {subject}.",
    ],
    mixed: [
      "Good for some students; take a demo class first.",
      "Decent, but compare with other tutors nearby.",
      "Okay overall.",
    ],
    bad: ["I would not recommend it.", "Take a demo class before paying anything.", "Not what we expected."],
  },
  titles: {
    good: [
      "Finally understood {subject}",
      "Excellent teacher",
      "Big improvement in marks",
      "Patient and clear",
      "Worth it",
      "Great for board exam preparation",
    ],
    mixed: [
      "Good, but the pace is fast",
      "Decent classes",
      "Okay for school exams",
      "Helpful but expensive",
      "Average experience",
    ],
    bad: ["Not worth the fees", "Classes cancelled too often", "No improvement", "Disappointing", "Too crowded"],
  },
};

export const REVIEW_TEXTS: Record<ListingType, ReviewTexts> = { COLLEGE, SCHOOL, TUTORIAL };

/** Why the demo's reported reviews were reported, per reason (the first reporter's text first). */
export const REPORT_TEXTS = {
  FALSE_INFORMATION: [
    "Much of this is not true. I have been here for the same period and none of this happened.",
    "The fees have not changed in two years, and the other claims are exaggerated.",
  ],
  OFFENSIVE: ["The tone is insulting towards the teachers, who are easy to identify from this."],
  CONFLICT_OF_INTEREST: ["Reads like an advertisement; I think the writer works here."],
  SPAM: [""],
} as const satisfies Partial<Record<ReviewReportReason, readonly string[]>>;

/**
 * What a listing's owner says about one topic of a review: a plan or an explanation when the reviewer
 * rated it low ("criticised"), thanks when they rated it well ("praised").
 */
export interface ReplyTopicTexts {
  criticised: readonly string[];
  praised: readonly string[];
}

/**
 * The sentences the demo owners' replies are made of (demo-reviews.ts): an opening in the review's tone,
 * a word on the topic it criticised or praised, an invitation to the office or good wishes, now and then
 * a signature. Placeholders: {reviewer} (the reviewer's first name), {name} (the listing's short name).
 */
export interface ReplyTexts {
  topics: Record<string, ReplyTopicTexts>;
  signatures: readonly string[];
}

const COLLEGE_REPLIES: ReplyTexts = {
  topics: {
    ACADEMICS: {
      criticised: [
        "The board of studies met last month, and two outdated papers are being replaced from the coming semester.",
        "Every department now explains at the start of the semester how internal marks are worked out.",
        "More practical sessions have been added to this year's timetable, partly because of feedback like yours.",
      ],
      praised: [
        "We will pass your message on to the department.",
        "It is good to hear the new electives are proving useful.",
      ],
    },
    FACULTY: {
      criticised: [
        "The vacant posts in the department have been filled, and the new faculty join before the next semester.",
        "Every class now has a faculty mentor with fixed office hours, so nobody has to chase a teacher for help.",
        "We have shared your comments, without your name, with the heads of department.",
      ],
      praised: [
        "Our professors will be very happy to read this.",
        "We have shared your message with the faculty; it made their week.",
      ],
    },
    PLACEMENTS: {
      criticised: [
        "The placement cell now has a full-time corporate relations officer, and more companies have confirmed campus visits this year.",
        "Placement training now begins in the second year instead of the final one, with a mock interview every month.",
        "The branch-wise placement figures are on the notice board, and the office will share the full report with anyone who asks.",
      ],
      praised: [
        "The placement cell works hard all year, and it is good to see it noticed.",
        "It is always good to hear that the placement training helped.",
      ],
    },
    INFRASTRUCTURE: {
      criticised: [
        "The labs are being upgraded in phases, and the computer lab got new machines over the summer break.",
        "The hostel water problem was traced to an old pipeline, which has now been replaced.",
        "Wi-Fi now covers the library and both hostels, and the remaining blocks are next on the list.",
        "The hostel washrooms have been renovated, and a new hostel block opens next year, so the rooms will be less crowded.",
      ],
      praised: [
        "The new library block was a long project, and we are glad it is being used so well.",
        "We are glad the upgraded labs are making a difference.",
      ],
    },
    CAMPUS_LIFE: {
      criticised: [
        "The student council now has its own budget for clubs and fests, so more events are planned by students themselves.",
        "The hostel rules, including the curfew, were reviewed with student representatives this year.",
        "The sports ground is now open until 8 pm, and the canteen menu was changed after a student survey.",
      ],
      praised: [
        "The clubs are run by the students, so much of the credit goes to them.",
        "Fests like this year's take months of work by the students, and we are glad you enjoyed them.",
      ],
    },
    VALUE_FOR_MONEY: {
      criticised: [
        "The full fee structure is on our website, and nothing is charged beyond it; if you were asked to pay anything else, please tell us.",
        "Merit scholarships and payment in instalments are both available, and the accounts office can explain them.",
        "We know fees are a real concern for families, and this year's increase was kept below five per cent.",
      ],
      praised: [
        "Keeping the fees reasonable matters to us, and we are glad it shows.",
        "It is good to hear the course felt worth what it costs.",
      ],
    },
  },
  signatures: [
    "– Admissions office, {name}",
    "– Office of the Principal",
    "– Dean of Students, {name}",
    "– Team {name}",
  ],
};

const SCHOOL_REPLIES: ReplyTexts = {
  topics: {
    TEACHING: {
      criticised: [
        "Our academic coordinator now sits in on classes every week and follows up with each teacher.",
        "Two new subject teachers joined this term, so the middle-school sections are smaller.",
        "We have started remedial classes on Saturdays for children who need a little more time with a subject.",
      ],
      praised: ["Our teachers will be delighted to read this.", "We will share your message with the class teachers."],
    },
    SAFETY: {
      criticised: [
        "All bus staff have been verified again, and every bus now has a woman attendant and GPS tracking.",
        "CCTV now covers the corridors and the gate, and every visitor signs in at the front office.",
        "Dispersal at the gate has been reorganised, and children are handed over only to registered guardians.",
      ],
      praised: [
        "The children's safety comes first for us, and it is reassuring to hear it shows.",
        "Thank you for noticing the work our transport staff put in every day.",
      ],
    },
    ACTIVITIES: {
      criticised: [
        "From this term every child picks one sport and one club, and the timetable has a fixed activity period.",
        "Music and robotics clubs were added this year, and the annual day now includes every class.",
        "Inter-house competitions have restarted, so more children get a turn, not only the same few.",
      ],
      praised: [
        "It is wonderful to hear how much your child enjoys the clubs and sports.",
        "The activity teachers will be very happy to read this.",
      ],
    },
    FACILITIES: {
      criticised: [
        "The washrooms on every floor were renovated over the summer, and cleaning is now checked twice a day.",
        "The science labs have new equipment, and the library now stays open during the lunch break.",
        "Filtered drinking water is now available on every floor, and the playground is being resurfaced.",
      ],
      praised: [
        "We are glad the new facilities are making a difference.",
        "The renovated library was a long project, and it is lovely to hear the children use it.",
      ],
    },
    PARENT_COMMUNICATION: {
      criticised: [
        "Class teachers now send parents a weekly update, and homework and circulars are on the school app.",
        "Parent-teacher meetings are now held every term, with slots you can book in advance.",
        "Every query to the front office should be answered within two working days; if yours was not, please let us know.",
      ],
      praised: [
        "Parents who stay in touch make all the difference, so thank you.",
        "We are glad the weekly updates are helpful.",
      ],
    },
  },
  signatures: ["– The Principal, {name}", "– School office", "– Team {name}"],
};

const TUTORIAL_REPLIES: ReplyTexts = {
  topics: {
    CLARITY: {
      criticised: [
        "Every class now ends with time for doubts, and short recorded explanations of the difficult chapters are shared on the group.",
        "Batches are smaller now, so every student gets more time to ask questions.",
        "We have slowed the pace of the first month so that new students can settle in.",
      ],
      praised: [
        "We are glad the concepts finally clicked; that is exactly what we work for.",
        "It is lovely to hear the explanations made sense.",
      ],
    },
    PUNCTUALITY: {
      criticised: [
        "We are sorry about the cancelled classes; every missed class is now made up within the same week.",
        "Classes now start on time, and any change is announced on the group at least a day in advance.",
        "A second teacher has joined, so a class no longer has to be cancelled when one of us is unwell.",
      ],
      praised: [
        "Thank you for noticing; we try never to waste a student's time.",
        "Regular classes matter a lot before exams, and we are glad you found us reliable.",
      ],
    },
    RESULTS: {
      criticised: [
        "There is now a test every week and a progress report every month, so parents can see where a student stands.",
        "Every student now gets a study plan after the first test, and we go through it with them each month.",
        "Results also depend on regular practice, so we now share a practice schedule with every student.",
      ],
      praised: [
        "Congratulations on the marks; the hard work was all yours.",
        "Results like these are the best reward for our teachers.",
      ],
    },
    VALUE_FOR_MONEY: {
      criticised: [
        "Fees can be paid in monthly instalments, and the study material is included in them.",
        "If a student leaves within the first month, the rest of the fee is refunded; the office has the details.",
        "Our fees have not gone up in two years, and brothers and sisters get a discount.",
      ],
      praised: [
        "We are happy you found the classes worth the fees.",
        "We try to keep the fees fair, and it is good to hear that it shows.",
      ],
    },
  },
  signatures: ["– Team {name}", "– The centre coordinator", "– The office, {name}"],
};

export const REPLY_TEXTS: Record<ListingType, ReplyTexts> = {
  COLLEGE: COLLEGE_REPLIES,
  SCHOOL: SCHOOL_REPLIES,
  TUTORIAL: TUTORIAL_REPLIES,
};

/** The parts of a reply every type shares. */
export const REPLY_COMMON = {
  openings: {
    good: [
      "Thank you, {reviewer}, for the kind words.",
      "Thank you for this lovely review, {reviewer}!",
      "We are delighted to read this.",
      "Thank you so much for taking the time to write about your experience.",
      "Many thanks, {reviewer}; reviews like this mean a lot to the whole team.",
    ],
    mixed: [
      "Thank you for the honest and balanced review, {reviewer}.",
      "Thank you for the feedback; we are glad some things worked well for you.",
      "Thanks for writing this, {reviewer}. We read every review, and yours gives us plenty to work on.",
      "Thank you for pointing out what we can do better.",
    ],
    bad: [
      "We are sorry to read about your experience, {reviewer}.",
      "Thank you for telling us about this, and we are sorry it happened.",
      "Dear {reviewer}, we are sorry this is how it went.",
      "We regret that your experience did not match what we promise.",
      "Thank you for the candid review. We do not agree with every point, but we take it seriously.",
    ],
  },
  /** When the review rates no topic low enough to answer it. */
  improving: [
    "We have discussed your review with the team, and some changes are already under way.",
    "Your points have been shared with the management, and several are being addressed this term.",
    "We take every review seriously, and yours has been discussed at our weekly staff meeting.",
  ],
  invitations: [
    "Please write to us or call the office during working hours, so we can look into this properly.",
    "Do drop by the office any weekday between 10 and 4; we would like to hear more.",
    "If you can share more details with the office, we will follow up personally.",
    "Please contact the front office and ask for the coordinator; we would like to put this right.",
    "Our door is always open, and we would welcome the chance to talk this through with you.",
  ],
  wishes: [
    "Wishing you all the very best.",
    "We look forward to seeing you again.",
    "All the best for what comes next!",
    "Do keep in touch.",
  ],
} as const satisfies Record<string, ToneTexts | readonly string[]>;

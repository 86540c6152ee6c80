/** What events are about, per event type: title topics, who may attend, fees, length and agenda. */
import type { ListingType } from "@lwl/contracts/listings";
import type { EVENT_ACCESSIBILITY_LOOKUPS, EVENT_TYPE_LOOKUPS } from "./lookups.ts";

export type EventTypeCode = (typeof EVENT_TYPE_LOOKUPS)[number]["code"];
export type AccessibilityCode = (typeof EVENT_ACCESSIBILITY_LOOKUPS)[number]["code"];

export interface EventKind {
  /** Titles; "{host}" is replaced with the listing's name, "{city}" with its city and "{year}" with the year. */
  titles: readonly string[];
  hosts: readonly ListingType[];
  accessibility: readonly AccessibilityCode[];
  fees: readonly string[];
  /** Length in hours; more than 24 means a multi-day event. */
  hours: readonly number[];
  intro: string;
  agenda: readonly string[];
  online: "never" | "sometimes" | "always";
}

export const EVENT_KINDS: Record<EventTypeCode, EventKind> = {
  OPEN_DAY: {
    titles: ["Open Day at {host}", "Campus Tour and Open House – {host}", "Admissions Open House {year} – {host}"],
    hosts: ["COLLEGE", "SCHOOL"],
    accessibility: ["PARENTS_AND_STUDENTS", "OPEN"],
    fees: ["Free"],
    hours: [5, 6],
    intro: "Walk around the campus, sit in on sample classes and meet teachers, students and the admissions team.",
    agenda: [
      "Welcome talk by the principal",
      "Guided tours every 30 minutes",
      "Sample lessons and lab demonstrations",
      "Admissions and scholarship help desk",
    ],
    online: "never",
  },
  ADMISSION_FAIR: {
    titles: [
      "{city} Higher Education Fair {year}",
      "{city} Admissions Fair {year}",
      "School Admissions Expo {year}, {city}",
    ],
    hosts: ["COLLEGE", "SCHOOL"],
    accessibility: ["OPEN"],
    fees: ["Free"],
    hours: [32, 8],
    intro:
      "Dozens of colleges and schools under one roof: compare courses, fees and scholarships and get your questions answered on the spot.",
    agenda: [
      "Stalls from colleges, schools and coaching institutes",
      "Talks on entrance exams and cut-offs",
      "One-to-one counselling corner",
      "Education loan and scholarship desk",
    ],
    online: "never",
  },
  WORKSHOP: {
    titles: [
      "Workshop: Robotics with Arduino",
      "Creative Writing Workshop for Teens",
      "Design Thinking Workshop",
      "Python for Beginners: a Hands-on Workshop",
      "Financial Literacy Workshop for Students",
      "Science Experiments You Can Do at Home",
      "Photography Basics Workshop",
      "3D Printing and Prototyping Workshop",
    ],
    hosts: ["COLLEGE", "SCHOOL", "TUTORIAL"],
    accessibility: ["REGISTRATION", "STUDENTS"],
    fees: ["₹500", "₹750", "Free", "₹300"],
    hours: [3, 4],
    intro: "A practical, small-group session: bring your curiosity, we bring the materials and mentors.",
    agenda: [
      "Short introduction and demo",
      "Hands-on project in pairs",
      "Show and tell",
      "Certificate of participation",
    ],
    online: "never",
  },
  SEMINAR: {
    titles: [
      "Seminar: Careers in Artificial Intelligence",
      "Managing Exam Stress: a Seminar for Students and Parents",
      "The National Education Policy Explained",
      "Choosing a Stream after Class 10",
      "Women in Science and Engineering",
      "Cyber Safety for Families",
      "Entrepreneurship for Students",
    ],
    hosts: ["COLLEGE", "SCHOOL", "TUTORIAL"],
    accessibility: ["OPEN", "REGISTRATION", "PARENTS_AND_STUDENTS"],
    fees: ["Free", "₹250"],
    hours: [2, 3],
    intro: "Experts and alumni share what they know, followed by an open question-and-answer session.",
    agenda: ["Keynote talk", "Panel discussion", "Questions from the audience", "Tea and networking"],
    online: "sometimes",
  },
  WEBINAR: {
    titles: [
      "Webinar: Studying in Germany – Admissions and Visas",
      "Webinar: Scholarships for 2027 Explained",
      "Webinar: Preparing for JEE in Six Months",
      "Webinar: IELTS Speaking Tips from Examiners",
      "Webinar: How to Write a Statement of Purpose",
      "Webinar: Careers in Design",
      "Webinar: CBSE, ICSE or IB – Choosing a Board",
    ],
    hosts: ["COLLEGE", "TUTORIAL", "SCHOOL"],
    accessibility: ["REGISTRATION", "OPEN"],
    fees: ["Free"],
    hours: [1.5, 1],
    intro: "Join from anywhere: a live online session with time for your questions at the end.",
    agenda: ["Presentation", "Live demo and examples", "Questions and answers", "Slides shared after the session"],
    online: "always",
  },
  CONFERENCE: {
    titles: [
      "National Conference on Teaching and Learning {year}",
      "Research Symposium {year}",
      "Conference on Innovation in Higher Education",
      "Sustainability on Campus Summit {year}",
      "Industry and Academia Connect Conference",
      "Conference on Inclusive Education {year}",
    ],
    hosts: ["COLLEGE"],
    accessibility: ["REGISTRATION", "INVITATION"],
    fees: ["₹1,500", "₹2,500", "₹800"],
    hours: [32, 9],
    intro: "Two days of research talks, paper presentations and workshops for educators, researchers and students.",
    agenda: ["Keynote addresses", "Paper presentations in parallel tracks", "Poster session", "Closing panel"],
    online: "sometimes",
  },
  COMPETITION: {
    titles: [
      "Inter-school Quiz Championship {year}",
      "Student Hackathon {year}",
      "Science Model Competition",
      "Debate League Finals",
      "Young Mathematicians' Olympiad",
      "Spell Bee {year}",
      "Business Plan Challenge",
      "Robotics League",
    ],
    hosts: ["COLLEGE", "SCHOOL", "TUTORIAL"],
    accessibility: ["STUDENTS", "REGISTRATION"],
    fees: ["Free", "₹200", "₹100"],
    hours: [5, 6, 24],
    intro:
      "Teams compete for trophies, certificates and scholarships; every participant gets feedback from the judges.",
    agenda: ["Registration and briefing", "Preliminary round", "Finals", "Prize distribution"],
    online: "never",
  },
  EXAM_PREP: {
    titles: [
      "NEET Full-length Mock Test",
      "JEE Main Crash Course",
      "Board Exam Revision Bootcamp",
      "CAT Strategy Session",
      "Class 10 Maths Practice Marathon",
      "IELTS Mock Test Day",
      "CUET Preparation Session",
    ],
    hosts: ["TUTORIAL", "SCHOOL"],
    accessibility: ["STUDENTS", "REGISTRATION"],
    fees: ["₹300", "₹1,000", "₹2,000", "Free"],
    hours: [3, 4],
    intro: "Exam-style practice under timed conditions, followed by a detailed walk-through of every question.",
    agenda: ["Timed test", "Answer review", "Strategy tips from toppers", "Personal score report"],
    online: "sometimes",
  },
  CULTURAL: {
    titles: [
      "Annual Cultural Fest – {host}",
      "Music and Dance Evening",
      "Spring Fest {year}",
      "Kala Utsav: Art and Craft Fair",
      "Founders' Day Celebrations – {host}",
      "Literature Festival {year}",
    ],
    hosts: ["COLLEGE", "SCHOOL"],
    accessibility: ["OPEN", "STUDENTS"],
    fees: ["Free", "₹100"],
    hours: [30, 5],
    intro: "Music, dance, theatre and food stalls, with performances by students and guest artists.",
    agenda: ["Inauguration", "Performances on the main stage", "Art exhibition", "Food and craft stalls"],
    online: "never",
  },
  SPORTS: {
    titles: [
      "Annual Sports Meet – {host}",
      "Inter-school Football Cup",
      "Open Chess Tournament",
      "Run for Education 5K",
      "Badminton Championship",
      "Cricket Carnival",
    ],
    hosts: ["SCHOOL", "COLLEGE"],
    accessibility: ["STUDENTS", "OPEN"],
    fees: ["Free", "₹300"],
    hours: [8, 6],
    intro: "A day of friendly competition: track and field, team games and medals for the winners.",
    agenda: ["March past", "Heats and finals", "Relay races", "Medal ceremony"],
    online: "never",
  },
};

export const EVENT_TYPE_CODES = Object.keys(EVENT_KINDS) as EventTypeCode[];

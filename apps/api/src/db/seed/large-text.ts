/**
 * The words of the large benchmark data set (large.ts), with the long tail real institution names have.
 *
 * A million real names are not made of a few hundred words: "Sri Venkateswara Vidyalaya, Kothapalli",
 * "Kaveri Institute of Management Studies", "Smt. Radhabai Kulkarni Memorial High School" mix a few very
 * common words (school, college, public, a big city) with proper names, place names, surnames and
 * transliterated Indian words that each occur a handful of times. The search's cost follows that shape
 * (how many rows a word matches, how many words a typo or a prefix reaches), so the benchmark data has
 * it too: each kind of word is a lexicon ranked from common to rare (the demo's real words first, then
 * words made of syllables), and a slot picks a rank with Zipf-like odds (rank r about 1/r). The lexicons
 * are the same for every run and every size, so a larger data set reaches further into the same tail.
 */
import type { City } from "./demo-names.ts";
import { CITIES, FIRST_NAMES, REGION_WORDS, SCHOOL_PREFIXES, SURNAMES, TUTOR_BRANDS } from "./demo-names.ts";
import { Random } from "./random.ts";

/**
 * Syllables of transliterated Indian words: a consonant or two, a vowel, and inside a word sometimes a
 * soft closing consonant (Kamalapur, Sivanagar, Dhurimesh); a bare vowel only opens a word.
 */
const ONSETS = [
  ...["k", "g", "ch", "j", "t", "d", "n", "p", "b", "m", "y", "r", "l", "v", "s", "h", "sh"],
  ...["kh", "gh", "th", "dh", "bh", "sr", "shr", "pr", "kr", "tr", "sw"],
] as const;
const VOWELS = ["a", "a", "a", "i", "i", "u", "e", "o", "aa", "ee"] as const;
const CODAS = ["", "", "", "", "n", "m", "r", "l"] as const;

/** How the kinds of words end: towns in -pur and -palli, given names in -esh and -ika, surnames in -kar. */
const PLACE_ENDINGS = [
  ...["pur", "puram", "palli", "palle", "halli", "nagar", "abad", "gaon", "pet", "wadi", "kota", "gudi"],
  ...["ganj", "garh", "khed", "ur", "uru", "kere", "pally", "gram", "sar", "ner", "valasa", "peta", "kuppam"],
] as const;
const GIVEN_ENDINGS = [
  ...["esh", "an", "ath", "ya", "appa", "ika", "ita", "ini", "raj", "deep", "preet", "endra", "anand"],
  ...["avathi", "amma", "vathi", "kumar", "lata", "priya", "nath", "ish", "ansh", "ika", "ashri", ""],
] as const;
const SURNAME_ENDINGS = [
  ...["kar", "wala", "iya", "an", "ar", "ey", "ani", "ekar", "appa", "ulu", "am", "athan", "ungal"],
  ...["ker", "avat", "ode", "ane", "esan", "amurthy", "aiah", "ra", "ia", "walkar", "ade"],
] as const;
const VIRTUE_ENDINGS = [
  ...["jyoti", "deepa", "vani", "kiran", "prabha", "dhara", "shree", "mitra", "sagar", "giri", "vana"],
  ...["kunj", "dham", "tara", "bodh", "niketan", "vihar", "kunja", "gyan", "sudha", "lok", "ashram"],
] as const;

/** Real places besides the demo cities and their localities: the head of the place lexicon. */
const TOWNS = [
  ...["Kothapalli", "Tirupati", "Nellore", "Guntur", "Warangal", "Karimnagar", "Nanded", "Latur", "Satara"],
  ...["Kolhapur", "Belagavi", "Hubballi", "Davanagere", "Thrissur", "Kannur", "Madurai", "Tiruchirappalli"],
  ...["Salem", "Erode", "Vellore", "Hosur", "Siliguri", "Asansol", "Durgapur", "Gaya", "Bhagalpur", "Ranchi"],
  ...["Jamshedpur", "Dhanbad", "Raipur", "Bilaspur", "Jabalpur", "Gwalior", "Ujjain", "Kota", "Ajmer"],
  ...["Udaipur", "Jodhpur", "Bikaner", "Agra", "Meerut", "Aligarh", "Bareilly", "Varanasi", "Prayagraj"],
  ...["Gorakhpur", "Kanpur", "Jhansi", "Haridwar", "Rishikesh", "Shimla", "Amritsar", "Ludhiana", "Patiala"],
  ...["Jalandhar", "Panipat", "Karnal", "Rohtak", "Hisar", "Rajkot", "Bhavnagar", "Jamnagar", "Anand"],
  ...["Nashik", "Aurangabad", "Solapur", "Sangli", "Ratnagiri", "Panaji", "Margao", "Udupi", "Shivamogga"],
  ...["Tumakuru", "Kurnool", "Anantapur", "Kadapa", "Ongole", "Eluru", "Kakinada", "Rajahmundry", "Khammam"],
  ...["Nizamabad", "Nalgonda", "Cuttack", "Puri", "Sambalpur", "Berhampur", "Silchar", "Dibrugarh", "Jorhat"],
  ...["Tezpur", "Shillong", "Imphal", "Agartala", "Aizawl", "Kohima", "Gangtok", "Puducherry", "Thanjavur"],
  ...["Tirunelveli", "Nagercoil", "Kollam", "Alappuzha", "Palakkad", "Kozhikode", "Malappuram", "Srikakulam"],
] as const;

const MORE_GIVEN_NAMES = [
  ...["Venkatesh", "Srinivas", "Ramesh", "Suresh", "Lakshmi", "Radha", "Krishna", "Ganesh", "Mahesh"],
  ...["Savitri", "Gopal", "Narayan", "Raghunath", "Shanta", "Kamala", "Anil", "Sunita", "Prakash", "Usha"],
  ...["Madhav", "Vasant", "Jyoti", "Arvind", "Rekha", "Manoj", "Geeta", "Ashok", "Parvati", "Harish"],
] as const;

const MORE_SURNAMES = [
  ...["Kumar", "Yadav", "Chauhan", "Pandey", "Tiwari", "Dubey", "Jain", "Mehta", "Shah", "Desai", "Pawar"],
  ...["Jadhav", "Shinde", "Gowda", "Hegde", "Murthy", "Krishnan", "Subramanian", "Raju", "Varma", "Bose"],
  ...["Sen", "Dutta", "Saikia", "Barua", "Mohanty", "Patnaik", "Sahu", "Thakur", "Rawat", "Negi", "Bisht"],
] as const;

/** Devotional and commemorative names that open many Indian institution names. */
const DEDICATIONS = [
  ...["Sri Venkateswara", "Swami Vivekananda", "Mahatma Gandhi", "Sree Narayana Guru", "Guru Nanak Dev"],
  ...["Sri Sai", "Saraswati", "Sri Ramakrishna", "Rajiv Gandhi", "Maharishi Dayanand", "Sant Tukaram"],
  ...["Shri Ram", "Sri Krishna", "Jawaharlal Nehru", "Dr. B. R. Ambedkar", "Sardar Patel", "Rani Laxmibai"],
  ...["Sri Balaji", "Mata Sundari", "Jagadguru", "Sri Aurobindo", "Rabindranath Tagore", "Sri Murugan"],
] as const;

const HONORIFICS = ["Dr.", "Prof.", "Smt.", "Shri", "Late", "Sri", "Pt."] as const;
/** Public bodies that run schools and colleges. */
const PUBLIC_BODIES = ["Government", "Zilla Parishad", "Municipal", "Kendriya", "Panchayat Union", "Adarsh"] as const;

/** Makes a word out of `syllables` syllables and an ending, capitalised as a name. */
function madeWord(rng: Random, syllables: number, endings: readonly string[]): string {
  let word = rng.chance(0.1) ? rng.pick(["a", "i", "u", "e", "o"]) : "";
  for (let i = 0; i < syllables; i++) {
    word += rng.pick(ONSETS) + rng.pick(VOWELS) + (i === syllables - 1 ? "" : rng.pick(CODAS));
  }
  word += rng.pick(endings);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Words ranked from common to rare: the real words first, then `size` made words. A made word is a
 * function of its rank alone (its own generator), so nothing is built up front and every process and
 * size agrees on the word at each rank; two ranks that happen to make the same word are simply one
 * word a little more common.
 */
class Lexicon {
  /** Made words already asked for: the common ranks come back often. */
  private readonly made = new Map<number, string>();

  constructor(
    private readonly seed: number,
    private readonly real: readonly string[],
    private readonly size: number,
    private readonly endings: readonly string[],
  ) {}

  get length(): number {
    return this.real.length + this.size;
  }

  at(rank: number): string {
    const real = this.real[rank];
    if (real !== undefined) return real;
    let word = this.made.get(rank);
    if (word === undefined) {
      const rng = new Random(Math.imul(this.seed ^ rank, 0x9e3779b1) ^ rank);
      word = madeWord(rng, rng.pick([1, 2, 2, 2, 3]), this.endings);
      this.made.set(rank, word);
    }
    return word;
  }
}

/**
 * A rank in [0, size) with probability about 1/(rank + 1): log-uniform, the continuous Zipf law with
 * exponent 1. The first few ranks take a large share, and half the draws land beyond rank √size.
 */
function zipfRank(rng: Random, size: number): number {
  return Math.min(size - 1, Math.floor(Math.exp(rng.next() * Math.log(size + 1))) - 1);
}

/** The words the data set is made of, by kind. */
interface Vocabulary {
  /** Villages, towns and neighbourhoods: localities and the places names are qualified by. */
  places: Lexicon;
  givenNames: Lexicon;
  surnames: Lexicon;
  /** Words that open a name: regions, rivers, virtues and their Sanskrit-sounding compounds. */
  brands: Lexicon;
}

const distinct = (words: readonly string[]) => [...new Set(words)];

const LARGE_VOCABULARY: Vocabulary = {
  places: new Lexicon(
    0x91ace,
    distinct([...TOWNS, ...CITIES.flatMap((city) => city.localities)]),
    200_000,
    PLACE_ENDINGS,
  ),
  givenNames: new Lexicon(0x91e7, distinct([...FIRST_NAMES, ...MORE_GIVEN_NAMES]), 100_000, GIVEN_ENDINGS),
  surnames: new Lexicon(0x5a7e, distinct([...SURNAMES, ...MORE_SURNAMES]), 100_000, SURNAME_ENDINGS),
  brands: new Lexicon(
    0xb4a9d,
    distinct([...REGION_WORDS, ...SCHOOL_PREFIXES, ...TUTOR_BRANDS]),
    50_000,
    VIRTUE_ENDINGS,
  ),
};

/** Picks words of each kind with Zipf-like odds. */
export class LongTail {
  private readonly words = LARGE_VOCABULARY;

  constructor(private readonly rng: Random) {}

  private zipf(words: Lexicon): string {
    return words.at(zipfRank(this.rng, words.length));
  }

  place(): string {
    return this.zipf(this.words.places);
  }

  /** A locality of `city`: one of its well-known neighbourhoods half the time, else a place of the tail. */
  locality(city: City): string {
    if (this.rng.chance(0.5)) return this.rng.pick(city.localities);
    const place = this.place();
    if (/(nagar|pet|wadi|palli|halli|puram|pur)$/i.test(place) || this.rng.chance(0.5)) return place;
    return `${place} ${this.rng.pick(["Colony", "Nagar", "Layout", "Extension", "Road"])}`;
  }

  givenName(): string {
    return this.zipf(this.words.givenNames);
  }

  surname(): string {
    return this.zipf(this.words.surnames);
  }

  person(): string {
    return `${this.givenName()} ${this.surname()}`;
  }

  brand(): string {
    return this.zipf(this.words.brands);
  }

  /** "Sri Venkateswara", "Dr. Anjali Deshpande", "Kaveri", "Kothapalli": who or what a name honours. */
  dedication(): string {
    const roll = this.rng.next();
    if (roll < 0.3) return this.rng.pick(DEDICATIONS);
    if (roll < 0.6) return `${this.rng.pick(HONORIFICS)} ${this.person()}`;
    if (roll < 0.8) return `Sri ${this.givenName()}`;
    return this.brand();
  }

  publicBody(): string {
    return this.rng.pick(PUBLIC_BODIES);
  }
}

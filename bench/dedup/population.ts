/**
 * A deterministic registry population with a skewed, Indian-looking name distribution, and
 * applicant queries made from it. Person i is a pure function of (seed, i), so a query can be
 * built from any row without keeping a million rows in memory.
 */

export interface BenchPerson {
  uid: string;
  branch: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  fatherFirstName: string;
  fatherMiddleName: string;
  fatherLastName: string;
}

export function mulberry32(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MALE = `Ramesh Suresh Rajesh Mahesh Dinesh Mukesh Rakesh Naresh Umesh Ganesh Ram Shyam Mohan
Sohan Krishan Gopal Govind Hari Om Prakash Ved Jai Vijay Ajay Sanjay Manoj Anil Sunil Amit Sumit
Rohit Mohit Sachin Rahul Vikas Vivek Deepak Pradeep Sandeep Kuldeep Rajeev Sanjeev Naveen Praveen
Ashok Alok Arun Varun Tarun Karan Arjun Nitin Sachin Ankit Ankur Gaurav Saurabh Abhishek Aditya
Akash Vikram Vishal Vinod Pramod Subhash Bhushan Bharat Lalit Lokesh Yogesh Brijesh Nilesh Hitesh
Ritesh Jitendra Surendra Narendra Mahendra Virendra Devendra Dharmendra Rajendra Upendra Satish
Harish Girish Jagdish Manish Ashish Kishore Nand Kishore Madan Chandan Pawan Raman Shankar Mangal
Baldev Sukhdev Jaswant Balwant Gurpreet Harpreet Manpreet Iqbal Imran Irfan Salim Rashid Javed
Mohammad Abdul Aslam Yusuf Farooq Shahid Tariq Zubair Anand Sudhir Rajiv Ravi Shiv Shivam Satyam
Hemant Basant Vasant Prashant Nishant Siddharth Pankaj Neeraj Dheeraj Suraj Manohar Prem Dev Keshav
Madhav Raghav Yash Harsh Ajit Amar Kamal Jagat Bhagat Devraj Hansraj Mukund Girdhari Banwari`
  .split(/\s+/)
  .filter(Boolean);

const FEMALE = `Sunita Anita Savita Kavita Sarita Lalita Geeta Seeta Rita Neeta Meena Reena Veena
Beena Heena Seema Reema Neelam Poonam Kusum Suman Sushma Pushpa Usha Asha Nisha Disha Rekha Lekha
Sudha Radha Manju Anju Sanju Mamta Ramta Sangeeta Sarla Kamla Vimla Nirmala Urmila Sharmila
Pramila Shanti Kanti Preeti Jyoti Swati Arti Aarti Bharti Shalini Malini Nalini Pooja Priya
Priyanka Deepika Monika Ritika Radhika Shikha Rashmi Lakshmi Saraswati Parvati Durga Ganga Yamuna
Kiran Sneha Neha Megha Rekha Shobha Prabha Abha Vibha Nidhi Riddhi Siddhi Divya Kavya Bhavya
Anjali Rupali Sonali Deepali Vaishali Mansi Khushi Tanvi Ishita Ankita Nikita Sapna Rachna
Archana Vandana Kalpana Sadhna Renu Shilpa Alka Madhu Indu Bindu Chanda Mohini Kamini Roshni
Fatima Ayesha Zainab Nasreen Parveen Shabnam Rukhsana Salma Gurmeet Harleen Jasleen Simran`
  .split(/\s+/)
  .filter(Boolean);

const SURNAMES = `Sharma Verma Gupta Singh Kumar Yadav Mishra Tiwari Pandey Shukla Srivastava
Agarwal Aggarwal Jain Bansal Goyal Garg Mittal Singhal Goel Kapoor Khanna Malhotra Mehra Chopra
Arora Ahuja Bhatia Sethi Kohli Gill Sandhu Grewal Dhillon Sidhu Chauhan Rathore Rajput Thakur
Patel Shah Mehta Desai Joshi Trivedi Dave Bhatt Pandya Parikh Kulkarni Deshpande Patil Jadhav
Pawar Shinde More Gaikwad Deshmukh Naik Rao Reddy Naidu Iyer Iyengar Nair Menon Pillai Das Dutta
Ghosh Bose Banerjee Mukherjee Chatterjee Sen Roy Saha Paul Mondal Mahato Sahu Behera Mohanty
Nayak Panda Tripathi Dubey Dwivedi Chaturvedi Upadhyay Pathak Saxena Mathur Bhatnagar Nigam
Rastogi Tandon Khatri Sinha Prasad Choudhary Chaudhary Jha Thakur Ansari Khan Qureshi Siddiqui
Shaikh Sheikh Rizvi Hussain Ali Ahmed Mirza Baig Bhardwaj Vashisht Kaushik Rana Negi Rawat
Bisht Joshi Pant Bhandari Lal Ram Paswan Manjhi Kushwaha Maurya Saini Kashyap Prajapati Soni`
  .split(/\s+/)
  .filter(Boolean);

const MALE_MIDDLE = ['Kumar', 'Prasad', 'Lal', 'Chand', 'Nath', 'Singh', 'Chandra', 'Prakash'];
const FEMALE_MIDDLE = ['Devi', 'Kumari', 'Rani', 'Bai', 'Bala'];
const BRANCHES = `Agra Delhi Gurgaon Jaipur Kanpur Lucknow Patna Pune Bhopal Dehradun Indore
Nagpur Ranchi Raipur Surat Vadodara Ludhiana Amritsar Meerut Varanasi Allahabad Gwalior Kota
Udaipur Jodhpur Bikaner Chennai Bengaluru Hyderabad Kolkata`
  .split(/\s+/)
  .filter(Boolean);

/** Zipf-like sampling: the k-th name is about 1/(k+1)^0.9 as common as the first. */
function zipf<T>(items: readonly T[], exponent = 0.9) {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((_, k) => {
    total += 1 / (k + 1) ** exponent;
    cumulative.push(total);
  });
  return (random: () => number): T => {
    const target = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

const male = zipf(MALE);
const female = zipf(FEMALE);
const surname = zipf(SURNAMES, 0.8);
const pick = <T>(items: readonly T[], random: () => number) =>
  items[Math.floor(random() * items.length)]!;
const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The names of a development set's registry, to draw generated people's names from. */
export interface NameSource {
  people: ReadonlyArray<
    Pick<
      BenchPerson,
      | 'firstName'
      | 'middleName'
      | 'lastName'
      | 'fatherFirstName'
      | 'fatherMiddleName'
      | 'fatherLastName'
    >
  >;
  /** row numbers of `people` by surname */
  bySurname: ReadonlyMap<string, readonly number[]>;
}

export function nameSource(people: NameSource['people']): NameSource {
  const bySurname = new Map<string, number[]>();
  people.forEach((p, i) => {
    const rows = bySurname.get(p.lastName) ?? [];
    rows.push(i);
    bySurname.set(p.lastName, rows);
  });
  return { people, bySurname };
}

function randomDob(random: () => number, placeholderShare: number): string {
  const year = 1940 + Math.floor(random() * 68);
  // Many registrations carry 1 January when the real date was not known.
  const placeholder = random() < placeholderShare;
  const month = placeholder ? 1 : 1 + Math.floor(random() * 12);
  const day = placeholder ? 1 : 1 + Math.floor(random() * DAYS[month - 1]!);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Person `index`. With a name source (a development set's registry), the given and middle
 * names are one person's of that registry and the surname and father's names another's with
 * the same surname, so names keep the set's frequencies and each community its own names;
 * the date is drawn anew (3 % on a 1 January placeholder, as in dev set 2). Without one, the
 * built-in lists above (about 250 first names: far more concentrated than a real registry).
 */
export function person(seed: number, index: number, names?: NameSource): BenchPerson {
  const random = mulberry32(seed ^ Math.imul(index + 1, 0x9e3779b1));
  if (names) {
    const given = names.people[Math.floor(random() * names.people.length)]!;
    const family = names.bySurname.get(given.lastName)!;
    const kin = names.people[family[Math.floor(random() * family.length)]!]!;
    return {
      uid: `BN${String(index).padStart(9, '0')}J`,
      branch: pick(BRANCHES, random),
      firstName: given.firstName,
      middleName: given.middleName,
      lastName: kin.lastName,
      dob: randomDob(random, 0.03),
      fatherFirstName: kin.fatherFirstName,
      fatherMiddleName: kin.fatherMiddleName,
      fatherLastName: kin.fatherLastName,
    };
  }
  const isMale = random() < 0.5;
  const lastName = surname(random);
  const dob = randomDob(random, 0.04);
  return {
    uid: `BN${String(index).padStart(9, '0')}J`,
    branch: pick(BRANCHES, random),
    firstName: isMale ? male(random) : female(random),
    middleName: random() < 0.45 ? pick(isMale ? MALE_MIDDLE : FEMALE_MIDDLE, random) : '',
    lastName,
    dob,
    fatherFirstName: male(random),
    fatherMiddleName: random() < 0.4 ? pick(MALE_MIDDLE, random) : '',
    fatherLastName: random() < 0.92 ? lastName : surname(random),
  };
}

// ---------------------------------------------------------------------------------------------
// Queries: the ways an applicant's details differ from the registry row
// ---------------------------------------------------------------------------------------------

/** Generic respellings of the kind applicants write; each applies where its pattern occurs. */
const RESPELLINGS: Array<[RegExp, string]> = [
  [/sh/, 's'],
  [/ee/, 'i'],
  [/([^aeiou])i([^aeiou])/, '$1ee$2'],
  [/oo/, 'u'],
  [/([^aeiou])u([^aeiou])/, '$1oo$2'],
  [/v/, 'w'],
  [/w/, 'v'],
  [/ph/, 'f'],
  [/th/, 't'],
  [/dh/, 'd'],
  [/bh/, 'b'],
  [/kh/, 'k'],
  [/ksh/, 'x'],
  [/au/, 'ou'],
  [/a$/, ''],
  [/([^aeiouy])$/, '$1a'],
  [/y$/, 'i'],
  [/i$/, 'y'],
  [/([bcdfgklmnprstv])([aeiou])/, '$1$1$2'],
  [/([bcdfgklmnprstv])\1/, '$1'],
];

function respell(name: string, random: () => number): string {
  const lower = name.toLowerCase();
  const start = Math.floor(random() * RESPELLINGS.length);
  for (let k = 0; k < RESPELLINGS.length; k++) {
    const [pattern, replacement] = RESPELLINGS[(start + k) % RESPELLINGS.length]!;
    const changed = lower.replace(pattern, replacement);
    if (changed !== lower && changed.length >= 2) return capitalise(changed);
  }
  return name;
}

function typo(name: string, random: () => number): string {
  if (name.length < 4) return name;
  const at = 1 + Math.floor(random() * (name.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return name.slice(0, at) + name.slice(at + 1);
  if (kind === 1) return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
  return name.slice(0, at) + name[at] + name.slice(at);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const QUERY_KINDS = [
  'exact',
  'respelt first name',
  'respelt last name',
  'respelt both',
  'typo in father',
  'middle name dropped',
  'middle name joined',
  'case and spaces',
  'day/month swapped',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface BenchQuery {
  kind: QueryKind | 'not registered';
  /** the registry row the query was made from; null for a person not in the registry */
  expectUid: string | null;
  query: Record<
    | 'first_name'
    | 'middle_name'
    | 'last_name'
    | 'father_first_name'
    | 'father_middle_name'
    | 'father_last_name'
    | 'dob',
    string
  >;
}

function asQuery(p: BenchPerson): BenchQuery['query'] {
  return {
    first_name: p.firstName,
    middle_name: p.middleName,
    last_name: p.lastName,
    father_first_name: p.fatherFirstName,
    father_middle_name: p.fatherMiddleName,
    father_last_name: p.fatherLastName,
    dob: p.dob,
  };
}

export function variantQuery(source: BenchPerson, kind: QueryKind, random: () => number) {
  const p = { ...source };
  switch (kind) {
    case 'exact':
      break;
    case 'respelt first name':
      p.firstName = respell(p.firstName, random);
      break;
    case 'respelt last name':
      p.lastName = respell(p.lastName, random);
      p.fatherLastName = respell(p.fatherLastName, random);
      break;
    case 'respelt both':
      p.firstName = respell(p.firstName, random);
      p.lastName = respell(p.lastName, random);
      break;
    case 'typo in father':
      p.fatherFirstName = typo(p.fatherFirstName, random);
      break;
    case 'middle name dropped':
      p.middleName = '';
      p.fatherMiddleName = '';
      break;
    case 'middle name joined':
      p.firstName = `${p.firstName}${p.middleName.toLowerCase()}`;
      p.middleName = '';
      break;
    case 'case and spaces':
      p.firstName = ` ${p.firstName.toUpperCase()} `;
      p.lastName = p.lastName.toLowerCase();
      break;
    case 'day/month swapped': {
      const [year, month, day] = p.dob.split('-');
      p.dob = `${year}-${day}-${month}`;
      break;
    }
  }
  return asQuery(p);
}

/** A day/month swap needs a day of 12 or less that differs from the month. */
export function canSwap(p: BenchPerson): boolean {
  const [, month, day] = p.dob.split('-').map(Number);
  return day! <= 12 && day !== month;
}

/**
 * `variants` queries made from random registry rows (the kinds in turn) and `strangers` made
 * from people who are not in the registry.
 */
export function benchQueries(
  seed: number,
  rows: number,
  variants: number,
  strangers: number,
  names?: NameSource,
  /** generated people are numbered from here (the rows before are another set's) */
  first = 0,
): BenchQuery[] {
  const random = mulberry32(seed * 7919 + 17);
  const queries: BenchQuery[] = [];
  const anyone = () => person(seed, first + Math.floor(random() * (rows - first)), names);
  for (let k = 0; queries.length < variants; k++) {
    const kind = QUERY_KINDS[k % QUERY_KINDS.length]!;
    let source = anyone();
    if (kind === 'middle name joined' || kind === 'middle name dropped') {
      while (source.middleName === '') source = anyone();
    }
    if (kind === 'day/month swapped') {
      while (!canSwap(source)) source = anyone();
    }
    queries.push({ kind, expectUid: source.uid, query: variantQuery(source, kind, random) });
  }
  for (let k = 0; k < strangers; k++) {
    // Indices past the loaded rows: the same distribution, nobody in the registry.
    const stranger = person(seed, rows + 1_000_000 + k, names);
    queries.push({ kind: 'not registered', expectUid: null, query: asQuery(stranger) });
  }
  return queries;
}

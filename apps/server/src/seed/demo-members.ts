import { buildJigyasuId } from '@form-a/domain/jigyasu-id';
import type { NewMember } from '../modules/members/repository';

// Deterministic so that every fresh demo database has the same UIDs.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MALE = [
  'Ram',
  'Shyam',
  'Mohan',
  'Rajesh',
  'Suresh',
  'Anil',
  'Vijay',
  'Prem',
  'Ashok',
  'Harish',
  'Dinesh',
  'Gopal',
  'Prakash',
  'Satish',
  'Naresh',
  'Arun',
  'Manoj',
  'Deepak',
  'Sanjay',
  'Ravi',
];
const FEMALE = [
  'Sita',
  'Geeta',
  'Kamla',
  'Sunita',
  'Anita',
  'Rekha',
  'Usha',
  'Meena',
  'Asha',
  'Savitri',
  'Lakshmi',
  'Radha',
  'Pushpa',
  'Kusum',
  'Shanti',
  'Saroj',
  'Neelam',
  'Poonam',
  'Suman',
  'Manju',
];
const MIDDLE = ['', '', '', 'Kumar', 'Prasad', 'Chandra', 'Devi', 'Rani', 'Lal', 'Nath'];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Agarwal',
  'Srivastava',
  'Saxena',
  'Mathur',
  'Bhatnagar',
  'Sinha',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Dubey',
  'Singh',
  'Yadav',
  'Jain',
  'Kapoor',
  'Khanna',
  'Malhotra',
  'Chaudhary',
  'Nigam',
  'Johri',
  'Rastogi',
  'Kulshreshtha',
];

export const DEMO_MEMBER_SEQUENCE_START = 1001;

function isoDate(year: number, month: number, day: number) {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A small registry: initiated members of several branches (most initiated long ago, some in
 * the last three years, some deceased with 'Late' titles) plus some approved seekers ('Jigyasu').
 */
export function demoMembers(branchNames: string[], today: Date, count = 400): NewMember[] {
  const random = mulberry32(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const year = today.getUTCFullYear();
  const homeBranches = ['Agra', 'Gurgaon', 'New Delhi', 'Mumbai', 'Kanpur', 'London'];
  const rows: NewMember[] = [];
  for (let i = 0; i < count; i++) {
    const female = random() < 0.5;
    const firstName = pick(female ? FEMALE : MALE);
    const middleName = pick(MIDDLE);
    const lastName = pick(LAST);
    const dob = isoDate(
      year - 25 - Math.floor(random() * 50),
      1 + Math.floor(random() * 12),
      1 + Math.floor(random() * 28),
    );
    const kind = i % 10; // 0-5 long initiated, 6 recent, 7 late, 8-9 Jigyasu
    const initiatedYearsAgo = kind === 6 ? Math.floor(random() * 2) : 4 + Math.floor(random() * 30);
    const firstDoi =
      kind >= 8
        ? null
        : isoDate(
            year - initiatedYearsAgo,
            1 + Math.floor(random() * 12),
            1 + Math.floor(random() * 28),
          );
    const baseTitle = kind >= 8 ? (female ? 'MS' : 'MR') : female ? 'PBN' : 'PB';
    const title = kind === 7 ? `Late ${baseTitle}` : baseTitle;
    const branch = i < 240 ? homeBranches[i % homeBranches.length]! : pick(branchNames);
    rows.push({
      uid: buildJigyasuId({
        firstName,
        middleName,
        lastName,
        dob,
        sequence: DEMO_MEMBER_SEQUENCE_START + i,
      }),
      title,
      firstName,
      middleName,
      lastName,
      dob,
      fatherFirstName: pick(MALE),
      fatherMiddleName: '',
      fatherLastName: lastName,
      firstDoi,
      branch,
      status: kind >= 8 ? 'Jigyasu' : 'Initiated',
      emailAddress: `${firstName}.${lastName}${i}@example.org`.toLowerCase(),
      phoneNumber: `+9198${String(10000000 + Math.floor(random() * 89999999))}`,
    });
  }
  return rows;
}

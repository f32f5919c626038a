/**
 * Writes dev set 3 (ADRs 074 and 077): dev set 2's registry, some of its people stored with an alias,
 * and queries of the ways people write names that sets 1 and 2 lack — given names as
 * initials ('R K', 'R.K.', 'RK'), the southern initial-first form without a surname, the
 * father's given names as initials, pet names, aliases, titles and relation markers, the birth
 * month off by one, a clan name for the surname, no father — each with a second change as
 * often as not, and look-alikes (twins, siblings, namesakes) written the same ways.
 *
 *   node --import tsx bench/dedup/written-forms-set.ts [--seed 74]
 *
 * Every name comes from dev set 2; the forms are made by general rules (initials, a cut name
 * with an endearing ending, the titles of written-forms.ts), never from a list of names.
 * Deterministic: the same seed gives the same file.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  readDevSet,
  type DevPerson,
  type DevQuery,
  type DevSet,
} from '../../apps/server/test/fixtures/dedup-dev-set';
import { mulberry32 } from './population';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '74' },
    from: { type: 'string', default: 'bench/dedup/fixtures/dedup-dev2.json.gz' },
    out: { type: 'string', default: 'bench/dedup/fixtures/dedup-dev3.json.gz' },
    'per-kind': { type: 'string', default: '40' },
  },
});
const random = mulberry32(Number(args.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const perKind = Number(args['per-kind']);

const devSet: DevSet = readDevSet(args.from!);
const population = devSet.population.map((person) => ({ ...person }));
type Stored = (typeof population)[number];

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
const plain = (p: Stored): DevPerson => ({
  first_name: p.first_name,
  middle_name: p.middle_name,
  last_name: p.last_name,
  dob: p.dob,
  father_first_name: p.father_first_name,
  father_middle_name: p.father_middle_name,
  father_last_name: p.father_last_name,
});
const realName = (text: string) => /^[A-Za-z]{4,}$/.test(text);

/** 'Rajesh Kumar' → 'R K', 'R.K.', 'RK' or 'R. K.' */
function initialsOf(names: string[]): string {
  const letters = names.map((name) => name[0]!.toUpperCase());
  return pick([
    letters.join(' '),
    `${letters.join('.')}.`,
    letters.join(''),
    `${letters.join('. ')}.`,
  ]);
}

/** The general rule of a pet name: cut after the first closed syllable, an ending added. */
function petName(name: string): string | null {
  const cut = /^[^aeiou]*[aeiou]+[^aeiouy]/i.exec(name)?.[0];
  if (!cut || cut.length < 3 || name.length < cut.length + 2) return null;
  const ending = pick(['u', 'oo', 'y', 'ee', 'u', 'y']);
  const doubled = random() < 0.3 ? cut.at(-1)! : '';
  return cap(cut + (ending === 'y' && cut.endsWith('k') ? 'c' : doubled) + ending);
}

function shiftDate(
  dob: string,
  change: 'digit' | 'swap' | 'month' | 'year' | 'year_month',
): string {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const iso = (year: number, month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const valid = (text: string) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  };
  let out = dob;
  if (change === 'swap' && d <= 12 && d !== m) out = iso(y, d, m);
  if (change === 'digit') out = iso(y, m, d % 10 === 9 ? d - 1 : d + 1);
  if (change === 'year') out = iso(y + (random() < 0.5 ? -1 : 1), m, d);
  if (change === 'month' || change === 'year_month') {
    const by = random() < 0.5 ? -1 : 1;
    const index = y * 12 + m - 1 + by;
    out = iso(Math.floor(index / 12) + (change === 'year_month' ? by : 0), (index % 12) + 1, d);
  }
  return valid(out) ? out : dob;
}

/** Typing without the vowels, as on a phone: 'Rjsh' for Rajesh (the first letter kept). */
function vowelsDropped(name: string): string | null {
  const out = name[0]! + name.slice(1).replace(/[aeiou]/gi, '');
  return out.length >= 3 && out !== name ? out : null;
}

/**
 * The second change most positives carry (the held-out set: 72 % of its positives have two),
 * drawn from the kinds themselves; never one on a field the first change already wrote.
 */
type Second =
  | 'dob_digit'
  | 'dob_swap'
  | 'dob_month'
  | 'dob_year'
  | 'no_father'
  | 'father_typo'
  | 'honorific'
  | 'clan_surname';
type Field = 'dob' | 'father' | 'last' | 'title';
const SECONDS: Array<[Second, Field]> = [
  ['dob_digit', 'dob'],
  ['dob_swap', 'dob'],
  ['dob_month', 'dob'],
  ['dob_month', 'dob'],
  ['dob_year', 'dob'],
  ['no_father', 'father'],
  ['no_father', 'father'],
  ['father_typo', 'father'],
  ['honorific', 'title'],
  ['clan_surname', 'last'],
];
const TWO_CHANGES = 0.72;

function second(query: DevPerson, taken: readonly Field[]): string | null {
  if (random() >= TWO_CHANGES) return null;
  const [change] = pick(SECONDS.filter(([, field]) => !taken.includes(field)));
  if (change === 'dob_digit') query.dob = shiftDate(query.dob, 'digit');
  if (change === 'dob_swap') query.dob = shiftDate(query.dob, 'swap');
  if (change === 'dob_month') query.dob = shiftDate(query.dob, 'month');
  if (change === 'dob_year') query.dob = shiftDate(query.dob, 'year');
  if (change === 'no_father') {
    query.father_first_name = '';
    query.father_middle_name = '';
    query.father_last_name = '';
  }
  if (change === 'father_typo') {
    const name = query.father_first_name;
    const at = Math.max(1, name.length - 2);
    query.father_first_name = name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
  }
  if (change === 'honorific') {
    if (random() < 0.7) query.first_name = `${pick(TITLES_BY_FIELD)} ${query.first_name}`;
    else if (query.father_first_name !== '')
      query.father_first_name = `${pick(['S/o', 'D/o', 'S/O'])} ${query.father_first_name}`;
  }
  if (change === 'clan_surname' && realName(query.last_name)) {
    const clan = pick(surnames.filter((s) => s[0] !== query.last_name[0]));
    if (query.father_last_name === query.last_name) query.father_last_name = clan;
    query.last_name = clan;
  }
  return `second change: ${change}`;
}

const TITLES_BY_FIELD = [
  'Shri',
  'Smt.',
  'Km.',
  'Dr.',
  'Er.',
  'Sardar',
  'Bibi',
  'Thiru',
  'Tmt.',
  'Haji',
  'Mr.',
  'Sau.',
];

const queries: DevQuery[] = [];
const used = new Set<string>();
function take(filter: (p: Stored) => boolean): Stored {
  for (;;) {
    const p = pick(population);
    if (!used.has(p.uid) && filter(p)) {
      used.add(p.uid);
      return p;
    }
  }
}
const surnames = [...new Set(population.map((p) => p.last_name).filter(realName))];
function positive(
  kind: string,
  taken: Field[],
  filter: (p: Stored) => boolean,
  make: (q: DevPerson, p: Stored) => string,
) {
  for (let n = 0; n < perKind; n++) {
    const p = take(filter);
    const query = plain(p);
    const made = make(query, p);
    const change = second(query, taken);
    queries.push({
      kind,
      expect_uid: p.uid,
      query,
      perturbations: [made, ...(change ? [change] : [])],
    });
  }
}

const hasFather = (p: Stored) =>
  realName(p.father_first_name.replace(/^(Late|Shri|Sh|Lt)\.? /i, ''));
positive(
  'initials_given',
  [],
  (p) => realName(p.first_name) && p.last_name !== '',
  (q, p) => {
    q.first_name = initialsOf([p.first_name, ...words(p.middle_name)]);
    q.middle_name = '';
    return `given names as initials: ${q.first_name}`;
  },
);
positive(
  'initials_southern',
  ['last'],
  (p) => realName(p.first_name) && hasFather(p) && p.last_name !== '',
  (q, p) => {
    const father = words(p.father_first_name).filter((w) => !/^(late|shri|sh|lt)\.?$/i.test(w));
    q.first_name =
      random() < 0.5 ? `${father[0]![0]}. ${p.first_name}` : `${p.first_name} ${father[0]![0]}.`;
    q.last_name = '';
    return `southern form: ${q.first_name}, no surname`;
  },
);
positive(
  'initials_father',
  ['father'],
  (p) => hasFather(p) && p.father_middle_name !== '',
  (q, p) => {
    const father = words(`${p.father_first_name} ${p.father_middle_name}`).filter(
      (w) => !/^(late|shri|sh|lt)\.?$/i.test(w),
    );
    q.father_first_name = initialsOf(father);
    q.father_middle_name = '';
    return `father's given names as initials: ${q.father_first_name}`;
  },
);
positive(
  'nickname',
  [],
  (p) => realName(p.first_name) && petName(p.first_name) !== null,
  (q, p) => {
    q.first_name = petName(p.first_name)!;
    return `pet name ${q.first_name} for ${p.first_name}`;
  },
);
positive(
  'alias_written',
  [],
  (p) => realName(p.first_name),
  (q, p) => {
    const other = petName(pick(population).first_name) ?? 'Bablu';
    q.first_name = pick([
      `${p.first_name} @ ${other}`,
      `${p.first_name} urf ${other}`,
      `${p.first_name} (${other})`,
      `${p.first_name} alias ${other}`,
    ]);
    return `alias added: ${q.first_name}`;
  },
);
positive(
  'alias_stored',
  [],
  (p) => realName(p.first_name),
  (q, p) => {
    const other = cap(pick(population.filter((x) => realName(x.first_name))).first_name);
    p.first_name = `${p.first_name} @ ${other}`;
    q.first_name = other;
    return `stored as ${p.first_name}, asked as ${other}`;
  },
);
positive(
  'honorific',
  ['title'],
  (p) => realName(p.first_name) && hasFather(p),
  (q, p) => {
    const title = pick(TITLES_BY_FIELD);
    const form = pick(['prefix', 'field', 'father']);
    if (form === 'prefix') q.first_name = `${title} ${p.first_name}`;
    if (form === 'field') {
      q.first_name = title;
      q.middle_name = [p.first_name, p.middle_name].filter(Boolean).join(' ');
    }
    if (form === 'father')
      q.father_first_name = `${pick(['S/o', 'D/o', 'W/o', 'S/O'])} ${p.father_first_name}`;
    return `title (${form}): ${q.first_name} | ${q.middle_name} | ${q.father_first_name}`;
  },
);
positive(
  'dob_month',
  ['dob'],
  () => true,
  (q) => {
    q.dob = shiftDate(q.dob, 'month');
    return 'birth month off by one';
  },
);
positive(
  'dob_year',
  ['dob'],
  () => true,
  (q) => {
    q.dob = shiftDate(q.dob, 'year');
    return 'birth year off by one';
  },
);
positive(
  'dob_year_month',
  ['dob'],
  () => true,
  (q) => {
    q.dob = shiftDate(q.dob, 'year_month');
    return 'birth year and month off by one';
  },
);
positive(
  'clan_surname',
  ['last'],
  (p) => realName(p.last_name) && hasFather(p),
  (q, p) => {
    q.last_name = pick(surnames.filter((s) => s[0] !== p.last_name[0]));
    q.father_last_name = q.father_last_name === p.last_name ? q.last_name : q.father_last_name;
    return `clan or village name ${q.last_name} for ${p.last_name}`;
  },
);

positive(
  'vowels_dropped',
  [],
  (p) => realName(p.first_name) && vowelsDropped(p.first_name) !== null,
  (q, p) => {
    q.first_name = vowelsDropped(p.first_name)!;
    return `typed without vowels: ${q.first_name} for ${p.first_name}`;
  },
);
positive(
  'no_father',
  ['father'],
  (p) => hasFather(p),
  (q) => {
    q.father_first_name = '';
    q.father_middle_name = '';
    q.father_last_name = '';
    return "father's name not given";
  },
);

// Look-alikes: a twin or a sibling written as initials or a pet name, a namesake's pet name.
function negative(kind: string, count: number, make: () => DevQuery | null) {
  for (let n = 0; n < count;) {
    const query = make();
    if (query) {
      queries.push(query);
      n++;
    }
  }
}
const givenNames = [...new Set(population.map((p) => p.first_name).filter(realName))];
negative('twin_initials', perKind, () => {
  const p = take((x) => realName(x.first_name) && x.last_name !== '' && hasFather(x));
  const twin = pick(givenNames.filter((name) => name[0] !== p.first_name[0]));
  const query = {
    ...plain(p),
    first_name: initialsOf([twin, ...words(p.middle_name)]),
    middle_name: '',
  };
  return {
    kind: 'twin_initials',
    expect_uid: null,
    related_uid: p.uid,
    query,
    perturbations: [`twin ${twin} of ${p.first_name}, as initials`],
  };
});
negative('twin_nickname', perKind, () => {
  const p = take((x) => realName(x.first_name) && hasFather(x));
  const twin = pick(givenNames.filter((name) => name.slice(0, 3) !== p.first_name.slice(0, 3)));
  const pet = petName(twin);
  if (!pet) return null;
  const query = { ...plain(p), first_name: pet };
  return {
    kind: 'twin_nickname',
    expect_uid: null,
    related_uid: p.uid,
    query,
    perturbations: [`twin ${twin} (${pet}) of ${p.first_name}`],
  };
});
negative('sibling_initials', perKind, () => {
  const p = take((x) => realName(x.first_name) && x.last_name !== '' && hasFather(x));
  const [y] = p.dob.split('-').map(Number) as [number];
  const query = {
    ...plain(p),
    first_name: initialsOf([p.first_name, ...words(p.middle_name)]),
    middle_name: '',
    dob: `${y + 2 + Math.floor(random() * 5)}${p.dob.slice(4)}`,
  };
  return {
    kind: 'sibling_initials',
    expect_uid: null,
    related_uid: p.uid,
    query,
    perturbations: ['sibling with the same initials, born years apart'],
  };
});
negative('namesake_nickname', perKind, () => {
  const p = take((x) => realName(x.first_name) && petName(x.first_name) !== null && hasFather(x));
  const other = pick(givenNames.filter((name) => name[0] !== p.father_first_name[0]));
  const query = {
    ...plain(p),
    first_name: petName(p.first_name)!,
    father_first_name: other,
    father_middle_name: '',
    dob: shiftDate(p.dob, 'digit'),
  };
  return {
    kind: 'namesake_nickname',
    expect_uid: null,
    related_uid: p.uid,
    query,
    perturbations: [`namesake ${query.first_name}, father ${other}`],
  };
});

// The held-out set's harder look-alikes, each written with the same forms.
const fatherNames = [
  ...new Set(
    population
      .map((p) => p.father_first_name.replace(/^(Late|Shri|Sh|Lt)\.? /i, ''))
      .filter(realName),
  ),
];
/** A date `months` months from `dob`, on `day` (or the same day), when valid. */
function monthsFrom(dob: string, months: number, day?: number): string {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const index = y * 12 + m - 1 + months;
  const out = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(day ?? d).padStart(2, '0')}`;
  const date = new Date(`${out}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(out) ? out : dob;
}
/** The given name as the look-alike writes it: in full, as initials, a pet name, or vowels. */
function writtenAs(name: string, middle: string): { first: string; middle: string; form: string } {
  const form = pick(['full', 'full', 'initials', 'pet', 'vowels']);
  if (form === 'initials') return { first: initialsOf([name, ...words(middle)]), middle: '', form };
  if (form === 'pet' && petName(name)) return { first: petName(name)!, middle, form };
  if (form === 'vowels' && vowelsDropped(name))
    return { first: vowelsDropped(name)!, middle, form };
  return { first: name, middle, form: 'full' };
}
// Cousins: the fathers are brothers (same family name, another given name), the children
// named alike (the same name, or the same initial) and born months apart.
negative('cousin', perKind, () => {
  const p = take((x) => realName(x.first_name) && realName(x.last_name) && hasFather(x));
  const name =
    random() < 0.6
      ? p.first_name
      : pick(givenNames.filter((n) => n[0] === p.first_name[0] && n !== p.first_name));
  const written = writtenAs(name, p.middle_name);
  const uncle = pick(fatherNames.filter((n) => n.slice(0, 3) !== p.father_first_name.slice(0, 3)));
  const months = (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * 11));
  const sameDay = random() < 0.4;
  const query: DevPerson = {
    ...plain(p),
    first_name: written.first,
    middle_name: written.middle,
    dob: monthsFrom(p.dob, months, sameDay ? undefined : 1 + Math.floor(random() * 28)),
    father_first_name: uncle,
  };
  const noFather = random() < 0.25;
  if (noFather) {
    query.father_first_name = '';
    query.father_middle_name = '';
    query.father_last_name = '';
  }
  if (query.dob === p.dob) return null;
  return {
    kind: 'cousin',
    expect_uid: null,
    related_uid: p.uid,
    query,
    perturbations: [
      `cousin ${name} (${written.form}) of ${p.first_name}, father ${uncle}, ${months} months apart${noFather ? ', father not given' : ''}`,
    ],
  };
});
// Another person with the same full name born the same year, in the same branch: another
// father (or none written), a date anywhere in the year, a quarter of them one slip away.
negative('same_name_year', perKind, () => {
  const p = take((x) => realName(x.first_name) && realName(x.last_name) && hasFather(x));
  const [y] = p.dob.split('-').map(Number) as [number];
  const near = random() < 0.25;
  const dob = near
    ? shiftDate(p.dob, pick(['digit', 'month', 'swap'] as const))
    : `${y}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  if (dob === p.dob) return null;
  const noFather = random() < 0.3;
  const other = pick(fatherNames.filter((n) => n.slice(0, 3) !== p.father_first_name.slice(0, 3)));
  const query: DevPerson = {
    ...plain(p),
    dob,
    father_first_name: noFather ? '' : other,
    father_middle_name: noFather ? '' : p.father_middle_name,
    father_last_name: noFather ? '' : p.father_last_name,
  };
  return {
    kind: 'same_name_year',
    expect_uid: null,
    related_uid: p.uid,
    query,
    perturbations: [
      `same full name, born ${dob} (${p.dob}), ${noFather ? 'father not given' : `father ${other}`}, branch ${p.branch}`,
    ],
  };
});
// Mother and daughter with the same initials: the daughter carries the mother's married
// surname, her father is the mother's husband, and she is born 18 to 35 years later.
negative('mother_daughter', perKind, () => {
  const p = take((x) => realName(x.first_name) && realName(x.last_name) && hasFather(x));
  const other = givenNames.filter((n) => n[0] === p.first_name[0] && n !== p.first_name);
  if (other.length === 0) return null;
  const name = pick(other);
  const written = writtenAs(name, '');
  const years = 18 + Math.floor(random() * 18);
  const older = random() < 0.5;
  const dob = monthsFrom(p.dob, (older ? -12 : 12) * years);
  const husband = pick(
    fatherNames.filter((n) => n.slice(0, 3) !== p.father_first_name.slice(0, 3)),
  );
  const query: DevPerson = {
    ...plain(p),
    first_name: written.first,
    middle_name: written.middle,
    dob,
    father_first_name: random() < 0.3 ? '' : husband,
    father_middle_name: '',
    father_last_name: p.last_name,
  };
  if (query.father_first_name === '') query.father_last_name = '';
  return {
    kind: 'mother_daughter',
    expect_uid: null,
    related_uid: p.uid,
    query,
    perturbations: [
      `${older ? 'mother' : 'daughter'} ${name} (${written.form}) of ${p.first_name}, ${years} years apart`,
    ],
  };
});

const set: DevSet & { about: string } = {
  about: `Dev set 3 (ADR 074), written by bench/dedup/written-forms-set.ts (seed ${args.seed}) from dev set 2: names as people write them.`,
  population,
  queries,
};
writeFileSync(args.out!, gzipSync(JSON.stringify(set)));
process.stdout.write(`${args.out}: ${population.length} people, ${queries.length} queries\n`);

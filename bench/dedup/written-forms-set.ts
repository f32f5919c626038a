/**
 * Writes dev set 3 (ADR 074): dev set 2's registry, some of its people stored with an alias,
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

function shiftDate(dob: string, change: 'digit' | 'swap' | 'month' | 'year_month'): string {
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
  if (change === 'month' || change === 'year_month') {
    const by = random() < 0.5 ? -1 : 1;
    const index = y * 12 + m - 1 + by;
    out = iso(Math.floor(index / 12) + (change === 'year_month' ? by : 0), (index % 12) + 1, d);
  }
  return valid(out) ? out : dob;
}

type Second = 'none' | 'dob_digit' | 'dob_swap' | 'dob_month' | 'no_father' | 'father_typo';
const SECONDS: Second[] = [
  'none',
  'none',
  'dob_digit',
  'dob_swap',
  'dob_month',
  'no_father',
  'father_typo',
];

function second(query: DevPerson, change: Second): string | null {
  if (change === 'none') return null;
  if (change === 'dob_digit') query.dob = shiftDate(query.dob, 'digit');
  if (change === 'dob_swap') query.dob = shiftDate(query.dob, 'swap');
  if (change === 'dob_month') query.dob = shiftDate(query.dob, 'month');
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
function positive(
  kind: string,
  filter: (p: Stored) => boolean,
  make: (q: DevPerson, p: Stored) => string,
) {
  for (let n = 0; n < perKind; n++) {
    const p = take(filter);
    const query = plain(p);
    const made = make(query, p);
    const change = kind.startsWith('dob_') ? null : second(query, pick(SECONDS));
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
  (p) => realName(p.first_name) && p.last_name !== '',
  (q, p) => {
    q.first_name = initialsOf([p.first_name, ...words(p.middle_name)]);
    q.middle_name = '';
    return `given names as initials: ${q.first_name}`;
  },
);
positive(
  'initials_southern',
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
  (p) => realName(p.first_name) && petName(p.first_name) !== null,
  (q, p) => {
    q.first_name = petName(p.first_name)!;
    return `pet name ${q.first_name} for ${p.first_name}`;
  },
);
positive(
  'alias_written',
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
  () => true,
  (q) => {
    q.dob = shiftDate(q.dob, 'month');
    const change = second(q, pick(['none', 'none', 'father_typo', 'no_father'] as Second[]));
    return `birth month off by one${change ? `; ${change}` : ''}`;
  },
);
positive(
  'dob_year_month',
  () => true,
  (q) => {
    q.dob = shiftDate(q.dob, 'year_month');
    return 'birth year and month off by one';
  },
);
const surnames = [...new Set(population.map((p) => p.last_name).filter(realName))];
positive(
  'clan_surname',
  (p) => realName(p.last_name) && hasFather(p),
  (q, p) => {
    q.last_name = pick(surnames.filter((s) => s[0] !== p.last_name[0]));
    q.father_last_name = q.father_last_name === p.last_name ? q.last_name : q.father_last_name;
    return `clan or village name ${q.last_name} for ${p.last_name}`;
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

const set: DevSet & { about: string } = {
  about: `Dev set 3 (ADR 074), written by bench/dedup/written-forms-set.ts (seed ${args.seed}) from dev set 2: names as people write them.`,
  population,
  queries,
};
writeFileSync(args.out!, gzipSync(JSON.stringify(set)));
process.stdout.write(`${args.out}: ${population.length} people, ${queries.length} queries\n`);

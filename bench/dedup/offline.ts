/**
 * The duplicate check on a development set, in memory: the same keys, look-ups and scoring as
 * the server, without a database, so a rule can be tried on 30,000 people in seconds.
 *
 *   npx tsx bench/dedup/offline.ts bench/dedup/fixtures/dedup-dev2.json.gz [--misses]
 *
 * The figures that count are `npm run bench:dedup-quality`'s (bench/dedup/quality.ts), which
 * runs the real write path and SQL; this tool only mirrors them for tuning.
 */
import {
  CANDIDATE_LIMIT,
  COMMON_NAME,
  blockingKeys,
  candidateLookups,
  candidatePreScore,
  candidateRanking,
  LOOKUP_ROW_LIMITS,
  preparePerson,
  scoreMatch,
  type CandidateLookup,
  type LookupIndex,
  type PersonNames,
} from '@form-a/domain/person-match';
import { readDevSet, type DevPerson } from '../../apps/server/test/fixtures/dedup-dev-set';

const file = process.argv[2] ?? 'bench/dedup/fixtures/dedup-dev2.json.gz';
const showMisses = process.argv.includes('--misses');
const devSet = readDevSet(file);

const names = (p: DevPerson): PersonNames => ({
  firstName: p.first_name,
  middleName: p.middle_name,
  lastName: p.last_name,
  dob: p.dob || null,
  fatherFirstName: p.father_first_name,
  fatherMiddleName: p.father_middle_name,
  fatherLastName: p.father_last_name,
});

const indexes = new Map<string, number[]>();
const people = devSet.population.map((p) => ({ uid: p.uid, names: names(p) }));
people.forEach((p, i) => {
  const k = blockingKeys(p.names);
  const add = (index: LookupIndex, keys: string[]) => {
    if (keys.some((key) => key === '')) return;
    const id = `${index}|${keys.join('|')}`;
    const list = indexes.get(id) ?? [];
    list.push(i);
    indexes.set(id, list);
  };
  add('dob', []);
  add('names', [k.names]);
  add('given_father', [k.given, k.father]);
  add('surname_father', [k.surname, k.father]);
  add('father_dob', [k.father]);
  add('given_dob', [k.given]);
  add('surname_initial', [k.surname, k.initial]);
});
const givenCount = new Map<string, number>();
for (const p of people) {
  const key = blockingKeys(p.names).given;
  givenCount.set(key, (givenCount.get(key) ?? 0) + 1);
}
const byDob = new Map<string, number[]>();
people.forEach((p, i) => {
  if (!p.names.dob) return;
  const list = byDob.get(p.names.dob) ?? [];
  list.push(i);
  byDob.set(p.names.dob, list);
});

function run(lookup: CandidateLookup): number[] {
  const pool =
    lookup.index === 'dob'
      ? lookup.dates.flatMap((d) => byDob.get(d) ?? [])
      : (indexes.get(`${lookup.index}|${lookup.keys.join('|')}`) ?? []);
  const out: number[] = [];
  for (const i of pool) {
    const dob = people[i]!.names.dob;
    const ok =
      lookup.index === 'dob' ||
      lookup.anyDate ||
      (dob !== null &&
        (lookup.dates.includes(dob) || lookup.ranges.some((r) => dob >= r.from && dob <= r.to)));
    if (ok) out.push(i);
    if (out.length >= LOOKUP_ROW_LIMITS[lookup.index]) break;
  }
  return out;
}

interface Stats {
  n: number;
  looked: number;
  recall: number;
  first: number;
  top5: number;
  likely: number;
}
const stats = new Map<string, Stats>();
const get = (kind: string) => {
  let s = stats.get(kind);
  if (!s) stats.set(kind, (s = { n: 0, looked: 0, recall: 0, first: 0, top5: 0, likely: 0 }));
  return s;
};
const candidateCounts: number[] = [];
const misses: string[] = [];
const started = performance.now();
for (const q of devSet.queries) {
  const query = names(q.query);
  const looked = new Set<number>();
  const lookups = candidateLookups(query);
  for (const lookup of lookups) for (const i of run(lookup)) looked.add(i);
  candidateCounts.push(looked.size);
  // The server keeps the best CANDIDATE_LIMIT by the pre-score of the stored keys.
  const ranking = candidateRanking(query);
  const keysOf = (i: number) => {
    const k = blockingKeys(people[i]!.names);
    return {
      firstKey: k.given,
      lastKey: k.surname,
      fatherKey: k.father,
      dob: people[i]!.names.dob,
    };
  };
  const found = new Set(
    [...looked]
      .map((i) => ({ i, pre: candidatePreScore(ranking, keysOf(i)) }))
      .sort((a, b) => b.pre - a.pre || people[a.i]!.uid.localeCompare(people[b.i]!.uid))
      .slice(0, CANDIDATE_LIMIT)
      .map(({ i }) => i),
  );
  const prepared = {
    ...preparePerson(query),
    givenIsCommon: (givenCount.get(blockingKeys(query).given) ?? 0) >= COMMON_NAME,
  };
  const scored = [...found]
    .map((i) => ({ i, ...scoreMatch(prepared, preparePerson(people[i]!.names)) }))
    .filter((m) => m.level !== null)
    .sort((a, b) => b.score - a.score || people[a.i]!.uid.localeCompare(people[b.i]!.uid))
    .slice(0, 10);
  const s = get(q.kind);
  const all = get(q.expect_uid ? 'ALL POSITIVES' : 'ALL NEGATIVES');
  for (const t of [s, all]) t.n += 1;
  if (q.expect_uid) {
    const inCandidates = [...found].some((i) => people[i]!.uid === q.expect_uid);
    const inLookups = [...looked].some((i) => people[i]!.uid === q.expect_uid);
    const rank = scored.findIndex((m) => people[m.i]!.uid === q.expect_uid);
    for (const t of [s, all]) {
      if (inLookups) t.looked += 1;
      if (inCandidates) t.recall += 1;
      if (rank === 0) t.first += 1;
      if (rank >= 0 && rank < 5) t.top5 += 1;
      if (rank === 0 && scored[0]!.level === 'likely') t.likely += 1;
    }
    if (rank !== 0 || scored[0]!.level !== 'likely') {
      const truth = people.find((p) => p.uid === q.expect_uid)!;
      const top = scored[0];
      misses.push(
        `${q.kind} ${inCandidates ? '' : 'NOT FOUND '}rank ${rank}${rank === 0 ? ` ${scored[0]!.level}` : ''} ${JSON.stringify(q.perturbations)}\n` +
          `    Q ${Object.values(query).join('|')}\n    T ${Object.values(truth.names).join('|')}` +
          (rank === 0
            ? ` ${scored[0]!.score} ${scored[0]!.reasons.join('; ')}`
            : top
              ? `\n    1 ${Object.values(people[top.i]!.names).join('|')} ${top.score} ${top.level} ${top.reasons.join('; ')}`
              : ''),
      );
    }
  } else {
    const likely = scored.find((m) => m.level === 'likely');
    if (likely) {
      for (const t of [s, all]) t.likely += 1;
      misses.push(
        `${q.kind} FALSE LIKELY ${JSON.stringify(q.perturbations)}\n    Q ${Object.values(query).join('|')}\n    L ${Object.values(people[likely.i]!.names).join('|')} ${likely.score} ${likely.reasons.join('; ')}`,
      );
    }
  }
}
const elapsed = performance.now() - started;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1).padStart(5)}%`;
console.log('kind                 n  looked  kept   top-1  top-5  likely');
for (const [kind, s] of [...stats].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(
    `${kind.padEnd(18)} ${String(s.n).padStart(4)}  ${pct(s.looked, s.n)} ${pct(s.recall, s.n)} ${pct(s.first, s.n)} ${pct(s.top5, s.n)} ${pct(s.likely, s.n)}`,
  );
}
candidateCounts.sort((a, b) => a - b);
console.log(
  `rows the look-ups find per query (before the cut to ${CANDIDATE_LIMIT}): p50 ${candidateCounts[candidateCounts.length >> 1]}, p95 ${candidateCounts[Math.floor(candidateCounts.length * 0.95)]}, max ${candidateCounts.at(-1)}; ${(elapsed / devSet.queries.length).toFixed(2)} ms per query`,
);
if (showMisses) console.log(misses.join('\n'));

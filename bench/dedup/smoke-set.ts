/**
 * Writes the duplicate check's quality smoke set (ADR 060) from dev set 2: a few queries of
 * every kind and a few hundred registry people, small enough for the API test suite
 * (apps/server/test/dedup-quality.test.ts) to load and ask in a couple of seconds.
 *
 *   node --import tsx bench/dedup/smoke-set.ts [--per-kind 2] [--people 400]
 *
 * Each query keeps its true record, the look-alike it was made from and the records the set
 * names as near it, and brings the people most likely to be confused with it: those of the same
 * surname born within a year, and those born on the same day. The rest are every Nth person of
 * the registry, so the common names stay common. Deterministic: the same set gives the same file.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readDevSet, type DevSet } from '../../apps/server/test/fixtures/dedup-dev-set';

const { values: args } = parseArgs({
  options: {
    'per-kind': { type: 'string', default: '2' },
    people: { type: 'string', default: '400' },
    'look-alikes': { type: 'string', default: '20' },
    from: { type: 'string', default: 'bench/dedup/fixtures/dedup-dev2.json.gz' },
    out: { type: 'string', default: 'apps/server/test/fixtures/dedup-smoke.json' },
  },
});
const perKind = Number(args['per-kind']);
const people = Number(args.people);
const lookAlikes = Number(args['look-alikes']);

const devSet = readDevSet(args.from!);
const taken = new Map<string, number>();
const queries = devSet.queries.filter(({ kind }) => {
  const count = taken.get(kind) ?? 0;
  taken.set(kind, count + 1);
  return count < perKind;
});

const byUid = new Map(devSet.population.map((person) => [person.uid, person]));
const chosen = new Set<string>();
for (const query of queries) {
  for (const uid of [query.expect_uid, query.related_uid, ...(query.near_uids ?? [])]) {
    if (uid && byUid.has(uid)) chosen.add(uid);
  }
}
const year = (dob: string) => Number(dob.slice(0, 4));
for (const { query } of queries) {
  const close = devSet.population.filter(
    (person) =>
      (person.last_name === query.last_name && Math.abs(year(person.dob) - year(query.dob)) <= 1) ||
      person.dob === query.dob,
  );
  for (const person of close.slice(0, lookAlikes)) chosen.add(person.uid);
}
const step = Math.max(1, Math.floor(devSet.population.length / people));
for (let at = 0; chosen.size < people && at < devSet.population.length; at += step) {
  chosen.add(devSet.population[at]!.uid);
}

const smoke: DevSet & { about: string } = {
  about: `The duplicate check's quality smoke set, written by bench/dedup/smoke-set.ts from dev set 2 (${perKind} queries of each kind, ${chosen.size} people). The figures that count are the whole sets' (npm run bench:dedup-quality).`,
  population: devSet.population.filter((person) => chosen.has(person.uid)),
  queries: queries.map(({ kind, expect_uid, related_uid, query }) => ({
    kind,
    expect_uid,
    ...(related_uid ? { related_uid } : {}),
    query,
  })),
};
writeFileSync(args.out!, `${JSON.stringify(smoke, null, 1)}\n`);
process.stdout.write(
  `${args.out}: ${smoke.population.length} people, ${smoke.queries.length} queries\n`,
);

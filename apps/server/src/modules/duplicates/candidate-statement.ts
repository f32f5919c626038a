import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  CANDIDATE_LIMIT,
  CANDIDATE_PRESCORE,
  COMMON_NAME,
  LOOKUP_ROW_LIMITS,
  type CandidateLookup,
  type CandidateRanking,
  type LookupIndex,
} from '@form-a/domain/person-match';

export interface CandidateProbe {
  /** the independent index look-ups (@form-a/domain/person-match candidateLookups) */
  lookups: CandidateLookup[];
  /** the query's keys and dates, for the pre-score that keeps the best rows */
  ranking: CandidateRanking;
}

/**
 * A probe as the values of one statement of fixed shape (ADR 078). A look-up the query does not
 * make has empty keys or no dates, and its part of the statement finds nothing.
 */
export interface CandidateParameters {
  dobDates: string[];
  /** the name-pair look-ups' dates: one set of dates, ranges and 'any date' for all three */
  pairDates: string[];
  pairFrom: string | null;
  pairTo: string | null;
  pairAnyDate: boolean;
  namesKey: string;
  givenFatherGiven: string;
  givenFatherFather: string;
  surnameFatherSurname: string;
  surnameFatherFather: string;
  /** the given-name look-ups (one per given key) and the surname-initial one share these */
  datedDates: string[];
  givenDobKeys: string[];
  surnameInitialSurname: string;
  surnameInitialInitial: string;
  fatherDobFather: string;
  fatherDobDates: string[];
  rankGivenKeys: string[];
  rankGiven: string;
  rankSurname: string;
  rankInitial: string;
  rankFather: string;
  rankExactDates: string[];
  rankNearDates: string[];
  rankFrom: string | null;
  rankTo: string | null;
}

type Name = keyof CandidateParameters & string;
const text = (name: Name) => sql`${sql.placeholder(name)}::text`;
const texts = (name: Name) => sql`${sql.placeholder(name)}::text[]`;
const date = (name: Name) => sql`${sql.placeholder(name)}::date`;
const dates = (name: Name) => sql`${sql.placeholder(name)}::date[]`;
const points = (value: number) => sql.raw(String(value));

/** What each look-up reads: only columns every look-up's index holds (an index-only scan). */
const FOUND_COLUMNS = sql.raw('member_uid, registration_id, dob, first_key, last_key, father_key');

/** One look-up. */
function lookup(index: LookupIndex, where: SQL) {
  return sql`(SELECT ${FOUND_COLUMNS}
    FROM person_match_keys WHERE ${where} LIMIT ${points(LOOKUP_ROW_LIMITS[index])})`;
}

/**
 * A name-pair look-up in its three date modes; only one or two of them ever run for a query
 * (a date, the year of a 1 January date, no date) and the others stop at their first
 * condition, which names no column.
 */
function pairLookups(index: LookupIndex, keys: SQL) {
  return [
    lookup(index, sql`${keys} AND dob = ANY(${dates('pairDates')})`),
    lookup(
      index,
      sql`${date('pairFrom')} IS NOT NULL AND ${keys}
        AND dob BETWEEN ${date('pairFrom')} AND ${date('pairTo')}`,
    ),
    lookup(index, sql`${sql.placeholder('pairAnyDate')}::boolean AND ${keys}`),
  ];
}

const swapped = sql`(${text('rankGiven')} <> '' AND ${text('rankSurname')} <> ''
  AND first_key = ${text('rankSurname')} AND last_key = ${text('rankGiven')})`;

/** candidatePreScore (@form-a/domain/person-match) as SQL over the look-ups' columns. */
const preScore = sql`
  CASE WHEN cardinality(${texts('rankGivenKeys')}) = 0 THEN 0
    WHEN first_key = ANY(${texts('rankGivenKeys')}) OR ${swapped}
      THEN ${points(CANDIDATE_PRESCORE.given)}
    WHEN ${text('rankInitial')} <> '' AND left(first_key, 1) = ${text('rankInitial')}
      THEN ${points(CANDIDATE_PRESCORE.initial)}
    ELSE 0 END
  + CASE WHEN (${text('rankSurname')} <> '' AND last_key = ${text('rankSurname')}) OR ${swapped}
      THEN ${points(CANDIDATE_PRESCORE.surname)} ELSE 0 END
  + CASE WHEN ${text('rankFather')} <> '' AND father_key = ${text('rankFather')}
      THEN ${points(CANDIDATE_PRESCORE.father)} ELSE 0 END
  + CASE WHEN dob = ANY(${dates('rankExactDates')}) THEN ${points(CANDIDATE_PRESCORE.dobExact)}
    WHEN dob = ANY(${dates('rankNearDates')})
      OR dob BETWEEN ${date('rankFrom')} AND ${date('rankTo')}
      THEN ${points(CANDIDATE_PRESCORE.dobNear)}
    ELSE 0 END`;

/**
 * The look-ups (ADR 027: the date of birth and its swap, each pair of name keys near the date,
 * the father near the date; ADR 074: each given name, and the surname with the given name's
 * first sound, near the date), unioned.
 */
const found = sql.join(
  [
    // One index probe per date, not `dob = ANY(…)`: in a generic plan PostgreSQL cannot see
    // how few dates the array holds and read the whole table instead (155 ms a check on the API bench's
    // million records);
    // the inner LIMIT keeps the join a loop of probes rather than a hash join over the table.
    sql`(SELECT on_day.* FROM unnest(${dates('dobDates')}) AS day(dob)
      CROSS JOIN LATERAL (SELECT ${FOUND_COLUMNS}
        FROM person_match_keys WHERE person_match_keys.dob = day.dob
        LIMIT ${points(LOOKUP_ROW_LIMITS.dob)}) AS on_day
      LIMIT ${points(LOOKUP_ROW_LIMITS.dob)})`,
    ...pairLookups('names', sql`${text('namesKey')} <> '' AND names_key = ${text('namesKey')}`),
    ...pairLookups(
      'given_father',
      sql`${text('givenFatherGiven')} <> '' AND ${text('givenFatherFather')} <> ''
        AND first_key = ${text('givenFatherGiven')} AND father_key = ${text('givenFatherFather')}`,
    ),
    ...pairLookups(
      'surname_father',
      sql`${text('surnameFatherSurname')} <> '' AND ${text('surnameFatherFather')} <> ''
        AND last_key = ${text('surnameFatherSurname')}
        AND father_key = ${text('surnameFatherFather')}`,
    ),
    sql`(SELECT given_row.* FROM unnest(${texts('givenDobKeys')}) AS given(key)
      CROSS JOIN LATERAL ${lookup(
        'given_dob',
        sql`first_key = given.key AND dob = ANY(${dates('datedDates')})`,
      )} AS given_row)`,
    lookup(
      'surname_initial',
      sql`${text('surnameInitialSurname')} <> '' AND ${text('surnameInitialInitial')} <> ''
        AND last_key = ${text('surnameInitialSurname')}
        AND initial_key = ${text('surnameInitialInitial')} AND dob = ANY(${dates('datedDates')})`,
    ),
    lookup(
      'father_dob',
      sql`${text('fatherDobFather')} <> '' AND father_key = ${text('fatherDobFather')}
        AND dob = ANY(${dates('fatherDobDates')})`,
    ),
  ],
  sql` UNION `,
);

/**
 * The candidate step in one statement of fixed shape, prepared once per connection: the
 * look-ups read their indexes only; their rows are ranked by the pre-score of the stored keys
 * and the best CANDIDATE_LIMIT are joined to the member or registration row for their names
 * and branch. The same statement asks whether others carry the query's given-name key (a
 * two-row index probe).
 */
const candidates = sql`
  WITH found AS (${found}),
  kept AS (
    SELECT member_uid, registration_id, ${preScore} AS pre
    FROM found
    ORDER BY pre DESC, member_uid, registration_id
    LIMIT ${points(CANDIDATE_LIMIT)})
  SELECT kept.member_uid AS "memberUid",
    kept.registration_id AS "registrationId",
    coalesce(m.branch, r.branch, '') AS branch,
    coalesce(m.first_name, r.first_name, '') AS "firstName",
    coalesce(m.middle_name, r.middle_name, '') AS "middleName",
    coalesce(m.last_name, r.last_name, '') AS "lastName",
    coalesce(m.dob, r.dob)::text AS dob,
    m.father_first_name AS "fatherFirstName",
    m.father_middle_name AS "fatherMiddleName",
    m.father_last_name AS "fatherLastName",
    r.father_name AS "fatherName",
    (SELECT count(*) FROM (SELECT 1 FROM person_match_keys
      WHERE first_key = ${text('rankGiven')} LIMIT ${points(COMMON_NAME)}) named)::int
      AS "givenCount"
  FROM kept
  LEFT JOIN members m ON m.uid = kept.member_uid
  LEFT JOIN registrations r ON r.id = kept.registration_id
  ORDER BY kept.pre DESC, kept.member_uid, kept.registration_id`;

const dialect = new PgDialect();

/** The candidate statement, compiled once; its parameters are placeholders named as above. */
export const CANDIDATE_QUERY = dialect.sqlToQuery(candidates);

/** The look-ups' rows alone, before the pre-score keeps the best (the bench counts them). */
export const FOUND_QUERY = dialect.sqlToQuery(
  sql`SELECT member_uid, registration_id FROM (${found}) found`,
);

function one(lookups: CandidateLookup[], index: LookupIndex): CandidateLookup | undefined {
  const matching = lookups.filter((candidate) => candidate.index === index);
  if (matching.length > 1) throw new Error(`more than one ${index} look-up`);
  return matching[0];
}

function sameDates(a: CandidateLookup, b: CandidateLookup): boolean {
  return (
    a.anyDate === b.anyDate &&
    JSON.stringify([a.dates, a.ranges]) === JSON.stringify([b.dates, b.ranges])
  );
}

/**
 * The probe's look-ups and ranking as the statement's values. A probe the statement cannot
 * express (look-ups of one group with different dates, more than one range) is a programming
 * error: candidateLookups makes none.
 */
export function candidateParameters({ lookups, ranking }: CandidateProbe): CandidateParameters {
  const names = one(lookups, 'names');
  const givenFather = one(lookups, 'given_father');
  const surnameFather = one(lookups, 'surname_father');
  const surnameInitial = one(lookups, 'surname_initial');
  const fatherDob = one(lookups, 'father_dob');
  const givenDob = lookups.filter((candidate) => candidate.index === 'given_dob');
  const pairs = [names, givenFather, surnameFather].filter((pair) => pair !== undefined);
  const dated = [...givenDob, ...(surnameInitial ? [surnameInitial] : [])];
  const pair = pairs[0];
  if (
    pairs.some((other) => !sameDates(other, pair!)) ||
    dated.some((other) => other.ranges.length > 0 || other.anyDate || !sameDates(other, dated[0]!))
  ) {
    throw new Error('the look-ups of one group must share their dates');
  }
  if ((pair?.ranges.length ?? 0) > 1 || ranking.ranges.length > 1) {
    throw new Error('at most one range of dates');
  }
  const pairRange = pair?.ranges[0];
  const rankRange = ranking.ranges[0];
  return {
    dobDates: one(lookups, 'dob')?.dates ?? [],
    pairDates: pair?.dates ?? [],
    pairFrom: pairRange?.from ?? null,
    pairTo: pairRange?.to ?? null,
    pairAnyDate: pair?.anyDate ?? false,
    namesKey: names?.keys[0] ?? '',
    givenFatherGiven: givenFather?.keys[0] ?? '',
    givenFatherFather: givenFather?.keys[1] ?? '',
    surnameFatherSurname: surnameFather?.keys[0] ?? '',
    surnameFatherFather: surnameFather?.keys[1] ?? '',
    datedDates: dated[0]?.dates ?? [],
    givenDobKeys: givenDob.map((candidate) => candidate.keys[0]!),
    surnameInitialSurname: surnameInitial?.keys[0] ?? '',
    surnameInitialInitial: surnameInitial?.keys[1] ?? '',
    fatherDobFather: fatherDob?.keys[0] ?? '',
    fatherDobDates: fatherDob?.dates ?? [],
    rankGivenKeys: ranking.givenKeys,
    rankGiven: ranking.keys.given,
    rankSurname: ranking.keys.surname,
    rankInitial: ranking.keys.initial,
    rankFather: ranking.keys.father,
    rankExactDates: ranking.exactDates,
    rankNearDates: ranking.nearDates,
    rankFrom: rankRange?.from ?? null,
    rankTo: rankRange?.to ?? null,
  };
}

/** The values of CANDIDATE_QUERY or FOUND_QUERY for a probe, in their order ($1, $2, …). */
export function candidateValues(
  query: typeof CANDIDATE_QUERY | typeof FOUND_QUERY,
  probe: CandidateProbe,
): unknown[] {
  return fillPlaceholders(query.params, { ...candidateParameters(probe) });
}

import { z } from 'zod';
import {
  candidateLookups,
  candidateRanking,
  preparePerson,
  scoreMatch,
  type PersonNames,
  type PreparedPerson,
} from '@form-a/domain/person-match';
import {
  DUPLICATE_MATCH_LIMIT,
  matchLevelSchema,
  type DuplicateMatch,
  type DuplicateQuery,
} from '@form-a/domain/schemas/duplicate-match';
import type { Db } from '../../db/client';
import type { CandidateProbe } from './candidate-statement';
import { findMatchCandidates, type CandidateRow } from './repository';

/** The organisation's data service (spec section 7): possible duplicates of a person. */
export interface DataService {
  /** Best first, at most `limit` (10 by default). Throws DataServiceError when it cannot answer. */
  findDuplicates(query: DuplicateQuery, options?: { limit?: number }): Promise<DuplicateMatch[]>;
}

export class DataServiceError extends Error {}

export function queryPersonNames(query: DuplicateQuery): PersonNames {
  return {
    firstName: query.first_name,
    middleName: query.middle_name,
    lastName: query.last_name,
    dob: query.dob,
    fatherFirstName: query.father_first_name,
    fatherMiddleName: query.father_middle_name,
    fatherLastName: query.father_last_name,
  };
}

function dobParts(dob: string | null) {
  const [yyyy = '', mm = '', dd = ''] = dob ? dob.split('-') : [];
  return { dob_yyyy: yyyy, dob_mm: mm, dob_dd: dd };
}

/** Best first; equal scores keep a stable order (UID, then record id). */
function byScore(a: DuplicateMatch, b: DuplicateMatch): number {
  return (
    b.score - a.score ||
    (a.jig_uid ?? '').localeCompare(b.jig_uid ?? '') ||
    (a.registration_id ?? 0) - (b.registration_id ?? 0)
  );
}

/** Scores the candidates against the query and keeps those worth showing. */
export function rankCandidates(
  query: PreparedPerson,
  candidates: readonly CandidateRow[],
  limit: number,
): DuplicateMatch[] {
  const matches: DuplicateMatch[] = [];
  for (const candidate of candidates) {
    const result = scoreMatch(query, preparePerson(candidate));
    if (result.level === null) continue;
    matches.push({
      branch: candidate.branch,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      ...dobParts(candidate.dob),
      father_first_name: candidate.fatherFirstName,
      father_middle_name: candidate.fatherMiddleName,
      father_last_name: candidate.fatherLastName,
      jig_uid: candidate.memberUid,
      registration_id: candidate.registrationId,
      score: result.score,
      level: result.level,
      reasons: result.reasons,
    });
  }
  return matches.sort(byScore).slice(0, limit);
}

/**
 * Answers from the portal's own tables (used when DATA_SERVICE_URL is unset): the member
 * registry and every registration in the pipeline, found by index look-ups on the stored keys.
 */
export class BuiltInDataService implements DataService {
  constructor(private readonly db: Db) {}

  async findDuplicates(
    query: DuplicateQuery,
    options: { limit?: number } = {},
  ): Promise<DuplicateMatch[]> {
    return (await this.search(query, options)).matches;
  }

  /** The matches and the candidate rows they were ranked from (for measuring each step). */
  async search(
    query: DuplicateQuery,
    { limit = DUPLICATE_MATCH_LIMIT }: { limit?: number } = {},
  ): Promise<{ candidates: CandidateRow[]; matches: DuplicateMatch[] }> {
    const { prepared, probe } = candidateProbe(query);
    if (!probe) return { candidates: [], matches: [] };
    const { rows, givenIsCommon } = await findMatchCandidates(this.db, probe);
    return {
      candidates: rows,
      matches: rankCandidates({ ...prepared, givenIsCommon }, rows, limit),
    };
  }
}

/** The query prepared for scoring, and the index look-ups that find its candidates. */
export function candidateProbe(query: DuplicateQuery): {
  prepared: PreparedPerson;
  probe: CandidateProbe | null;
} {
  const names = queryPersonNames(query);
  const prepared = preparePerson(names);
  // A query without a given name is not asked; one written as initials ('R K') is.
  if (prepared.given.text === '' && !prepared.initialsOnly) return { prepared, probe: null };
  return {
    prepared,
    probe: { lookups: candidateLookups(names), ranking: candidateRanking(names) },
  };
}

/** What an external service may answer: the spec's record, with or without our extensions. */
const externalMatchSchema = z.looseObject({
  branch: z.string().nullish(),
  first_name: z.string().nullish(),
  middle_name: z.string().nullish(),
  last_name: z.string().nullish(),
  dob_yyyy: z.union([z.string(), z.number()]).nullish(),
  dob_mm: z.union([z.string(), z.number()]).nullish(),
  dob_dd: z.union([z.string(), z.number()]).nullish(),
  father_first_name: z.string().nullish(),
  father_middle_name: z.string().nullish(),
  father_last_name: z.string().nullish(),
  jig_uid: z.string().nullish(),
  registration_id: z.number().nullish(),
  score: z.number().min(0).max(1).nullish(),
  level: matchLevelSchema.nullish(),
  reasons: z.array(z.string()).nullish(),
});

const pad = (value: string | number | null | undefined, width: number) =>
  value === null || value === undefined || value === ''
    ? ''
    : String(value).trim().padStart(width, '0');

/**
 * Calls GET {baseUrl}/jigyasu_dedup_data of an external data service. Records it answers
 * without a score are scored here against the query, so the dialog ranks them the same way.
 */
export class HttpDataService implements DataService {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async findDuplicates(
    query: DuplicateQuery,
    { limit = DUPLICATE_MATCH_LIMIT }: { limit?: number } = {},
  ): Promise<DuplicateMatch[]> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/jigyasu_dedup_data`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value ?? '');
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new DataServiceError(`data service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new DataServiceError(`data service answered ${response.status}`);
    }
    const parsed = z
      .array(externalMatchSchema)
      .safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new DataServiceError('data service answered an unexpected shape');

    const prepared = preparePerson(queryPersonNames(query));
    const matches = parsed.data.map((record): DuplicateMatch => {
      const yyyy = pad(record.dob_yyyy, 4);
      const mm = pad(record.dob_mm, 2);
      const dd = pad(record.dob_dd, 2);
      const candidate: PersonNames = {
        firstName: record.first_name ?? '',
        middleName: record.middle_name ?? '',
        lastName: record.last_name ?? '',
        dob: yyyy && mm && dd ? `${yyyy}-${mm}-${dd}` : null,
        fatherFirstName: record.father_first_name ?? '',
        fatherMiddleName: record.father_middle_name ?? '',
        fatherLastName: record.father_last_name ?? '',
      };
      const scored = scoreMatch(prepared, preparePerson(candidate));
      return {
        branch: record.branch ?? '',
        first_name: candidate.firstName,
        last_name: candidate.lastName,
        dob_yyyy: yyyy,
        dob_mm: mm,
        dob_dd: dd,
        father_first_name: candidate.fatherFirstName,
        father_middle_name: candidate.fatherMiddleName,
        father_last_name: candidate.fatherLastName,
        jig_uid: record.jig_uid ?? null,
        registration_id: record.registration_id ?? null,
        // The service said it is a possible duplicate; our score ranks it, never hides it.
        score: record.score ?? scored.score,
        level: record.level ?? scored.level ?? 'possible',
        reasons: record.reasons ?? scored.reasons,
      };
    });
    return matches.sort(byScore).slice(0, limit);
  }
}

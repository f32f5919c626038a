import { splitFullName } from '@form-a/domain/approved-record';
import { refsOf } from '@form-a/domain/message-ref';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import {
  DUPLICATE_MATCH_LIMIT,
  type DuplicateLevels,
  type DuplicateMatch,
  type DuplicatePrecheckResult,
  type DuplicateQuery,
  type DuplicatesResponse,
} from '@form-a/domain/schemas/duplicate-match';
import { and, inArray, notInArray } from 'drizzle-orm';
import { GONE_STATUS_IDS, isGoneStatus } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/registration-errors';
import { findRegistration } from '../registrations/repository';
import { BuiltInDataService, type DataService } from './data-service';
import { listPrecheckMatches, recordPrecheckMatches } from './precheck-log';

/** by key: the answer carries the English text and its key (lib/app-error) */
const DUPLICATE_CHECK_MESSAGES = refsOf('duplicateCheck');

type PersonColumns = Pick<
  typeof registrations.$inferSelect,
  'firstName' | 'middleName' | 'lastName' | 'dob' | 'fatherName'
>;

function queryOf(row: PersonColumns): DuplicateQuery {
  const father = splitFullName(row.fatherName);
  return {
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    father_first_name: father.first,
    father_middle_name: father.middle,
    father_last_name: father.last,
    dob: row.dob,
  };
}

/**
 * The reviewer's 'Check Duplicate': the configured data service asked about one record. The
 * queue badge and the secretary's check before submit ask the portal's own tables instead
 * (ADR 029): a page of badges is dozens of look-ups, which must not become dozens of calls to
 * another system, and a record still in the pipeline is only in ours.
 */
export class DuplicatesService {
  constructor(
    private readonly db: Db,
    private readonly data: DataService,
    /** the portal's own tables, for the badges, the precheck and the data-service route */
    readonly local: BuiltInDataService = new BuiltInDataService(db),
  ) {}

  /** Each record's best match level (itself and its own member row left out), in one page. */
  async levelsFor(ids: readonly number[]): Promise<DuplicateLevels> {
    if (ids.length === 0) return { items: [] };
    const rows = await this.db
      .select({
        id: registrations.id,
        jigyasuUid: registrations.jigyasuUid,
        firstName: registrations.firstName,
        middleName: registrations.middleName,
        lastName: registrations.lastName,
        dob: registrations.dob,
        fatherName: registrations.fatherName,
      })
      .from(registrations)
      // a discarded draft (ADR 051) or an erased record (ADR 055) is in no list: no badge either
      .where(
        and(
          inArray(registrations.id, [...ids]),
          notInArray(registrations.status, [...GONE_STATUS_IDS]),
        ),
      );
    const items = await Promise.all(
      rows.map(async (row) => {
        // three: the record itself and its member row may come first
        const matches = await this.local.findDuplicates(queryOf(row), { limit: 3 });
        const ownUid = row.jigyasuUid?.toUpperCase() ?? null;
        const best = matches.find(
          (match) =>
            match.registration_id !== row.id &&
            !(ownUid !== null && match.jig_uid?.toUpperCase() === ownUid),
        );
        return { id: row.id, level: best?.level ?? null };
      }),
    );
    return { items };
  }

  /**
   * Whether a 'likely' match of the person is in the registry (first, the stronger warning) or
   * in process. Answers no names, UIDs or branches: the secretary's grant is their branch.
   * Every match it finds, 'possible' ones too, is recorded with who asked (precheck-log.ts), so
   * that probing for someone's birth date one date at a time shows where reviewers look.
   */
  async precheck(
    query: DuplicateQuery,
    prober: SessionUser,
    excludeRegistrationId?: number,
  ): Promise<DuplicatePrecheckResult> {
    const matches = (await this.local.findDuplicates(query, { limit: 5 })).filter(
      (match) => match.registration_id !== excludeRegistrationId,
    );
    await recordPrecheckMatches(
      this.db,
      prober,
      matches.map((match) => ({
        level: match.level,
        registrationId: match.registration_id,
        memberUid: match.registration_id === null ? match.jig_uid : null,
      })),
    );
    const likely = matches.filter((match) => match.level === 'likely');
    if (likely.length === 0) return { warning: null };
    const inRegistry = likely.some((match) => match.jig_uid !== null);
    return { warning: { level: 'likely', source: inRegistry ? 'registry' : 'in-process' } };
  }

  /** The pre-check log for approvers, newest first. */
  async precheckMatches(page: number, pageSize: number) {
    const { items, total } = await listPrecheckMatches(this.db, page, pageSize);
    return { items, total, page, pageSize };
  }

  /**
   * The record's likely matches, as the review screens show them: the same call as 'Check
   * Duplicate' and the screens' warning (forRegistration), so that the server refuses a
   * validate or approve exactly when the screen asked for the acknowledgement (ADR 049). When
   * the check cannot run the decision waits (502): not knowing is not 'no match'.
   */
  async likelyMatchesForDecision(id: number): Promise<DuplicateMatch[]> {
    let answer: DuplicatesResponse;
    try {
      answer = await this.forRegistration(id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 502) {
        throw Object.assign(
          new AppError(502, 'UPSTREAM_FAILED', DUPLICATE_CHECK_MESSAGES.decisionWaits),
          { cause: error.cause },
        );
      }
      throw error;
    }
    return answer.matches.filter((match) => match.level === 'likely');
  }

  /** Throws a 502 AppError (with the service's error as `cause`) when the service fails. */
  async forRegistration(id: number): Promise<DuplicatesResponse> {
    const row = await findRegistration(this.db, id);
    // a discarded draft (ADR 051) or an erased record (ADR 055) is gone for every reader
    if (!row || isGoneStatus(row.status)) throw recordNotFound();
    // Two more than shown: the record itself and its own member row may come back.
    const limit = DUPLICATE_MATCH_LIMIT + 2;
    let matches;
    try {
      matches = await this.data.findDuplicates(queryOf(row), { limit });
    } catch (error) {
      throw Object.assign(
        new AppError(502, 'UPSTREAM_FAILED', DUPLICATE_CHECK_MESSAGES.serviceFailed),
        { cause: error },
      );
    }
    const ownUid = row.jigyasuUid?.toUpperCase() ?? null;
    return {
      applicant: {
        id: row.id,
        uid: row.jigyasuUid,
        branch: row.branch,
        first_name: row.firstName,
        middle_name: row.middleName,
        last_name: row.lastName,
        dob: row.dob,
        father_name: row.fatherName,
      },
      matches: matches
        .filter(
          (match) =>
            match.registration_id !== row.id &&
            !(ownUid !== null && match.jig_uid?.toUpperCase() === ownUid),
        )
        .slice(0, DUPLICATE_MATCH_LIMIT),
    };
  }
}

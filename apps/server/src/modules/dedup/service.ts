import { splitFullName } from '@form-a/domain/approved-record';
import { DUPLICATE_CHECK_MESSAGES } from '@form-a/domain/messages';
import {
  DUPLICATE_MATCH_LIMIT,
  type DuplicatesResponse,
} from '@form-a/domain/schemas/duplicate-match';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findRegistration } from '../registrations/repository';
import type { DataService } from './data-service';

/** The reviewer's 'Check Duplicate': the configured data service asked about one record. */
export class DuplicatesService {
  constructor(
    private readonly db: Db,
    private readonly data: DataService,
  ) {}

  /** Throws a 502 AppError (with the service's error as `cause`) when the service fails. */
  async forRegistration(id: number): Promise<DuplicatesResponse> {
    const row = await findRegistration(this.db, id);
    if (!row) throw notFound('Record not found.');
    const father = splitFullName(row.fatherName);
    // Two more than shown: the record itself and its own member row may come back.
    const limit = DUPLICATE_MATCH_LIMIT + 2;
    let matches;
    try {
      matches = await this.data.findDuplicates(
        {
          first_name: row.firstName,
          middle_name: row.middleName,
          last_name: row.lastName,
          father_first_name: father.first,
          father_middle_name: father.middle,
          father_last_name: father.last,
          dob: row.dob,
        },
        { limit },
      );
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

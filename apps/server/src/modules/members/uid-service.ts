import { z } from 'zod';
import type { Db } from '../../db/client';
import { uidLookupRecordSchema, type UidLookupRecord } from '@form-a/domain/schemas/member-lookup';
import { findMemberByUid, type MemberRow } from './repository';

/** The organisation's UID service: an empty answer means the UID is not valid. */
export interface UidService {
  lookup(uid: string): Promise<UidLookupRecord[]>;
}

export class UidServiceError extends Error {}

function toUidLookupRecord(row: MemberRow): UidLookupRecord {
  return {
    uid: row.uid,
    title: row.title,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    first_doi: row.firstDoi,
    branch: row.branch,
    status: row.status,
    email_address: row.emailAddress,
    phone_number: row.phoneNumber,
  };
}

/** Answers from the portal's own member registry (used when UID_SERVICE_URL is unset). */
export class BuiltInUidService implements UidService {
  constructor(private readonly db: Db) {}

  async lookup(uid: string): Promise<UidLookupRecord[]> {
    const row = await findMemberByUid(this.db, uid);
    return row ? [toUidLookupRecord(row)] : [];
  }
}

/** Calls GET {baseUrl}/form_a_data/{uid} of an external UID service. */
export class HttpUidService implements UidService {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async lookup(uid: string): Promise<UidLookupRecord[]> {
    const url = `${this.baseUrl.replace(/\/$/, '')}/form_a_data/${encodeURIComponent(uid)}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new UidServiceError(`UID service unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return [];
    if (!response.ok) throw new UidServiceError(`UID service answered ${response.status}`);
    const parsed = z.array(uidLookupRecordSchema.partial()).safeParse(await response.json());
    if (!parsed.success) throw new UidServiceError('UID service answered an unexpected shape');
    return parsed.data.map((record) => ({
      uid: record.uid ?? uid,
      title: record.title ?? '',
      first_name: record.first_name ?? '',
      middle_name: record.middle_name ?? '',
      last_name: record.last_name ?? '',
      first_doi: record.first_doi ?? null,
      branch: record.branch ?? '',
      status: record.status ?? '',
      email_address: record.email_address ?? '',
      phone_number: record.phone_number ?? '',
    }));
  }
}

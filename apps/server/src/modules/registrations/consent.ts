import { eq, sql } from 'drizzle-orm';
import { CONSENT_REQUIRED, type Consent, type NoticeLanguage } from '@form-a/domain/privacy-notice';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { RecordedConsent } from '@form-a/domain/schemas/registration-record';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { users } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import type { IntakeAction } from './validation';
import type { RegistrationRow } from './repository';

/*
 * The seeker's consent to the privacy notice (ADR 053). The body schema has already checked its
 * shape, its version and that a submit carries one; what the request cannot show by itself is
 * whether a returned record already holds one, so that rule is here.
 */

/**
 * A resubmit of a record that holds no consent (one submitted before consent was asked for)
 * must bring one; a record that holds one keeps it, as the seeker's agreement to the purpose
 * has not changed with a correction.
 */
export function requireConsentForResubmit(
  action: IntakeAction,
  consent: Consent | undefined,
  record: Pick<RegistrationRow, 'consentRecordedAt'>,
): void {
  if (action === 'resubmit' && consent === undefined && record.consentRecordedAt === null) {
    throw validationError({ consent: CONSENT_REQUIRED });
  }
}

/**
 * The columns a submit or resubmit writes: the consent as given, stamped with the session's
 * account and the server's clock (never the client's word for either). A draft records none.
 */
export function consentColumns(
  action: IntakeAction,
  consent: Consent | undefined,
  user: SessionUser,
  now: Date,
): Partial<
  Pick<
    RegistrationRow,
    'consentNoticeVersion' | 'consentLanguage' | 'consentRecordedBy' | 'consentRecordedAt'
  >
> {
  if (action === 'draft' || consent === undefined) return {};
  return {
    consentNoticeVersion: consent.noticeVersion,
    consentLanguage: consent.language,
    consentRecordedBy: user.id,
    consentRecordedAt: now,
  };
}

/** The consent a record holds, with who recorded it; null when none was recorded. */
export async function recordedConsent(
  db: Db,
  row: Pick<
    RegistrationRow,
    'consentNoticeVersion' | 'consentLanguage' | 'consentRecordedBy' | 'consentRecordedAt'
  >,
): Promise<RecordedConsent | null> {
  const { consentNoticeVersion, consentLanguage, consentRecordedBy, consentRecordedAt } = row;
  if (
    consentNoticeVersion === null ||
    consentLanguage === null ||
    consentRecordedBy === null ||
    consentRecordedAt === null
  ) {
    return null;
  }
  const query = prepared(db, 'consent_recorder_by_id', (d) =>
    d
      .select({ uid: users.uid, name: users.name })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('consent_recorder_by_id'),
  );
  const [recorder] = await query.execute({ id: consentRecordedBy });
  return {
    noticeVersion: consentNoticeVersion,
    language: consentLanguage as NoticeLanguage,
    recordedAt: consentRecordedAt.toISOString(),
    // the column references users(id), and accounts are deactivated, never deleted
    recordedBy: recorder ?? { uid: '', name: '' },
  };
}

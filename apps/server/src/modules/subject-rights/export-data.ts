import { desc, eq, or } from 'drizzle-orm';
import {
  SUBJECT_EXPORT_SCHEMA_NAME,
  SUBJECT_EXPORT_VERSION,
  type SubjectExport,
  type SubjectHistoryStep,
} from '@form-a/domain/api/subject-export';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { MatchLevel } from '@form-a/domain/person-match';
import { DUPLICATE_ACKNOWLEDGED_ACTION } from '@form-a/domain/schemas/duplicate-match';
import type { Db } from '../../db/client';
import { duplicatePrecheckMatches, notifications, users } from '../../db/schema';
import { readAccessLog } from '../access-log/repository';
import { listSubjectRequests, toCollectionRequestInfo } from '../collection/requests-repository';
import { toDelivery } from '../outbox/delivery';
import { listAttemptsOf, listByRegistration } from '../outbox/repository';
import { findPhoto } from '../photos/repository';
import { photoIdFromPath } from '../photos/photo-path';
import { recordedConsent } from '../registrations/consent';
import { listLogs } from '../registrations/history';
import { toRegistrationRecord } from '../registrations/record';
import type { RegistrationLogRow, RegistrationWithCreator } from '../registrations/repository';

/** More reads of one person than any record gathers; the file stays bounded all the same. */
const ACCESS_LOG_LIMIT = 100_000;

/**
 * A history step as the export gives it. The one step whose note names other people, a
 * reviewer's 'not the same person' (ADR 049), which lists the records it was compared with, keeps
 * who and when and says how many, never which: the file is about this person only (ADR 056).
 */
export function historyStep(row: RegistrationLogRow): SubjectHistoryStep {
  const step: SubjectHistoryStep = {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actorName: row.actorName,
    role: row.role,
    note: row.note,
  };
  if (row.action !== DUPLICATE_ACKNOWLEDGED_ACTION) return step;
  const named = row.note.split(',').filter((reference) => reference.trim() !== '').length;
  return { ...step, note: '', otherRecordsWithheld: named };
}

/**
 * Someone's duplicate pre-check that matched this person: as a registration in process (its
 * id), or as the registry member this record became on approval (its Jigyasu ID).
 */
async function duplicateChecks(db: Db, row: RegistrationWithCreator) {
  const about = row.jigyasuUid
    ? or(
        eq(duplicatePrecheckMatches.registrationId, row.id),
        eq(duplicatePrecheckMatches.memberUid, row.jigyasuUid),
      )
    : eq(duplicatePrecheckMatches.registrationId, row.id);
  const rows = await db
    .select({
      at: duplicatePrecheckMatches.createdAt,
      level: duplicatePrecheckMatches.level,
      memberUid: duplicatePrecheckMatches.memberUid,
      uid: users.uid,
      name: duplicatePrecheckMatches.proberName,
      role: duplicatePrecheckMatches.proberRole,
      branch: duplicatePrecheckMatches.proberBranch,
    })
    .from(duplicatePrecheckMatches)
    .innerJoin(users, eq(users.id, duplicatePrecheckMatches.proberId))
    .where(about)
    .orderBy(duplicatePrecheckMatches.id)
    .limit(10_000);
  return rows.map((match) => ({
    at: match.at.toISOString(),
    level: match.level as MatchLevel,
    source: match.memberUid === null ? ('in-process' as const) : ('registry' as const),
    by: { uid: match.uid, name: match.name, role: match.role, branch: match.branch },
  }));
}

/** The staff told about this record (the bell): what kind of notice, to whom, when. */
async function notificationsAbout(db: Db, registrationId: number) {
  const rows = await db
    .select({
      at: notifications.createdAt,
      kind: notifications.kind,
      toName: users.name,
      toRole: users.role,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.registrationId, registrationId))
    .orderBy(desc(notifications.id))
    .limit(10_000);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The record's photo as stored, or null when it has none (or an erasure removed it). */
async function storedPhoto(db: Db, path: string) {
  const id = photoIdFromPath(path);
  const photo = id ? await findPhoto(db, id) : undefined;
  if (!photo) return null;
  return {
    path,
    mediaType: photo.mimeType,
    width: photo.width,
    height: photo.height,
    bytes: photo.bytes,
  };
}

export type StoredPhoto = NonNullable<Awaited<ReturnType<typeof storedPhoto>>>;

/** The deliveries about this record and every attempt of each, oldest first. */
async function deliveries(db: Db, registrationId: number, failedAfter: number) {
  const rows = await listByRegistration(db, registrationId);
  const attempts = await listAttemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toDelivery(row, failedAfter),
    payload: row.payload,
    attemptLog: attempts
      .filter((attempt) => attempt.outboxId === row.id)
      .map((attempt) => ({
        at: attempt.attemptedAt.toISOString(),
        statusCode: attempt.statusCode,
        error: attempt.error,
        durationMs: attempt.durationMs,
      })),
  }));
}

/**
 * Everything the portal holds about the person of `row` (ADR 056), and the photo's bytes for the
 * PDF. Nothing here reads another person's record: every query is by this record's id (or, for
 * the pre-check log, its Jigyasu ID), and the one note that names others is withheld.
 */
export async function gatherSubjectExport(
  db: Db,
  row: RegistrationWithCreator,
  options: { user: SessionUser; organisation: string; failedAfter: number; now: Date },
): Promise<{ data: SubjectExport; photo: StoredPhoto | null }> {
  const [logs, consent, photo, accessLog, sent, requests, checks, notices] = await Promise.all([
    listLogs(db, row.id),
    recordedConsent(db, row),
    storedPhoto(db, row.photo),
    readAccessLog(db, row.id, { limit: ACCESS_LOG_LIMIT }),
    deliveries(db, row.id, options.failedAfter),
    listSubjectRequests(db, row.id),
    duplicateChecks(db, row),
    notificationsAbout(db, row.id),
  ]);
  const { user } = options;
  const data: SubjectExport = {
    schema: SUBJECT_EXPORT_SCHEMA_NAME,
    version: SUBJECT_EXPORT_VERSION,
    generatedAt: options.now.toISOString(),
    generatedBy: { uid: user.uid, name: user.name, role: user.role ?? '' },
    organisation: options.organisation,
    record: toRegistrationRecord(row),
    photo: photo
      ? {
          path: photo.path,
          mediaType: photo.mediaType,
          width: photo.width,
          height: photo.height,
          base64: photo.bytes.toString('base64'),
        }
      : null,
    consent,
    history: logs.map(historyStep),
    accessLog: accessLog.items,
    deliveries: sent,
    requests: requests.map(toCollectionRequestInfo),
    duplicateChecks: checks,
    notifications: notices,
  };
  return { data, photo };
}

import { desc, eq, sql } from 'drizzle-orm';
import type { PrecheckMatch } from '@form-a/domain/api/duplicates';
import type { MatchLevel } from '@form-a/domain/person-match';
import { PRECHECK_HISTORY_ACTIONS } from '@form-a/domain/schemas/duplicate-match';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { Db } from '../../db/client';
import {
  duplicatePrecheckMatches,
  members,
  registrationLogs,
  registrations,
  users,
} from '../../db/schema';

/** A person a pre-check matched: a registration in process, or a registry member. */
export interface PrecheckFinding {
  level: MatchLevel;
  registrationId: number | null;
  memberUid: string | null;
}

/**
 * Records what a duplicate pre-check matched, in one statement (atomic without a transaction):
 * a row per match in the pre-check log (the approvers' screen), and a step in the history of
 * each record the match is about, the registration in process or, for a registry member, the
 * registration approved as that member, so that reviewers opening the record see who asked
 * (ADR 045). A member loaded into the registry from elsewhere has no record here: the log holds it.
 */
export async function recordPrecheckMatches(
  db: Db,
  prober: SessionUser,
  findings: readonly PrecheckFinding[],
): Promise<void> {
  if (findings.length === 0) return;
  const levels = findings.map((finding) => finding.level);
  const actions = findings.map((finding) => PRECHECK_HISTORY_ACTIONS[finding.level]);
  const registrationIds = findings.map((finding) => finding.registrationId);
  const memberUids = findings.map((finding) => finding.memberUid);
  const role = prober.role ?? '';
  await db.execute(sql`
    WITH found AS (
      SELECT * FROM unnest(${sql.param(levels)}::text[], ${sql.param(actions)}::text[],
        ${sql.param(registrationIds)}::bigint[], ${sql.param(memberUids)}::text[])
        AS f(level, action, registration_id, member_uid)
    ), logged AS (
      INSERT INTO ${duplicatePrecheckMatches}
        (prober_id, prober_name, prober_role, prober_branch, level, registration_id, member_uid)
      SELECT ${prober.id}::int, ${prober.name}::text, ${role}::text, ${prober.branch}::text,
        level, registration_id, member_uid
      FROM found
    ), about AS (
      SELECT r.id, r.status, f.action FROM found f JOIN ${registrations} r ON r.id = f.registration_id
      UNION ALL
      SELECT r.id, r.status, f.action FROM found f
        JOIN ${registrations} r ON r.jigyasu_uid = f.member_uid
    )
    INSERT INTO ${registrationLogs}
      (registration_id, action, from_status, to_status, actor_id, actor_name, role, note)
    SELECT id, action, status, status, ${prober.id}::int, ${prober.name}::text, ${role}::text, ''
    FROM about ORDER BY id`);
}

/** The pre-check log, newest first, with the prober's UID and the matched person's name. */
export async function listPrecheckMatches(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ items: PrecheckMatch[]; total: number }> {
  const rows = await db
    .select({
      id: duplicatePrecheckMatches.id,
      createdAt: duplicatePrecheckMatches.createdAt,
      proberUid: users.uid,
      proberName: duplicatePrecheckMatches.proberName,
      proberBranch: duplicatePrecheckMatches.proberBranch,
      level: duplicatePrecheckMatches.level,
      registrationId: duplicatePrecheckMatches.registrationId,
      memberUid: duplicatePrecheckMatches.memberUid,
      registrationName: sql<
        string | null
      >`concat_ws(' ', nullif(${registrations.firstName}, ''), nullif(${registrations.middleName}, ''), nullif(${registrations.lastName}, ''))`,
      registrationBranch: registrations.branch,
      memberName: sql<
        string | null
      >`concat_ws(' ', nullif(${members.firstName}, ''), nullif(${members.middleName}, ''), nullif(${members.lastName}, ''))`,
      memberBranch: members.branch,
    })
    .from(duplicatePrecheckMatches)
    .innerJoin(users, eq(users.id, duplicatePrecheckMatches.proberId))
    .leftJoin(registrations, eq(registrations.id, duplicatePrecheckMatches.registrationId))
    .leftJoin(members, eq(members.uid, duplicatePrecheckMatches.memberUid))
    .orderBy(desc(duplicatePrecheckMatches.id))
    .limit(pageSize)
    .offset(page * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(duplicatePrecheckMatches);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      proberUid: row.proberUid,
      proberName: row.proberName,
      proberBranch: row.proberBranch,
      level: row.level as MatchLevel,
      source: row.memberUid !== null ? 'registry' : 'in-process',
      registrationId: row.registrationId,
      memberUid: row.memberUid,
      matchedName: (row.memberUid !== null ? row.memberName : row.registrationName) ?? '',
      matchedBranch: row.memberUid !== null ? row.memberBranch : row.registrationBranch,
    })),
  };
}

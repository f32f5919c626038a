import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { registrationLogs } from '../../db/schema';
import { countMoveSql } from './counters';
import type { RegistrationLogRow } from './repository';

export type NewRegistrationLog = typeof registrationLogs.$inferInsert;

/**
 * A record's step in its history: the audit row and the move between status counters, in one
 * statement in the caller's transaction (a state change and its audit row commit together).
 */
export async function recordTransition(
  db: Db,
  log: NewRegistrationLog & { fromStatus: number | null; toStatus: number },
  branch: string,
) {
  // getSQL(): the statement itself; a builder put in a template would come in parentheses.
  const insertLog = db.insert(registrationLogs).values(log).getSQL();
  const move = countMoveSql(branch, log.fromStatus, log.toStatus);
  await db.execute(
    move
      ? sql`WITH audit AS (${insertLog}), by_branch AS (${move.byBranch}) ${move.totals}`
      : sql`${insertLog}`,
  );
}

export async function listLogs(db: Db, registrationId: number): Promise<RegistrationLogRow[]> {
  // A record's history is short (a handful of steps); the cap guards against a runaway loop.
  const query = prepared(db, 'registration_logs_by_record', (d) =>
    d
      .select()
      .from(registrationLogs)
      .where(eq(registrationLogs.registrationId, sql.placeholder('registrationId')))
      .orderBy(asc(registrationLogs.id))
      .limit(500)
      .prepare('registration_logs_by_record'),
  );
  return query.execute({ registrationId });
}

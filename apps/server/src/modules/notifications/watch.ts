import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { STATUS } from '@form-a/domain/status';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { COLLECTION_DELIVERY } from '../outbox/worker';
import { readCounts } from '../registrations/counters';
import { notify } from './notify';
import { activeUsersWithRoles, setAlert } from './repository';

/** Who is told when a queue grows: the role that works it. */
const QUEUES = [
  { queue: 'validation', status: STATUS.SUBMITTED, roles: ['UVVOLUNTER'] },
  { queue: 'approval', status: STATUS.VALIDATED, roles: ['DBAPPROVER'] },
] as const;

type WatchConfig = Pick<
  Config,
  'QUEUE_ALERT_THRESHOLD' | 'DELIVERY_ALERT_MINUTES' | 'SMTP_HOST' | 'NOTIFY_CHECK_SECONDS'
>;

/** Hand-offs to the collection service failing for longer than the configured minutes. */
async function failingDeliveries(db: Db, minutes: number) {
  const result = await db.execute<{ failing: number; oldest_minutes: number }>(sql`
    SELECT count(*)::int AS failing,
           COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)) / 60, 0)::int AS oldest_minutes
      FROM ${outbox}
     WHERE kind = ${COLLECTION_DELIVERY} AND status IN ('pending', 'in_flight', 'refused')
       AND attempts > 0 AND created_at < now() - make_interval(mins => ${minutes})`);
  const row = result.rows[0];
  return { failing: Number(row?.failing ?? 0), oldestMinutes: Number(row?.oldest_minutes ?? 0) };
}

/**
 * One pass over the watched conditions. Each is raised once when it starts (the people who can
 * act are told) and cleared when it ends, so a queue hovering over its threshold does not ring
 * the bell on every pass; the alert row's update decides which process tells them.
 */
export async function checkConditions(db: Db, config: WatchConfig): Promise<void> {
  const counts = await readCounts(db, null);
  for (const { queue, status, roles } of QUEUES) {
    const waiting = counts.get(status) ?? 0;
    const over = waiting > config.QUEUE_ALERT_THRESHOLD;
    await db.transaction(async (tx) => {
      if (!(await setAlert(tx, `queue:${queue}`, over)) || !over) return;
      const people = await activeUsersWithRoles(tx, [...roles]);
      await notify(tx, config, {
        userIds: people.map((person) => person.id),
        kind: 'queue.over-threshold',
        params: { queue, waiting, threshold: config.QUEUE_ALERT_THRESHOLD },
      });
    });
  }

  const deliveries = await failingDeliveries(db, config.DELIVERY_ALERT_MINUTES);
  const failing = deliveries.failing > 0;
  await db.transaction(async (tx) => {
    if (!(await setAlert(tx, 'deliveries:failing', failing)) || !failing) return;
    const admins = await activeUsersWithRoles(tx, ['ADMIN']);
    await notify(tx, config, {
      userIds: admins.map((admin) => admin.id),
      kind: 'delivery.failing',
      params: deliveries,
    });
  });
}

/** Runs checkConditions every NOTIFY_CHECK_SECONDS in a listening server; returns its stop. */
export function startNotificationWatch(db: Db, config: WatchConfig, log: FastifyBaseLogger) {
  if (config.NOTIFY_CHECK_SECONDS <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkConditions(db, config)
      .catch((error: unknown) =>
        log.warn({ err: error }, 'checking the notification conditions failed'),
      )
      .finally(() => {
        running = false;
      });
  }, config.NOTIFY_CHECK_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

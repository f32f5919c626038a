import type { Database } from './client';

/**
 * One key for everything a server does to the database before it serves: migrations, the
 * branch list, the derived tables' rebuilds, the demo seed, the ID sequence's start. Replicas
 * and a rolling deploy start at the same moment on one database; without a lock two of them run
 * the same migration at once and one fails on the other's half-made table.
 */
const STARTUP_LOCK_KEY = 4_716_202_611;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock. A second server waits here
 * until the first has finished, then finds the migrations applied and the rebuilds current, and
 * goes on. The lock is held on a connection of its own and released however `work` ends (also
 * by PostgreSQL when the process dies: a crashed start never blocks the next one).
 */
export async function withStartupLock<T>(
  database: Database,
  work: () => Promise<T>,
  options: { onWait?: () => void } = {},
): Promise<T> {
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [STARTUP_LOCK_KEY],
    );
    if (!rows[0]?.locked) {
      options.onWait?.();
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

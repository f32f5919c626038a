import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { compactCounts } from './counters';

/**
 * Folds the status counters' write shards together now and then (see compactCounts). Returns a
 * function that stops it; a pass that fails is logged and tried again at the next interval.
 */
export function startCountsCompaction(db: Db, everyMs: number, log: FastifyBaseLogger) {
  if (everyMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    compactCounts(db)
      .catch((error: unknown) => log.warn({ err: error }, 'folding the status counters failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

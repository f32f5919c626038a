import { sql } from 'drizzle-orm';
import type { Readiness } from '@form-a/domain/schemas/readiness';
import type { Db } from '../../db/client';

const PING_TIMEOUT_MS = 1000;
/** A load balancer polling every second must not add a query per poll per instance. */
const CACHE_MS = 1000;

/**
 * Whether this process can serve: its migrations have run and its database answers. Liveness
 * (/api/health) stays apart: a server whose database is down is alive and recovers by itself,
 * so an orchestrator should take it out of rotation, not restart it.
 */
export class ReadinessCheck {
  /** false from listen until the start-up migrations have run (server.ts) */
  migrated = true;
  private cached: { at: number; up: boolean } | undefined;
  private pending: Promise<boolean> | undefined;

  constructor(private readonly db: Db) {}

  async check(): Promise<Readiness> {
    const up = this.migrated ? await this.databaseUp() : false;
    return {
      status: this.migrated && up ? 'ready' : 'unavailable',
      migrated: this.migrated,
      database: up ? 'up' : 'down',
    };
  }

  private async databaseUp(): Promise<boolean> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.up;
    this.pending ??= this.ping().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    const query = this.db.execute(sql`SELECT 1`).then(
      () => true,
      () => false,
    );
    const up = await Promise.race([query, timeout]);
    clearTimeout(timer);
    this.cached = { at: Date.now(), up };
    return up;
  }
}

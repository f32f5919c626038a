import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DEFAULT_PAGE_SIZE } from '@form-a/domain/registration-views';
import { loadConfig } from '../../apps/server/src/config';
import * as schema from '../../apps/server/src/db/schema';
import { findUserByLogin } from '../../apps/server/src/modules/auth/repository';
import { toSessionUser } from '../../apps/server/src/modules/auth/service';
import { BuiltInUidService } from '../../apps/server/src/modules/members/uid-service';
import { RegistrationsService } from '../../apps/server/src/modules/registrations/service';
import { benchUid } from '../generate';
import type { Prepared } from './prepare';
import { NAME_FILTERS } from './scenarios';
import type { OpenTarget } from './target';

/** The read scenarios whose queries can be replayed through the service layer. */
export const EXPLAINABLE = [
  'queue',
  'own-list',
  'deep-page',
  'deep-page-offset',
  'name-filter',
  'counts',
  'open-record',
] as const;
export type ExplainableScenario = (typeof EXPLAINABLE)[number];

/**
 * Runs the service call of a scenario on a database handle that records every SQL statement,
 * then shows EXPLAIN (ANALYZE, BUFFERS) of each: the plans of exactly what the API runs
 * (the session look-up every request also makes is left out).
 */
export async function explainScenario(
  db: OpenTarget,
  scenario: ExplainableScenario,
  prepared: Prepared,
): Promise<string> {
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
  const recording = drizzle({ client: db.database.pool, schema, logger });
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'http://localhost',
      LOG_LEVEL: 'silent',
      SECOND_FACTOR_ROLES: '',
    },
  );
  const service = new RegistrationsService(recording, config, new BuiltInUidService(recording));
  const user = async (uid: string) => toSessionUser((await findUserByLogin(db.database.db, uid))!);
  const validator = await user(benchUid.validator(1));
  const viewer = await user(benchUid.viewer(1));
  const secretary = await user(benchUid.secretary(0));
  const page = { pageSize: DEFAULT_PAGE_SIZE, sort: 'id' as const, order: 'desc' as const };

  switch (scenario) {
    case 'queue':
      await service.list(validator, { ...page, view: 'pending-validation', page: 0 });
      break;
    case 'own-list':
      await service.list(secretary, { ...page, view: 'mine', page: 0 });
      break;
    case 'deep-page':
      await service.list(viewer, {
        ...page,
        view: 'all',
        page: prepared.deepPage,
        cursor: prepared.deepCursor,
      } as Parameters<RegistrationsService['list']>[1]);
      break;
    case 'deep-page-offset':
      await service.list(viewer, { ...page, view: 'all', page: prepared.deepPage });
      break;
    case 'name-filter':
      await service.list(validator, {
        ...page,
        view: 'all',
        page: 0,
        filter: { field: 'first_name', operator: 'contains', value: NAME_FILTERS[0]! },
      });
      break;
    case 'counts':
      await service.counts(validator);
      break;
    case 'open-record':
      await service.get(validator, Math.floor(prepared.maxId / 3));
      break;
  }

  const sections: string[] = [];
  for (const { query, params } of captured) {
    const rows = await db.query<Record<string, string>>(
      `EXPLAIN (ANALYZE, BUFFERS) ${query}`,
      params,
    );
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    sections.push(`-- ${query}\n-- params: ${JSON.stringify(params)}\n${plan}`);
  }
  return sections.join('\n\n');
}

import type { Database } from '../../apps/server/src/db/client';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { insertUser } from '../../apps/server/src/modules/auth/repository';

/**
 * The app on a bench database, with a validator signed in. The benches are one account asking
 * thousands of times: the per-account budgets are lifted, or they would stop it.
 */
export async function appWithValidator(database: Database, uid: string) {
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SECOND_FACTOR_ROLES: '',
      RATE_LIMIT_READS_PER_MINUTE: 1_000_000,
      RATE_LIMIT_SEARCHES_PER_MINUTE: 1_000_000,
    },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  const password = 'Bench@2026pass';
  await insertUser(database.db, {
    uid,
    email: `${uid}@bench.example`,
    name: 'Bench Validator',
    passwordHash: await hashPassword(password),
    role: 'UVVOLUNTER',
    branch: null,
    active: true,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { uid, password, remember: false },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  return { app, headers };
}

import pg from 'pg';

/** The application's role on the test cluster, with a password so that tests can sign in as it. */
const TEST_APP_ROLE = 'forma_app';
const TEST_APP_PASSWORD = 'forma_app_test';

/** Where the global setup names the migrated template database for the test files. */
export const TEMPLATE_DATABASE_ENV = 'FORMA_TEST_TEMPLATE_DATABASE';

/**
 * Gives forma_app a login with the tests' password on the test cluster. Roles are cluster-wide, and another suite may
 * run on the same server (a second checkout's CI): CREATE ROLE may race (duplicate_object, or
 * unique_violation on the catalog), and ALTER ROLE may meet "tuple concurrently updated"; both
 * are retried or taken as done.
 */
export async function ensureAppRole(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { rows } = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [
          TEST_APP_ROLE,
        ]);
        // Set even when it exists: the embedded PostgreSQL made it with a password of its own.
        await admin.query(
          rows[0]
            ? `ALTER ROLE ${TEST_APP_ROLE} LOGIN PASSWORD '${TEST_APP_PASSWORD}'`
            : `CREATE ROLE ${TEST_APP_ROLE} LOGIN PASSWORD '${TEST_APP_PASSWORD}'`,
        );
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
}

/** The URL of the test cluster's database `name` as the application's role. */
export function appRoleUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  url.username = TEST_APP_ROLE;
  url.password = TEST_APP_PASSWORD;
  return url.toString();
}

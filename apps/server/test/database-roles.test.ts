import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { appRoleUrl, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

// ADR 024: the server runs as forma_app, which may append to the logs but never rewrite them,
// whatever SQL a bug or an attacker sends through the application's connection.

let ctx: TestContext;
let appRole: pg.Client | undefined;
let owner: pg.Client | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await appRole?.end();
  await owner?.end();
  await ctx?.close();
});

async function refusal(client: pg.Client, statement: string): Promise<string> {
  return client.query(statement).then(
    () => 'accepted',
    (error: Error) => error.message,
  );
}

describe('the application role', () => {
  it('runs the whole review flow as forma_app and cannot rewrite the logs it wrote', async () => {
    const current = await ctx.database.db.execute(
      sql`SELECT current_user AS role, current_database() AS name`,
    );
    const { role, name } = (current as unknown as { rows: Array<{ role: string; name: string }> })
      .rows[0]!;
    expect(role).toBe('forma_app');

    await seedRegistry(ctx.database.db);
    const token = async (roleCode: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER') =>
      (
        await ctx.login(
          (
            await ctx.createUser({
              role: roleCode,
              branch: roleCode === 'BBRANCHSEC' ? 'Agra' : null,
            })
          ).uid,
        )
      ).token;
    const secretary = await token('BBRANCHSEC');
    const validator = await token('UVVOLUNTER');
    const approver = await token('DBAPPROVER');
    const photo = await uploadPhoto(ctx.app, secretary);
    const record = await submitApplication(ctx.app, secretary, photo, {
      firstName: 'Role',
      lastName: 'Check',
    });
    expect((await act(ctx.app, validator, record.id, 'validate', 1)).statusCode).toBe(200);
    const approved = await act(ctx.app, approver, record.id, 'approve', 2);
    expect(approved.statusCode, approved.body).toBe(200);

    appRole = new pg.Client({ connectionString: appRoleUrl(process.env.DATABASE_URL!, name) });
    await appRole.connect();
    for (const table of ['registration_logs', 'transfer_logs']) {
      expect(await refusal(appRole, `SELECT count(*) FROM ${table}`)).toBe('accepted');
      expect(await refusal(appRole, `UPDATE ${table} SET note = 'rewritten'`)).toMatch(
        /permission denied/,
      );
      expect(await refusal(appRole, `DELETE FROM ${table}`)).toMatch(/permission denied/);
      expect(await refusal(appRole, `TRUNCATE ${table}`)).toMatch(/permission denied/);
      expect(await refusal(appRole, `ALTER TABLE ${table} DISABLE TRIGGER USER`)).toMatch(
        /must be owner/,
      );
    }
    expect(await refusal(appRole, 'DROP TABLE registrations')).toMatch(/must be owner/);
    expect(await refusal(appRole, 'CREATE TABLE scratch (id int)')).toMatch(/permission denied/);

    // The owner keeps its rights, and the triggers still stop it rewriting the history.
    const ownerUrl = new URL(process.env.DATABASE_URL!);
    ownerUrl.pathname = `/${name}`;
    owner = new pg.Client({ connectionString: ownerUrl.toString() });
    await owner.connect();
    expect(await refusal(owner, `UPDATE registration_logs SET note = 'rewritten'`)).toMatch(
      /append-only/,
    );
    const logs = await owner.query(
      'SELECT count(*)::int AS n FROM registration_logs WHERE registration_id = $1',
      [record.id],
    );
    expect(logs.rows[0].n).toBe(3);
  });
});

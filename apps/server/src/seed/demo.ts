import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoleCode } from '@form-a/domain/roles';
import { SERVER_ROOT } from '../config';
import type { Db } from '../db/client';
import { findUserByLogin, insertUser } from '../modules/auth/repository';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import { insertBranches } from '../modules/branches/repository';
import { upsertMembers } from '../modules/members/repository';
import { demoMembers } from './demo-members';
import { seedDemoRegistrations } from './demo-registrations';
import type { Config } from '../config';
import { users } from '../db/schema';
import { inArray } from 'drizzle-orm';

export const DEMO_PASSWORD = 'FormA@2026';

export const DEMO_USERS: ReadonlyArray<{
  uid: string;
  name: string;
  role: RoleCode;
  branch: string | null;
}> = [
  { uid: 'secretary', name: 'Agra Branch Secretary', role: 'BBRANCHSEC', branch: 'Agra' },
  { uid: 'secretary2', name: 'Gurgaon Branch Secretary', role: 'BBRANCHSEC', branch: 'Gurgaon' },
  { uid: 'validator', name: 'Demo Validator', role: 'UVVOLUNTER', branch: null },
  { uid: 'approver', name: 'Demo Approver', role: 'DBAPPROVER', branch: null },
  { uid: 'viewer', name: 'Demo Data Viewer', role: 'DATAVIEWER', branch: null },
  { uid: 'admin', name: 'Portal Administrator', role: 'ADMIN', branch: null },
];

export async function loadBranchSeed(): Promise<Array<{ name: string; country: string }>> {
  const file = path.join(SERVER_ROOT, 'src/seed/branches.json');
  return JSON.parse(await readFile(file, 'utf8')) as Array<{ name: string; country: string }>;
}

/** The branch list every installation starts with; safe to run on every start. */
export async function seedBranches(db: Db) {
  const rows = await loadBranchSeed();
  await insertBranches(db, rows);
  return rows;
}

/** Demo accounts and registry; idempotent, never overwrites an existing account. */
export async function seedDemo(db: Db, config: Config, today = new Date()) {
  const branchRows = await seedBranches(db);
  const created: string[] = [];
  for (const user of DEMO_USERS) {
    if (await findUserByLogin(db, user.uid)) continue;
    await insertUser(db, {
      uid: user.uid,
      email: `${user.uid}@form-a.example`,
      name: user.name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: user.role,
      branch: user.branch,
    });
    created.push(user.uid);
  }
  const members = demoMembers(
    branchRows.map((row) => row.name),
    today,
  );
  await upsertMembers(db, members);
  const registrations = await seedDemoRegistrations(db, config);
  return { createdUsers: created, members: members.length, registrations };
}

export function demoLoginsText(
  baseUrl: string,
  /** SECOND_FACTOR_ROLES: those accounts enrol an authenticator app at their first sign-in */
  secondFactorRoles: readonly RoleCode[] = [],
): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.uid.length));
  const lines = DEMO_USERS.map(
    (u) =>
      `  ${u.uid.padEnd(width)}  ${DEMO_PASSWORD}  ${u.role}${u.branch ? ` (${u.branch})` : ''}` +
      (secondFactorRoles.includes(u.role) ? '  + second factor' : ''),
  );
  const withFactor = DEMO_USERS.filter((u) => secondFactorRoles.includes(u.role));
  // What a developer trying the demo meets at the approver's sign-in, and how to skip it (ADR 046).
  const note =
    withFactor.length > 0
      ? [
          `${withFactor.map((u) => u.uid).join(' and ')} set up a second factor at the first sign-in: scan the QR code with any authenticator app.`,
        ]
      : [
          'Approvers and administrators of a real install also give a second factor: try it with SECOND_FACTOR_ROLES=DBAPPROVER,ADMIN npm start.',
        ];
  return [`Demo logins for ${baseUrl} (uid  password  role):`, ...lines, ...note].join('\n');
}

/** The demo accounts that still sign in with the published DEMO_PASSWORD. */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ uid: users.uid, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.uid,
        DEMO_USERS.map((user) => user.uid),
      ),
    );
  const exposed: string[] = [];
  for (const row of rows) {
    if (row.passwordHash && (await verifyPassword(DEMO_PASSWORD, row.passwordHash)))
      exposed.push(row.uid);
  }
  return exposed;
}

export class DemoPasswordInProductionError extends Error {
  constructor(public readonly uids: string[]) {
    super(
      `Refusing to start in production: ${uids.join(', ')} still sign${uids.length === 1 ? 's' : ''} in ` +
        'with the published demo password.\nGive each a password of its own (asked for, not typed on the command line):\n\n' +
        uids.map((uid) => `  npm run user -- reset-password --uid ${uid}`).join('\n') +
        '\n\nthen start again.',
    );
  }
}

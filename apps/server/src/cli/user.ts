// npm run user -- add|set-role|reset-password …  (the first administrator is made here)
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { roleCodeSchema } from '@form-a/domain/roles';
import { PASSWORD_MIN_LENGTH } from '@form-a/domain/schemas/auth';
import { users } from '../db/schema';
import {
  emailOrUidTaken,
  findUserByLogin,
  insertUser,
  revokeUserSessions,
  updatePasswordHash,
} from '../modules/auth/repository';
import { hashPassword } from '../modules/auth/password';
import { englishOf } from '@form-a/domain/message-ref';
import { weakPasswordMessage } from '../modules/auth/password-policy';
import { branchExists } from '../modules/branches/repository';
import { AppError } from '../lib/app-error';
import { SecondFactorService } from '../modules/second-factor/service';
import { CliError, runWithDatabase } from './with-database';
import { revokeBrowsers } from '../modules/second-factor/repository';
import { readPassword } from './password-input';

const USAGE = `Usage:
  npm run user -- add --uid UID --name NAME --email EMAIL [--role ROLE] [--branch BRANCH] [--password-stdin]
  npm run user -- set-role --uid UID --role ROLE|none [--branch BRANCH]
  npm run user -- reset-password --uid UID [--password-stdin]
  npm run user -- reset-second-factor --uid UID
Roles: BBRANCHSEC, UVVOLUNTER, DBAPPROVER, DATAVIEWER, ADMIN
The password is asked for on the terminal, or read as one line from standard input with
--password-stdin (echo "$PASSWORD" | npm run user -- add …); never from the command line.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    uid: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'password-stdin': { type: 'boolean' },
    role: { type: 'string' },
    branch: { type: 'string' },
  },
});

function need(name: 'uid' | 'name' | 'email' | 'role'): string {
  const value = values[name];
  if (!value) throw new CliError(`--${name} is required.\n\n${USAGE}`);
  return value;
}

/** The same rule as sign-up (ADR 021): the first administrator gets no weaker password. */
function assertPasswordPolicy(password: string, userInputs: string[]) {
  if (password.length < PASSWORD_MIN_LENGTH) throw new CliError(AUTH_MESSAGES.passwordTooShort);
  const weak = weakPasswordMessage(password, userInputs);
  if (weak) throw new CliError(englishOf(weak));
}

function parseRole(text: string | undefined) {
  if (text === undefined || text === 'none') return null;
  const role = roleCodeSchema.safeParse(text);
  if (!role.success) throw new CliError(`Unknown role '${text}'.\n\n${USAGE}`);
  return role.data;
}

/** Read before the database opens: a prompt never waits while the data-folder lock is held. */
async function passwordForCommand(): Promise<string | undefined> {
  if (values.password !== undefined) {
    throw new CliError(
      '--password is not accepted: the command line is visible to every user of this machine (ps).\n' +
        `Type the password at the prompt, or pipe it with --password-stdin.\n\n${USAGE}`,
    );
  }
  if (!['add', 'reset-password'].includes(positionals[0] ?? '')) return undefined;
  return readPassword({ fromStdin: values['password-stdin'] === true, confirm: true });
}

const newPassword = await passwordForCommand().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});

await runWithDatabase(async (db, config) => {
  const command = positionals[0];
  if (command === 'add') {
    const uid = need('uid');
    const email = need('email');
    const password = newPassword!;
    assertPasswordPolicy(password, [uid, email, values.name ?? '']);
    if ((await emailOrUidTaken(db, email)) || (await findUserByLogin(db, uid))) {
      throw new CliError(`A user with UID '${uid}' or email '${email}' already exists.`);
    }
    const role = parseRole(values.role);
    if (values.branch && !(await branchExists(db, values.branch)))
      throw new CliError(`Unknown branch '${values.branch}'.`);
    if (role === 'BBRANCHSEC' && !values.branch)
      throw new CliError('A branch secretary needs --branch.');
    await insertUser(db, {
      uid,
      email,
      name: need('name'),
      passwordHash: await hashPassword(password),
      role,
      branch: values.branch ?? null,
    });
    process.stdout.write(`Created ${uid}${role ? ` with role ${role}` : ' without a role'}.\n`);
  } else if (command === 'set-role') {
    const user = await findUserByLogin(db, need('uid'));
    if (!user) throw new CliError(`No user '${values.uid}'.`);
    const role = parseRole(need('role'));
    const branch = values.branch ?? user.branch;
    if (values.branch && !(await branchExists(db, values.branch)))
      throw new CliError(`Unknown branch '${values.branch}'.`);
    if (role === 'BBRANCHSEC' && !branch) throw new CliError('A branch secretary needs --branch.');
    await db
      .update(users)
      .set({ role, branch, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(db, user.id, new Date());
    process.stdout.write(
      `${user.uid} now has role ${role ?? 'none'}${branch ? ` (${branch})` : ''}.\n`,
    );
  } else if (command === 'reset-password') {
    const user = await findUserByLogin(db, need('uid'));
    if (!user) throw new CliError(`No user '${values.uid}'.`);
    const password = newPassword!;
    assertPasswordPolicy(password, [user.uid, user.email, user.name]);
    const hash = await hashPassword(password);
    // One transaction: a reset after a compromise ends the sessions and the browsers remembered
    // past the second factor together with the old password, or none of them.
    await db.transaction(async (tx) => {
      const now = new Date();
      await updatePasswordHash(tx, user.id, hash);
      await revokeUserSessions(tx, user.id, now);
      await revokeBrowsers(tx, user.id, now);
    });
    process.stdout.write(
      `Password of ${user.uid} reset; their sessions and remembered browsers were ended.\n`,
    );
  } else if (command === 'reset-second-factor') {
    // The way back for the last administrator who lost both the phone and the recovery codes
    // (the users screen's reset needs another administrator): logged like it, with no actor.
    const user = await findUserByLogin(db, need('uid'));
    if (!user) throw new CliError(`No user '${values.uid}'.`);
    const factor = new SecondFactorService(db, config);
    try {
      await factor.reset(null, user.id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) {
        throw new CliError(`${user.uid} has no second factor to reset.`);
      }
      throw error;
    }
    process.stdout.write(
      `Second factor of ${user.uid} reset; their sessions were ended. They set it up again at the next sign-in.\n`,
    );
  } else {
    throw new CliError(USAGE);
  }
});

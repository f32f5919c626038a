import type { Db } from '../../db/client';
import type { RegistrationRow } from './repository';

/**
 * What a write did to the person's data, which is what the copies kept beside the row follow:
 * - saved: the form's values were written (a create, a save, a submit, a resubmit);
 * - approved: the record was approved (its Jigyasu ID issued, the seeker now a member);
 * - discarded: a draft was discarded (ADR 051);
 * - erased: the person's data was erased (ADR 055).
 * A validation or a return changes neither the values nor where the record stands for the
 * duplicate check and the search, so it calls no hook.
 */
export type RegistrationWriteKind = 'saved' | 'approved' | 'discarded' | 'erased';

export interface RegistrationWrite {
  /** the writer's transaction: a hook's work commits with the write or rolls back with it */
  tx: Db;
  kind: RegistrationWriteKind;
  /** the row as written */
  row: RegistrationRow;
}

export type AfterRegistrationWrite = (write: RegistrationWrite) => Promise<void>;

/**
 * The modules' work after a registration write (ADR 071): each module that keeps something
 * derived from a registration registers its hook here (write-hooks.ts at the server's root
 * installs them), so this module writes registrations without importing those modules.
 */
const hooks: AfterRegistrationWrite[] = [];

/** Adds `hook` once; hooks run in the order they were added. */
export function onRegistrationWrite(hook: AfterRegistrationWrite): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** Runs every hook, one after the other, in the write's transaction. */
export async function afterRegistrationWrite(write: RegistrationWrite): Promise<void> {
  // No hooks means an entry point that writes registrations without installing them: the
  // search and the duplicate check would silently miss the write.
  if (hooks.length === 0) throw new Error('registration write hooks are not installed');
  for (const hook of hooks) await hook(write);
}

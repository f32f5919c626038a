import type { SQL } from 'drizzle-orm';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { StatusId } from '@form-a/domain/status';
import {
  systemTransition,
  transition,
  type SystemAction,
  type WorkflowAction,
} from '@form-a/domain/workflow';
import type { Db } from '../../db/client';
import { invalidTransition, recordNotFound, staleRevision } from '../../lib/registration-errors';
import { moveCount } from './counters';
import { recordTransition } from './history';
import {
  findRegistration,
  updateRegistrationAtRevision,
  type RegistrationChanges,
  type RegistrationRow,
  type RegistrationWithCreator,
} from './repository';

/**
 * The server acting by itself (the retention job, ADR 051): its history row names no account,
 * has the role 'SYSTEM' and this name.
 */
export interface SystemActor {
  name: string;
}
export const SYSTEM_ROLE = 'SYSTEM';

/** Who takes the step: a signed-in person (by the role's rows), or the server (system rows). */
type TransitionActor =
  | { user: SessionUser; system?: undefined; action: WorkflowAction }
  | { system: SystemActor; user?: undefined; action: SystemAction };

export type TransitionRequest = TransitionActor & {
  id: number;
  /** the revision the client saw; anything else is a 409 */
  revision: number;
  /** the audit row's note */
  note: string;
  /**
   * An autosave (ADR 051): the row is written like the action's, but no history row is added,
   * so that a record's history holds the steps people took.
   */
  quiet?: boolean;
  /**
   * Whether the locked row shows this request already done (a second click on Approve): then
   * nothing is written and the answer is the row as it stands.
   */
  alreadyDone?: (locked: RegistrationWithCreator) => boolean;
};

/** What an action does to the locked row beyond its status, and what it wrote. */
export interface TransitionStep {
  tx: Db;
  locked: RegistrationWithCreator;
  to: StatusId;
  /** writes the new status and `changes` at the locked revision, once (`from`: see the repository) */
  save(changes?: RegistrationChanges, from?: SQL): Promise<RegistrationRow>;
}

export type AppliedTransition<T> = {
  from: StatusId;
  to: StatusId;
  /** the row as this transition wrote it (as it stands, when repeated) */
  record: RegistrationWithCreator;
} & ({ repeated: false; effect: T } | { repeated: true; effect?: undefined });

type PlannedTransition =
  | { from: StatusId; repeated: true; record: RegistrationWithCreator }
  | { from: StatusId; repeated: false; to: StatusId };

/**
 * What `request` would do to `row` as it stands, or the 404/409 it gets: the transition table,
 * the revision, a repeated click. applyTransition asks it of the locked row; a caller that must
 * call another system before locking (a decision's duplicate check) asks it of an unlocked read
 * first, so that a request the state refuses is refused at once, not after that call.
 */
export function plannedTransition(
  row: RegistrationWithCreator | undefined,
  request: TransitionRequest,
): PlannedTransition {
  if (!row) throw recordNotFound();
  const from = row.status as StatusId;
  if (request.alreadyDone?.(row)) return { from, repeated: true, record: row };
  const to = request.system
    ? systemTransition(from, request.action)
    : transition(from, request.action, request.user.role);
  if (to === null) throw invalidTransition(from, request.action);
  if (row.revision !== request.revision) throw staleRevision();
  return { from, repeated: false, to };
}

/**
 * Every change of an existing registration's state goes through here, in the caller's
 * transaction: lock the row, check the transition table and the revision (409 otherwise), let
 * the action write its effect, then the audit row and the counters in one statement. The
 * answer is built from the rows written, never read back.
 */
export async function applyTransition<T extends { saved: RegistrationRow }>(
  tx: Db,
  request: TransitionRequest,
  effect: (step: TransitionStep) => Promise<T>,
): Promise<AppliedTransition<T>> {
  const locked = await findRegistration(tx, request.id, { forUpdate: true });
  if (!locked) throw recordNotFound();
  const plan = plannedTransition(locked, request);
  const from = plan.from;
  if (plan.repeated) return { from, to: from, record: plan.record, repeated: true };
  const to = plan.to;

  let saved = false;
  const result = await effect({
    tx,
    locked,
    to,
    async save(changes = {}, from) {
      if (saved) throw new Error('a transition saves its row once');
      saved = true;
      // Locked and checked above, so this matches; the revision in its WHERE keeps it safe alone.
      const row = await updateRegistrationAtRevision(
        tx,
        locked.id,
        locked.revision,
        { ...changes, status: to },
        from,
      );
      if (!row) throw staleRevision();
      return row;
    },
  });
  if (request.quiet) {
    await moveCount(tx, locked.branch, from, to);
  } else {
    await recordTransition(
      tx,
      {
        registrationId: locked.id,
        action: request.action,
        fromStatus: from,
        toStatus: to,
        ...(request.system
          ? { actorId: null, actorName: request.system.name, role: SYSTEM_ROLE }
          : {
              actorId: request.user.id,
              actorName: request.user.name,
              role: request.user.role ?? '',
            }),
        note: request.note,
      },
      locked.branch,
    );
  }
  return {
    from,
    to,
    record: { ...result.saved, createdByName: locked.createdByName },
    repeated: false,
    effect: result,
  };
}

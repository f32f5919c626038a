import { can } from '@form-a/domain/permissions';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { todayInTimeZone } from '@form-a/domain/dates';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { STATUS } from '@form-a/domain/status';
import type { DiscardedRegistration } from '@form-a/domain/api/registrations';
import type { Consent } from '@form-a/domain/privacy-notice';
import { WORKFLOW_ALERTS } from '@form-a/domain/messages';
import type { Permission } from '@form-a/domain/permissions';
import { alertFor, transition } from '@form-a/domain/workflow';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { invalidTransition, recordNotFound, staleRevision } from '../../lib/registration-errors';
import { idempotent } from '../idempotency/service';
import { consentColumns, recordedConsent, requireConsentForResubmit } from './consent';
import { moveCount } from './counters';
import { discardDraft } from './discard';
import { erasedRecord } from './erasure';
import { recordTransition, listLogs } from './history';
import { countsFor, listFor, requireBranch, type ListRequest } from './list-service';
import { formValuesToColumns, toRegistrationLog, toRegistrationRecord } from './record';
import { findRegistration, insertRegistration } from './repository';
import { applyTransition } from './transition';
import { validateApplication, type IntakeAction, type UidRegistry } from './validation';
import { afterRegistrationWrite } from './write-hooks';

export interface SavedRegistration {
  message: string;
  registration: RegistrationRecord;
}

/** The secretary's side of a registration (create, edit, submit) and every reader's. */
export class RegistrationsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly uid: UidRegistry,
  ) {}

  private validate(action: IntakeAction, input: unknown, user: SessionUser) {
    const today = todayInTimeZone(new Date(), this.config.TIME_ZONE);
    return validateApplication({ db: this.db, uid: this.uid, today }, action, input, user);
  }

  async create(
    user: SessionUser,
    input: {
      action: 'draft' | 'submit';
      autosave?: boolean | undefined;
      consent?: Consent | undefined;
    } & Record<string, unknown>,
  ): Promise<SavedRegistration> {
    const branch = requireBranch(user);
    const to = transition(null, input.action, user.role);
    if (to === null) throw forbidden();
    const values = await this.validate(input.action, input, user);

    return this.db.transaction(async (tx) =>
      idempotent(tx, async () => {
        const inserted = await insertRegistration(tx, {
          ...formValuesToColumns(values),
          branch,
          status: to,
          createdBy: user.id,
          submittedAt: to === STATUS.SUBMITTED ? new Date() : null,
          ...consentColumns(input.action, input.consent, user, new Date()),
        });
        await afterRegistrationWrite({ tx, kind: 'saved', row: inserted });
        if (isAutosave(input)) {
          // ADR 051: the wizard's own save is no step of the history; created_by and created_at
          // say who began the draft and when.
          await moveCount(tx, branch, null, to);
        } else {
          await recordTransition(
            tx,
            {
              registrationId: inserted.id,
              action: input.action,
              fromStatus: null,
              toStatus: to,
              actorId: user.id,
              actorName: user.name,
              role: user.role ?? '',
              note: '',
            },
            branch,
          );
        }
        return {
          statusCode: 201,
          body: {
            message: alertFor(input.action, user.role, null) ?? '',
            // The row as inserted; its creator is the signed-in user.
            registration: toRegistrationRecord({ ...inserted, createdByName: user.name }),
          },
        };
      }),
    );
  }

  async update(
    user: SessionUser,
    id: number,
    input: {
      action: IntakeAction;
      revision: number;
      autosave?: boolean | undefined;
      consent?: Consent | undefined;
    } & Record<string, unknown>,
  ): Promise<SavedRegistration> {
    // Checked before the registry is asked, so that a refused edit costs no look-ups; checked
    // again under the row lock by applyTransition, since the state may move meanwhile. A
    // discarded draft is found here, so that a save racing its Discard hears why (409).
    const current = await this.recordInScope(user, id, 'registration:read');
    if (transition(current.status, input.action, user.role) === null)
      throw invalidTransition(current.status, input.action);
    if (current.revision !== input.revision) throw staleRevision();
    requireConsentForResubmit(input.action, input.consent, current);
    const values = await this.validate(input.action, input, user);

    return this.db.transaction(async (tx) =>
      idempotent(tx, async () => {
        const applied = await applyTransition(
          tx,
          {
            id,
            action: input.action,
            revision: input.revision,
            user,
            note: input.action === 'resubmit' ? values.note : '',
            quiet: isAutosave(input),
          },
          async ({ to, save }) => {
            const saved = await save({
              ...formValuesToColumns(values),
              ...(to === STATUS.SUBMITTED ? { submittedAt: new Date() } : {}),
              ...consentColumns(input.action, input.consent, user, new Date()),
            });
            await afterRegistrationWrite({ tx, kind: 'saved', row: saved });
            return { saved };
          },
        );
        return {
          statusCode: 200,
          body: {
            message: alertFor(input.action, user.role, applied.from) ?? '',
            registration: toRegistrationRecord(applied.record),
          },
        };
      }),
    );
  }

  /**
   * A record the user may read; a record outside the user's scope (another branch's, for a
   * secretary) is 'not found', so that ids reveal nothing.
   */
  async readableRecord(user: SessionUser, id: number) {
    const row = await this.recordInScope(user, id, 'registration:read');
    // a discarded draft (ADR 051) is gone for every reader; its history stays in the database
    if (row.status === STATUS.DISCARDED) throw recordNotFound();
    // an erased one (ADR 055) says when, by whom and why, and nothing of the person
    if (row.status === STATUS.ERASED) throw erasedRecord(row);
    return row;
  }

  /** A record `permission` covers for `user` (its branch, for a secretary), discarded or not. */
  private async recordInScope(user: SessionUser, id: number, permission: Permission) {
    const row = await findRegistration(this.db, id);
    if (!row || !can(user, permission, row)) throw recordNotFound();
    return row;
  }

  /**
   * The secretary's Discard (ADR 051): a draft of her branch, at the revision she saw, leaves
   * every list; 409 when it is no longer a draft or has changed since.
   */
  async discard(user: SessionUser, id: number, revision: number): Promise<DiscardedRegistration> {
    await this.recordInScope(user, id, 'registration:discard-draft');
    await this.db.transaction((tx) =>
      discardDraft(tx, { user, id, revision, reason: 'secretary' }),
    );
    return { message: WORKFLOW_ALERTS.discarded, messageKey: 'workflow.discarded', id };
  }

  async get(user: SessionUser, id: number) {
    const row = await this.readableRecord(user, id);
    const [logs, consent] = await Promise.all([
      listLogs(this.db, id),
      recordedConsent(this.db, row),
    ]);
    return {
      registration: toRegistrationRecord(row),
      logs: logs.map(toRegistrationLog),
      consent,
    };
  }

  list(user: SessionUser, query: ListRequest) {
    return listFor(this.db, user, query);
  }

  counts(user: SessionUser) {
    return countsFor(this.db, user);
  }
}

/** A save the wizard made by itself: stored as a Draft, with no history row (ADR 051). */
function isAutosave(input: { action: string; autosave?: boolean | undefined }): boolean {
  return input.autosave === true && input.action === 'draft';
}

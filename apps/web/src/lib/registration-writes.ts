import type { CreateAction, UpdateAction } from '@form-a/domain/api/registrations';
import { splitFullName } from '@form-a/domain/approved-record';
import type { Consent } from '@form-a/domain/privacy-notice';
import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import type { DuplicatePrecheck } from '@form-a/domain/schemas/duplicate-match';
import { call } from './api-client';

/*
 * The application's writes and its duplicate pre-check, as requests. Shared by the wizard (its
 * hooks, its autosave) and the offline outbox (ADR 075), which sends the very same requests
 * with the very same idempotency keys later, so they live outside both features.
 */

export interface CreateRegistrationInput {
  values: ApplicationDraft;
  action: CreateAction;
  /** one per wizard session: a retried click replays the first answer, never a second record */
  idempotencyKey: string;
  /** the wizard's own save while typing: stored like a Draft, with no history entry (ADR 051) */
  autosave?: boolean;
  /** the seeker's consent to the privacy notice: a submit carries it (ADR 053) */
  consent?: Consent | undefined;
}

/** A create's or update's body: the values, the action, and the flags only when set. */
function writeBody<Action extends CreateAction | UpdateAction>(
  values: ApplicationDraft,
  action: Action,
  autosave: boolean | undefined,
  consent: Consent | undefined,
) {
  return {
    ...values,
    action,
    ...(autosave ? { autosave: true as const } : {}),
    ...(consent ? { consent } : {}),
  };
}

/** POST /api/registrations (BBRANCHSEC): a new draft (7) or a submitted application (1). */
export const createRegistration = ({
  values,
  action,
  idempotencyKey,
  autosave,
  consent,
}: CreateRegistrationInput) =>
  call('POST /api/registrations', {
    body: writeBody(values, action, autosave, consent),
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export interface UpdateRegistrationInput {
  id: number;
  values: ApplicationDraft;
  action: UpdateAction;
  /** the revision the form was loaded from; a stale one answers 409 STALE_REVISION */
  revision: number;
  idempotencyKey: string;
  /** the wizard's own save while typing: stored like a Draft, with no history entry (ADR 051) */
  autosave?: boolean;
  /**
   * the seeker's consent to the privacy notice: a submit carries it, and a resubmit of a record
   * that holds none (ADR 053)
   */
  consent?: Consent | undefined;
}

/** PUT /api/registrations/:id: save a draft again, submit it, or resubmit a returned record. */
export const updateRegistration = ({
  id,
  values,
  action,
  revision,
  idempotencyKey,
  autosave,
  consent,
}: UpdateRegistrationInput) =>
  call('PUT /api/registrations/:id', {
    params: { id },
    body: { ...writeBody(values, action, autosave, consent), revision },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export interface PrecheckPerson {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  fatherName: string;
}

/** The wizard's values as the check's body (the father's name in parts, as the match keys). */
export function precheckBody(person: PrecheckPerson, excludeId?: number): DuplicatePrecheck {
  const father = splitFullName(person.fatherName);
  return {
    first_name: person.firstName,
    middle_name: person.middleName,
    last_name: person.lastName,
    dob: person.dob,
    father_first_name: father.first,
    father_middle_name: father.middle,
    father_last_name: father.last,
    ...(excludeId ? { exclude_registration_id: excludeId } : {}),
  };
}

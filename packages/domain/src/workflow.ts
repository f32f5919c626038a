import { z } from 'zod';
import { CONFLICT_MESSAGES, WORKFLOW_ALERTS, type ConflictMessageKey } from './messages';
import type { RoleCode } from './roles';
import { STATUS, type StatusId } from './status';

/**
 * The review workflow as data (conventions, habit 2): the server refuses anything not in
 * TRANSITIONS with 409, and the UI derives its buttons from `allowedActions`.
 */
export const WORKFLOW_ACTIONS = [
  'draft',
  'submit',
  'resubmit',
  'validate',
  'return',
  'returnToSecretary',
  'approve',
  'discard',
  'erase',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];
export const workflowActionSchema = z.enum(WORKFLOW_ACTIONS);

export interface WorkflowTransition {
  /** null: the record does not exist yet (the new-application wizard). */
  readonly from: StatusId | null;
  readonly action: WorkflowAction;
  readonly role: RoleCode;
  readonly to: StatusId;
}

/** The states a record's personal data may be erased from here (ADR 055): every one but 3 and 9. */
export const ERASABLE_STATUSES = [
  STATUS.SUBMITTED,
  STATUS.VALIDATED,
  STATUS.RETURNED,
  STATUS.DRAFT,
  STATUS.DISCARDED,
] as const satisfies readonly StatusId[];
const ERASING_ROLES = ['DBAPPROVER', 'ADMIN'] as const satisfies readonly RoleCode[];

/**
 * Spec section 4 "Transitions". A returned record (6) has no 'draft' row: the spec gives the
 * response screen only Resubmit, so edits to a returned record travel with it. A return goes
 * one step back: the validator's to the secretary (6), the approver's to the validator (1).
 * The approver may also send a record straight to the secretary ('returnToSecretary', ADR 048):
 * the spec labels the approver's button 'Return to Branch Secretary', and a button's label
 * names the status its row stores (`returnDestination`).
 */
export const TRANSITIONS = [
  { from: null, action: 'draft', role: 'BBRANCHSEC', to: STATUS.DRAFT },
  { from: null, action: 'submit', role: 'BBRANCHSEC', to: STATUS.SUBMITTED },
  { from: STATUS.DRAFT, action: 'draft', role: 'BBRANCHSEC', to: STATUS.DRAFT },
  { from: STATUS.DRAFT, action: 'submit', role: 'BBRANCHSEC', to: STATUS.SUBMITTED },
  { from: STATUS.RETURNED, action: 'resubmit', role: 'BBRANCHSEC', to: STATUS.SUBMITTED },
  { from: STATUS.SUBMITTED, action: 'validate', role: 'UVVOLUNTER', to: STATUS.VALIDATED },
  { from: STATUS.SUBMITTED, action: 'return', role: 'UVVOLUNTER', to: STATUS.RETURNED },
  { from: STATUS.VALIDATED, action: 'approve', role: 'DBAPPROVER', to: STATUS.APPROVED },
  { from: STATUS.VALIDATED, action: 'return', role: 'DBAPPROVER', to: STATUS.SUBMITTED },
  { from: STATUS.VALIDATED, action: 'returnToSecretary', role: 'DBAPPROVER', to: STATUS.RETURNED },
  // ADR 051: a draft the branch drops leaves every list but keeps its history.
  { from: STATUS.DRAFT, action: 'discard', role: 'BBRANCHSEC', to: STATUS.DISCARDED },
  // ADR 055: the seeker's erasure of a record not yet approved; an approved one is the
  // collection service's to erase, so the approver's request goes there and 3 has no row.
  ...ERASABLE_STATUSES.flatMap((from) =>
    ERASING_ROLES.map((role) => ({ from, action: 'erase' as const, role, to: STATUS.ERASED })),
  ),
] as const satisfies readonly WorkflowTransition[];

/**
 * The actions the server takes by itself, with no person's role: the retention job erases
 * drafts, returned records and discarded drafts left untouched for their period (ADR 051, 055).
 * They follow the same rows as a person's.
 */
export const SYSTEM_ACTIONS = ['discard', 'erase'] as const satisfies readonly WorkflowAction[];
export type SystemAction = (typeof SYSTEM_ACTIONS)[number];

/** Where a system action takes a record in `from`: the table's row for it, or null (→ 409). */
export function systemTransition(from: number | null, action: SystemAction): StatusId | null {
  return TRANSITIONS.find((t) => t.from === from && t.action === action)?.to ?? null;
}

function findTransition(
  from: number | null,
  action: WorkflowAction,
  role: RoleCode | null | undefined,
): WorkflowTransition | undefined {
  if (!role) return undefined;
  return TRANSITIONS.find((t) => t.from === from && t.action === action && t.role === role);
}

/** The status the record moves to, or null when the table has no such row (→ 409). */
export function transition(
  from: number | null,
  action: WorkflowAction,
  role: RoleCode | null | undefined,
): StatusId | null {
  return findTransition(from, action, role)?.to ?? null;
}

/** Actions `role` may take on a record in `status` (null: a new record), in table order. */
export function allowedActions(
  status: number | null,
  role: RoleCode | null | undefined,
): WorkflowAction[] {
  if (!role) return [];
  const actions: WorkflowAction[] = [];
  for (const t of TRANSITIONS) {
    if (t.from === status && t.role === role && !actions.includes(t.action)) actions.push(t.action);
  }
  return actions;
}

export type ReturnDestination = 'secretary' | 'validator';

/**
 * Whom `role`'s `action` on a record in `status` hands it back to, read from the row's `to`;
 * null when the row does not exist or does not send the record back. Return buttons are
 * labelled by this, so a label cannot name another person than the one who gets the record.
 */
export function returnDestination(
  status: number | null,
  action: WorkflowAction,
  role: RoleCode | null | undefined,
): ReturnDestination | null {
  if (action !== 'return' && action !== 'returnToSecretary') return null;
  const to = transition(status, action, role);
  if (to === STATUS.RETURNED) return 'secretary';
  if (to === STATUS.SUBMITTED) return 'validator';
  return null;
}

/**
 * The Jigyasu ID is assigned once, on approval. Spec section 4's heading says "on validate
 * and approve", but an ID issued at validation would burn a sequence number for records an
 * approver may still return, and the approved record is the only consumer of the ID.
 */
export function actionAssignsJigyasuId(action: WorkflowAction): boolean {
  return action === 'approve';
}

/**
 * The key (in WORKFLOW_ALERTS) of the alert shown after a successful action, or null when
 * `role` cannot take `action`. The spec has two texts each for submit and draft: the wizard's
 * ('Data has been submitted', 'Draft has been saved.') and the draft-edit screen's; `from`
 * picks between them, and without it the draft-edit texts are used. For 'approve' the text is
 * the prefix; use `approvedAlert` to append the ID.
 */
export function alertKeyFor(
  action: WorkflowAction,
  role: RoleCode | null | undefined,
  from?: StatusId | null,
): keyof typeof WORKFLOW_ALERTS | null {
  const isNew = from === null;
  const row = TRANSITIONS.find(
    (t) => t.action === action && t.role === role && (from === undefined || t.from === from),
  );
  if (!row) return null;
  switch (action) {
    case 'draft':
      return isNew ? 'draftSaved' : 'savedAsDraft';
    case 'submit':
      return isNew ? 'dataSubmitted' : 'submitted';
    case 'resubmit':
      return 'resubmitted';
    case 'validate':
      return 'validated';
    case 'return':
    case 'returnToSecretary':
      return row.to === STATUS.RETURNED ? 'returnedToSecretary' : 'returnedToValidator';
    case 'approve':
      return 'approvedPrefix';
    case 'discard':
      return 'discarded';
    case 'erase':
      return 'erased';
  }
}

/** The English text of `alertKeyFor`: what the API answers in `message`. */
export function alertFor(
  action: WorkflowAction,
  role: RoleCode | null | undefined,
  from?: StatusId | null,
): string | null {
  const key = alertKeyFor(action, role, from);
  return key ? WORKFLOW_ALERTS[key] : null;
}

export function approvedAlert(jigyasuId: string): string {
  return `${WORKFLOW_ALERTS.approvedPrefix} ${jigyasuId}`;
}

/** Whether the role appears in the table with this action at all (403 when not, 409 when only the state is wrong). */
export function roleMayTake(action: WorkflowAction, role: RoleCode | null | undefined): boolean {
  return !!role && TRANSITIONS.some((t) => t.action === action && t.role === role);
}

/**
 * Why `action` cannot be taken on a record now in `status`, as the key of CONFLICT_MESSAGES.
 * A refused transition is nearly always a race lost to a colleague, so the words say what the
 * colleague did (the record's state now), not which rule refused it.
 */
export function conflictMessageKey(status: number, action: WorkflowAction): ConflictMessageKey {
  switch (status) {
    case STATUS.SUBMITTED:
      // a reviewer's action on a submitted record is refused only to the approver
      return action === 'approve' || action === 'return' || action === 'returnToSecretary'
        ? 'backWithValidator'
        : 'submitted';
    case STATUS.VALIDATED:
      return 'validated';
    case STATUS.APPROVED:
      return 'approved';
    case STATUS.RETURNED:
      return 'returned';
    case STATUS.DRAFT:
      return 'draft';
    case STATUS.DISCARDED:
      return 'discarded';
    case STATUS.ERASED:
      return 'erased';
    default:
      return 'unknown';
  }
}

export function conflictMessage(status: number, action: WorkflowAction): string {
  return CONFLICT_MESSAGES[conflictMessageKey(status, action)];
}

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
  'approve',
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

/**
 * Exactly spec section 4 "Transitions". A returned record (6) has no 'draft' row: the spec
 * gives the response screen only Resubmit, so edits to a returned record travel with it.
 * The approver's Return goes back to the validator (1), not to the secretary.
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
] as const satisfies readonly WorkflowTransition[];

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
      return row.to === STATUS.RETURNED ? 'returnedToSecretary' : 'returnedToValidator';
    case 'approve':
      return 'approvedPrefix';
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
      return action === 'approve' || action === 'return' ? 'backWithValidator' : 'submitted';
    case STATUS.VALIDATED:
      return 'validated';
    case STATUS.APPROVED:
      return 'approved';
    case STATUS.RETURNED:
      return 'returned';
    case STATUS.DRAFT:
      return 'draft';
    default:
      return 'unknown';
  }
}

export function conflictMessage(status: number, action: WorkflowAction): string {
  return CONFLICT_MESSAGES[conflictMessageKey(status, action)];
}

import { describe, expect, it } from 'vitest';
import { WORKFLOW_ALERTS } from '../src/messages';
import { ROLE_CODES, type RoleCode } from '../src/roles';
import { STATUS, STATUS_IDS, type StatusId } from '../src/status';
import {
  actionAssignsJigyasuId,
  alertFor,
  allowedActions,
  approvedAlert,
  conflictMessageKey,
  systemTransition,
  returnDestination,
  transition,
  TRANSITIONS,
  WORKFLOW_ACTIONS,
  workflowActionSchema,
  type WorkflowAction,
} from '../src/workflow';

const ALLOWED: Array<[StatusId | null, WorkflowAction, RoleCode, StatusId]> = [
  [null, 'draft', 'BBRANCHSEC', 7],
  [null, 'submit', 'BBRANCHSEC', 1],
  [7, 'draft', 'BBRANCHSEC', 7],
  [7, 'submit', 'BBRANCHSEC', 1],
  [6, 'resubmit', 'BBRANCHSEC', 1],
  [1, 'validate', 'UVVOLUNTER', 2],
  [1, 'return', 'UVVOLUNTER', 6],
  [2, 'approve', 'DBAPPROVER', 3],
  [2, 'return', 'DBAPPROVER', 1],
  [2, 'returnToSecretary', 'DBAPPROVER', 6],
  [7, 'discard', 'BBRANCHSEC', 8],
  // ADR 055: erasure, by approvers and administrators, of every record not approved
  [1, 'erase', 'DBAPPROVER', 9],
  [1, 'erase', 'ADMIN', 9],
  [2, 'erase', 'DBAPPROVER', 9],
  [2, 'erase', 'ADMIN', 9],
  [6, 'erase', 'DBAPPROVER', 9],
  [6, 'erase', 'ADMIN', 9],
  [7, 'erase', 'DBAPPROVER', 9],
  [7, 'erase', 'ADMIN', 9],
  [8, 'erase', 'DBAPPROVER', 9],
  [8, 'erase', 'ADMIN', 9],
];

const key = (from: StatusId | null, action: WorkflowAction, role: RoleCode) =>
  `${from}|${action}|${role}`;
const allowedKeys = new Set(ALLOWED.map(([f, a, r]) => key(f, a, r)));

const FROMS: Array<StatusId | null> = [null, ...STATUS_IDS];
const REFUSED = FROMS.flatMap((from) =>
  WORKFLOW_ACTIONS.flatMap((action) =>
    ROLE_CODES.filter((role) => !allowedKeys.has(key(from, action, role))).map(
      (role) => [from, action, role] as const,
    ),
  ),
);

describe('transition table', () => {
  it('holds exactly the spec transitions', () => {
    expect(TRANSITIONS.map((t) => [t.from, t.action, t.role, t.to])).toEqual(ALLOWED);
  });

  it.each(ALLOWED)('%s --%s by %s--> %s', (from, action, role, to) => {
    expect(transition(from, action, role)).toBe(to);
  });

  it('refuses every other combination of status, action and role', () => {
    expect(REFUSED.length).toBe(
      FROMS.length * WORKFLOW_ACTIONS.length * ROLE_CODES.length - ALLOWED.length,
    );
    const accepted = REFUSED.filter(
      ([from, action, role]) => transition(from, action, role) !== null,
    );
    expect(accepted).toEqual([]);
  });

  it.each([
    [1, 'validate', 'DBAPPROVER'],
    [2, 'approve', 'UVVOLUNTER'],
    [null, 'submit', 'UVVOLUNTER'],
    [6, 'resubmit', 'DATAVIEWER'],
    [2, 'approve', 'ADMIN'],
    [3, 'return', 'DBAPPROVER'],
    [6, 'draft', 'BBRANCHSEC'],
    [1, 'submit', 'BBRANCHSEC'],
  ] as const)('refuses %s --%s by %s', (from, action, role) => {
    expect(transition(from, action, role)).toBeNull();
  });

  it('refuses a user without a role and unknown statuses', () => {
    expect(transition(7, 'submit', null)).toBeNull();
    expect(transition(7, 'submit', undefined)).toBeNull();
    expect(transition(4, 'validate', 'UVVOLUNTER')).toBeNull();
  });
});

describe('allowedActions', () => {
  it('lists the buttons each role gets', () => {
    expect(allowedActions(null, 'BBRANCHSEC')).toEqual(['draft', 'submit']);
    expect(allowedActions(7, 'BBRANCHSEC')).toEqual(['draft', 'submit', 'discard']);
    expect(allowedActions(6, 'BBRANCHSEC')).toEqual(['resubmit']);
    expect(allowedActions(1, 'UVVOLUNTER')).toEqual(['validate', 'return']);
    expect(allowedActions(2, 'DBAPPROVER')).toEqual([
      'approve',
      'return',
      'returnToSecretary',
      'erase',
    ]);
    expect(allowedActions(6, 'ADMIN')).toEqual(['erase']);
  });

  it('gives nothing where the table has nothing', () => {
    expect(allowedActions(3, 'DBAPPROVER')).toEqual([]);
    expect(allowedActions(1, 'BBRANCHSEC')).toEqual([]);
    expect(allowedActions(2, 'UVVOLUNTER')).toEqual([]);
    expect(allowedActions(1, 'DATAVIEWER')).toEqual([]);
    expect(allowedActions(1, null)).toEqual([]);
  });

  it('agrees with transition for every status and role', () => {
    for (const from of FROMS) {
      for (const role of ROLE_CODES) {
        const expected = WORKFLOW_ACTIONS.filter((a) => transition(from, a, role) !== null);
        expect([...allowedActions(from, role)].sort()).toEqual([...expected].sort());
      }
    }
  });
});

describe('returnDestination (ADR 048)', () => {
  it('names the person each return hands the record to, as the table stores it', () => {
    expect(returnDestination(1, 'return', 'UVVOLUNTER')).toBe('secretary');
    expect(returnDestination(2, 'return', 'DBAPPROVER')).toBe('validator');
    expect(returnDestination(2, 'returnToSecretary', 'DBAPPROVER')).toBe('secretary');
  });

  it('agrees with the stored status of every return row', () => {
    const returns = TRANSITIONS.filter(
      (t) => t.action === 'return' || t.action === 'returnToSecretary',
    );
    for (const row of returns) {
      const expected = row.to === 6 ? 'secretary' : 'validator';
      expect(returnDestination(row.from, row.action, row.role), `${row.role} ${row.action}`).toBe(
        expected,
      );
    }
  });

  it('has no destination for other actions or refused rows', () => {
    expect(returnDestination(1, 'validate', 'UVVOLUNTER')).toBeNull();
    expect(returnDestination(1, 'returnToSecretary', 'UVVOLUNTER')).toBeNull();
    expect(returnDestination(3, 'return', 'DBAPPROVER')).toBeNull();
  });
});

describe('discarding a draft (ADR 051)', () => {
  it('takes a draft, and nothing else, to Discarded', () => {
    expect(transition(STATUS.DRAFT, 'discard', 'BBRANCHSEC')).toBe(STATUS.DISCARDED);
    for (const from of [null, 1, 2, 3, 6, 8] as const) {
      expect(transition(from, 'discard', 'BBRANCHSEC')).toBeNull();
      expect(systemTransition(from, 'discard')).toBeNull();
    }
    expect(transition(STATUS.DRAFT, 'discard', 'UVVOLUNTER')).toBeNull();
  });

  it('lets the retention job follow the same row without a role', () => {
    expect(systemTransition(STATUS.DRAFT, 'discard')).toBe(STATUS.DISCARDED);
  });

  it('leaves a discarded draft nothing to do but its erasure, and says so', () => {
    for (const role of ROLE_CODES) {
      expect(allowedActions(STATUS.DISCARDED, role)).toEqual(
        role === 'DBAPPROVER' || role === 'ADMIN' ? ['erase'] : [],
      );
    }
    expect(conflictMessageKey(STATUS.DISCARDED, 'draft')).toBe('discarded');
    expect(alertFor('discard', 'BBRANCHSEC', STATUS.DRAFT)).toBe('The draft has been discarded.');
  });
});

describe('erasing a record (ADR 055)', () => {
  it('takes every record not approved to Erased, for approvers and administrators', () => {
    for (const from of [1, 2, 6, 7, 8] as const) {
      for (const role of ROLE_CODES) {
        expect(transition(from, 'erase', role), `${from} ${role}`).toBe(
          role === 'DBAPPROVER' || role === 'ADMIN' ? STATUS.ERASED : null,
        );
      }
      expect(systemTransition(from, 'erase')).toBe(STATUS.ERASED);
    }
  });

  it('has no erasure of an approved record here, nor a second one', () => {
    for (const from of [null, STATUS.APPROVED, STATUS.ERASED] as const) {
      for (const role of ROLE_CODES) expect(transition(from, 'erase', role)).toBeNull();
      expect(systemTransition(from, 'erase')).toBeNull();
    }
  });

  it('leaves an erased record nothing to do, and says so', () => {
    for (const role of ROLE_CODES) expect(allowedActions(STATUS.ERASED, role)).toEqual([]);
    expect(conflictMessageKey(STATUS.ERASED, 'erase')).toBe('erased');
    expect(conflictMessageKey(STATUS.ERASED, 'draft')).toBe('erased');
    expect(alertFor('erase', 'DBAPPROVER', STATUS.RETURNED)).toBe(WORKFLOW_ALERTS.erased);
    expect(alertFor('erase', 'BBRANCHSEC', STATUS.DRAFT)).toBeNull();
  });
});

describe('workflowActionSchema', () => {
  it('accepts the actions and nothing else', () => {
    for (const action of WORKFLOW_ACTIONS) expect(workflowActionSchema.parse(action)).toBe(action);
    expect(workflowActionSchema.safeParse('reject').success).toBe(false);
  });
});

describe('alerts', () => {
  it('gives the alert of each outcome', () => {
    expect(alertFor('validate', 'UVVOLUNTER')).toBe(WORKFLOW_ALERTS.validated);
    expect(alertFor('return', 'UVVOLUNTER')).toBe(
      'The request has been returned to the branch secretary.',
    );
    expect(alertFor('return', 'DBAPPROVER')).toBe(
      'The request has been returned to the validator.',
    );
    expect(alertFor('returnToSecretary', 'DBAPPROVER')).toBe(
      'The request has been returned to the branch secretary.',
    );
    expect(alertFor('approve', 'DBAPPROVER')).toBe(WORKFLOW_ALERTS.approvedPrefix);
    expect(alertFor('resubmit', 'BBRANCHSEC')).toBe('Request has been Resubmitted to Sabha.');
  });

  it('tells the wizard texts from the draft-edit texts', () => {
    expect(alertFor('submit', 'BBRANCHSEC', null)).toBe('Data has been submitted');
    expect(alertFor('draft', 'BBRANCHSEC', null)).toBe('Draft has been saved.');
    expect(alertFor('submit', 'BBRANCHSEC', 7)).toBe(
      'Request has been submitted and sent for approval.',
    );
    expect(alertFor('draft', 'BBRANCHSEC', 7)).toBe('Request has been saved as draft.');
    expect(alertFor('submit', 'BBRANCHSEC')).toBe(WORKFLOW_ALERTS.submitted);
  });

  it('has no alert for an action the role cannot take', () => {
    expect(alertFor('approve', 'UVVOLUNTER')).toBeNull();
    expect(alertFor('submit', 'BBRANCHSEC', 6)).toBeNull();
    expect(alertFor('validate', null)).toBeNull();
  });

  it('appends the new ID to the approval alert', () => {
    expect(approvedAlert('RKS199001011J')).toBe(
      'Request has been Approved and New Jigyasu ID is : RKS199001011J',
    );
  });

  it('assigns the Jigyasu ID on approval only', () => {
    expect(WORKFLOW_ACTIONS.filter(actionAssignsJigyasuId)).toEqual(['approve']);
  });
});

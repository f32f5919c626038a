import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { toStatusNameObject, type StatusId } from '@form-a/domain/status';
import { transition } from '@form-a/domain/workflow';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import type { LanguageCode } from '../../src/i18n/languages';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import {
  listPage,
  noDuplicatesOf,
  testLog,
  testRecord,
} from '../../src/testing/registration-records';
import { pasteInto } from '../../src/testing/paste-into';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/**
 * ADR 048: on every screen a reviewer acts on, each return button names the
 * person the record goes to, in English and Hindi, and the status the workflow table stores for
 * the action it sends is that person's (6: the branch secretary, 1: the validator).
 */

beforeAll(async () => {
  await loadLocalePacks('hi');
});

const WORDS = {
  en: {
    validate: 'Validate',
    approve: 'Approve',
    secretary: 'Return to Branch Secretary',
    validator: 'Return to Validator',
    note: 'Note',
    returnedTo: {
      secretary: 'The request has been returned to the branch secretary.',
      validator: 'The request has been returned to the validator.',
    },
  },
  hi: {
    validate: 'सत्यापित करें',
    approve: 'स्वीकृत करें',
    secretary: 'शाखा सचिव को लौटाएँ',
    validator: 'सत्यापनकर्ता को लौटाएँ',
    note: 'टिप्पणी',
    returnedTo: {
      secretary: 'अनुरोध शाखा सचिव को लौटा दिया गया है।',
      validator: 'अनुरोध सत्यापनकर्ता को लौटा दिया गया है।',
    },
  },
} as const;

/** Where each person's queue is: the status a record returned to them is stored in. */
const STORED_FOR = { secretary: 6, validator: 1 } as const;

type Destination = keyof typeof STORED_FOR;
interface Case {
  role: RoleCode;
  screen: 'check' | 'approve';
  path: string;
  status: StatusId;
  decision: 'validate' | 'approve';
  /** each return button, in screen order, and the action it must send */
  returns: ReadonlyArray<{ to: Destination; action: 'return' | 'returnToSecretary' }>;
}

const CASES: Case[] = [
  {
    role: 'UVVOLUNTER',
    screen: 'check',
    path: '/uv/check/validate/31',
    status: 1,
    decision: 'validate',
    returns: [{ to: 'secretary', action: 'return' }],
  },
  {
    role: 'UVVOLUNTER',
    screen: 'approve',
    path: '/uv/approved/validate/31',
    status: 1,
    decision: 'validate',
    returns: [{ to: 'secretary', action: 'return' }],
  },
  {
    role: 'DBAPPROVER',
    screen: 'check',
    path: '/uv/check/validate/31',
    status: 2,
    decision: 'approve',
    returns: [
      { to: 'validator', action: 'return' },
      { to: 'secretary', action: 'returnToSecretary' },
    ],
  },
  {
    role: 'DBAPPROVER',
    screen: 'approve',
    path: '/uv/approved/validate/31',
    status: 2,
    decision: 'approve',
    returns: [
      { to: 'validator', action: 'return' },
      { to: 'secretary', action: 'returnToSecretary' },
    ],
  },
];

function renderReview(role: RoleCode, path: string, status: StatusId, language: LanguageCode) {
  const user = testUser(role);
  const record = testRecord({ id: 31, status, revision: 4 });
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/registrations/31': () =>
      jsonResponse(200, { registration: record, logs: [testLog()] }),
    'GET /api/registrations': () => jsonResponse(200, listPage([])),
    'GET /api/registrations/31/duplicates': noDuplicatesOf(record),
    'GET /api/registrations/31/jigyasu-id-preview': () =>
      jsonResponse(200, { prefix: 'RS19950110', jigyasuId: 'RS199501101001J' }),
    // the double answers as the server does: the status the workflow table gives the action
    'POST /api/registrations/31/transitions': ({ body }) => {
      const { action } = body as { action: 'return' | 'returnToSecretary' };
      const to = transition(status, action, role);
      if (to === null) return jsonResponse(409, { error: { code: 'CONFLICT', message: 'no' } });
      return jsonResponse(200, {
        message: '',
        registration: { ...record, status: to, StatusName: toStatusNameObject(to), revision: 5 },
        jigyasuId: null,
        delivery: null,
        handoff: null,
      });
    },
  });
  const sentActions = () =>
    fetchSpy.mock.calls
      .filter(([input]) => String(input).endsWith('/transitions'))
      .map(([, init]) => (JSON.parse(String(init?.body)) as { action: string }).action);
  const view = renderApp({
    path,
    session: { user },
    language,
    userEventOptions: { delay: null },
  });
  return { ...view, sentActions };
}

async function decisionButtons(note: string): Promise<string[]> {
  // the first screen of a file loads the review chunk: allow for a busy machine
  const field = await screen.findByRole('textbox', { name: note }, { timeout: 30_000 });
  const form = field.closest('form')!;
  return within(form as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

const LANGUAGES = ['en', 'hi'] as const;

describe.each(LANGUAGES)('return buttons in %s', { timeout: 60_000 }, (language) => {
  const words = WORDS[language];

  it.each(CASES)(
    '$role on the $screen screen: one button per return, each naming its destination',
    async ({ role, path, status, decision, returns }) => {
      renderReview(role, path, status, language);
      expect(await decisionButtons(words.note)).toEqual([
        words[decision],
        ...returns.map((r) => words[r.to]),
      ]);
    },
  );

  const clicks = CASES.flatMap((c) => c.returns.map((r) => ({ ...c, ...r })));
  it.each(clicks)(
    '$role on the $screen screen: "$to" sends $action, which stores the $to\'s status',
    async ({ role, path, status, to, action }) => {
      // the table itself, not the double: the label and the stored status agree
      expect(transition(status, action, role)).toBe(STORED_FOR[to]);
      const { user, sentActions } = renderReview(role, path, status, language);
      const note = await screen.findByRole('textbox', { name: words.note }, { timeout: 30_000 });
      await pasteInto(user, note, 'Wrong pin code');
      await user.click(screen.getByRole('button', { name: words[to] }));
      expect(await screen.findByText(words.returnedTo[to])).toBeInTheDocument();
      expect(sentActions()).toEqual([action]);
    },
  );
});

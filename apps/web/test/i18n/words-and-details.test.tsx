import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { toRegistrationSummary } from '@form-a/domain/schemas/registration-summary';
import { en } from '../../src/i18n/en-catalogue';
import { hi } from '../../src/i18n/hi';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import type { LanguageCode } from '../../src/i18n/languages';
import { EMPTY_LANDING_ANSWERS, meAnswer } from '../../src/testing/empty-answers';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import {
  listPage,
  noDuplicatesOf,
  testLog,
  testRecord,
} from '../../src/testing/registration-records';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/**
 * ADR 052: the words a person reads on the changed screens, in English and Hindi
 * (breadcrumbs, titles, step names, chart texts, the scroll hint, the date fields).
 */
const TEXTS = { en, hi } as const;
const LANGUAGES: LanguageCode[] = ['en', 'hi'];

beforeAll(async () => {
  await loadLocalePacks('hi');
});
afterEach(() => vi.restoreAllMocks());

function open(
  role: RoleCode,
  path: string,
  language: LanguageCode,
  handlers: Record<string, MockHandler> = {},
) {
  const user = testUser(role, role === 'BBRANCHSEC' ? { branch: 'Agra' } : {});
  mockApi({ ...EMPTY_LANDING_ANSWERS, ...meAnswer(user), ...handlers });
  return renderApp({ path, session: { user }, language, userEventOptions: { delay: null } });
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: /breadcrumb|पृष्ठ का पथ/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('breadcrumbs name screens, not address segments', { timeout: 120_000 }, () => {
  it.each(LANGUAGES)('the form, in %s', async (language) => {
    const t = TEXTS[language];
    open('BBRANCHSEC', '/jigyasu/form', language);
    await screen.findByRole('heading', { name: t.wizard.steps.step1 }, { timeout: 60_000 });
    // home (an icon), then the screen's title; never 'jigyasu' or 'form'
    expect(crumbs()).toEqual(['', t.pages.applicationForm]);
  });

  it.each(LANGUAGES)('a record under review shows its list, linked, in %s', async (language) => {
    const t = TEXTS[language];
    const record = testRecord({ id: 31, status: 1 });
    open('UVVOLUNTER', '/uv/check/validate/31', language, {
      'GET /api/registrations/31': () =>
        jsonResponse(200, { registration: record, logs: [testLog()] }),
      'GET /api/registrations': () => jsonResponse(200, listPage([])),
      'GET /api/registrations/31/duplicates': noDuplicatesOf(record),
    });
    await screen.findByRole('textbox', { name: t.review.note }, { timeout: 60_000 });
    expect(crumbs()).toEqual(['', t.pages.pendingValidation, t.pages.checkValidate]);
    const nav = screen.getByRole('navigation', { name: t.common.breadcrumb });
    expect(within(nav).getByRole('link', { name: t.pages.pendingValidation })).toHaveAttribute(
      'href',
      '/uv/jigyasu/list',
    );
    expect(nav).not.toHaveTextContent(/uv|check|validate|31/);
  });
});

describe('titles in the reader’s language', { timeout: 120_000 }, () => {
  it.each(LANGUAGES)('search results, in %s', async (language) => {
    const t = TEXTS[language];
    const hit = {
      ...toRegistrationSummary(testRecord({ id: 77, title: 'MR' })),
      matched_by: 'name',
    };
    open('DATAVIEWER', '/search?q=Rohit', language, {
      'GET /api/search': () =>
        jsonResponse(200, {
          items: [hit],
          searched: ['name'],
          nameMatch: 'spelling',
          nextCursor: null,
        }),
    });
    const list = await screen.findByRole(
      'list',
      { name: t.search.resultsFor.replace('{{query}}', 'Rohit') },
      { timeout: 60_000 },
    );
    expect(list).toHaveTextContent(`${t.enums.title.MR} Rohit Sharma`);
    if (language === 'hi') expect(list).not.toHaveTextContent(/\bMR\b/);
  });
});

describe('the wizard’s two parent steps are told apart', { timeout: 120_000 }, () => {
  it.each(LANGUAGES)('in the stepper, in %s', async (language) => {
    const t = TEXTS[language];
    open('BBRANCHSEC', '/jigyasu/form', language);
    await screen.findByRole('heading', { name: t.wizard.steps.step1 }, { timeout: 60_000 });
    expect(t.wizard.steps.step2).not.toBe(t.wizard.steps.step3);
    expect(screen.getByText(t.wizard.steps.step2)).toBeInTheDocument();
    expect(screen.getByText(t.wizard.steps.step3)).toBeInTheDocument();
  });
});

describe('reports: empty charts, the scroll hint, the date fields', { timeout: 120_000 }, () => {
  it.each(LANGUAGES)('an empty period says so in the reader’s words, in %s', async (language) => {
    const t = TEXTS[language];
    open('DATAVIEWER', '/reports', language);
    await screen.findByRole('heading', { level: 1, name: t.reports.title }, { timeout: 60_000 });
    await waitFor(() => expect(screen.getAllByText(t.reports.noData).length).toBeGreaterThan(0));
    expect(screen.getByText(t.reports.stageAge.noData)).toBeInTheDocument();
    expect(screen.queryByText('No data to display')).not.toBeInTheDocument();
  });

  it.each(LANGUAGES)('a table wider than its box says it scrolls, in %s', async (language) => {
    const t = TEXTS[language];
    // the test DOM lays nothing out: every box is 300 px wide and holds 720 px of table
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(720);
    open('DATAVIEWER', '/reports', language);
    const table = await screen.findByRole(
      'group',
      { name: t.reports.byStatus.title },
      { timeout: 60_000 },
    );
    const hints = await screen.findAllByText(t.reports.scrollHint);
    expect(hints.length).toBeGreaterThan(0);
    // said to a screen reader too, with the table it is about
    expect(table).toHaveAccessibleDescription(t.reports.scrollHint);
  });

  it('a table that fits says nothing about scrolling', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(720);
    open('DATAVIEWER', '/reports', 'en');
    const table = await screen.findByRole(
      'group',
      { name: en.reports.byStatus.title },
      { timeout: 60_000 },
    );
    expect(screen.queryByText(en.reports.scrollHint)).not.toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-describedby');
  });

  it.each(LANGUAGES)(
    'From and To are dd/mm/yyyy picker fields, not the browser’s, in %s',
    async (language) => {
      const t = TEXTS[language];
      const { container } = open('DATAVIEWER', '/reports?from=2026-01-05&to=2026-02-10', language);
      await screen.findByRole('heading', { level: 1, name: t.reports.title }, { timeout: 60_000 });
      expect(container.querySelector('input[type="date"]')).toBeNull();
      const from = await screen.findByRole('group', { name: t.reports.from });
      const to = screen.getByRole('group', { name: t.reports.to });
      // the picker's hidden input holds what the sections show
      expect(from.parentElement!.querySelector('input')).toHaveValue('05/01/2026');
      expect(to.parentElement!.querySelector('input')).toHaveValue('10/02/2026');
    },
  );
});

describe('the dashboard’s card print date', { timeout: 120_000 }, () => {
  it('is the portal’s date field too', async () => {
    const { container } = open('BBRANCHSEC', '/dashboard', 'en');
    await screen.findByRole('heading', { name: en.dashboard.title }, { timeout: 60_000 });
    await screen.findByRole(
      'group',
      { name: en.notifications.card.batchDate },
      { timeout: 30_000 },
    );
    expect(container.querySelector('input[type="date"]')).toBeNull();
  });
});

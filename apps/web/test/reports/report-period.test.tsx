import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import type { LanguageCode } from '../../src/i18n/languages';
import { EMPTY_LANDING_ANSWERS } from '../../src/testing/empty-answers';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/**
 * A From after To said 'The reports did not load. Please try again.', which no
 * retry could fix. The form checks the period with the server's schema, says what is wrong under
 * To, and asks the server nothing until the period makes sense.
 */

const ORDER = {
  en: "The 'To' date must be on or after the 'From' date.",
  hi: "'तक' की तिथि 'से' की तिथि के दिन या उसके बाद की होनी चाहिए।",
} as const;

beforeAll(async () => {
  await loadLocalePacks('hi');
});

function renderReports(path: string, language: LanguageCode = 'en') {
  const user = testUser('DATAVIEWER');
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/reports': EMPTY_LANDING_ANSWERS['GET /api/reports']!,
    'GET /api/branches': () => jsonResponse(200, { branch_list: [] }),
  });
  const reportCalls = () =>
    fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/reports')
      .map((url) => Object.fromEntries(url.searchParams));
  return {
    ...renderApp({ path, session: { user }, language, userEventOptions: { delay: null } }),
    reportCalls,
  };
}

/** The date field's group of day, month and year sections (MUI X's accessible field). */
function dateField(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

describe('the report period', { timeout: 80_000 }, () => {
  it.each(['en', 'hi'] as const)(
    'says under To, in %s, that a period ending before it starts cannot be, and asks nothing',
    async (language) => {
      const { reportCalls } = renderReports('/reports?from=2026-03-01&to=2026-02-01', language);
      expect(await screen.findByText(ORDER[language], {}, { timeout: 40_000 })).toBeInTheDocument();
      // the period stays as it came, so the reader sees what to put right
      const to = dateField(language === 'en' ? 'To' : 'तक');
      expect(
        within(to)
          .getAllByRole('spinbutton')
          .map((s) => s.textContent),
      ).toEqual(['01', '02', '2026']);
      expect(screen.queryByText(/did not load/)).toBeNull();
      expect(reportCalls()).toEqual([]);
    },
  );

  it('keeps the last figures while From is after To, and asks again once it is put right', async () => {
    const { user, reportCalls } = renderReports('/reports?from=2026-01-01&to=2026-02-01');
    await waitFor(() => expect(reportCalls()).toEqual([{ from: '2026-01-01', to: '2026-02-01' }]), {
      timeout: 20_000,
    });

    // a From after To, typed into the day, month and year of From (15/01/2026 on the way is a
    // sensible period, and may be asked for)
    const from = await screen.findByRole('group', { name: 'From' });
    await user.click(within(from).getAllByRole('spinbutton')[0]!);
    await user.keyboard('15032026');
    expect(await screen.findByText(ORDER.en)).toBeInTheDocument();
    const asked = reportCalls().length;
    // the figures shown are still those of a sensible period
    expect(screen.queryByText(/did not load/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reportCalls()).toHaveLength(asked);

    const to = dateField('To');
    await user.click(within(to).getAllByRole('spinbutton')[0]!);
    await user.keyboard('20032026');
    await waitFor(
      () => expect(reportCalls().at(-1)).toEqual({ from: '2026-03-15', to: '2026-03-20' }),
      { timeout: 5_000 },
    );
    expect(screen.queryByText(ORDER.en)).toBeNull();
    // no request ever went out with the period the wrong way round
    expect(reportCalls().every(({ from: f, to: t }) => !f || !t || f <= t)).toBe(true);
  });
});

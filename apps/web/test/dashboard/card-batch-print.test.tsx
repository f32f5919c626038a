import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardBatchPrint } from '../../src/features/dashboard/components/card-batch-print';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import { recordDownloads } from '../../src/testing/downloads';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderWithRouter } from '../../src/testing/render';

/**
 * 'Print cards (PDF)' on a day without approvals saved the server's 404 as
 * `cards.json` and said nothing. Now the server's message shows and nothing is downloaded.
 */

const NONE_APPROVED = {
  en: 'No record of this branch was approved on that day.',
  hi: 'उस दिन इस शाखा का कोई रिकॉर्ड स्वीकृत नहीं हुआ।',
} as const;

const notFound = () =>
  jsonResponse(404, {
    error: {
      code: 'NOT_FOUND',
      message: NONE_APPROVED.en,
      messageKey: 'card.noneApprovedThatDay',
    },
  });

let saved: HTMLAnchorElement[];
beforeAll(async () => {
  await loadLocalePacks('hi');
});
beforeEach(() => {
  saved = recordDownloads('blob:cards');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('batch print of a day without approvals', () => {
  it.each(['en', 'hi'] as const)(
    'shows the server message in %s and downloads nothing',
    async (language) => {
      const fetchSpy = mockApi({ 'GET /api/cards': notFound });
      const { user } = renderWithRouter(<CardBatchPrint />, {
        path: '/dashboard',
        language,
        userEventOptions: { delay: null },
      });
      const name = language === 'en' ? 'Print cards (PDF)' : /PDF/;
      await user.click(await screen.findByRole('link', { name }));
      expect(await screen.findByText(NONE_APPROVED[language])).toBeInTheDocument();
      expect(saved).toEqual([]);
      expect(URL.createObjectURL).not.toHaveBeenCalled();
      const call = fetchSpy.mock.calls.find(([input]) => String(input).startsWith('/api/cards'));
      expect(String(call?.[0])).toMatch(/^\/api\/cards\?date=\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('downloads the PDF under the name the server gives when there are cards', async () => {
    mockApi({
      'GET /api/cards': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="cards-Agra-2026-11-20.pdf"',
          },
        }),
    });
    const { user } = renderWithRouter(<CardBatchPrint />, {
      path: '/dashboard',
      userEventOptions: { delay: null },
    });
    await user.click(await screen.findByRole('link', { name: 'Print cards (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('cards-Agra-2026-11-20.pdf');
    expect(saved[0]!.href).toBe('blob:cards');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

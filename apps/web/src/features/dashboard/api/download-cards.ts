import { download, pathOf } from '../../../lib/api-client';

/**
 * GET /api/cards?date= (BBRANCHSEC): one PDF with the cards of the branch's approvals on that
 * day, through fetch so that a day without any shows the server's 404 instead of saving it.
 */
export const downloadCards = (date: string) =>
  download('GET /api/cards', { query: { date }, fallbackName: `cards-${date}.pdf` });

/** The same file as a plain link, for 'save link as'. */
export const cardsUrl = (date: string) => pathOf('GET /api/cards', { query: { date } });

import type { SessionUser } from '@form-a/domain/schemas/auth';
import { jsonResponse, type MockHandler } from './mock-api';

/** GET /api/auth/me agreeing with the session a test starts with. */
export function meAnswer(user: SessionUser): Record<string, MockHandler> {
  return {
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
  };
}

/**
 * What an empty organisation answers on the screens each role lands on (dashboards with their
 * figures, the administrator's users), for tests about where a user goes rather than what it shows.
 */
export const EMPTY_LANDING_ANSWERS: Record<string, MockHandler> = {
  'GET /api/registrations/counts': () =>
    jsonResponse(200, {
      draft: 0,
      inProcess: 0,
      pendingValidation: 0,
      pendingApproval: 0,
      approved: 0,
      returned: 0,
    }),
  'GET /api/reports': () =>
    jsonResponse(200, {
      period: { from: null, to: '2026-11-25' },
      branch: null,
      timeZone: 'Asia/Kolkata',
      byBranch: [],
      byMonth: [],
      byStatus: [],
      stageAge: [],
    }),
  'GET /api/registrations': ({ query }) =>
    jsonResponse(200, {
      items: [],
      total: 0,
      page: Number(query.get('page') ?? 0),
      pageSize: Number(query.get('pageSize') ?? 50),
    }),
  'GET /api/users': () => jsonResponse(200, { items: [], total: 0, page: 0, pageSize: 50 }),
  'GET /api/branches': () => jsonResponse(200, { branch_list: [] }),
};

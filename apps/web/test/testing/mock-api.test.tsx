import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, offContract, takeMockFailures } from '../../src/testing/mock-api';

const COUNTS = {
  draft: 1,
  inProcess: 2,
  pendingValidation: 3,
  pendingApproval: 4,
  approved: 5,
  returned: 6,
};

describe('the web test double', () => {
  // the failures these tests provoke are their subject, not a failure of the test
  afterEach(() => {
    takeMockFailures();
  });

  it('refuses a call no handler answers, naming it', async () => {
    mockApi();
    await expect(fetch('/api/registrations/counts')).rejects.toThrow(
      'no handler for GET /api/registrations/counts',
    );
    expect(takeMockFailures()).toEqual(['no handler for GET /api/registrations/counts']);
  });

  it('answers a path by its :param key, the literal key first', async () => {
    mockApi({
      'GET /api/photos/:id': ({ params }) => new Response(params.id),
      'GET /api/registrations/:id': () => new Response('by id'),
      'GET /api/registrations/counts': () => jsonResponse(200, COUNTS),
    });
    expect(await (await fetch('/api/registrations/counts')).json()).toEqual(COUNTS);
    expect(await (await fetch('/api/photos/abc')).text()).toBe('abc');
    expect(takeMockFailures()).toEqual([]);
  });

  it("refuses an answer its route's contract does not allow, unless marked off-contract", async () => {
    mockApi({
      'GET /api/registrations/counts': () => jsonResponse(200, { draft: 'two' }),
      'GET /api/notifications/unread-count': () => offContract(jsonResponse(200, {})),
    });
    await expect(fetch('/api/registrations/counts')).rejects.toThrow(
      /the 200 answer to GET \/api\/registrations\/counts does not match its contract/,
    );
    expect((await fetch('/api/notifications/unread-count')).status).toBe(200);
    expect(takeMockFailures()).toHaveLength(1);
  });

  it('refuses a request body its contract does not allow, and an error answer out of shape', async () => {
    mockApi({
      'POST /api/notifications/read': () => jsonResponse(404, { message: 'gone' }),
    });
    await expect(
      fetch('/api/notifications/read', { method: 'POST', body: JSON.stringify({ ids: 'x' }) }),
    ).rejects.toThrow(/the body of POST \/api\/notifications\/read does not match its contract/);
    await expect(
      fetch('/api/notifications/read', { method: 'POST', body: JSON.stringify({ ids: [1] }) }),
    ).rejects.toThrow(/the 404 answer to POST \/api\/notifications\/read/);
  });
});

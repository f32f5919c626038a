import { describe, expect, it } from 'vitest';
import { uploadKeptPhoto } from '../../src/features/offline/api/send-application';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

/** The Idempotency-Key of each upload the spy saw. */
const keysOf = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.map((call) => new Headers(call[1]?.headers).get('Idempotency-Key'));

describe('the outbox’s upload of a photo kept on this device (ADR 088)', () => {
  it('sends the same key each time it sends the same photo under the same name', async () => {
    const spy = mockApi({
      'POST /api/photos': () =>
        jsonResponse(201, { message: 'Uploaded', image: '/api/photos/p1', url: '/api/photos/p1' }),
    });
    expect(await uploadKeptPhoto(jpeg(), 'me.jpg', 'Asha Verma', 'photo-1')).toBe('/api/photos/p1');
    await uploadKeptPhoto(jpeg(), 'me.jpg', 'Asha Verma', 'photo-1');
    await uploadKeptPhoto(jpeg(), 'me.jpg', 'Asha Varma', 'photo-1');
    await uploadKeptPhoto(jpeg(), 'me.jpg', 'Asha Verma', 'photo-2');
    const [first, retry, renamed, another] = keysOf(spy);
    expect(first).toMatch(/^kept-photo-photo-1-/);
    expect(retry).toBe(first);
    // a name corrected meanwhile is another upload: the server would refuse a reused key
    expect(renamed).not.toBe(first);
    expect(another).not.toBe(first);
  });
});

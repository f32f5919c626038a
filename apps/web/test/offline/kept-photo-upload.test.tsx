import { describe, expect, it } from 'vitest';
import { uploadKeptPhoto } from '../../src/features/offline/api/send-application';
import {
  trustedUploadedPath,
  UPLOADED_PATH_TRUSTED_MS,
  type DevicePhoto,
} from '../../src/lib/offline-store';
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

describe('a kept photo already uploaded', () => {
  const NOW = Date.parse('2026-11-28T10:00:00Z');
  const kept = (uploadedAt: number | null | undefined): DevicePhoto => ({
    userId: 7,
    blob: jpeg(),
    name: 'me.jpg',
    uploadedPath: '/api/photos/p1',
    ...(uploadedAt === undefined ? {} : { uploadedAt }),
  });

  it('is not sent again within hours, but is sent again (under its key) once the server may have let it go', () => {
    expect(trustedUploadedPath(kept(NOW - 60_000), NOW)).toBe('/api/photos/p1');
    // a photo no record shows is deleted a day after its upload: a day later it may be gone
    expect(trustedUploadedPath(kept(NOW - UPLOADED_PATH_TRUSTED_MS), NOW)).toBeNull();
    expect(trustedUploadedPath(kept(NOW - 2 * 24 * 60 * 60_000), NOW)).toBeNull();
    // kept by an older version, without the time: sent again
    expect(trustedUploadedPath(kept(undefined), NOW)).toBeNull();
    expect(trustedUploadedPath({ ...kept(NOW), uploadedPath: null }, NOW)).toBeNull();
  });
});

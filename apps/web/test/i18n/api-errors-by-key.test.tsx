import { afterEach, describe, expect, it, vi } from 'vitest';
import { hi } from '../../src/i18n/hi';
import { createI18n } from '../../src/i18n/init-i18n';
import { translateApiError } from '../../src/i18n/translate-api-error';
import { translateMessage } from '../../src/i18n/translate-message';
import { call } from '../../src/lib/api-client';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';

/** The refusal a request ends with. */
async function refusal(): Promise<unknown> {
  return call('POST /api/outbox/:id/retry', { params: { id: 1 } }).then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe('API errors in Hindi come from their keys', () => {
  afterEach(() => vi.restoreAllMocks());
  const t = createI18n('hi', { hi }).t;

  it('shows a 409 by its messageKey, whatever its English words', async () => {
    mockApi({
      'POST /api/outbox/:id/retry': () =>
        jsonResponse(409, {
          error: {
            code: 'INVALID_TRANSITION',
            // words no catalogue holds: only the key can find the Hindi
            message: 'words the web has never seen',
            messageKey: 'conflict.validated',
          },
        }),
    });
    expect(translateApiError(t, await refusal())).toBe(hi.apiErrors.conflict.validated);
  });

  it('shows a 400 field message by its key, placeholders filled', async () => {
    mockApi({
      'POST /api/outbox/:id/retry': () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'anything',
            fields: { fatherUid: 'anything', note: 'free text' },
            fieldMessages: {
              fatherUid: { messageKey: 'uidRules.notValid.Father', params: { uid: 'AB12' } },
            },
            messageKey: 'uidRules.notValid.Father',
            params: { uid: 'AB12' },
          },
        }),
    });
    const error = (await refusal()) as { fields: Record<string, string> };
    expect(translateMessage(t, error.fields.fatherUid)).toBe("पिता का UID 'AB12' मान्य UID नहीं है।");
    // a field message without a key is shown as it came, never looked up by its words
    expect(translateMessage(t, error.fields.note)).toBe('free text');
  });

  it('does not translate an English text that arrives without its key', async () => {
    mockApi({
      'POST /api/outbox/:id/retry': () =>
        jsonResponse(409, {
          error: {
            code: 'CONFLICT',
            message:
              'Someone else has already validated this record. Reload to see its current state.',
          },
        }),
    });
    expect(translateApiError(t, await refusal())).toBe(
      'Someone else has already validated this record. Reload to see its current state.',
    );
  });
});

import { parseAnswer, pathOf, networkError, ApiError } from '../../../lib/api-client';
import { apiErrorSchema } from '@form-a/domain/api-error';

/*
 * The outbox sends through the wizard's own requests (createRegistration, updateRegistration,
 * precheckBody): the same routes, bodies and idempotency keys (ADR 075). Only the photo has a
 * call of its own: the wizard's upload (XMLHttpRequest, for its progress bar) answers a dropped
 * connection with the same error as a refusal, and the outbox must retry the one and return the
 * application as a draft on the other.
 */

/** POST /api/photos with the JPEG kept on this device; answers its stored path. */
export async function uploadKeptPhoto(blob: Blob, name: string, title: string): Promise<string> {
  const form = new FormData();
  form.append('title', title);
  form.append('image', blob, name);
  let response: Response;
  try {
    response = await fetch(pathOf('POST /api/photos'), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiError({
      status: response.status,
      code: parsed.success ? parsed.data.error.code : 'HTTP_ERROR',
      message: parsed.success ? parsed.data.error.message : response.statusText,
      messageKey: parsed.success ? parsed.data.error.messageKey : undefined,
    });
  }
  const { image } = await parseAnswer('POST /api/photos', response.status, body);
  return image;
}

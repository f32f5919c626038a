import { callWithForm } from '../../../lib/api-client';

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
  const { image } = await callWithForm('POST /api/photos', form);
  return image;
}

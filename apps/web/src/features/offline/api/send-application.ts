import { callWithForm } from '../../../lib/api-client';

/*
 * The outbox sends through the wizard's own requests (createRegistration, updateRegistration,
 * precheckBody): the same routes, bodies and idempotency keys (ADR 075). Only the photo has a
 * call of its own: the wizard's upload (XMLHttpRequest, for its progress bar) answers a dropped
 * connection with the same error as a refusal, and the outbox must retry the one and return the
 * application as a draft on the other.
 */

/** FNV-1a, 32 bits: a short stand-in for the title in the key, not a secret. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * POST /api/photos with the JPEG kept on this device; answers its stored path. `key` is the kept
 * photo's own: an upload the server stored but whose answer was lost is answered, not stored
 * again, when the outbox sends it once more (ADR 088). The title is in the key too: the same
 * photo under a name corrected meanwhile is another upload, not a reuse of the key.
 */
export async function uploadKeptPhoto(
  blob: Blob,
  name: string,
  title: string,
  key: string,
): Promise<string> {
  const form = new FormData();
  form.append('title', title);
  form.append('image', blob, name);
  const { image } = await callWithForm('POST /api/photos', form, {
    'idempotency-key': `kept-photo-${key}-${shortHash(title)}`,
  });
  return image;
}

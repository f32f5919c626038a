import { splitFullName } from '@form-a/domain/approved-record';
import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import type { Consent } from '@form-a/domain/privacy-notice';
import { call, parseAnswer, pathOf, networkError, ApiError } from '../../../lib/api-client';
import { apiErrorSchema } from '@form-a/domain/api-error';

/*
 * The outbox's calls: the same routes and idempotency keys the wizard uses (ADR 075). The
 * wizard's own api files belong to its feature; these say only what a send needs.
 */

export const createDraft = (values: ApplicationDraft, idempotencyKey: string, autosave: boolean) =>
  call('POST /api/registrations', {
    body: { ...values, action: 'draft', ...(autosave ? { autosave: true } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The wizard's submit of an application the server has no draft of. */
export const submitNew = (
  values: ApplicationDraft,
  consent: Consent | null,
  idempotencyKey: string,
) =>
  call('POST /api/registrations', {
    body: { ...values, action: 'submit', ...(consent ? { consent } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const saveDraft = (
  id: number,
  revision: number,
  values: ApplicationDraft,
  idempotencyKey: string,
  autosave: boolean,
) =>
  call('PUT /api/registrations/:id', {
    params: { id },
    body: { ...values, action: 'draft', revision, ...(autosave ? { autosave: true } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const submitDraft = (
  id: number,
  revision: number,
  values: ApplicationDraft,
  consent: Consent | null,
  idempotencyKey: string,
) =>
  call('PUT /api/registrations/:id', {
    params: { id },
    body: { ...values, action: 'submit', revision, ...(consent ? { consent } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The server's duplicate pre-check, as the wizard's last step asks it. */
export async function precheck(values: ApplicationDraft, excludeId: number | undefined) {
  const father = splitFullName(values.fatherName);
  const { warning } = await call('POST /api/duplicates/precheck', {
    body: {
      first_name: values.firstName,
      middle_name: values.middleName,
      last_name: values.lastName,
      dob: values.dob,
      father_first_name: father.first,
      father_middle_name: father.middle,
      father_last_name: father.last,
      ...(excludeId ? { exclude_registration_id: excludeId } : {}),
    },
  });
  return warning;
}

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

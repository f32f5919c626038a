import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the API's per-field messages (`error.fields`, keyed by the same names the zod schema
 * uses) onto the matching react-hook-form fields. Returns true when at least one field took a
 * message, so the caller can decide whether a form-level alert is still needed.
 */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: readonly Path<TValues>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  let first = true;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldNames.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}

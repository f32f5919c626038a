import type { TFunction } from 'i18next';
import { REASON_FIELDS, REASON_KINDS, WHOLE_REASONS } from '@form-a/domain/match-reasons';

type ValueOf<T> = T[keyof T];
const whole = new Map<string, ValueOf<typeof WHOLE_REASONS>>(Object.entries(WHOLE_REASONS));
const fields = new Map<string, ValueOf<typeof REASON_FIELDS>>(Object.entries(REASON_FIELDS));
const kinds = new Map<string, ValueOf<typeof REASON_KINDS>>(Object.entries(REASON_KINDS));

/**
 * A match reason arrives as the data service's English text ('last name: spelling variant').
 * Shows it in the reader's language when it is one the built-in service writes, otherwise
 * (an external service's own wording) as it came.
 */
export function translateReason(t: TFunction, reason: string): string {
  const wholeKey = whole.get(reason);
  if (wholeKey) return t(`review.duplicates.reasonText.${wholeKey}`);
  const at = reason.indexOf(': ');
  if (at < 0) return reason;
  const field = fields.get(reason.slice(0, at));
  const kind = kinds.get(reason.slice(at + 2));
  if (!field || !kind) return reason;
  return t('review.duplicates.reasonText.pair', {
    field: t(`review.duplicates.reasonField.${field}`),
    kind: t(`review.duplicates.reasonKind.${kind}`),
  });
}

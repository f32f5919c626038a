import type { TFunction } from 'i18next';
import {
  NAMED_REASON_KINDS,
  REASON_FIELDS,
  REASON_KINDS,
  WHOLE_REASONS,
} from '@form-a/domain/match-reasons';

type ValueOf<T> = T[keyof T];
const whole = new Map<string, ValueOf<typeof WHOLE_REASONS>>(Object.entries(WHOLE_REASONS));
const fields = new Map<string, ValueOf<typeof REASON_FIELDS>>(Object.entries(REASON_FIELDS));
const kinds = new Map<string, ValueOf<typeof REASON_KINDS>>(Object.entries(REASON_KINDS));
const namedKinds = Object.entries(NAMED_REASON_KINDS);

/** The kind in the reader's language; a named one ('nickname of Vikram') keeps the name. */
function translateKind(t: TFunction, kind: string): string | null {
  const key = kinds.get(kind);
  if (key) return t(`review.duplicates.reasonKind.${key}`);
  for (const [prefix, named] of namedKinds) {
    if (kind.startsWith(prefix) && kind.length > prefix.length) {
      return t(`review.duplicates.reasonKind.${named}`, { name: kind.slice(prefix.length) });
    }
  }
  return null;
}

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
  const kind = field ? translateKind(t, reason.slice(at + 2)) : null;
  if (!field || kind === null) return reason;
  return t('review.duplicates.reasonText.pair', {
    field: t(`review.duplicates.reasonField.${field}`),
    kind,
  });
}

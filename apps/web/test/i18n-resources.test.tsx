import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { en } from '../src/i18n/en-catalogue';
import { hi } from '../src/i18n/hi';

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('translation resources', () => {
  it('give English and Hindi the same keys, each with a non-empty text', () => {
    const english = leaves(en);
    const hindi = leaves(hi);
    expect(hindi.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, value] of [...english, ...hindi]) {
      expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
    }
  });

  it("take the domain's messages verbatim in English", () => {
    expect(en.messages).toEqual(AUTH_MESSAGES);
  });
});

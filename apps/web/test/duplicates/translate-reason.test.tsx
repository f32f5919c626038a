import { describe, expect, it } from 'vitest';
import { REASON_FIELDS, REASON_KINDS, WHOLE_REASONS } from '@form-a/domain/match-reasons';
import { translateReason } from '../../src/features/duplicates/translate-reason';
import { registerAppTexts } from '../../src/i18n/app-texts';
import { hi } from '../../src/i18n/hi';
import { createI18n } from '../../src/i18n/init-i18n';

describe('match reasons', () => {
  it('are shown in Hindi when the built-in service wrote them, and as sent otherwise', () => {
    const { t } = createI18n('hi', { hi });
    expect(translateReason(t, 'last name: spelling variant')).toBe('अंतिम नाम: वर्तनी का अंतर');
    expect(translateReason(t, 'date of birth: one digit differs')).toBe('जन्म तिथि: एक अंक भिन्न');
    expect(translateReason(t, 'first and last name swapped')).toBe('पहला और अंतिम नाम आपस में बदले हुए');
    expect(translateReason(t, 'first name: given names as initials')).toBe(
      'पहला नाम: नाम के आद्याक्षर',
    );
    expect(translateReason(t, 'first name: nickname of Vikram')).toBe(
      'पहला नाम: Vikram का उपनाम (घर का नाम)',
    );
    expect(translateReason(t, 'date of birth: birth month differs by one')).toBe(
      'जन्म तिथि: जन्म का महीना एक से भिन्न',
    );
    // An external data service's own wording is not guessed at.
    expect(translateReason(t, 'same father name')).toBe('same father name');
  });

  it('read in English exactly as the service wrote them', () => {
    const i18n = createI18n('en');
    registerAppTexts(i18n);
    const { t } = i18n;
    for (const field of Object.keys(REASON_FIELDS)) {
      for (const kind of Object.keys(REASON_KINDS)) {
        expect(translateReason(t, `${field}: ${kind}`)).toBe(`${field}: ${kind}`);
      }
    }
    expect(translateReason(t, 'first name: nickname of Vikram')).toBe(
      'first name: nickname of Vikram',
    );
    for (const reason of Object.keys(WHOLE_REASONS))
      expect(translateReason(t, reason)).toBe(reason);
  });
});

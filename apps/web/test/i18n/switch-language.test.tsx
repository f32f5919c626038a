import { describe, expect, it } from 'vitest';
import { createI18n, switchLanguage } from '../../src/i18n/init-i18n';

describe('switching the language', () => {
  it('ends in the language asked for last, though an earlier one was still loading', async () => {
    const i18n = createI18n('en');
    // the account's stored Hindi arrives and its catalogue starts loading; before it has, the
    // person presses English: Hindi must not take over when its catalogue lands
    const accountChoice = switchLanguage(i18n, 'hi');
    const personChoice = switchLanguage(i18n, 'en');
    await Promise.all([accountChoice, personChoice]);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('still applies a language asked for alone', async () => {
    const i18n = createI18n('en');
    await switchLanguage(i18n, 'hi');
    expect(i18n.language).toBe('hi');
  });
});

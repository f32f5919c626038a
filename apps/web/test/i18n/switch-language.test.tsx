import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../src/components/language-switch';
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

  it('takes a press on the language already shown as a choice, over one still loading', async () => {
    const i18n = createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    // the account's Hindi starts loading; the person presses English, which the toggle shows
    const accountChoice = switchLanguage(i18n, 'hi');
    // at once, while the Hindi catalogue is on its way
    fireEvent.click(screen.getByRole('button', { name: /^EN/ }));
    await accountChoice;
    expect(i18n.language).toBe('en');
  });
});

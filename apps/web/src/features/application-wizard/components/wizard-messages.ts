import type { TFunction } from 'i18next';
import { requiredMessage, APPLICATION_FIELD_LABELS } from '@form-a/domain/messages';
import { translateMessage } from '../../../i18n/translate-message';
import { wizardEn, WIZARD_REQUIRED_FIELDS } from '../../../i18n/sections/wizard.en';

type Group = keyof typeof wizardEn.messages;

const keyByText = new Map<string, string>();
for (const group of Object.keys(wizardEn.messages) as Group[]) {
  for (const [key, text] of Object.entries(wizardEn.messages[group])) {
    if (!keyByText.has(text)) keyByText.set(text, `wizard.messages.${group}.${key}`);
  }
}
for (const field of WIZARD_REQUIRED_FIELDS) {
  keyByText.set(requiredMessage(APPLICATION_FIELD_LABELS[field]), `wizard.required.${field}`);
}

/**
 * Validation texts and alerts arrive as the domain package's English text (from the zod schema
 * or the API). A known one is shown through this section's resource, so Hindi translates it;
 * any other text goes to the shell's lookup and otherwise shows as it came.
 */
export function translateWizardMessage(t: TFunction, message: string): string;
export function translateWizardMessage(
  t: TFunction,
  message: string | undefined,
): string | undefined;
export function translateWizardMessage(
  t: TFunction,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const key = keyByText.get(message);
  return key ? (t as (key: string) => string)(key) : translateMessage(t, message);
}

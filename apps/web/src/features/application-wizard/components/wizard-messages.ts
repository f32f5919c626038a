import type { TFunction } from 'i18next';
import {
  requiredMessage,
  APPLICATION_FIELD_LABELS,
  APPLICATION_MESSAGES,
  type UidLabel,
} from '@form-a/domain/messages';
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

const UID_LABELS: readonly UidLabel[] = ['Father', 'Mother', 'Spouse'];
const UID_MARK = '\u0000';

/** The UID rules' texts carry the UID: matched by the text around it (the domain's template). */
const uidTemplates = (['notValid', 'tooRecent'] as const).flatMap((rule) =>
  UID_LABELS.map((label) => {
    const text =
      rule === 'notValid'
        ? APPLICATION_MESSAGES.uidNotValid(label, UID_MARK)
        : APPLICATION_MESSAGES.uidTooRecent(label, UID_MARK);
    const [before = '', after = ''] = text.split(UID_MARK);
    return { before, after, key: `wizard.uidRules.${rule}.${label}` };
  }),
);

function uidRuleMessage(t: TFunction, message: string): string | undefined {
  for (const { before, after, key } of uidTemplates) {
    if (message.length > before.length + after.length && message.startsWith(before)) {
      if (!message.endsWith(after)) continue;
      const uid = message.slice(before.length, message.length - after.length);
      return (t as (key: string, options: object) => string)(key, { uid });
    }
  }
  return undefined;
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
  if (key) return (t as (key: string) => string)(key);
  return uidRuleMessage(t, message) ?? translateMessage(t, message);
}

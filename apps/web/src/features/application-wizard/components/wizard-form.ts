import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { todayInTimeZone } from '@form-a/domain/dates';
import { APPLICATION_FIELD_LABELS, type ApplicationFieldName } from '@form-a/domain/messages';
import {
  APPLICATION_DEFAULTS,
  buildApplicationSchema,
  type ApplicationDraft,
} from '@form-a/domain/schemas/application';
import { WIZARD_STEP_FIELDS, wizardNextStep } from '@form-a/domain/wizard-navigation';
import type { WizardStep } from '@form-a/domain/wizard-steps';
import { clock } from '../../../lib/clock';
import { usePublicConfig } from '../../../lib/public-config';

/** The wizard's values: the draft shape (strings, '' for "not given", the checkbox a boolean). */
export type WizardValues = ApplicationDraft;

export const WIZARD_FIELDS = Object.keys(APPLICATION_FIELD_LABELS) as ApplicationFieldName[];
export const LAST_STEP: WizardStep = 6;

/**
 * The organisation's calendar date: ages and "no future date" are counted on its clock, in the
 * zone the server's TIME_ZONE setting names (GET /api/config/public), so the wizard and the
 * server apply the age rule to the same day.
 */
export function useOrgToday(): string {
  const { timeZone } = usePublicConfig();
  return todayInTimeZone(new Date(clock.now()), timeZone);
}

/** The phone input starts with India's code (spec: phone input defaulting to India). */
export const PHONE_PREFIX = '+91';

export function newApplicationValues(branch: string | null): WizardValues {
  return { ...APPLICATION_DEFAULTS, branch: branch ?? '', phone: `${PHONE_PREFIX} ` };
}

/** A phone field that still holds only the default prefix counts as empty. */
function phoneValue(phone: string): string {
  const trimmed = phone.trim();
  return trimmed === PHONE_PREFIX ? '' : trimmed;
}

/** What the API receives: the values as entered, with the untouched phone prefix dropped. */
export function toRequestValues(values: WizardValues): WizardValues {
  return { ...values, phone: phoneValue(values.phone) };
}

/**
 * The domain's submit schema as a react-hook-form resolver (the same schema the server runs).
 * `trigger(WIZARD_STEP_FIELDS[step])` reports only that step's fields; the values handed back
 * are the form's own, because the API receives them untransformed.
 */
export function wizardResolver(today: string): Resolver<WizardValues> {
  const resolve = zodResolver(buildApplicationSchema({ today }));
  return async (values, context, options) => {
    const result = await resolve(toRequestValues(values), context, options as never);
    const errors = result.errors as FieldErrors<WizardValues>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** The step a field is entered on; parent fields are on the step the age chose (2 or 3). */
export function stepOfField(field: string, dob: string, today: string): WizardStep | null {
  const parentStep = wizardNextStep(1, dob, today);
  for (const step of [1, 2, 3, 4, 5] as const) {
    if (!(WIZARD_STEP_FIELDS[step] as readonly string[]).includes(field)) continue;
    if (step === 2 || step === 3) return parentStep === 1 ? 1 : (parentStep ?? step);
    return step;
  }
  return null;
}

/** The earliest step holding one of `fields`, or null. */
export function firstStepWithError(
  fields: readonly string[],
  dob: string,
  today: string,
): WizardStep | null {
  let first: WizardStep | null = null;
  for (const field of fields) {
    const step = stepOfField(field, dob, today);
    if (step !== null && (first === null || step < first)) first = step;
  }
  return first;
}

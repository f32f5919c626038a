// Apart from the application schema so that screens which only show step titles (the i18n
// resources of the entry chunk) do not pull the schema and its phone-number library along.

/** Steps are numbered 1–6 as on screen; WIZARD_STEP_TITLES[step - 1] is a step's title. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

export const WIZARD_STEP_TITLES = [
  'Initial Details',
  'Parent UID Details',
  'Parent UID Details',
  'Applicant Detail',
  'Applicant Detail 2',
  'Review Details',
] as const;

export function wizardStepTitle(step: WizardStep): string {
  return WIZARD_STEP_TITLES[step - 1] ?? '';
}

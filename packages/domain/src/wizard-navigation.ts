import { ageBandOn } from './schemas/application';
import type { ApplicationFieldName } from './messages';
import { stepFieldsOf } from './registration-fields';
import type { WizardStep } from './wizard-steps';

/**
 * The wizard's navigation (spec section 5 "Application"): which fields each step owns and
 * which step comes next for a date of birth. Apart from the schemas: the server never needs it.
 */

/**
 * The fields each step owns, for validating one step at a time (e.g. react-hook-form `trigger`):
 * the field table's `step`, in the form's order.
 */
const owned = (step: WizardStep) => stepFieldsOf(step) as ApplicationFieldName[];
export const WIZARD_STEP_FIELDS: Record<WizardStep, readonly ApplicationFieldName[]> = {
  1: owned(1),
  2: owned(2),
  3: owned(3),
  4: owned(4),
  5: owned(5),
  6: owned(6),
};

/**
 * Step 2 is the parent step of the 18–22 band (both parent UIDs required), step 3 the one for
 * everybody else; each leads on to step 4, so nobody sees both. After the last step there is
 * no next step (null: submit). With no valid date of birth the wizard stays on step 1.
 */
export function wizardNextStep(
  currentStep: WizardStep,
  dob: string | null | undefined,
  today: string,
): WizardStep | null {
  switch (currentStep) {
    case 1: {
      const band = ageBandOn(dob, today);
      if (band === null) return 1;
      return band === 'parent-band' ? 2 : 3;
    }
    case 2:
    case 3:
      return 4;
    case 4:
      return 5;
    case 5:
      return 6;
    case 6:
      return null;
  }
}

/** Back from step 4 returns to whichever parent step the age chose. */
export function wizardPreviousStep(
  currentStep: WizardStep,
  dob: string | null | undefined,
  today: string,
): WizardStep | null {
  switch (currentStep) {
    case 1:
      return null;
    case 2:
    case 3:
      return 1;
    case 4:
      return ageBandOn(dob, today) === 'parent-band' ? 2 : 3;
    case 5:
      return 4;
    case 6:
      return 5;
  }
}

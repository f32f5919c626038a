import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from '@form-a/domain/enums';
import { shouldLookupUid, uidChecksFor, type UidField } from '@form-a/domain/schemas/application';
import {
  WIZARD_STEP_FIELDS,
  wizardNextStep,
  wizardPreviousStep,
} from '@form-a/domain/wizard-navigation';
import { memberLookupProblem } from '@form-a/domain/schemas/member-lookup';
import type { WizardStep } from '@form-a/domain/wizard-steps';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { memberQueryOptions } from '../api/get-member';
import { DuplicatePrecheckWarning } from './duplicate-precheck-warning';
import { ReviewDetails } from './review-details';
import {
  ApplicantDetails2Step,
  ApplicantDetailsStep,
  InitialDetailsStep,
  ParentDetailsStep,
} from './wizard-steps';
import {
  firstStepWithError,
  LAST_STEP,
  useOrgToday,
  toRequestValues,
  WIZARD_FIELDS,
  wizardResolver,
  type WizardValues,
} from './wizard-form';
import { translateMessage } from '../../../i18n/translate-message';
import { apiErrorMessage } from '../../../i18n/translate-api-error';
import {
  CONSENT_REQUIRED,
  noticeLanguageOf,
  type Consent,
  type NoticeLanguage,
} from '@form-a/domain/privacy-notice';
import type { RecordedConsent } from '@form-a/domain/schemas/registration-record';
import { usePublicConfig } from '../../../lib/public-config';

// the notice's words (both languages) are fetched with the last step, not with the wizard
const ConsentStep = lazy(() =>
  import('./consent-step').then((module) => ({ default: module.ConsentStep })),
);

export type WizardCommand = 'submit' | 'draft' | 'resubmit';

const ALL_STEPS = [1, 2, 3, 4, 5, 6] as const satisfies readonly WizardStep[];

export interface ApplicationWizardProps {
  initialValues: WizardValues;
  branchOptions: readonly EnumOption[];
  /**
   * The action buttons, in order. Submit and Resubmit appear on the last step; Draft on every
   * step, so a half-filled application can be kept (its whole point) without passing the
   * submit rules of the steps before it.
   */
  commands: readonly WizardCommand[];
  /**
   * Saves the values (the API call), with the seeker's consent on Submit and Resubmit (none on
   * a draft, nor on a resubmit of a record that holds one). Throw the ApiError to have its field
   * messages put on the form (and the wizard moved to the first step with one) or its message
   * shown.
   */
  onCommand: (command: WizardCommand, values: WizardValues, consent?: Consent) => Promise<void>;
  /** the consent the record already holds (a returned record): not asked again (ADR 053) */
  consentRecorded?: RecordedConsent | null | undefined;
  /** shows a Cancel button on every step */
  onCancel?: () => void;
  /** shown above the stepper (e.g. the reviewer's note) */
  header?: ReactNode;
  /** the step to open on (a restored draft reopens where it was left) */
  initialStep?: WizardStep;
  /** every change of a value or of the step (the draft autosave) */
  onValuesChange?: (values: WizardValues, step: WizardStep) => void;
  /** the record being edited, left out of the duplicate warning on the last step */
  recordId?: number | undefined;
}

/**
 * The six-step Form-A wizard (spec section 2 "Application wizard"). Each Next validates the
 * step's fields with the domain's submit schema; after step 1 the age picks step 2 (18–21,
 * both parent UIDs) or step 3. Draft saves without the submit rules (the server applies the
 * draft schema); Submit and Resubmit validate every step first.
 */
export function ApplicationWizard({
  initialValues,
  branchOptions,
  commands,
  onCommand,
  onCancel,
  header,
  initialStep = 1,
  onValuesChange,
  recordId,
  consentRecorded = null,
}: ApplicationWizardProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const today = useOrgToday();
  const resolver = useMemo(() => wizardResolver(today), [today]);
  const form = useForm<WizardValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onTouched',
  });
  const { control, trigger, getValues, getFieldState, setValue, setError, setFocus } = form;
  const queryClient = useQueryClient();
  const dob = useWatch({ control, name: 'dob' }) ?? '';
  const [step, setStep] = useState<WizardStep>(initialStep);
  const [busy, setBusy] = useState<WizardCommand | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const movedRef = useRef(false);
  // the notice opens in the screen's language; the secretary may turn it to the seeker's
  const [noticeLanguage, setNoticeLanguage] = useState<NoticeLanguage>(() =>
    noticeLanguageOf(i18n.language),
  );
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const consentRef = useRef<HTMLInputElement | null>(null);
  const { privacyNotice } = usePublicConfig();

  // a copy per change: the autosave compares them by identity and keeps them after unmount
  useEffect(() => {
    if (!onValuesChange) return;
    onValuesChange({ ...getValues() }, step);
    return form.subscribe({
      formState: { values: true },
      callback: () => onValuesChange({ ...getValues() }, step),
    });
  }, [form, getValues, onValuesChange, step]);

  // after a move, the step's heading takes the focus so a screen reader announces it
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: WizardStep) => {
    movedRef.current = true;
    setStep(next);
  };

  const parentStep = wizardNextStep(1, dob, today);
  const skippedStep: WizardStep | null = parentStep === 2 ? 3 : parentStep === 3 ? 2 : null;

  /**
   * Marks the fields holding an error as touched. In 'onTouched' mode an untouched field is
   * validated only when it is left, so an error shown by Next stayed while the value was
   * corrected and went on the mouse-down of the next click on Next: the page moved up under
   * the pointer and that click was lost. Touched, it re-validates as it
   * changes, including a value set by a look-up or an upload.
   */
  const touchInvalid = (fields: readonly FieldPath<WizardValues>[]) => {
    for (const field of fields) {
      const state = getFieldState(field);
      if (state.invalid && !state.isTouched) {
        setValue(field, getValues(field), { shouldTouch: true });
      }
    }
  };

  const validateStep = async (candidate: WizardStep): Promise<boolean> => {
    const fields = [...WIZARD_STEP_FIELDS[candidate]];
    const valid = await trigger(fields);
    if (!valid) touchInvalid(fields);
    return valid;
  };

  /**
   * The registry rules of the submit check, from the look-ups step 2 has already shown: the
   * first UID not found, or under the 3-year rule, keeps the wizard on the step. A look-up
   * that fails does not (the server checks again on submit).
   */
  const firstUidProblem = async (): Promise<UidField | null> => {
    for (const check of uidChecksFor(getValues(), today)) {
      if (!shouldLookupUid(check.uid)) continue;
      const member = await queryClient
        .fetchQuery(memberQueryOptions(check.uid))
        .catch(() => undefined);
      if (member !== undefined && memberLookupProblem(check, member)) return check.field;
    }
    return null;
  };

  const onNext = async () => {
    setFormError(null);
    const valid = await validateStep(step);
    if (!valid) return;
    if (step === 2 || step === 3) {
      const problem = await firstUidProblem();
      if (problem) {
        setFocus(problem);
        return;
      }
    }
    const next = wizardNextStep(step, getValues('dob'), today);
    if (next !== null && next !== step) goTo(next);
  };

  const onBack = () => {
    setFormError(null);
    const previous = wizardPreviousStep(step, getValues('dob'), today);
    if (previous !== null) goTo(previous);
  };

  /** Every step the applicant goes through, checked in order; stops on the first invalid one. */
  const validateAll = async (): Promise<boolean> => {
    const route: WizardStep[] = [1, parentStep === 2 ? 2 : 3, 4, 5];
    for (const candidate of route) {
      if (!(await validateStep(candidate))) {
        goTo(candidate);
        return false;
      }
    }
    return true;
  };

  /** The consent a Submit or Resubmit sends; null when the box is not ticked. */
  const consentToSend = (): Consent | null =>
    agreed && privacyNotice
      ? { noticeVersion: privacyNotice.version, language: noticeLanguage }
      : null;

  const run = async (command: WizardCommand) => {
    setFormError(null);
    if (command !== 'draft' && !(await validateAll())) return;
    // a Submit or Resubmit needs the seeker's consent, unless the record holds one already
    const consent = command === 'draft' || consentRecorded ? undefined : consentToSend();
    if (consent === null) {
      setConsentError(CONSENT_REQUIRED);
      consentRef.current?.focus();
      return;
    }
    const values = toRequestValues(getValues());
    setBusy(command);
    try {
      await onCommand(command, values, consent);
    } catch (error) {
      const consentField = isApiError(error)
        ? Object.keys(error.fields ?? {}).find((field) => field.startsWith('consent'))
        : undefined;
      if (isApiError(error) && consentField) {
        setConsentError(error.fields?.[consentField] ?? CONSENT_REQUIRED);
        consentRef.current?.focus();
      } else if (isApiError(error) && error.fields) {
        const fields = Object.keys(error.fields);
        const target = firstStepWithError(fields, values.dob, today);
        if (target !== null) goTo(target);
        const applied = applyServerFieldErrors(error, setError, WIZARD_FIELDS);
        if (!applied) setFormError(apiErrorMessage(error));
        else touchInvalid(WIZARD_FIELDS);
      } else {
        setFormError(apiErrorMessage(error));
      }
    } finally {
      setBusy(null);
    }
  };

  const stepTitle = t(`wizard.steps.step${step}`);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {header}
        <Stepper
          activeStep={step - 1}
          alternativeLabel={!compact}
          aria-label={t('wizard.stepOf', { step, total: LAST_STEP })}
          sx={{ mb: 2 }}
        >
          {ALL_STEPS.map((candidate) => (
            <Step
              key={candidate}
              completed={candidate < step && candidate !== skippedStep}
              disabled={candidate === skippedStep}
            >
              <StepLabel>{compact ? null : t(`wizard.steps.step${candidate}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {compact ? (
          <Typography variant="caption" color="text.secondary">
            {t('wizard.stepOf', { step, total: LAST_STEP })}
          </Typography>
        ) : null}
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ mb: 1, outline: 'none' }}
        >
          {stepTitle}
        </Typography>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateMessage(t, formError)}
          </Alert>
        ) : null}
        <Box
          component="form"
          noValidate
          aria-label={stepTitle}
          aria-busy={busy !== null}
          onSubmit={(event) => {
            event.preventDefault();
            if (step < LAST_STEP) void onNext();
          }}
        >
          {step === 1 ? (
            <InitialDetailsStep
              control={control}
              setValue={setValue}
              branchOptions={branchOptions}
            />
          ) : null}
          {step === 2 || step === 3 ? (
            <ParentDetailsStep control={control} setValue={setValue} parentBand={step === 2} />
          ) : null}
          {step === 4 ? <ApplicantDetailsStep control={control} setValue={setValue} /> : null}
          {step === 5 ? <ApplicantDetails2Step control={control} setValue={setValue} /> : null}
          {step === 6 ? (
            <DuplicatePrecheckWarning person={getValues()} excludeId={recordId} />
          ) : null}
          {step === 6 ? <ReviewDetails values={getValues()} /> : null}
          {step === 6 ? (
            <Suspense
              fallback={
                <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 3 }}>
                  {t('privacy.consent.loading')}
                </Typography>
              }
            >
              <ConsentStep
                recorded={consentRecorded}
                language={noticeLanguage}
                onLanguageChange={setNoticeLanguage}
                agreed={agreed}
                onAgreedChange={(next) => {
                  setAgreed(next);
                  if (next) setConsentError(null);
                }}
                error={consentError}
                inputRef={consentRef}
              />
            </Suspense>
          ) : null}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'space-between', mt: 3 }}
          >
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={onBack} disabled={step === 1 || busy !== null}>
                {t('wizard.back')}
              </Button>
              {onCancel ? (
                <Button variant="text" onClick={onCancel} disabled={busy !== null}>
                  {t('wizard.cancel')}
                </Button>
              ) : null}
            </Stack>
            <Stack direction="row" spacing={1}>
              {[...commands]
                // Draft on every step and first; Submit or Resubmit on the last step
                .sort((a, b) => Number(b === 'draft') - Number(a === 'draft'))
                .filter((command) => command === 'draft' || step === LAST_STEP)
                .map((command) => (
                  <Button
                    key={command}
                    variant={command === 'draft' ? 'outlined' : 'contained'}
                    onClick={() => void run(command)}
                    disabled={busy !== null}
                  >
                    {busy === command ? t('wizard.saving') : t(`wizard.${command}`)}
                  </Button>
                ))}
              {step < LAST_STEP ? (
                <Button type="submit" variant="contained" disabled={busy !== null}>
                  {t('wizard.next')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

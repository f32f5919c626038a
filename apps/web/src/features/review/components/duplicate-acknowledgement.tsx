import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The duplicate check's best match as a decision's confirmation names it (ADR 049). The app's
 * route composes it from the duplicates feature; the review feature only shows it.
 */
export interface DecisionDuplicate {
  level: 'likely' | 'possible';
  /** the match in words: name, birth date, where it is, how alike */
  description: string;
}

/**
 * The reviewer's 'I checked: this is not the same person' inside a confirmation: asked for a
 * likely match only, and the confirmation does not go on without it. `confirm` hands on whether
 * it was given; the server refuses a likely match's validate or approve without it.
 */
export function useDuplicateAcknowledgement(duplicate: DecisionDuplicate | null | undefined) {
  const needed = duplicate?.level === 'likely';
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    needed,
    checked,
    missing,
    inputRef,
    setChecked: (value: boolean) => {
      setChecked(value);
      if (value) setMissing(false);
    },
    /** a new opening of the dialog starts unticked */
    reset: () => {
      setChecked(false);
      setMissing(false);
    },
    confirm: (onConfirm: (acknowledged: boolean) => void) => {
      if (needed && !checked) {
        setMissing(true);
        inputRef.current?.focus();
        return;
      }
      onConfirm(needed && checked);
    },
  };
}

export type DuplicateAcknowledgementState = ReturnType<typeof useDuplicateAcknowledgement>;

export function DuplicateAcknowledgement({
  duplicate,
  state,
}: {
  duplicate: DecisionDuplicate | null | undefined;
  state: DuplicateAcknowledgementState;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  if (!duplicate) return null;
  const likely = duplicate.level === 'likely';
  return (
    <>
      <Alert severity={likely ? 'warning' : 'info'} sx={{ mb: likely ? 1 : 2 }}>
        <AlertTitle>
          {t(
            likely
              ? 'review.duplicateDecision.likelyTitle'
              : 'review.duplicateDecision.possibleTitle',
          )}
        </AlertTitle>
        {duplicate.description}
      </Alert>
      {likely ? (
        <FormControl error={state.missing} sx={{ display: 'block', mb: 2 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={state.checked}
                onChange={(event) => state.setChecked(event.target.checked)}
                slotProps={{
                  input: {
                    ref: state.inputRef,
                    'aria-describedby': helpId,
                    ...(state.missing ? { 'aria-invalid': true } : {}),
                  },
                }}
              />
            }
            label={t('review.duplicateDecision.acknowledge')}
          />
          <FormHelperText id={helpId} sx={{ mt: 0 }}>
            {t(
              state.missing
                ? 'review.duplicateDecision.acknowledgeRequired'
                : 'review.duplicateDecision.acknowledgeHelp',
            )}
          </FormHelperText>
        </FormControl>
      ) : null}
    </>
  );
}

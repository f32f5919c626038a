import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  secondFactorVerifySchema,
  type SecondFactorVerifyInput,
} from '@form-a/domain/api/second-factor';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { translateApiError } from '../../../i18n/translate-api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { AuthTextField } from './auth-text-field';

const FIELDS = ['code', 'rememberBrowser'] as const;

/**
 * One code and "Remember this browser": the verify step and the enrolment's confirmation. A
 * field's refusal (a wrong or used code) goes on the field, anything else (too many attempts,
 * an expired set-up) above the form.
 */
export function CodeForm({
  label,
  numeric,
  rememberDays,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  label: string;
  /** a code of the app: the phone shows a number pad and offers a code from a text message */
  numeric: boolean;
  /** 0: no "remember this browser" */
  rememberDays: number;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: SecondFactorVerifyInput) => Promise<unknown>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SecondFactorVerifyInput>({
    resolver: zodResolver(secondFactorVerifySchema),
    defaultValues: { code: '', rememberBrowser: false },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) {
        setFormError(translateApiError(t, error));
      }
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      {formError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {formError}
        </Alert>
      ) : null}
      <AuthTextField
        control={control}
        name="code"
        label={label}
        autoComplete={numeric ? 'one-time-code' : 'off'}
        inputMode={numeric ? 'numeric' : 'text'}
        autoFocus
        required
      />
      {children}
      {rememberDays > 0 ? (
        <FormCheckbox
          control={control}
          name="rememberBrowser"
          label={t('secondFactor.rememberBrowser', { count: rememberDays })}
        />
      ) : null}
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy}
        sx={{ mt: 2 }}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signInSchema, type SignInInput } from '@form-a/domain/schemas/auth';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { AuthTextField } from './auth-text-field';
import { translateMessage } from '../../../i18n/translate-message';
import { isApiError, isNetworkError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { messageRef } from '@form-a/domain/message-ref';
import { apiErrorMessage } from '../../../i18n/translate-api-error';

const FIELDS = ['uid', 'password', 'remember'] as const;

/** Spec section 8: which text a failed sign-in shows (by key; see i18n/translate-message). */
export function signInErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return apiErrorMessage(error);
  if (!isApiError(error) || error.unexpected) return messageRef('auth.genericError');
  if (error.status === 401) return messageRef('auth.invalidCredentials');
  return apiErrorMessage(error);
}

export function SignInForm({
  onSuccess,
  defaultUid = '',
}: {
  /** the sign-in ID to start with: the email just signed up with */
  defaultUid?: string;
  /** `secondFactor`: the password was right, the second step is due (ADR 046) */
  onSuccess: (result: { secondFactor?: 'verify' | 'enrol'; remember: boolean }) => void;
}) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { uid: defaultUid, password: '', remember: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { secondFactor } = await loginMutation.mutateAsync(values);
      onSuccess({ ...(secondFactor ? { secondFactor } : {}), remember: values.remember ?? true });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setFormError(signInErrorMessage(error));
    }
  });

  const busy = loginMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      {formError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translateMessage(t, formError)}
        </Alert>
      ) : null}
      <AuthTextField
        control={control}
        name="uid"
        label={t('auth.uid')}
        autoComplete="username"
        autoFocus={defaultUid === ''}
        required
      />
      <AuthTextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={defaultUid !== ''}
        required
      />
      <FormCheckbox control={control} name="remember" label={t('auth.rememberMe')} />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy}
        sx={{ mt: 2 }}
      >
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}

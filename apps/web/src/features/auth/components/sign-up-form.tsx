import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { signUpSchema, type SignUpInput } from '@form-a/domain/schemas/auth';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { AuthTextField } from './auth-text-field';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { TermsDialog } from './terms-dialog';
import { apiErrorMessage } from '../../../i18n/translate-api-error';
import { messageRef } from '@form-a/domain/message-ref';

const FIELDS = ['name', 'email', 'password', 'acceptTerms'] as const;

/** Spec section 8: the server's message when it sent one, else the generic text. */
export function signUpErrorMessage(error: unknown): string {
  return apiErrorMessage(error);
}

export function SignUpForm({
  onSuccess,
}: {
  /** `email`: the new account's sign-in ID, which the sign-in screen fills in */
  onSuccess: (message: string, email: string) => void;
}) {
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const { control, handleSubmit, setError } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', acceptTerms: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await registerMutation.mutateAsync(values);
      // the answer's `message` is this text in English; handed on by its key
      onSuccess(messageRef('auth.registered'), values.email.trim());
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setFormError(signUpErrorMessage(error));
    }
  });

  const busy = registerMutation.isPending;
  const termsLabel = (
    <Trans
      i18nKey="auth.acceptTermsWithLink"
      components={{
        termsLink: (
          <Link
            component="button"
            type="button"
            onClick={() => setTermsOpen(true)}
            sx={{ verticalAlign: 'baseline' }}
          />
        ),
      }}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      {formError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translateMessage(t, formError)}
        </Alert>
      ) : null}
      <AuthTextField
        control={control}
        name="name"
        label={t('auth.name')}
        autoComplete="name"
        required
      />
      <AuthTextField
        control={control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        helperText={t('auth.emailIsSignInId')}
        required
      />
      <AuthTextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormCheckbox
        control={control}
        name="acceptTerms"
        label={termsLabel}
        ariaLabel={t('auth.acceptTerms')}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy}
        sx={{ mt: 2 }}
      >
        {busy ? t('auth.signingUp') : t('auth.signUp')}
      </Button>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
}

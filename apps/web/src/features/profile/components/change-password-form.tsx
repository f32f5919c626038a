import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordInput } from '@form-a/domain/schemas/auth';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { apiErrorMessage } from '../../../i18n/translate-api-error';
import { messageRef } from '@form-a/domain/message-ref';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; message: string } | null>(
    null,
  );
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await mutation.mutateAsync(values);
      reset();
      // the answer's `message` is this text in English; shown by its key
      setResult({ severity: 'success', message: messageRef('auth.passwordChanged') });
    } catch (error) {
      const onFields = applyServerFieldErrors(error, setError, FIELDS);
      if (!onFields) {
        setResult({ severity: 'error', message: apiErrorMessage(error) });
      }
    }
  });

  const busy = mutation.isPending;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('profile.changePassword')}
        </Typography>
        <form noValidate onSubmit={onSubmit} aria-busy={busy}>
          {result ? (
            <Alert severity={result.severity} sx={{ mt: 2 }}>
              {translateMessage(t, result.message)}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="currentPassword"
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
          />
          <FormTextField
            control={control}
            name="newPassword"
            label={t('profile.newPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
            {busy ? t('profile.submitting') : t('profile.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

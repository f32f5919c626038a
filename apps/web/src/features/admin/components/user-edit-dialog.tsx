import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';
import { userUpdateSchema } from '@form-a/domain/schemas/users';
import { translateApiError } from '../../../i18n/translate-api-error';
import { translateMessage } from '../../../i18n/translate-message';
import { isApiError } from '../../../lib/api-client';
import type { BranchOption } from '../api/get-branches';
import type { AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';

const NONE = '';

interface EditValues {
  role: RoleCode | typeof NONE;
  branch: string;
}

export interface UserEditDialogProps {
  /** the account being edited; null closes the dialog */
  user: AdminUser | null;
  branches: readonly BranchOption[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Role and branch of one account, edited and saved together (ADR 029): one PATCH with
 * both, checked first with the server's own schema, so a Branch Secretary without a branch is
 * refused here and on the server alike, and nothing half-saved is shown as saved.
 */
export function UserEditDialog({ user, branches, onClose, onSaved }: UserEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateUser();
  const { control, handleSubmit, reset, setError, formState } = useForm<EditValues>({
    defaultValues: { role: NONE, branch: NONE },
  });

  useEffect(() => {
    if (user) {
      reset({ role: user.role ?? NONE, branch: user.branch ?? NONE });
      update.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another user opens
  }, [user?.id]);

  const save = handleSubmit(async (values) => {
    if (!user) return;
    const body = {
      role: values.role === NONE ? null : values.role,
      branch: values.branch === NONE ? null : values.branch,
    };
    const parsed = userUpdateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'role' || field === 'branch') setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await update.mutateAsync({ id: user.id, patch: parsed.data });
      onSaved();
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      for (const field of ['role', 'branch'] as const) {
        const message = fields?.[field];
        if (message) setError(field, { message });
      }
    }
  });

  const fieldError = (message: string | undefined) => translateMessage(t, message);
  const refusal =
    update.isError && !(isApiError(update.error) && update.error.fields)
      ? translateApiError(t, update.error)
      : null;

  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void save(event)}>
        <DialogTitle id={titleId}>{t('admin.editUser', { name: user?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Alert severity="info">{t('admin.editHint')}</Alert>
            {refusal ? <Alert severity="error">{refusal}</Alert> : null}
            <Controller
              control={control}
              name="role"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('admin.role')}
                  {...field}
                  error={fieldState.invalid}
                  helperText={fieldError(fieldState.error?.message)}
                >
                  <MenuItem value={NONE}>{t('admin.none')}</MenuItem>
                  {ROLE_CODES.map((code) => (
                    <MenuItem key={code} value={code}>
                      {t(`roles.${code}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="branch"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('admin.branch')}
                  {...field}
                  error={fieldState.invalid}
                  helperText={fieldError(fieldState.error?.message)}
                >
                  <MenuItem value={NONE}>{t('admin.none')}</MenuItem>
                  {branches.map((branch) => (
                    <MenuItem key={branch.value} value={branch.value}>
                      {branch.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('admin.saving') : t('admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

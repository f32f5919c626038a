import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';

interface AuthTextFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: Path<TValues>;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  required?: boolean;
  /** the on-screen keyboard: `numeric` for a 6-digit code */
  inputMode?: 'text' | 'numeric';
  /** a line under the field saying what to type; an error takes its place */
  helperText?: string;
}

/**
 * FormTextField for the sign-in and sign-up pages, built from the pieces MUI's TextField is
 * made of. TextField imports Select (and with it Menu, Popover and Modal) even when no field is
 * a select, about 14 KB on the wire of a first visit over a slow link (ADR 038). Same
 * look (outlined, full width, normal margin), same translated error as FormTextField.
 */
export function AuthTextField<TValues extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  inputMode,
  helperText,
}: AuthTextFieldProps<TValues>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = translateMessage(t, fieldState.error?.message) ?? helperText;
  const helperId = message ? `${id}-helper` : undefined;
  return (
    <FormControl
      fullWidth
      margin="normal"
      variant="outlined"
      required={required}
      error={fieldState.invalid}
      disabled={field.disabled}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        name={field.name}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperId}
        {...(inputMode ? { slotProps: { input: { inputMode } } } : {})}
      />
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

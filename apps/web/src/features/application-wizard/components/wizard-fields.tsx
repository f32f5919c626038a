import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from '@form-a/domain/enums';
import type { ApplicationFieldName } from '@form-a/domain/messages';
import type { WizardValues } from './wizard-form';
import { translateWizardMessage } from './wizard-messages';

/** Every text field of the form except the checkbox. */
export type WizardTextFieldName = Exclude<ApplicationFieldName, 'bySecyVerification'>;

type WizardTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'label'
> & {
  control: Control<WizardValues>;
  name: WizardTextFieldName;
  /** defaults to the field's label in the wizard section */
  label?: string;
  readOnly?: boolean;
};

/** A TextField bound to the wizard form; its error shows as helper text, translated. */
export function WizardTextField({
  control,
  name,
  label,
  helperText,
  readOnly,
  slotProps,
  error,
  ...props
}: WizardTextFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateWizardMessage(t, fieldState.error?.message);
  return (
    <TextField
      {...props}
      label={label ?? t(`wizard.fields.${name}`)}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      // a rule the schema cannot run (the registry's answer) may mark the field as well
      error={fieldState.invalid || !!error}
      helperText={message ?? helperText}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object | undefined), readOnly },
      }}
    />
  );
}

interface WizardSelectProps {
  control: Control<WizardValues>;
  name: WizardTextFieldName;
  options: readonly EnumOption[];
  required?: boolean;
  disabled?: boolean;
  label?: string;
  helperText?: string;
}

/** A select of a domain option list: shows the labels, stores the codes. */
export function WizardSelect({
  control,
  name,
  options,
  required,
  disabled,
  label,
  helperText,
}: WizardSelectProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateWizardMessage(t, fieldState.error?.message);
  const value = field.value ?? '';
  // a stored code the list no longer knows still shows (as itself) instead of a blank select
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label ?? t(`wizard.fields.${name}`)}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={message ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}

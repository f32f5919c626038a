import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ComponentProps } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from '@form-a/domain/enums';
import type { ApplicationFieldName } from '@form-a/domain/messages';
import { FormTextField } from '../../../components/form/form-text-field';
import { enumText } from '../../../i18n/enum-text';
import type { WizardValues } from './wizard-form';
import { translateMessage } from '../../../i18n/translate-message';

/** Every text field of the form except the checkbox. */
export type WizardTextFieldName = Exclude<ApplicationFieldName, 'bySecyVerification'>;

type WizardTextFieldProps = Omit<
  ComponentProps<typeof FormTextField<WizardValues>>,
  'name' | 'label'
> & {
  name: WizardTextFieldName;
  /** defaults to the field's label in the wizard section */
  label?: string;
};

/** The app's FormTextField with the wizard's field label. */
export function WizardTextField({ name, label, ...props }: WizardTextFieldProps) {
  const { t } = useTranslation();
  return <FormTextField {...props} name={name} label={label ?? t(`wizard.fields.${name}`)} />;
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
  const message = translateMessage(t, fieldState.error?.message);
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
          {enumText(t, options, option.value)}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}

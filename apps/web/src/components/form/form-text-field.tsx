import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../i18n/translate-api-error';

type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  control: Control<TValues>;
  name: Path<TValues>;
};

/** A MUI TextField bound to react-hook-form; the field's error shows as helper text. */
export function FormTextField<TValues extends FieldValues>({
  control,
  name,
  helperText,
  inputRef,
  ...props
}: FormTextFieldProps<TValues>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateFieldMessage(t, fieldState.error?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        field.ref(element);
        if (typeof inputRef === 'function') inputRef(element);
      }}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.invalid}
      helperText={message ?? helperText}
    />
  );
}

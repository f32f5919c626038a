import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';

type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue'
> & {
  control: Control<TValues>;
  name: Path<TValues>;
  /** shown, focusable and submitted, but not editable (a value a look-up filled in) */
  readOnly?: boolean;
  /** how a read-only value is shown (a code by its label); the form keeps the value itself */
  display?: (value: string) => string;
  maxLength?: number;
};

/**
 * The app's one text field bound to react-hook-form. Its error shows as helper text in the
 * reader's language: a shared schema's issue (and a server field error) carries the domain
 * message's key, so every form translates the same way. `error` also marks the field for a
 * rule the schema cannot run (the registry's answer).
 */
export function FormTextField<TValues extends FieldValues>({
  control,
  name,
  helperText,
  inputRef,
  readOnly = false,
  display,
  maxLength,
  error,
  slotProps,
  ...props
}: FormTextFieldProps<TValues>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateMessage(t, fieldState.error?.message);
  const htmlInput = slotProps?.htmlInput as object | undefined;
  return (
    <TextField
      {...props}
      name={field.name}
      value={
        readOnly && display
          ? display((field.value as string | null | undefined) ?? '')
          : ((field.value as string | null | undefined) ?? '')
      }
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        field.ref(element);
        if (typeof inputRef === 'function') inputRef(element);
      }}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.invalid || !!error}
      helperText={message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...htmlInput,
          ...(readOnly ? { readOnly: true, 'aria-readonly': true } : {}),
          ...(maxLength === undefined ? {} : { maxLength }),
        },
      }}
    />
  );
}

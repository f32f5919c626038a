import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';

interface FormCheckboxProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: Path<TValues>;
  /** the visible label; when it holds interactive content (a link) pass `ariaLabel` as well */
  label: ReactNode;
  ariaLabel?: string;
  disabled?: boolean;
}

/**
 * A checkbox bound to react-hook-form. When `ariaLabel` is given the label is rendered beside the
 * box, not as a <label>, so a link inside it can be clicked without toggling the box.
 */
export function FormCheckbox<TValues extends FieldValues>({
  control,
  name,
  label,
  ariaLabel,
  disabled,
}: FormCheckboxProps<TValues>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateMessage(t, fieldState.error?.message);
  const checkbox = (
    <Checkbox
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      disabled={disabled ?? field.disabled}
      slotProps={{
        input: {
          ref: field.ref,
          ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          ...(message ? { 'aria-invalid': true } : {}),
        },
      }}
    />
  );
  return (
    <FormControl error={fieldState.invalid} sx={{ display: 'block' }}>
      {ariaLabel ? (
        <span style={{ display: 'inline-flex', alignItems: 'center' }}>
          {checkbox}
          <span>{label}</span>
        </span>
      ) : (
        <FormControlLabel control={checkbox} label={label} />
      )}
      {message ? <FormHelperText sx={{ mt: 0 }}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BranchOption } from '../../../lib/branches-api';
import { translateMessage } from '../../../i18n/translate-message';

/*
 * The transfer form's radio group and branch picker, bound to react-hook-form; their errors
 * show by key like every form's (text fields: components/form/form-text-field).
 */

interface TransferRadioGroupProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: Path<TValues>;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}

export function TransferRadioGroup<TValues extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
}: TransferRadioGroupProps<TValues>) {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  // destructured: the lint reads `field` as a ref object once `field.ref` reaches a ref prop
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const message = translateMessage(t, fieldState.error?.message);
  return (
    <FormControl error={fieldState.invalid} required={required ?? false} component="fieldset">
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={fieldName}
        value={(value as string | null | undefined) ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-labelledby={labelId}
        aria-describedby={message ? helperId : undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            // the first radio takes the focus when the field has an error
            control={<Radio slotProps={{ input: index === 0 ? { ref } : {} }} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

interface BranchAutocompleteProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: Path<TValues>;
  label: string;
  options: readonly BranchOption[];
  loading: boolean;
  required?: boolean;
}

/** A searchable pick from several hundred branches; the field's value is the branch's value. */
export function BranchAutocomplete<TValues extends FieldValues>({
  control,
  name,
  label,
  options,
  loading,
  required,
}: BranchAutocompleteProps<TValues>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateMessage(t, fieldState.error?.message);
  const selected = options.find((option) => option.value === field.value) ?? null;
  return (
    <Autocomplete<BranchOption>
      options={options}
      value={selected}
      loading={loading}
      loadingText={t('common.loading')}
      noOptionsText={t('transfer.noBranchFound')}
      onChange={(_event, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required ?? false}
          error={fieldState.invalid}
          helperText={message}
        />
      )}
    />
  );
}

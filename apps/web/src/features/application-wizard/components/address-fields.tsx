import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCities } from '../api/get-cities';
import { useCountries } from '../api/get-countries';
import type { GeoOption } from '../api/geo-option';
import { useStates } from '../api/get-states';
import type { WizardValues } from './wizard-form';
import { translateMessage } from '../../../i18n/translate-message';

interface GeoSelectProps {
  control: Control<WizardValues>;
  name: 'country' | 'region' | 'city';
  options: readonly GeoOption[];
  selected: GeoOption | null;
  onSelect: (option: GeoOption | null) => void;
  loading: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** One searchable list of the cascade, bound to its form field for the error and the focus. */
function GeoSelect({
  control,
  name,
  options,
  selected,
  onSelect,
  loading,
  required,
  disabled,
}: GeoSelectProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateMessage(t, fieldState.error?.message);
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => onSelect(option)}
      onBlur={field.onBlur}
      // the one option without a value is the city list's 'Other', named by the API in English
      getOptionLabel={(option) => (option.value === '' ? t('wizard.otherCity') : option.label)}
      getOptionKey={(option) => `${option.value}|${option.label}`}
      isOptionEqualToValue={(option, value) =>
        option.value === value.value && option.label === value.label
      }
      loading={loading}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(`wizard.fields.${name}`)}
          name={field.name}
          inputRef={field.ref}
          required={required}
          error={fieldState.invalid}
          helperText={message}
        />
      )}
    />
  );
}

interface AddressFieldsProps {
  control: Control<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
}

/**
 * Country → state → city. Country defaults to IN; the record stores the state's name, the
 * state's code picks its cities; the city list ends with 'Other', whose value is empty.
 */
export function AddressFields({ control, setValue }: AddressFieldsProps) {
  const country = useWatch({ control, name: 'country' }) ?? '';
  const region = useWatch({ control, name: 'region' }) ?? '';
  const city = useWatch({ control, name: 'city' }) ?? '';
  // 'Other' stores '' like "not chosen"; remember which one the user picked
  const [otherCity, setOtherCity] = useState(false);

  const countries = useCountries();
  const states = useStates(country);
  const stateOption = states.data?.find((option) => option.value === region) ?? null;
  const cities = useCities(country, stateOption?.code);

  const countryOption = countries.data?.find((option) => option.value === country) ?? null;
  const cityOption =
    city === ''
      ? otherCity
        ? (cities.data?.find((option) => option.value === '') ?? null)
        : null
      : (cities.data?.find((option) => option.value === city) ?? { value: city, label: city });

  const set = (name: 'country' | 'region' | 'city', value: string) =>
    setValue(name, value, { shouldValidate: true, shouldDirty: true });

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <GeoSelect
          control={control}
          name="country"
          options={countries.data ?? []}
          selected={countryOption}
          loading={countries.isLoading}
          required
          onSelect={(option) => {
            set('country', option?.value ?? '');
            set('region', '');
            set('city', '');
            setOtherCity(false);
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <GeoSelect
          control={control}
          name="region"
          options={states.data ?? []}
          selected={stateOption ?? (region ? { value: region, label: region } : null)}
          loading={states.isLoading}
          required
          onSelect={(option) => {
            set('region', option?.value ?? '');
            set('city', '');
            setOtherCity(false);
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <GeoSelect
          control={control}
          name="city"
          options={cities.data ?? []}
          selected={cityOption}
          loading={cities.isLoading}
          onSelect={(option) => {
            set('city', option?.value ?? '');
            setOtherCity(option !== null && option.value === '');
          }}
        />
      </Grid>
    </Grid>
  );
}

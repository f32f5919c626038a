import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoOption } from '@form-a/domain/api/geo';
import { call } from '../../../lib/api-client';
import { countryName } from '../../../lib/format-record';
import { GEO_STALE_MS } from './geo-option';

/** GET /api/geo/countries: every country, value = ISO code, label = its name. */
export const getCountries = (signal?: AbortSignal) => call('GET /api/geo/countries', { signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['geo', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: GEO_STALE_MS,
    select: (data) => data.items,
  });

type CountryOption = GeoOption;

/** The server's English names, or the browser's names in the reader's language, in its order. */
function inLanguage(items: CountryOption[], language: string): CountryOption[] {
  if (language === 'en') return items;
  const collator = new Intl.Collator(language);
  return items
    .map((item) => ({ ...item, label: countryName(item.value, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function useCountries() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useMemo(
    () => (data: { items: CountryOption[] }) => inLanguage(data.items, language),
    [language],
  );
  return useQuery({ ...countriesQueryOptions(), select });
}

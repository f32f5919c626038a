import type { QueryClient } from '@tanstack/react-query';
import { APPLICATION_DEFAULTS } from '@form-a/domain/schemas/application';
import { branchListQueryOptions } from '../../../lib/branches-api';
import { citiesQueryOptions, getCountryCities } from './get-cities';
import { countriesQueryOptions } from './get-countries';
import { GEO_STALE_MS } from './geo-option';
import { statesQueryOptions } from './get-states';

/**
 * What the wizard asks the server for besides the look-ups: the branches, the countries, and the
 * states and cities of the secretary's country, fetched while online so that a whole application
 * can be filled in without a connection (ADR 075). Each is fetched only when not in the cache
 * already (or older than its staleTime), so a sign-in costs nothing after the first.
 */
export async function prefetchReferenceData(client: QueryClient): Promise<void> {
  const country = APPLICATION_DEFAULTS.country;
  await Promise.all([
    client.prefetchQuery(branchListQueryOptions()),
    client.prefetchQuery(countriesQueryOptions()),
  ]);
  const states = await client.fetchQuery(statesQueryOptions(country));
  const stale = (code: string) =>
    client
      .getQueryCache()
      .find({ queryKey: citiesQueryOptions(country, code).queryKey, exact: true })
      ?.isStaleByTime(GEO_STALE_MS) ?? true;
  if (!states.items.some((state) => stale(state.code))) return;
  // every state's cities in one request: one state at a time was 36 round trips on a branch's
  // slow link. Each list goes into the cache under its state, where the wizard looks for it;
  // the whole answer is not kept a second time.
  const all = await getCountryCities(country);
  for (const state of all.states) {
    client.setQueryData(citiesQueryOptions(country, state.code).queryKey, { items: state.items });
  }
}

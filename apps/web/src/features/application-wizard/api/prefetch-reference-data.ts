import type { QueryClient } from '@tanstack/react-query';
import { APPLICATION_DEFAULTS } from '@form-a/domain/schemas/application';
import { branchListQueryOptions } from '../../../lib/branches-api';
import { citiesQueryOptions } from './get-cities';
import { countriesQueryOptions } from './get-countries';
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
  // one after another: a branch's link is slow, and the screens' own requests go first
  for (const state of states.items) {
    await client.prefetchQuery(citiesQueryOptions(country, state.code));
  }
}

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchReferenceData } from '../../src/features/application-wizard/api/prefetch-reference-data';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';

const STATES = [
  { value: 'Uttar Pradesh', label: 'Uttar Pradesh', code: 'UP' },
  { value: 'Goa', label: 'Goa', code: 'GA' },
];
const OTHER = { value: '', label: 'Other' };
const CITIES = {
  states: [
    { code: 'UP', items: [{ value: 'Agra', label: 'Agra' }, OTHER] },
    { code: 'GA', items: [{ value: 'Panaji', label: 'Panaji' }, OTHER] },
  ],
};

describe("the wizard's reference data, kept while online", () => {
  it("fetches every state's cities in one request and keeps each under its state, once", async () => {
    const asked: string[] = [];
    // a per-state request would find no handler here, and fail the test
    mockApi({
      'GET /api/branches': () => jsonResponse(200, { branch_list: [] }),
      'GET /api/geo/countries': () => jsonResponse(200, { items: [] }),
      'GET /api/geo/countries/:country/states': () => jsonResponse(200, { items: STATES }),
      'GET /api/geo/countries/:country/cities': ({ params }) => {
        asked.push(params.country!);
        return jsonResponse(200, CITIES);
      },
    });
    const client = new QueryClient();
    await prefetchReferenceData(client);
    expect(asked).toEqual(['IN']);
    expect(client.getQueryData(['geo', 'cities', 'IN', 'UP'])).toEqual({
      items: CITIES.states[0]!.items,
    });
    expect(client.getQueryData(['geo', 'cities', 'IN', 'GA'])).toEqual({
      items: CITIES.states[1]!.items,
    });

    // the next sign-in finds them fresh and asks for none
    await prefetchReferenceData(client);
    expect(asked).toEqual(['IN']);
  });
});

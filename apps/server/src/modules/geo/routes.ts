import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { messageRef } from '@form-a/domain/message-ref';
import type { CountryCities } from '@form-a/domain/api/geo';
import type * as CountryStateCity from 'country-state-city';
import { notFound } from '../../lib/app-error';
import { precompress, sendPrecompressed, type Precompressed } from '../../lib/precompressed';

type CountryStateCityModule = typeof CountryStateCity;

/** Reference data from a library release: it changes only with a deploy. */
const CACHE = 'private, max-age=86400';

/** The city list ends with 'Other' (empty value) for places the list does not know. */
export const OTHER_CITY = { value: '', label: 'Other' } as const;

/**
 * The library's city list is 8 MB of JSON (about 70 MB once parsed): it is loaded on the first
 * geo request, not at start, so a server that never serves the wizard does not carry it.
 */
let library: Promise<CountryStateCityModule> | undefined;
const geo = () => (library ??= import('country-state-city'));

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  let countries: Array<{ value: string; label: string }> | undefined;
  // India's is 174 kB of JSON, 27 kB in brotli: compressed once, not per device that keeps it.
  // At most one entry per country the library knows (all of them together about 10 MB).
  const countryCities = new Map<string, Precompressed>();

  app.get(
    '/api/geo/countries',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/geo/countries'],
        tags: ['geo'],
        summary: 'Every country (ISO code and name)',
      },
    },
    async (_request, reply) => {
      const { Country } = await geo();
      countries ??= Country.getAllCountries().map((c) => ({ value: c.isoCode, label: c.name }));
      return reply.header('cache-control', CACHE).send({ items: countries });
    },
  );

  app.get(
    '/api/geo/countries/:country/states',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/geo/countries/:country/states'],
        tags: ['geo'],
        summary:
          'States of a country; value is the state name the record stores, code picks its cities',
      },
    },
    async (request, reply) => {
      const { Country, State } = await geo();
      if (!Country.getCountryByCode(request.params.country))
        throw notFound(messageRef('geo.unknownCountry'));
      const items = State.getStatesOfCountry(request.params.country).map((s) => ({
        value: s.name,
        label: s.name,
        code: s.isoCode,
      }));
      return reply.header('cache-control', CACHE).send({ items });
    },
  );

  app.get(
    '/api/geo/countries/:country/states/:state/cities',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/geo/countries/:country/states/:state/cities'],
        tags: ['geo'],
        summary: "Cities of a state (by state code), then 'Other'",
      },
    },
    async (request, reply) => {
      const { country, state } = request.params;
      const { City, State } = await geo();
      if (!State.getStateByCodeAndCountry(state, country))
        throw notFound(messageRef('geo.unknownState'));
      return reply.header('cache-control', CACHE).send({ items: citiesOf(City, country, state) });
    },
  );

  app.get(
    '/api/geo/countries/:country/cities',
    {
      config: { permission: 'signed-in' },
      schema: {
        ...API_CONTRACTS['GET /api/geo/countries/:country/cities'],
        tags: ['geo'],
        summary:
          "Every state's cities, each list as the state's own answer: what a secretary's device keeps to fill in an application offline, in one request",
      },
    },
    async (request, reply) => {
      const { country } = request.params;
      let answer = countryCities.get(country);
      if (!answer) {
        const { City, Country, State } = await geo();
        if (!Country.getCountryByCode(country)) throw notFound(messageRef('geo.unknownCountry'));
        const body: CountryCities = {
          states: State.getStatesOfCountry(country).map((s) => ({
            code: s.isoCode,
            items: citiesOf(City, country, s.isoCode),
          })),
        };
        answer = precompress(Buffer.from(JSON.stringify(body)));
        countryCities.set(country, answer);
      }
      void reply.header('cache-control', CACHE);
      return sendPrecompressed(request, reply, answer, 'application/json; charset=utf-8');
    },
  );
};

/** A state's cities as the wizard lists them, then 'Other'. */
function citiesOf(City: CountryStateCityModule['City'], country: string, state: string) {
  const items = City.getCitiesOfState(country, state).map((c) => ({
    value: c.name,
    label: c.name,
  }));
  return [...items, OTHER_CITY];
}

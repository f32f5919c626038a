import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type * as CountryStateCity from 'country-state-city';

type CountryStateCityModule = typeof CountryStateCity;
import { notFound } from '../../lib/app-error';

const option = z.object({ value: z.string(), label: z.string() });
const listSchema = z.object({ items: z.array(option) });
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

  app.get(
    '/api/geo/countries',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['geo'],
        summary: 'Every country (ISO code and name)',
        response: { 200: listSchema },
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
        tags: ['geo'],
        summary:
          'States of a country; value is the state name the record stores, code picks its cities',
        params: z.object({ country: z.string().length(2).toUpperCase() }),
        response: { 200: z.object({ items: z.array(option.extend({ code: z.string() })) }) },
      },
    },
    async (request, reply) => {
      const { Country, State } = await geo();
      if (!Country.getCountryByCode(request.params.country)) throw notFound('Unknown country.');
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
        tags: ['geo'],
        summary: "Cities of a state (by state code), then 'Other'",
        params: z.object({
          country: z.string().length(2).toUpperCase(),
          state: z.string().min(1).max(10),
        }),
        response: { 200: listSchema },
      },
    },
    async (request, reply) => {
      const { country, state } = request.params;
      const { City, State } = await geo();
      if (!State.getStateByCodeAndCountry(state, country)) throw notFound('Unknown state.');
      const items = City.getCitiesOfState(country, state).map((c) => ({
        value: c.name,
        label: c.name,
      }));
      return reply.header('cache-control', CACHE).send({ items: [...items, OTHER_CITY] });
    },
  );
};

import type { z } from 'zod';
import type { API_CONTRACTS } from '@form-a/domain/api/contract';

/*
 * What a route of the domain's API_CONTRACTS takes and answers, as the web holds it: the types
 * call() and pathOf() (api-client.ts) check their arguments and answers against (ADR 069).
 */

type Contracts = typeof API_CONTRACTS;

/** The routes the web calls: the API's, not the external services' stand-ins nor the QR page. */
export type WebRoute = Extract<keyof Contracts, `${string} /api/${string}`>;

type Schema<Route extends WebRoute, Part extends string> =
  Contracts[Route] extends Record<Part, infer S extends z.ZodType> ? S : undefined;

/**
 * A schema's input as a caller holds it: its own input type, except where the schema coerces
 * (a number read from a path or a query string, whose input is `unknown`): there, its output.
 */
type Held<S extends z.ZodType> = HeldShape<z.input<S>, z.output<S>>;
type HeldShape<I, O> = {
  [Key in keyof I]: unknown extends I[Key] ? (Key extends keyof O ? O[Key] : never) : I[Key];
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is "no required key"
type RequiredKeys<T> = { [Key in keyof T]-?: {} extends Pick<T, Key> ? never : Key }[keyof T];

/** `{ name: T }` when the schema needs a value with a required key, else `{ name?: T }`. */
type Slot<Name extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in Name]?: Held<S> | undefined }
    : [RequiredKeys<Held<S>>] extends [never]
      ? { [P in Name]?: Held<S> | undefined }
      : { [P in Name]: Held<S> }
  : { [P in Name]?: undefined };

/** 'idempotency-key' (as Fastify reads it) → 'Idempotency-Key' (as the web sends it). */
type HeaderName<Name extends string> = Name extends `${infer Word}-${infer Rest}`
  ? `${Capitalize<Word>}-${HeaderName<Rest>}`
  : Capitalize<Name>;

/** The headers a route declares, spelt as HTTP usually spells them; none where it declares none. */
type HeadersSlot<S> = S extends z.ZodType
  ? { headers?: { [Name in keyof z.input<S> & string as HeaderName<Name>]?: string } }
  : { headers?: undefined };

/** The path's values, the query, the JSON body and the headers route `Route` declares. */
export type RouteInput<Route extends WebRoute> = Slot<'params', Schema<Route, 'params'>> &
  Slot<'query', Schema<Route, 'querystring'>> &
  Slot<'body', Schema<Route, 'body'>> &
  HeadersSlot<Schema<Route, 'headers'>>;

/** The path's values and the query of a link (pathOf): a download, an image. */
export type RouteLink<Route extends WebRoute> = Slot<'params', Schema<Route, 'params'>> &
  Slot<'query', Schema<Route, 'querystring'>>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The parsed answer of route `Route`: any of its success statuses' schemas' output. */
export type RouteAnswer<Route extends WebRoute> = Contracts[Route] extends {
  response: infer ByStatus;
}
  ? {
      [Status in keyof ByStatus & SuccessStatus]: ByStatus[Status] extends z.ZodType
        ? z.output<ByStatus[Status]>
        : never;
    }[keyof ByStatus & SuccessStatus]
  : unknown;

/** The options' tuple: optional when nothing in them is required. */
export type OptionsArg<Options> = [RequiredKeys<Options>] extends [never]
  ? [options?: Options]
  : [options: Options];

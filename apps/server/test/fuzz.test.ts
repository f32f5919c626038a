import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';
import { applicationDraftSchema } from '@form-a/domain/schemas/application';
import {
  recordToFormValues,
  registrationRecordSchema,
} from '@form-a/domain/schemas/registration-record';
import { hasUnsafeCharacters } from '@form-a/domain/text-hygiene';
import { bearer, createTestContext, type TestContext } from './helper';
import {
  multipartBody,
  pngBytes,
  seedRegistry,
  submitApplication,
  uploadPhoto,
  validApplication,
} from './fixtures';

/**
 * Bad input is always 4xx (ADR 022): seeded hostile requests against every route the app
 * declares, by every role the route lets in, then a look at what reached the database.
 */
const SEED = 20_260_412;
const NUM_RUNS = 5_000;

interface Route {
  method: string;
  /** '/api/registrations/{id}' */
  path: string;
  params: string[];
  query: string[];
  body: string[];
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/** Sign-out would end the sessions the fuzz runs on; it takes no input to fuzz anyway. */
const SKIPPED = new Set(['POST /api/auth/logout']);

let ctx: TestContext;
const tokens = new Map<RoleCode, string>();
const uids = new Map<RoleCode, string>();
let routes: Route[] = [];
/** per route, the roles its permission lets through (found by asking, not by reading config) */
const rolesFor = new Map<Route, RoleCode[]>();

function routesOfTheApp(): Route[] {
  const spec = (ctx.app as unknown as { swagger(): { paths: object } }).swagger();
  const found: Route[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(
      operations as Record<string, OpenApiOperation>,
    )) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema?.properties ?? {};
      found.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(json),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return found.filter((route) => !SKIPPED.has(`${route.method} ${route.path}`));
}

// --- arbitraries ---------------------------------------------------------------------------

const unsafeText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udfff\ud800', 'ok\ud83d'),
  fc.string().map((s) => `${s}\u0000`),
);
const oddUnicode = fc.constantFrom(
  '\u202e\u0644\u0627', // right-to-left override
  '\u200b\u200d\ufeff', // zero-width characters
  'e\u0301\u0301\u0301', // stacked combining marks
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\ufdfd',
  'İı',
  '\u0085\u2028\u2029',
  '𝕬𝖉𝖒𝖎𝖓',
);
const numberLike = fc.constantFrom(
  '1',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  ' 7 ',
  '١٢٣',
);
const dateLike = fc.constantFrom(
  '2023-02-30',
  '0000-00-00',
  '9999-99-99',
  '2020-13-01',
  '1800-01-01',
  '3000-01-01',
  '2020-1-1',
  '01/02/2020',
  '2020-01-01T25:00:00Z',
);
const enumLike = fc.constantFrom('ADMIN', 'admin', 'submit ', 'approve', 'DRAFT', '99', '-1', 'Mr');
const sqlLike = fc.constantFrom("' OR 1=1 --", '"; drop table users; --', '%', '_', '\\', '$1');
const hugeText = fc.constantFrom('x'.repeat(100_000), '9'.repeat(5_000), '\u0000'.repeat(1_000));
const badString = fc.oneof(
  unsafeText,
  oddUnicode,
  numberLike,
  dateLike,
  enumLike,
  sqlLike,
  hugeText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  // U+FFFD is what a replaced lone surrogate looks like in the database: never send it as such
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => text.replaceAll('\ufffd', '?')),
);
const scalar = fc.oneof(
  badString,
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -0, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const nested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: [inner] }), 'x');
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(badString, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 100 }).map(nested) },
);

/** path segments as a client types them, already percent-encoded */
const badSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%FF',
    '-1',
    '0',
    '1',
    '2',
    '1.5',
    '99999999999999999999',
    '2147483648',
    'NaN',
    '%20',
    '..%2F..%2Fetc',
    '%25',
    'a'.repeat(2_000),
    '00000000-0000-0000-0000-000000000000',
    'RKS196503121001J',
    'IN',
    'Uttar%20Pradesh',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const queryValue = fc.oneof(
  badSegment,
  fc.constantFrom('', 'true', '2023-02-30', 'DRAFT', '-5', '100000', 'x&y=z'),
);

/** Valid bodies to spoil one field of, so that some odd-but-allowed text reaches the database. */
const examples = new Map<string, Record<string, unknown>>();

function bodyFor(route: Route): fc.Arbitrary<unknown> {
  const known = route.body.length > 0 ? fc.constantFrom(...route.body) : badString;
  const fields = fc.dictionary(fc.oneof({ weight: 4, arbitrary: known }, badString), badValue, {
    maxKeys: 6,
  });
  const example = examples.get(`${route.method} ${route.path}`);
  const spoiled = example
    ? fc
        .tuple(fc.constantFrom(...Object.keys(example)), fc.oneof(oddUnicode, badValue))
        .map(([key, value]) => ({ ...example, [key]: value }))
    : fields;
  return fc.oneof(
    { weight: 4, arbitrary: fields },
    { weight: 2, arbitrary: spoiled },
    { weight: 1, arbitrary: badValue },
    { weight: 1, arbitrary: fc.integer({ min: 60, max: 2_000 }).map(nested) },
  );
}

const request = (route: Route) =>
  fc.record({
    role: fc.constantFrom(...(rolesFor.get(route) ?? ROLE_CODES)),
    params: fc.tuple(...route.params.map(() => badSegment)),
    query: fc.dictionary(
      route.query.length > 0 ? fc.oneof(fc.constantFrom(...route.query), badString) : badString,
      queryValue,
      { maxKeys: 3 },
    ),
    body: bodyFor(route),
    // one request in ten sends text that is not the JSON it claims to be
    rawBody: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '{"a":',
          '[1,2',
          'null',
          '"\\u0000"',
          '{"__proto__":{}}',
          '\u0000',
        ),
      },
    ),
    title: badString,
    idempotencyKey: fc.option(
      fc.string({ unit: fc.constantFrom('a', 'Z', '-', '9', ' '), maxLength: 80 }),
    ),
  });

function urlOf(route: Route, params: string[], query: Record<string, string>) {
  let path = route.path;
  route.params.forEach((name, i) => {
    path = path.replace(`{${name}}`, params[i] ?? '1');
  });
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(safeKey(key))}=${value}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** encodeURIComponent throws on a lone surrogate: send those as the UTF-8 of a surrogate */
function safeKey(key: string) {
  return key.replace(/\p{Cs}/gu, '\ufffd');
}

// --- the run -------------------------------------------------------------------------------

beforeAll(async () => {
  ctx = await createTestContext({ config: { SIGNUP_MAX_PER_IP: 1_000_000 } });
  await seedRegistry(ctx.database.db);
  for (const role of ROLE_CODES) {
    const user = await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null });
    uids.set(role, user.uid);
    tokens.set(role, (await ctx.login(user.uid)).token);
  }
  // Something to find: a photo and submitted applications with ids 1 and 2.
  const photo = await uploadPhoto(ctx.app, tokens.get('BBRANCHSEC')!);
  await submitApplication(ctx.app, tokens.get('BBRANCHSEC')!, photo);
  await submitApplication(ctx.app, tokens.get('BBRANCHSEC')!, photo, { firstName: 'Mohan' });

  examples.set('POST /api/registrations', { ...validApplication(photo), action: 'draft' });
  routes = routesOfTheApp();
  for (const route of routes) {
    const allowed: RoleCode[] = [];
    for (const role of ROLE_CODES) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: urlOf(
          route,
          route.params.map(() => '1'),
          {},
        ),
        headers: bearer(tokens.get(role)!),
      });
      if (response.statusCode !== 401 && response.statusCode !== 403) allowed.push(role);
    }
    rolesFor.set(route, allowed.length > 0 ? allowed : [...ROLE_CODES]);
  }
}, 120_000);
afterAll(async () => ctx?.close());

describe('hostile input', () => {
  it(`answers ${NUM_RUNS} seeded bad requests across every route without a 5xx`, async () => {
    expect(routes.length).toBeGreaterThan(25);
    const png = await pngBytes();
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(
        anyRoute().chain((route) => fc.tuple(fc.constant(route), request(route))),
        async ([route, input]) => {
          const headers: Record<string, string> = { ...bearer(tokens.get(input.role)!) };
          if (input.idempotencyKey !== null) headers['idempotency-key'] = input.idempotencyKey;
          let payload: string | Buffer | undefined;
          if (route.method !== 'GET' && route.method !== 'DELETE') {
            if (route.multipart) {
              const body = multipartBody(
                { name: 'me.png', type: 'image/png', bytes: png },
                { title: input.title },
              );
              headers['content-type'] = body.contentType;
              payload = body.payload;
            } else {
              headers['content-type'] = 'application/json';
              payload = input.rawBody ?? JSON.stringify(input.body);
            }
          }
          const url = urlOf(route, input.params, input.query);
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 401) await refreshSession(input.role);
          if (response.statusCode >= 500) {
            failures.push(`${route.method} ${url.slice(0, 200)} → ${response.statusCode}`);
            return false;
          }
          return true;
        },
      ),
      { seed: SEED, numRuns: NUM_RUNS, endOnFailure: true },
    );

    expect(failures).toEqual([]);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(NUM_RUNS);
    // the run must reach route code, not stop at the door
    const passedAuth = total - (statuses.get(401) ?? 0) - (statuses.get(403) ?? 0);
    expect(passedAuth).toBeGreaterThan(NUM_RUNS / 2);
    console.info(
      `fuzz: ${total} requests over ${routes.length} routes, statuses`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
  }, 300_000);

  it('left no stored text that a database or the domain schemas would refuse', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    // NUL cannot be stored at all; a lone surrogate would have become U+FFFD on the way in.
    for (const { table_name, column_name } of columns) {
      const [bad] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where strpos(${sql.identifier(column_name)}::text, ${'\ufffd'}) > 0`,
      );
      expect(bad!.n, `${table_name}.${column_name} holds U+FFFD`).toBe(0);
    }

    const secretary = tokens.get('BBRANCHSEC')!;
    const list = await ctx.app.inject({
      url: '/api/registrations?pageSize=100',
      headers: bearer(secretary),
    });
    expect(list.statusCode).toBe(200);
    const ids = ((list.json().items ?? []) as Array<{ id: number }>).map((item) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const one = await ctx.app.inject({
        url: `/api/registrations/${id}`,
        headers: bearer(secretary),
      });
      const record = registrationRecordSchema.parse(one.json().registration);
      for (const value of Object.values(record)) {
        if (typeof value === 'string') expect(hasUnsafeCharacters(value)).toBe(false);
      }
      expect(
        applicationDraftSchema.safeParse(recordToFormValues(record)).success,
        `record ${id}`,
      ).toBe(true);
    }
  });
});

/** every route, the ones with a valid example ten times as often: they can store something */
function anyRoute() {
  return fc.oneof(
    ...routes.map((route) => ({
      weight: examples.has(`${route.method} ${route.path}`) ? 10 : 1,
      arbitrary: fc.constant(route),
    })),
  );
}

async function refreshSession(role: RoleCode) {
  // An administrator route in the run may have changed this user's role or ended its sessions.
  const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(tokens.get(role)!) });
  if (me.statusCode !== 401) return;
  try {
    tokens.set(role, (await ctx.login(uids.get(role)!)).token);
  } catch {
    // deactivated by the run: this role's requests now test the 401 path
  }
}

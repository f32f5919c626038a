/**
 * The mix the screens send, many sessions at once: signs in N sessions (the demo accounts,
 * several sessions each), then keeps all of them busy with lists, a record, dashboard counts;
 * secretaries upload a photo and create and submit applications, validators validate and
 * approvers approve. Each session is on its own keep-alive connection, one request at a time (a
 * closed loop: the next request leaves when the answer arrives). Meanwhile a new TCP connection
 * is opened every second to time what a person arriving now waits for. Used by
 * `bench:sessions` (one server) and `bench:compare` (two builds, alternately).
 */
import http from 'node:http';
import { multipartBody, pngBytes } from '../../apps/server/test/fixtures';
import { applicationBody } from './scenarios';
import { BENCH_RATE_LIMITS } from './server';

/** What the bench's server is given: a few accounts stand for many people. */
export const SESSIONS_SERVER_ENV = {
  LOG_LEVEL: 'warn',
  OUTBOX_WORKER: 'true',
  // The daily photo quota and the request budgets (ADR 045) are per account.
  PHOTO_UPLOADS_PER_DAY: '1000000',
  ...BENCH_RATE_LIMITS,
};

const DEMO_PASSWORD = 'FormA@2026';
export type Role = 'secretary' | 'validator' | 'approver' | 'viewer';
const DEMO_ACCOUNTS: Array<{ uid: string; role: Role; branch?: string }> = [
  { uid: 'secretary', role: 'secretary', branch: 'Agra' },
  { uid: 'validator', role: 'validator' },
  { uid: 'secretary2', role: 'secretary', branch: 'Gurgaon' },
  { uid: 'approver', role: 'approver' },
  { uid: 'viewer', role: 'viewer' },
];

interface Answer {
  status: number;
  body: string;
}

class TimeoutError extends Error {}

/** One HTTP request on `agent` (undefined: a new connection), with a time limit. */
function send(
  baseUrl: string,
  agent: http.Agent | false,
  method: string,
  pathName: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; timeoutMs: number },
): Promise<Answer & { firstByteMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${pathName}`,
      { method, agent, headers: options.headers },
      (response) => {
        const firstByteMs = performance.now() - started;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            firstByteMs,
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(options.timeoutMs, () =>
      request.destroy(new TimeoutError(`no answer in ${options.timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

interface Stats {
  latencies: number[];
  byKind: Record<string, number[]>;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** 409: another session acted on the same record first (an expected race, not a failure) */
  conflicts: number;
  errorSamples: string[];
}

interface Session {
  role: Role;
  branch: string | undefined;
  token: string;
  agent: http.Agent;
  /** ids and revisions from the last list this session read */
  seen: Array<{ id: number; revision: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

export interface MixOptions {
  sessions: number;
  durationMs: number;
  timeoutMs: number;
  /** progress lines; none when omitted */
  log?: (line: string) => void;
  /** called as the busy phase begins and ends (after sign-in): e.g. to read the server's CPU time */
  busyPhase?: { start(): void; end(): void };
  /**
   * A person's pause before each request, drawn evenly from the range; none: a closed loop at
   * full speed (saturation), as `bench:sessions` runs
   */
  thinkTimeMs?: { min: number; max: number };
  /** the share of the sessions in each role; none: the demo accounts in turn */
  roleShares?: Partial<Record<Role, number>>;
}

/** The demo account session `index` of `count` signs in as. */
function accountFor(index: number, count: number, shares: MixOptions['roleShares']) {
  if (!shares) return DEMO_ACCOUNTS[index % DEMO_ACCOUNTS.length]!;
  const total = Object.values(shares).reduce((sum, share) => sum + (share ?? 0), 0);
  let end = 0;
  for (const [role, share] of Object.entries(shares) as Array<[Role, number]>) {
    end += (share / total) * count;
    if (index < Math.round(end)) {
      const accounts = DEMO_ACCOUNTS.filter((account) => account.role === role);
      return accounts[index % accounts.length]!;
    }
  }
  return DEMO_ACCOUNTS[index % DEMO_ACCOUNTS.length]!;
}

export type MixResult = Awaited<ReturnType<typeof runSessionsMix>>;

/** Signs the sessions in, runs the mix for the duration and answers its figures. */
export async function runSessionsMix(baseUrl: string, options: MixOptions) {
  const { sessions: sessionCount, durationMs, timeoutMs } = options;
  const log = options.log ?? (() => undefined);
  const photoUpload = multipartBody(
    { name: 'p.png', type: 'image/png', bytes: await pngBytes() },
    { title: 'applicant' },
  );
  log(`Signing in ${sessionCount} sessions…`);
  const sessions: Session[] = [];
  const signInStarted = performance.now();
  // A few at a time: sign-in hashes the password (argon2id, ADR 047) and the machine is small.
  for (let i = 0; i < sessionCount; i += 4) {
    const batch = Array.from({ length: Math.min(4, sessionCount - i) }, (_, j) => {
      const account = accountFor(i + j, sessionCount, options.roleShares);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      return send(baseUrl, agent, 'POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uid: account.uid, password: DEMO_PASSWORD, remember: true }),
        timeoutMs: 30_000,
      }).then((answer) => {
        if (answer.status !== 200)
          throw new Error(`sign-in of ${account.uid}: ${answer.status} ${answer.body}`);
        const token = (JSON.parse(answer.body) as { token: string }).token;
        return {
          role: account.role,
          branch: account.branch,
          token,
          agent,
          seen: [],
        } satisfies Session;
      });
    });
    sessions.push(...(await Promise.all(batch)));
  }
  log(
    `  ${sessions.length} sessions in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s\n`,
  );

  const stats: Stats = {
    latencies: [],
    byKind: {},
    statuses: {},
    errors: 0,
    timeouts: 0,
    conflicts: 0,
    errorSamples: [],
  };
  const deadline = performance.now() + durationMs;
  let created = 0;

  const call = async (
    session: Session,
    kind: string,
    method: string,
    pathName: string,
    body?: { contentType: string; payload: Buffer | string },
  ): Promise<Answer | undefined> => {
    const started = performance.now();
    try {
      const answer = await send(baseUrl, session.agent, method, pathName, {
        headers: {
          authorization: `Bearer ${session.token}`,
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { body: body.payload } : {}),
        timeoutMs,
      });
      const ms = performance.now() - started;
      stats.latencies.push(ms);
      (stats.byKind[kind] ??= []).push(ms);
      stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
      if (answer.status === 409) stats.conflicts += 1;
      else if (answer.status < 200 || answer.status >= 300) {
        stats.errors += 1;
        if (stats.errorSamples.length < 5)
          stats.errorSamples.push(`${kind}: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
      return answer;
    } catch (error) {
      if (error instanceof TimeoutError) stats.timeouts += 1;
      else {
        stats.errors += 1;
        if (stats.errorSamples.length < 5)
          stats.errorSamples.push(`${kind}: ${(error as Error).message}`);
      }
      return undefined;
    }
  };

  const listView: Record<Role, string[]> = {
    secretary: ['mine', 'in-process', 'approved'],
    validator: ['pending-validation', 'all'],
    approver: ['pending-approval', 'all'],
    viewer: ['all', 'approved', 'in-process'],
  };

  const step = async (session: Session) => {
    const dice = Math.random();
    if (dice < 0.35) {
      const view = pick(listView[session.role])!;
      const answer = await call(
        session,
        'list',
        'GET',
        `/api/registrations?view=${view}&page=0&pageSize=25`,
      );
      if (answer?.status === 200) {
        const items = (
          JSON.parse(answer.body) as { items: Array<{ id: number; revision: number }> }
        ).items;
        session.seen = items.map((item) => ({ id: item.id, revision: item.revision }));
      }
    } else if (dice < 0.55) {
      await call(session, 'counts', 'GET', '/api/registrations/counts');
    } else if (dice < 0.8 && session.role !== 'viewer') {
      const record = pick(session.seen);
      if (record) await call(session, 'record', 'GET', `/api/registrations/${record.id}`);
      else await call(session, 'counts', 'GET', '/api/registrations/counts');
    } else if (session.role === 'secretary') {
      const upload = await call(session, 'photo upload', 'POST', '/api/photos', {
        contentType: photoUpload.contentType,
        payload: photoUpload.payload,
      });
      if (upload?.status !== 201) return;
      const image = (JSON.parse(upload.body) as { image: string }).image;
      created += 1;
      await call(session, 'create + submit', 'POST', '/api/registrations', {
        contentType: 'application/json',
        payload: JSON.stringify({
          ...applicationBody(session.branch!, image, created),
          firstName: pick(['Rohit', 'Amit', 'Suresh', 'Vikas', 'Anil'])!,
        }),
      });
    } else if (session.role === 'validator' || session.role === 'approver') {
      const record = pick(session.seen);
      if (!record) return;
      const action = session.role === 'validator' ? 'validate' : 'approve';
      session.seen = session.seen.filter((item) => item.id !== record.id);
      await call(session, action, 'POST', `/api/registrations/${record.id}/transitions`, {
        contentType: 'application/json',
        payload: JSON.stringify({
          action,
          revision: record.revision,
          note: '',
          duplicateAcknowledged: true,
        }),
      });
    } else {
      await call(session, 'list', 'GET', '/api/registrations?view=all&page=1&pageSize=25');
    }
  };

  const fresh: number[] = [];
  let freshFailures = 0;
  const prober = (async () => {
    while (performance.now() < deadline) {
      const tick = performance.now();
      try {
        const answer = await send(baseUrl, false, 'GET', '/api/health', { timeoutMs: 60_000 });
        fresh.push(answer.firstByteMs);
      } catch {
        freshFailures += 1;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1000 - (performance.now() - tick))),
      );
    }
  })();

  log(`Running ${sessions.length} busy sessions for ${durationMs / 1000} s…`);
  const started = performance.now();
  options.busyPhase?.start();
  await Promise.all(
    sessions.map(async (session) => {
      const think = options.thinkTimeMs;
      while (performance.now() < deadline) {
        if (think) {
          const pause = think.min + Math.random() * (think.max - think.min);
          await new Promise((resolve) => setTimeout(resolve, pause));
          if (performance.now() >= deadline) break;
        }
        await step(session);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  options.busyPhase?.end();
  await prober;
  for (const session of sessions) session.agent.destroy();

  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const freshSorted = [...fresh].sort((a, b) => a - b);
  const result = {
    when: new Date().toISOString(),
    sessions: sessions.length,
    seconds: Number(seconds.toFixed(1)),
    requests: sorted.length,
    requestsPerSecond: Number((sorted.length / seconds).toFixed(1)),
    errors: stats.errors,
    timeouts: stats.timeouts,
    conflicts: stats.conflicts,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? Number.NaN),
    freshConnection: {
      samples: fresh.length,
      failures: freshFailures,
      p50: Math.round(percentile(freshSorted, 50)),
      p95: Math.round(percentile(freshSorted, 95)),
      max: Math.round(freshSorted.at(-1) ?? Number.NaN),
    },
    byKind: Object.fromEntries(
      Object.entries(stats.byKind).map(([kind, list]) => {
        const s = [...list].sort((a, b) => a - b);
        return [
          kind,
          { n: s.length, p50: Math.round(percentile(s, 50)), p95: Math.round(percentile(s, 95)) },
        ];
      }),
    ),
    statuses: stats.statuses,
    errorSamples: stats.errorSamples,
  };
  return result;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A mix's latencies, overall and by kind of request, and its first errors, one per line. */
export function latencyLines(result: MixResult): string[] {
  return [
    `latency p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, max ${ms(result.max)}`,
    ...Object.entries(result.byKind).map(
      ([kind, k]) => `  ${kind.padEnd(16)} n=${k.n} p50 ${ms(k.p50)} p95 ${ms(k.p95)}`,
    ),
    ...(result.errorSamples.length ? ['errors:', ...result.errorSamples.map((e) => `  ${e}`)] : []),
  ];
}

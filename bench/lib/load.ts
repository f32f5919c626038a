import autocannon, { type AutocannonRequest } from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadSpec {
  baseUrl: string;
  connections: number;
  durationSec: number;
  /** the next request, or null when the scenario has run out of records to act on */
  next: () => LoadRequest | null;
  /** an upper bound on requests (writes: the records prepared for them) */
  maxRequests?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** non-2xx answers, connection errors and timeouts */
  errors: number;
  statusCodes: Record<string, number>;
  /** the first few error answers, to say why */
  errorSamples: string[];
  exhausted: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function toAutocannon(request: LoadRequest): AutocannonRequest {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return {
    method: request.method,
    path: request.path,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: body ?? '',
  };
}

/**
 * Drives the server with autocannon at a fixed number of connections (a closed loop: each
 * connection sends its next request when the previous answer arrives) and records every
 * response time, so the percentiles are exact rather than read off a histogram.
 */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let exhausted = false;
  let issued = 0;
  let firstResponseAt = 0;
  let lastResponseAt = 0;
  const startedAt = performance.now();
  const max = spec.maxRequests ?? Number.POSITIVE_INFINITY;
  // The first request must be real: autocannon builds it before the run starts.
  const first = spec.next();
  if (!first) return Promise.reject(new Error('the scenario has no request to send'));

  return new Promise((resolve, reject) => {
    let stopTimer: NodeJS.Timeout | undefined;
    const instance = autocannon(
      {
        url: spec.baseUrl,
        connections: spec.connections,
        duration: spec.durationSec,
        timeout: 30,
        ...(Number.isFinite(max) ? { amount: Math.max(spec.connections, max) } : {}),
        requests: [
          {
            ...toAutocannon(first),
            setupRequest: (request) => {
              if (issued === 0) {
                issued = 1;
                return request;
              }
              const next = issued < max ? spec.next() : null;
              if (!next) {
                exhausted = true;
                instance.stop();
                // A request must go out; the answer to it is not counted (see 'response').
                return { ...request, ...toAutocannon({ method: 'GET', path: '/api/health' }) };
              }
              issued += 1;
              // keep autocannon's host and port; replace method, path, headers and body
              return { ...request, ...toAutocannon(next) };
            },
            onResponse: (status, body) => {
              if ((status < 200 || status >= 300) && errorSamples.length < 5) {
                errorSamples.push(`${status} ${body.slice(0, 300)}`);
              }
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(stopTimer);
        if (error) return reject(error);
        const sorted = latencies.sort((a, b) => a - b);
        const counted = sorted.length;
        const seconds = ((lastResponseAt || performance.now()) - startedAt) / 1000;
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
        );
        const non2xx = Object.entries(statusCodes)
          .filter(([code]) => !code.startsWith('2'))
          .reduce((sum, [, n]) => sum + n, 0);
        resolve({
          requests: counted,
          seconds,
          rps: counted / Math.max(seconds, 0.001),
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted[sorted.length - 1] ?? Number.NaN,
          errors: non2xx + result.errors + result.timeouts,
          statusCodes,
          errorSamples,
          exhausted,
        });
      },
    );
    if (Number.isFinite(max)) {
      // With `amount` set autocannon ignores `duration`; stop it ourselves.
      stopTimer = setTimeout(() => instance.stop(), spec.durationSec * 1000);
    }
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      // Answers to the filler requests sent after the records ran out are not measured.
      if (exhausted && latencies.length >= issued) return;
      const now = performance.now();
      if (firstResponseAt === 0) firstResponseAt = now;
      lastResponseAt = now;
      latencies.push(ms);
    });
  });
}

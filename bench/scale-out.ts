/**
 * Two server processes on one PostgreSQL database approve records together, as a scaled-out
 * deployment would; then checks what must hold: no duplicate Jigyasu ID or sequence number,
 * every approval delivered to the (built-in) collection service exactly once, and a session
 * made on one process valid on the other. Exits 1 when a check fails.
 *
 *   npm run bench:scale-out                     20,000 records, 20 connections, 10 s
 *   npm run bench:scale-out -- --records 1000000 --reuse
 *   (--drop removes the database afterwards; --database NAME, --pg-url URL of the server)
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { benchUid, generateInto, parseCount } from './generate';
import { runLoad } from './lib/load';
import { prepare } from './lib/prepare';
import { signIn, startBenchServer } from './lib/server';
import { benchTarget, dropTarget, OUT_DIR, openTarget, targetExists } from './lib/target';

const { values } = parseArgs({
  options: {
    records: { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    'pg-url': { type: 'string' },
    database: { type: 'string' },
    drop: { type: 'boolean', default: false },
  },
});
const records = parseCount(values.records, 20_000);
const connections = parseCount(values.connections, 20);
const durationSec = parseCount(values.duration, 10);
const target = benchTarget({
  kind: 'postgres',
  records,
  pgUrl: values['pg-url'],
  database: values.database ?? `forma_scale_out_${records}`,
});
const out = (line = '') => process.stdout.write(`${line}\n`);

async function meStatus(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  out(`Scale-out check: two servers on ${target.label}, ${records.toLocaleString('en')} records`);
  if (!(values.reuse && (await targetExists(target)))) await generateInto(target, records, out);

  const db = await openTarget(target);
  const prepared = await prepare(db, { maxWrites: 100_000 });
  await db.close();
  const queue = prepared.toApprove;
  out(`${queue.length} records wait for approval`);

  const logFile = path.join(OUT_DIR, `server-scale-out-${Date.now()}.log`);
  // A short poll so that both workers compete for the outbox while the load runs.
  const env = { OUTBOX_POLL_MS: '200', LOG_LEVEL: 'warn' };
  const servers = [
    await startBenchServer(target, { env, logFile }),
    await startBenchServer(target, { env, logFile }),
  ];
  const checks: Array<{ check: string; value: string; ok: boolean }> = [];
  const attempted: number[] = [];
  try {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const tokenFromA = await signIn(a.baseUrl, benchUid.approver(1));
    const tokenFromB = await signIn(b.baseUrl, benchUid.approver(2));
    const crossStatuses = [
      await meStatus(b.baseUrl, tokenFromA),
      await meStatus(a.baseUrl, tokenFromB),
    ];
    checks.push({
      check: 'a session made on one process is valid on the other',
      value: `GET /api/auth/me: ${crossStatuses.join(', ')}`,
      ok: crossStatuses.every((status) => status === 200),
    });

    let index = 0;
    const next = (token: string) => () => {
      const row = queue[index++];
      if (!row) return null;
      attempted.push(row.id);
      return {
        method: 'POST' as const,
        path: `/api/registrations/${row.id}/transitions`,
        headers: { authorization: `Bearer ${token}` },
        body: { action: 'approve', revision: row.revision, note: '', duplicateAcknowledged: true },
      };
    };
    // Each process gets half the connections and takes its records from the one shared queue;
    // each uses the session made on the other process.
    const half = Math.max(1, Math.floor(connections / 2));
    const results = await Promise.all([
      runLoad({ baseUrl: a.baseUrl, connections: half, durationSec, next: next(tokenFromB) }),
      runLoad({ baseUrl: b.baseUrl, connections: half, durationSec, next: next(tokenFromA) }),
    ]);
    results.forEach((result, i) =>
      out(
        `- server ${i === 0 ? 'A' : 'B'}: ${result.requests} approvals, ${result.rps.toFixed(0)} req/s, ` +
          `p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors` +
          (result.errorSamples[0] ? ` (e.g. ${result.errorSamples[0]})` : ''),
      ),
    );
    const errors = results.reduce((sum, result) => sum + result.errors, 0);
    checks.push({ check: 'no error answer', value: String(errors), ok: errors === 0 });

    // Both workers deliver; wait until nothing of this run is left undelivered.
    const check = await openTarget(target);
    try {
      const deadline = Date.now() + 120_000;
      let undelivered = Number.POSITIVE_INFINITY;
      while (Date.now() < deadline) {
        const [row] = await check.query<{ n: string }>(
          `SELECT count(*) AS n FROM outbox WHERE registration_id = ANY($1::bigint[]) AND status <> 'delivered'`,
          [attempted],
        );
        undelivered = Number(row!.n);
        if (undelivered === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const [ids] = await check.query<{
        approved: string;
        ids: string;
        seqs: string;
        ending_j: string;
      }>(
        `SELECT count(*) AS approved, count(DISTINCT jigyasu_uid) AS ids,
                count(DISTINCT jigyasu_sequence) AS seqs,
                count(*) FILTER (WHERE jigyasu_uid LIKE '%J') AS ending_j
           FROM registrations WHERE id = ANY($1::bigint[]) AND status = 3`,
        [attempted],
      );
      const approved = Number(ids!.approved);
      checks.push({
        check: 'every approval has its own Jigyasu ID and sequence number',
        value: `${approved} approved, ${ids!.ids} distinct IDs, ${ids!.seqs} distinct sequence numbers`,
        ok:
          approved > 0 &&
          Number(ids!.ids) === approved &&
          Number(ids!.seqs) === approved &&
          Number(ids!.ending_j) === approved,
      });
      checks.push({
        check: 'nothing left undelivered',
        value: String(undelivered),
        ok: undelivered === 0,
      });
      const [delivery] = await check.query<{ rows: string; once: string; stored: string }>(
        `SELECT count(*) AS rows,
                count(*) FILTER (WHERE ok.n = 1) AS once,
                (SELECT count(*) FROM collection_records c
                   JOIN registrations r ON r.jigyasu_uid = c.jig_uid
                  WHERE r.id = ANY($1::bigint[])) AS stored
           FROM outbox o
           CROSS JOIN LATERAL (SELECT count(*) AS n FROM outbox_attempts a
                                WHERE a.outbox_id = o.id AND a.status_code BETWEEN 200 AND 299) ok
          WHERE o.registration_id = ANY($1::bigint[])`,
        [attempted],
      );
      checks.push({
        check: 'each approval delivered exactly once and stored by the collection service',
        value: `${delivery!.rows} outbox rows, ${delivery!.once} with exactly one successful attempt, ${delivery!.stored} stored`,
        ok:
          Number(delivery!.rows) === approved &&
          Number(delivery!.once) === approved &&
          Number(delivery!.stored) === approved,
      });
    } finally {
      await check.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }

  out('');
  out('| Check | Observed | Holds |');
  out('|---|---|---|');
  for (const row of checks) out(`| ${row.check} | ${row.value} | ${row.ok ? 'yes' : 'NO'} |`);
  if (checks.some((row) => !row.ok)) process.exitCode = 1;
  if (values.drop) await dropTarget(target);
}

await main();

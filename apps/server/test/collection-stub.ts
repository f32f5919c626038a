import http from 'node:http';

export interface CollectionStub {
  url: string;
  /** every POST received: its Idempotency-Key and the status answered */
  requests: Array<{ key: string | undefined; status: number; body: unknown }>;
  /** records stored, by jig_uid (a repeated key is not stored twice) */
  stored: Map<string, unknown>;
  /** every POST to /erasure_requests or /correction_requests (ADR 056), answered 200 */
  subjectRequests: Array<{ path: string; key: string | undefined; body: unknown }>;
  setBehaviour(next: (attempt: number) => number | 'hang'): void;
  close(): Promise<void>;
}

/** A collection service on loopback whose answers a test can script (503s, hangs, 200). */
export async function startCollectionStub(): Promise<CollectionStub> {
  const requests: CollectionStub['requests'] = [];
  const stored = new Map<string, unknown>();
  const subjectRequests: CollectionStub['subjectRequests'] = [];
  let behaviour: (attempt: number) => number | 'hang' = () => 200;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/jigyasu_data') {
        const body = JSON.parse(raw) as { jig_uid: string };
        const outcome = behaviour(requests.length + 1);
        if (outcome === 'hang') {
          hanging.add(res);
          requests.push({
            key: req.headers['idempotency-key'] as string | undefined,
            status: 0,
            body,
          });
          return;
        }
        requests.push({
          key: req.headers['idempotency-key'] as string | undefined,
          status: outcome,
          body,
        });
        if (outcome < 300 && !stored.has(body.jig_uid)) stored.set(body.jig_uid, body);
        res.writeHead(outcome, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      if (
        req.method === 'POST' &&
        (req.url === '/erasure_requests' || req.url === '/correction_requests')
      ) {
        subjectRequests.push({
          path: req.url,
          key: req.headers['idempotency-key'] as string | undefined,
          body: JSON.parse(raw) as unknown,
        });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    stored,
    subjectRequests,
    setBehaviour: (next) => {
      behaviour = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

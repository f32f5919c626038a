import pg from 'pg';
import type { Database } from '../src/db/client';

type Query = (...args: unknown[]) => Promise<unknown>;
interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (
    callback: (tx: { query: Query; exec: Query }) => Promise<unknown>,
  ) => Promise<unknown>;
}

const text = (statement: unknown) =>
  typeof statement === 'string'
    ? statement
    : String((statement as { text?: string; name?: string })?.text ?? statement);

/**
 * Runs `work` and records every statement the database was sent meanwhile: on PostgreSQL each
 * `Client#query` of the pool (one round trip, BEGIN and COMMIT included), on PGlite each query,
 * exec, BEGIN and COMMIT/ROLLBACK of its transactions. Nothing else may use the database
 * while `work` runs.
 */
export async function recordStatements<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const restore: Array<() => void> = [];
  const wrap = (target: Record<string, unknown>, name: string) => {
    const original = target[name] as Query;
    target[name] = function (this: unknown, ...args: unknown[]) {
      statements.push(text(args[0]));
      return original.apply(this, args);
    };
    restore.push(() => {
      target[name] = original;
    });
  };
  if (database.kind === 'postgres') {
    wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query');
  } else {
    const client = (database.db as unknown as { $client: PgliteLike }).$client;
    wrap(client as unknown as Record<string, unknown>, 'query');
    wrap(client as unknown as Record<string, unknown>, 'exec');
    const transaction = client.transaction;
    client.transaction = function (this: unknown, callback) {
      statements.push('BEGIN');
      return transaction.call(this, async (tx) => {
        const counted = {
          ...tx,
          query: (...args: unknown[]) => (statements.push(text(args[0])), tx.query(...args)),
          exec: (...args: unknown[]) => (statements.push(text(args[0])), tx.exec(...args)),
        };
        Object.setPrototypeOf(counted, Object.getPrototypeOf(tx));
        try {
          const result = await callback(counted);
          statements.push('COMMIT');
          return result;
        } catch (error) {
          statements.push('ROLLBACK');
          throw error;
        }
      });
    };
    restore.push(() => {
      client.transaction = transaction;
    });
  }
  try {
    const result = await work();
    return { result, statements };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}

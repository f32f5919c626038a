import type { Db } from './client';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot query built once per database handle and run as a named prepared statement: drizzle
 * does not rebuild its SQL text, and PostgreSQL parses and plans it once per connection instead
 * of on every call. Inside a transaction (a handle of its own) it is built once per transaction
 * and still reuses the connection's parsed statement.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = cache.get(db);
  if (!queries) {
    queries = new Map();
    cache.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}

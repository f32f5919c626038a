import type pg from 'pg';
import type { BackupTable } from './format';

// Catalog queries shared by backup and restore. Only the schema `public` holds application
// data; drizzle's own bookkeeping (schema `drizzle`) is rebuilt by the migrations on restore.

/** Every table in `public`, parents before children so that foreign keys hold while loading. */
export async function listTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  // Generated columns are computed again on insert; COPY refuses values for them.
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER'
      ORDER BY table_name, ordinal_position`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) if (reference.child === name) visit(reference.parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered.map((name) => ({
    name,
    columns: columns.filter((column) => column.table === name).map((column) => column.column),
  }));
}

export async function listSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{
    name: string;
    last_value: string | null;
    is_called: boolean;
  }>(`SELECT sequencename AS name, last_value::text AS last_value, last_value IS NOT NULL AS is_called
        FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`);
  return rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value,
    isCalled: row.is_called,
  }));
}

/** The last applied migration, or undefined on a database that was never migrated. */
export async function lastMigration(client: pg.ClientBase) {
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations
      ORDER BY created_at DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? { hash: row.hash, createdAt: Number(row.created_at) } : undefined;
}

/** A database is empty when neither the application's tables nor drizzle's bookkeeping exist. */
export async function isEmptyDatabase(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'S', 'v', 'm')`,
  );
  return rows[0]!.n === 0;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

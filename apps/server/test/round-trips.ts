import pg from 'pg';

type Query = (...args: unknown[]) => Promise<unknown>;

const text = (statement: unknown) =>
  typeof statement === 'string'
    ? statement
    : String((statement as { text?: string; name?: string })?.text ?? statement);

/**
 * Runs `work` and records every statement the database was sent meanwhile: each `Client#query`
 * of the pool (one round trip, BEGIN and COMMIT included). Nothing else may use the database
 * while `work` runs.
 */
export async function recordStatements<T>(
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
  wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query');
  try {
    const result = await work();
    return { result, statements };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}

import { DEFAULT_PAGE_SIZE } from '@form-a/domain/registration-views';
import { LARGEST_BRANCH } from '../generate';
import type { OpenTarget } from './target';

/** Rows the write scenarios act on, and the positions the read scenarios open. */
export interface Prepared {
  records: number;
  maxId: number;
  /** ids 1 … this all exist (the generated records; later writes leave gaps) */
  contiguousMaxId: number;
  /** records waiting for validation (status 1) and approval (status 2), oldest first */
  toValidate: Array<{ id: number; revision: number }>;
  toApprove: Array<{ id: number; revision: number }>;
  /** the deep page of the all-records view and the cursor that leads to it */
  deepPage: number;
  deepCursor: string;
  largestBranch: string;
  photo: string;
  /** branch index of each secretary who may sign in */
  secretaries: number;
}

/**
 * Read before the server starts (the embedded engine is the bench's until then). The deep page is
 * page 10,000 when the table has it (a million records), else the middle page.
 */
export async function prepare(db: OpenTarget, options: { maxWrites: number }): Promise<Prepared> {
  const [stats] = await db.query<{ n: string; max: string }>(
    'SELECT count(*) AS n, max(id) AS max FROM registrations',
  );
  const records = Number(stats!.n);
  const pages = Math.floor(records / DEFAULT_PAGE_SIZE);
  const deepPage = Math.min(10_000, Math.floor(pages / 2));
  // The cursor of page P (sorted by id, newest first) is the id of the last row of page P-1.
  const [beforeDeep] = await db.query<{ id: string }>(
    'SELECT id FROM registrations ORDER BY id DESC OFFSET $1 LIMIT 1',
    [deepPage * DEFAULT_PAGE_SIZE - 1],
  );
  const pool = (status: number) =>
    db.query<{ id: string; revision: number }>(
      'SELECT id, revision FROM registrations WHERE status = $1 ORDER BY id LIMIT $2',
      [status, options.maxWrites],
    );
  // The end of the first run of consecutive ids: a failed write consumes an id and leaves a gap.
  const [contiguous] = await db.query<{ id: string | null }>(
    `SELECT min(r.id) AS id FROM registrations r
      WHERE NOT EXISTS (SELECT 1 FROM registrations n WHERE n.id = r.id + 1)`,
  );
  const [photo] = await db.query<{ id: string }>(
    `SELECT id FROM photos WHERE title = 'bench' LIMIT 1`,
  );
  const [secretaries] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM users WHERE uid LIKE 'bench-sec-%'`,
  );
  if (!photo) throw new Error('the bench database has no bench photo: generate it again');
  const toRows = (rows: Array<{ id: string; revision: number }>) =>
    rows.map((row) => ({ id: Number(row.id), revision: row.revision }));
  return {
    records,
    maxId: Number(stats!.max),
    contiguousMaxId: Number(contiguous?.id ?? stats!.max),
    toValidate: toRows(await pool(1)),
    toApprove: toRows(await pool(2)),
    deepPage,
    deepCursor: `after:${beforeDeep!.id}`,
    largestBranch: LARGEST_BRANCH,
    photo: `/api/photos/${photo.id}`,
    secretaries: Number(secretaries!.n),
  };
}

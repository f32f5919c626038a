import { messageRef } from '@form-a/domain/message-ref';
import type { Report, ReportQuery, ReportStatusCounts } from '@form-a/domain/api/reports';
import { STAGE_AGE_BUCKETS } from '@form-a/domain/api/reports';
import { todayInTimeZone } from '@form-a/domain/dates';
import { scopeOf } from '@form-a/domain/permissions';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { LIVE_STATUS_IDS, STATUS, type LiveStatusId } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { requireBranch } from '../registrations/list-service';
import {
  countAllByBranch,
  countCreatedByBranch,
  countCreatedByMonth,
  countWaiting,
  ensureCountsZone,
} from './repository';

export const OTHER_BRANCH_REPORT_MESSAGE = messageRef('access.ownBranchReportsOnly');

const STATUS_KEYS: Record<LiveStatusId, Exclude<keyof ReportStatusCounts, 'total'>> = {
  [STATUS.DRAFT]: 'draft',
  [STATUS.SUBMITTED]: 'submitted',
  [STATUS.VALIDATED]: 'validated',
  [STATUS.APPROVED]: 'approved',
  [STATUS.RETURNED]: 'returned',
};
const WAITING_STATUSES = [STATUS.DRAFT, STATUS.SUBMITTED, STATUS.VALIDATED, STATUS.RETURNED];

const emptyCounts = (): ReportStatusCounts => ({
  draft: 0,
  submitted: 0,
  validated: 0,
  approved: 0,
  returned: 0,
  total: 0,
});

/** A discarded draft (ADR 051) is counted nowhere, not even in a total. */
const isLive = (status: number): status is LiveStatusId =>
  (LIVE_STATUS_IDS as readonly number[]).includes(status);

function add(counts: ReportStatusCounts, status: LiveStatusId, count: number) {
  counts[STATUS_KEYS[status]] += count;
  counts.total += count;
}

/** The reports as `user` may see them: a secretary's are her own branch's, whatever she asks. */
export async function reportFor(
  db: Db,
  user: SessionUser,
  query: ReportQuery,
  options: { timeZone: string; now?: Date },
): Promise<Report> {
  let branch = query.branch ?? null;
  if (scopeOf(user, 'report:read') === 'own-branch') {
    const own = requireBranch(user);
    if (branch !== null && branch !== own) throw forbidden(OTHER_BRANCH_REPORT_MESSAGE);
    branch = own;
  }
  const now = options.now ?? new Date();
  const today = todayInTimeZone(now, options.timeZone);
  const period = { from: query.from ?? null, to: query.to ?? today };
  const filter = { ...period, branch, timeZone: options.timeZone };
  await ensureCountsZone(db, options.timeZone);
  // With no first day every record up to today counts, which the dashboards' counters know.
  const [branchRows, monthRows, waiting] = await Promise.all([
    period.from === null ? countAllByBranch(db, branch) : countCreatedByBranch(db, filter, today),
    countCreatedByMonth(db, filter, today),
    countWaiting(db, branch, now),
  ]);

  const byBranch = new Map<string, ReportStatusCounts>();
  const byMonth = new Map<string, ReportStatusCounts>();
  const byStatus = new Map<number, number>(LIVE_STATUS_IDS.map((status) => [status, 0]));
  for (const row of branchRows) {
    if (!isLive(row.status)) continue;
    const counts = byBranch.get(row.branch) ?? emptyCounts();
    add(counts, row.status, row.count);
    byBranch.set(row.branch, counts);
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
  }
  for (const row of monthRows) {
    if (!isLive(row.status)) continue;
    const counts = byMonth.get(row.month) ?? emptyCounts();
    add(counts, row.status, row.count);
    byMonth.set(row.month, counts);
  }

  const stageAge = WAITING_STATUSES.map((status) => {
    const buckets = Object.fromEntries(STAGE_AGE_BUCKETS.map((b) => [b.key, 0])) as Record<
      (typeof STAGE_AGE_BUCKETS)[number]['key'],
      number
    >;
    let total = 0;
    for (const row of waiting) {
      const bucket = STAGE_AGE_BUCKETS[row.bucket];
      if (row.status !== status || !bucket) continue;
      buckets[bucket.key] += row.count;
      total += row.count;
    }
    return { status, buckets, total };
  });

  return {
    period,
    branch,
    timeZone: options.timeZone,
    byBranch: [...byBranch]
      .map(([name, counts]) => ({ branch: name, ...counts }))
      .sort((a, b) => b.total - a.total || a.branch.localeCompare(b.branch)),
    byMonth: [...byMonth]
      .map(([month, counts]) => ({ month, ...counts }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    byStatus: LIVE_STATUS_IDS.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    stageAge,
  };
}

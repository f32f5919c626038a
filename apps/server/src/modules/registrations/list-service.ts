import { messageRef } from '@form-a/domain/message-ref';
import { can, scopeOf } from '@form-a/domain/permissions';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import {
  FILTERED_COUNT_CAP,
  REGISTRATION_VIEWS,
  canOpenView,
  formatListCursor,
  parseListCursor,
  type RegistrationCounts,
  type RegistrationView,
} from '@form-a/domain/registration-views';
import {
  SUMMARY_FILTER_FIELDS,
  SUMMARY_SORT_FIELDS,
} from '@form-a/domain/schemas/registration-summary';
import { LIVE_STATUS_IDS, STATUS } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { forbidden, validationError } from '../../lib/app-error';
import { readCounts } from './counters';
import {
  countRegistrations,
  isFiltered,
  listRegistrations,
  type ListProjection,
  type ListQuery,
  type RegistrationJsonRow,
} from './list-repository';

export const INVALID_CURSOR_MESSAGE = messageRef('list.invalidCursor');
export const CURSOR_SORT_MESSAGE = messageRef('list.cursorNeedsIdSort');
/** From this many rows deep, a page asked for by number is read from the nearer end. */
const DEEP_PAGE_OFFSET = 5_000;
export const SUMMARY_SORT_MESSAGE = messageRef('list.summarySort');
export const SUMMARY_FILTER_MESSAGE = messageRef('list.summaryFilter');

export type ListRequest = Omit<ListQuery, 'statuses' | 'branch' | 'cursor' | 'total'> & {
  view: RegistrationView;
  cursor?: string | undefined;
};

export function requireBranch(user: SessionUser): string {
  if (!user.branch) throw forbidden(messageRef('access.noBranch'));
  return user.branch;
}

/**
 * What a list row carries for `user`: the record to a reader (with the phone and email in full
 * only to the secretary who collected them, masked to the other readers: ADR 057), else the
 * summary row.
 */
export function listProjection(user: SessionUser): ListProjection {
  if (!can(user, 'registration:read')) return 'summary';
  return can(user, 'registration:list-contact') ? 'record' : 'masked';
}

/** One page of a registration list as the user may see it (view, branch scope, projection). */
export async function listFor(db: Db, user: SessionUser, query: ListRequest) {
  if (!canOpenView(query.view, user.role)) throw forbidden(messageRef('access.listNotForRole'));
  const statuses = REGISTRATION_VIEWS[query.view].statuses;
  const branch = scopeOf(user, 'registration:list') === 'own-branch' ? requireBranch(user) : null;
  const projection = listProjection(user);
  if (projection === 'summary') {
    if (!(SUMMARY_SORT_FIELDS as readonly string[]).includes(query.sort))
      throw validationError({ sort: SUMMARY_SORT_MESSAGE });
    if (query.filter && !(SUMMARY_FILTER_FIELDS as readonly string[]).includes(query.filter.field))
      throw validationError({ filterField: SUMMARY_FILTER_MESSAGE });
  }
  const { cursor: cursorText, view: _view, ...rest } = query;
  const cursor = cursorText === undefined ? undefined : parseListCursor(cursorText);
  if (cursor === null) throw validationError({ cursor: INVALID_CURSOR_MESSAGE });
  if (cursor && query.sort !== 'id') throw validationError({ cursor: CURSOR_SORT_MESSAGE });
  const listQuery: ListQuery = {
    ...rest,
    statuses,
    branch,
    projection,
    ...(cursor ? { cursor } : {}),
  };
  let rows: RegistrationJsonRow[];
  let total: { total: number; exact: boolean };
  if (isFiltered(listQuery) && !cursor) {
    // A filtered list is not counted: one row past the page says whether another page
    // follows, and the total is exact once the last page is reached.
    const probe = await listRegistrations(db, { ...listQuery, probeNext: true });
    rows = probe.slice(0, query.pageSize);
    const seen = query.page * query.pageSize + rows.length;
    total =
      probe.length > query.pageSize
        ? { total: seen + 1, exact: false }
        : { total: seen, exact: true };
  } else if (!cursor && query.page * query.pageSize >= DEEP_PAGE_OFFSET) {
    // A deep page by number: with the total known, the second half is read from the end.
    total = await listTotal(db, listQuery);
    rows = await listRegistrations(
      db,
      total.exact ? { ...listQuery, total: total.total } : listQuery,
    );
  } else {
    [rows, total] = await Promise.all([listRegistrations(db, listQuery), listTotal(db, listQuery)]);
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  const byId = query.sort === 'id';
  return {
    /** the records as JSON texts, in order (see record-json.ts) */
    itemsJson: rows.map((row) => row.json),
    total: total.total,
    totalExact: total.exact,
    page: query.page,
    pageSize: query.pageSize,
    role: user.role,
    nextCursor:
      byId && last && rows.length === query.pageSize
        ? formatListCursor({ direction: 'after', id: last.id })
        : null,
    prevCursor:
      byId && first && query.page > 0
        ? formatListCursor({ direction: 'before', id: first.id })
        : null,
  };
}

/**
 * Unfiltered totals come from the counters and are exact; a filtered list read by cursor
 * counts its rows up to FILTERED_COUNT_CAP and says when there are more.
 */
async function listTotal(db: Db, query: ListQuery): Promise<{ total: number; exact: boolean }> {
  if (isFiltered(query)) return countRegistrations(db, query, FILTERED_COUNT_CAP);
  const counts = await readCounts(db, query.branch);
  const statuses = query.statuses ?? LIVE_STATUS_IDS;
  return {
    total: statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
    exact: true,
  };
}

export async function countsFor(db: Db, user: SessionUser): Promise<RegistrationCounts> {
  const branch = scopeOf(user, 'report:counts') === 'own-branch' ? requireBranch(user) : null;
  const counts = await readCounts(db, branch);
  const get = (status: number) => counts.get(status) ?? 0;
  return {
    draft: get(STATUS.DRAFT),
    inProcess: get(STATUS.SUBMITTED) + get(STATUS.VALIDATED),
    pendingValidation: get(STATUS.SUBMITTED),
    pendingApproval: get(STATUS.VALIDATED),
    approved: get(STATUS.APPROVED),
    returned: get(STATUS.RETURNED),
  };
}

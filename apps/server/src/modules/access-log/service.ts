import type { Writable } from 'node:stream';
import {
  ACCESS_ACTION_LABELS,
  ACCESS_LOG_CSV_COLUMNS,
  ACCESS_LOG_CSV_HEADERS,
} from '@form-a/domain/access-log-labels';
import type { PreferredLanguage } from '@form-a/domain/api/preferences';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { Db } from '../../db/client';
import type { ExportLease } from '../exports/budget';
import { guarded } from '../exports/repository';
import { writeCsvOf, type ExportPlan } from '../exports/service';
import { listConditions } from '../registrations/list-repository';
import { insertExportEntry, periodSelect } from './repository';

/**
 * An export's access-log entry (ADR 054): who, when, which list, sort and filter field, and the
 * export_logs row, which keeps the filter's value (it may be a name a person typed: never in
 * this log's detail, which the administrator's file carries); the records are the ones the
 * export's own conditions select, written by the database itself. Returns how many.
 */
export async function recordExportReads(
  db: Db,
  user: SessionUser,
  plan: ExportPlan,
  exportLogId: number,
): Promise<number> {
  const { query, list } = plan;
  return insertExportEntry(
    db,
    {
      at: new Date(),
      userId: user.id,
      role: user.role ?? '',
      detail: {
        exportLogId,
        view: query.view,
        format: query.format,
        columns: plan.projection,
        sort: query.sort,
        order: query.order,
        ...(list.branch ? { branch: list.branch } : {}),
        ...(list.filter
          ? { filterField: list.filter.field, filterOperator: list.filter.operator }
          : {}),
      },
    },
    listConditions(list),
  );
}

/** The administrator's CSV of a period: one line per record read, formulas guarded. */
export function writePeriodCsv(
  lease: ExportLease,
  range: { from: string; to: string; timeZone: string },
  language: PreferredLanguage,
  out: Writable,
): Promise<number> {
  const headers = ACCESS_LOG_CSV_COLUMNS.map((column) => ACCESS_LOG_CSV_HEADERS[language][column]);
  return writeCsvOf(
    lease,
    headers,
    periodSelect(range, ACCESS_ACTION_LABELS[language], guarded),
    out,
  );
}

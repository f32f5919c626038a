import { can, scopeOf } from '@form-a/domain/permissions';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import {
  applicationDraftSchema,
  buildApplicationSchema,
  evaluateUidLookup,
  uidChecksFor,
  type ApplicationDraft,
} from '@form-a/domain/schemas/application';
import { todayInTimeZone } from '@form-a/domain/dates';
import { APPLICATION_MESSAGES, CONFLICT_MESSAGES } from '@form-a/domain/messages';
import {
  FILTERED_COUNT_CAP,
  REGISTRATION_VIEWS,
  canOpenView,
  formatListCursor,
  parseListCursor,
  type RegistrationCounts,
  type RegistrationView,
} from '@form-a/domain/registration-views';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import {
  SUMMARY_FILTER_FIELDS,
  SUMMARY_SORT_FIELDS,
} from '@form-a/domain/schemas/registration-summary';
import { STATUS, type StatusId } from '@form-a/domain/status';
import {
  alertFor,
  conflictMessage,
  conflictMessageKey,
  transition,
  type WorkflowAction,
} from '@form-a/domain/workflow';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  AppError,
  fieldsFromIssues,
  forbidden,
  notFound,
  validationError,
} from '../../lib/app-error';
import { runIdempotent, replayIfKnown, type IdempotencyContext } from '../idempotency/service';
import { syncRegistrationMatchKeys } from '../dedup/repository';
import { syncSearchTerms } from '../search/repository';
import type { UidService } from '../members/uid-service';
import { photoBranch } from '../photos/repository';
import { photoIdFromPath } from '../photos/photo-path';
import { formValuesToColumns, toRegistrationLog, toRegistrationRecord } from './record';
import * as repo from './repository';

export type IntakeAction = Extract<WorkflowAction, 'draft' | 'submit' | 'resubmit'>;

export interface SavedRegistration {
  message: string;
  registration: RegistrationRecord;
}

export const STALE_REVISION_MESSAGE = CONFLICT_MESSAGES.staleRevision;
export const INVALID_CURSOR_MESSAGE = "A cursor looks like 'after:123' or 'before:123'.";
export const CURSOR_SORT_MESSAGE = 'A cursor works only with sort=id.';
/** From this many rows deep, a page asked for by number is read from the nearer end. */
const DEEP_PAGE_OFFSET = 5_000;
export const SUMMARY_SORT_MESSAGE =
  'This list can be sorted by id, name, branch, status or date only.';
export const SUMMARY_FILTER_MESSAGE = 'This list can be filtered by id, UID, name or branch only.';
export const branchMismatchMessage = (branch: string) =>
  `Branch must be your own branch (${branch}).`;

export class RegistrationsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly uid: UidService,
  ) {}

  private today() {
    return todayInTimeZone(new Date(), this.config.TIME_ZONE);
  }

  /** Parses with the schema the action needs and runs the registry look-ups; 400 on any failure. */
  private async validate(
    action: IntakeAction,
    input: unknown,
    user: SessionUser,
  ): Promise<ApplicationDraft> {
    const today = this.today();
    const schema = action === 'draft' ? applicationDraftSchema : buildApplicationSchema({ today });
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw validationError(fieldsFromIssues(parsed.error.issues));
    const values = parsed.data as ApplicationDraft;

    const fields: Record<string, string> = {};
    if (values.branch !== '' && values.branch !== user.branch) {
      fields.branch = branchMismatchMessage(user.branch ?? '');
    }
    if (values.photo !== '') {
      const photoId = photoIdFromPath(values.photo);
      // Only a photo the user's own branch uploaded: another branch's photo id must not be
      // a way to copy that photo into a record this branch can read.
      const owner = photoId ? await photoBranch(this.db, photoId) : undefined;
      if (!owner || owner !== user.branch) {
        fields.photo = APPLICATION_MESSAGES.photoRequired;
      }
    }
    if (action !== 'draft') {
      // Outside any transaction: a slow registry must never hold the database.
      for (const check of uidChecksFor(values, today)) {
        const records = await this.uid.lookup(check.uid).catch(() => []);
        const message = evaluateUidLookup(check, records[0] ?? null, today);
        if (message) fields[check.field] = message;
      }
    }
    if (Object.keys(fields).length > 0) throw validationError(fields);
    return values;
  }

  private requireBranch(user: SessionUser): string {
    if (!user.branch) throw forbidden('Your account has no branch.');
    return user.branch;
  }

  async create(
    user: SessionUser,
    input: { action: 'draft' | 'submit' } & Record<string, unknown>,
    idempotency: IdempotencyContext | undefined,
  ) {
    const replay = await replayIfKnown<SavedRegistration>(this.db, idempotency);
    if (replay) return replay;
    const branch = this.requireBranch(user);
    const to = transition(null, input.action, user.role);
    if (to === null) throw forbidden();
    const values = await this.validate(input.action, input, user);

    return this.db.transaction(async (tx) =>
      runIdempotent(tx, idempotency, async () => {
        const now = new Date();
        const inserted = await repo.insertRegistration(tx, {
          ...formValuesToColumns(values),
          branch,
          status: to,
          createdBy: user.id,
          submittedAt: to === STATUS.SUBMITTED ? now : null,
        });
        await syncRegistrationMatchKeys(tx, inserted);
        await syncSearchTerms(tx, inserted);
        await repo.insertLog(tx, {
          registrationId: inserted.id,
          action: input.action,
          fromStatus: null,
          toStatus: to,
          actorId: user.id,
          actorName: user.name,
          role: user.role ?? '',
          note: '',
        });
        await repo.moveCount(tx, branch, null, to);
        return {
          statusCode: 201,
          body: {
            message: alertFor(input.action, user.role, null) ?? '',
            // The row as inserted; its creator is the signed-in user.
            registration: toRegistrationRecord({ ...inserted, createdByName: user.name }),
          },
        };
      }),
    );
  }

  async update(
    user: SessionUser,
    id: number,
    input: { action: IntakeAction; revision: number } & Record<string, unknown>,
    idempotency: IdempotencyContext | undefined,
  ) {
    const replay = await replayIfKnown<SavedRegistration>(this.db, idempotency);
    if (replay) return replay;
    const current = await this.readableRecord(user, id);
    const to = transition(current.status, input.action, user.role);
    if (to === null) throw invalidTransition(current.status, input.action);
    if (current.revision !== input.revision) throw staleRevision();
    const values = await this.validate(input.action, input, user);

    return this.db.transaction(async (tx) =>
      runIdempotent(tx, idempotency, async () => {
        // Re-read under a row lock: the state may have moved while the registry was asked.
        const locked = await repo.findRegistration(tx, id, { forUpdate: true });
        if (!locked) throw notFound('Record not found.');
        if (transition(locked.status, input.action, user.role) !== to) {
          throw invalidTransition(locked.status, input.action);
        }
        const now = new Date();
        const updated = await repo.updateRegistrationAtRevision(tx, id, input.revision, {
          ...formValuesToColumns(values),
          status: to,
          ...(to === STATUS.SUBMITTED ? { submittedAt: now } : {}),
        });
        if (!updated) throw staleRevision();
        await syncRegistrationMatchKeys(tx, updated);
        await syncSearchTerms(tx, updated);
        await repo.insertLog(tx, {
          registrationId: id,
          action: input.action,
          fromStatus: locked.status,
          toStatus: to,
          actorId: user.id,
          actorName: user.name,
          role: user.role ?? '',
          note: input.action === 'resubmit' ? values.note : '',
        });
        await repo.moveCount(tx, locked.branch, locked.status, to);
        return {
          statusCode: 200,
          body: {
            message: alertFor(input.action, user.role, locked.status as StatusId) ?? '',
            registration: toRegistrationRecord({
              ...updated,
              createdByName: locked.createdByName,
            }),
          },
        };
      }),
    );
  }

  /**
   * A record the user may read; a record outside the user's scope (another branch's, for a
   * secretary) is 'not found', so that ids reveal nothing.
   */
  async readableRecord(user: SessionUser, id: number) {
    const row = await repo.findRegistration(this.db, id);
    if (!row || !can(user, 'registration:read', row)) throw notFound('Record not found.');
    return row;
  }

  async get(user: SessionUser, id: number) {
    const row = await this.readableRecord(user, id);
    const logs = await repo.listLogs(this.db, id);
    return { registration: toRegistrationRecord(row), logs: logs.map(toRegistrationLog) };
  }

  async list(
    user: SessionUser,
    query: Omit<repo.ListQuery, 'statuses' | 'branch' | 'cursor' | 'total'> & {
      view: RegistrationView;
      cursor?: string | undefined;
    },
  ) {
    if (!canOpenView(query.view, user.role))
      throw forbidden('This list is not available to your role.');
    const statuses = REGISTRATION_VIEWS[query.view].statuses;
    const branch =
      scopeOf(user, 'registration:list') === 'own-branch' ? this.requireBranch(user) : null;
    const projection = can(user, 'registration:read') ? 'record' : 'summary';
    if (projection === 'summary') {
      if (!(SUMMARY_SORT_FIELDS as readonly string[]).includes(query.sort))
        throw validationError({ sort: SUMMARY_SORT_MESSAGE });
      if (
        query.filter &&
        !(SUMMARY_FILTER_FIELDS as readonly string[]).includes(query.filter.field)
      )
        throw validationError({ filterField: SUMMARY_FILTER_MESSAGE });
    }
    const { cursor: cursorText, view: _view, ...rest } = query;
    const cursor = cursorText === undefined ? undefined : parseListCursor(cursorText);
    if (cursor === null) throw validationError({ cursor: INVALID_CURSOR_MESSAGE });
    if (cursor && query.sort !== 'id') throw validationError({ cursor: CURSOR_SORT_MESSAGE });
    const listQuery: repo.ListQuery = {
      ...rest,
      statuses,
      branch,
      projection,
      ...(cursor ? { cursor } : {}),
    };
    let rows: repo.RegistrationJsonRow[];
    let total: { total: number; exact: boolean };
    const filtered = repo.isFiltered(listQuery);
    if (filtered && !cursor) {
      // A filtered list is not counted: one row past the page says whether another page
      // follows, and the total is exact once the last page is reached.
      const probe = await repo.listRegistrations(this.db, { ...listQuery, probeNext: true });
      rows = probe.slice(0, query.pageSize);
      const seen = query.page * query.pageSize + rows.length;
      total =
        probe.length > query.pageSize
          ? { total: seen + 1, exact: false }
          : { total: seen, exact: true };
    } else if (!cursor && query.page * query.pageSize >= DEEP_PAGE_OFFSET) {
      // A deep page by number: with the total known, the second half is read from the end.
      total = await this.total(listQuery);
      rows = await repo.listRegistrations(
        this.db,
        total.exact ? { ...listQuery, total: total.total } : listQuery,
      );
    } else {
      [rows, total] = await Promise.all([
        repo.listRegistrations(this.db, listQuery),
        this.total(listQuery),
      ]);
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
  private async total(query: repo.ListQuery): Promise<{ total: number; exact: boolean }> {
    if (query.filter && query.filter.value.trim() !== '')
      return repo.countRegistrations(this.db, query, FILTERED_COUNT_CAP);
    const counts = await repo.readCounts(this.db, query.branch);
    const statuses = query.statuses ?? [...counts.keys()];
    return {
      total: statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
      exact: true,
    };
  }

  async counts(user: SessionUser): Promise<RegistrationCounts> {
    const branch =
      scopeOf(user, 'report:counts') === 'own-branch' ? this.requireBranch(user) : null;
    const counts = await repo.readCounts(this.db, branch);
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
}

export function staleRevision() {
  return new AppError(409, 'STALE_REVISION', STALE_REVISION_MESSAGE, undefined, undefined, {
    messageKey: 'conflict.staleRevision',
  });
}

export function invalidTransition(status: number, action: WorkflowAction) {
  return new AppError(
    409,
    'INVALID_TRANSITION',
    conflictMessage(status, action),
    undefined,
    undefined,
    { messageKey: `conflict.${conflictMessageKey(status, action)}` },
  );
}

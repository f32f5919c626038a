import { refsOf } from '@form-a/domain/message-ref';
import { scopeOf } from '@form-a/domain/permissions';
import { TRANSFER_REQUEST_MESSAGES } from '@form-a/domain/messages';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { transferRequestSchema, transferSearchSchema } from '@form-a/domain/schemas/transfer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  AppError,
  conflict,
  fieldsFromIssues,
  forbidden,
  notFound,
  validationError,
} from '../../lib/app-error';
import { registrationIdsOfJigyasuId } from '../access-log/repository';
import { branchExists } from '../branches/repository';
import { notifyTransfer } from '../notifications/notify';
import { idempotent } from '../idempotency/service';
import type { UidService } from '../members/uid-service';
import type { UidLookupRecord } from '@form-a/domain/schemas/member-lookup';
import { transferListItemSchema } from '@form-a/domain/api/transfers';
import * as repo from './repository';

/** by key: the answer carries the English text and its key (lib/app-error) */
const TRANSFER_MESSAGES = refsOf('transfer');

/** The transfer desk's refusals, by key; its answers' texts are TRANSFER_REQUEST_MESSAGES. */
const TRANSFER_TEXTS = refsOf('transferRequest');

/** The status a registry record has once a seeker is approved (spec: transfer search). */
const JIGYASU_STATUS = 'Jigyasu';

export function toTransfer(row: repo.TransferRow) {
  return {
    id: row.id,
    uid: row.uid,
    status: row.status,
    currentBranch: row.currentBranch,
    movingToBranch: row.movingToBranch,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    contactNumber: row.contactNumber,
    attendance: row.attendance,
    behaviour: row.behaviour,
    otherBehaviourInput: row.otherBehaviourInput,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    city: row.city,
    state: row.state,
    country: row.country,
    requestedByBranch: row.requestedByBranch,
    decisionNote: row.decisionNote,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export class TransfersService {
  constructor(
    private readonly db: Db,
    private readonly uid: UidService,
    private readonly config: Pick<Config, 'SMTP_HOST'>,
  ) {}

  /**
   * The search of spec section 8 "Transfer search": unknown → 404 'Please enter valid UID.';
   * another branch's record that is not a Jigyasu → 403 'Not authorized for this UID.'
   * (the original hard-coded its own branch, Gurgaon: here it is the secretary's branch).
   */
  async search(user: SessionUser, rawUid: unknown): Promise<UidLookupRecord> {
    const parsed = transferSearchSchema.safeParse({ uid: rawUid });
    if (!parsed.success) throw validationError(fieldsFromIssues(parsed.error.issues));
    let records: UidLookupRecord[];
    try {
      records = await this.uid.lookup(parsed.data.uid);
    } catch {
      throw new AppError(502, 'INTERNAL', TRANSFER_MESSAGES.unexpected);
    }
    const member = records[0];
    if (!member) throw notFound(TRANSFER_MESSAGES.notFound);
    if (member.branch !== user.branch && member.status !== JIGYASU_STATUS) {
      throw forbidden(TRANSFER_MESSAGES.notAuthorized);
    }
    return member;
  }

  async create(user: SessionUser, body: Record<string, unknown>) {
    const member = await this.search(user, body.uid);
    const parsed = transferRequestSchema.safeParse({
      ...body,
      // What the registry says, not what the browser sent, is the member's current branch.
      currentBranch: member.branch,
    });
    if (!parsed.success) throw validationError(fieldsFromIssues(parsed.error.issues));
    // The approver decides on the person the registry holds under this UID, so the stored
    // title and names are the registry's; the browser's copies could name someone else.
    const values = {
      ...parsed.data,
      title: member.title,
      firstName: member.first_name,
      lastName: member.last_name,
    };
    if (values.movingToBranch === member.branch) {
      throw validationError({ movingToBranch: TRANSFER_TEXTS.sameBranch });
    }
    if (!(await branchExists(this.db, values.movingToBranch))) {
      throw validationError({ movingToBranch: TRANSFER_TEXTS.unknownBranch });
    }
    if (await repo.findOpenTransferForUid(this.db, member.uid))
      throw conflict(TRANSFER_TEXTS.alreadyOpen);

    try {
      return await this.db.transaction(async (tx) =>
        idempotent(tx, async () => {
          const row = await repo.insertTransfer(tx, {
            ...values,
            uid: member.uid,
            status: 'Requested',
            requestedBy: user.id,
            requestedByBranch: user.branch ?? '',
          });
          await repo.insertTransferLog(tx, {
            transferId: row.id,
            action: 'request',
            actorId: user.id,
            actorName: user.name,
            role: user.role ?? '',
          });
          // The member's branch hears of it in the request's own transaction (ADR 047).
          await notifyTransfer(tx, this.config, {
            kind: 'transfer.requested',
            transfer: row,
            except: user.id,
          });
          return {
            statusCode: 201,
            body: { message: TRANSFER_REQUEST_MESSAGES.submitted, transfer: toTransfer(row) },
          };
        }),
      );
    } catch (error) {
      // Two requests raced past the check: the partial unique index decides.
      if (isUniqueViolation(error)) throw conflict(TRANSFER_TEXTS.alreadyOpen);
      throw error;
    }
  }

  async decide(
    user: SessionUser,
    id: number,
    input: { decision: 'approve' | 'reject'; revision: number; note: string },
  ) {
    return this.db.transaction(async (tx) => {
      const row = await repo.findTransfer(tx, id, { forUpdate: true });
      if (!row) throw notFound(TRANSFER_TEXTS.notFound);
      if (row.status !== 'Requested')
        throw new AppError(409, 'INVALID_TRANSITION', TRANSFER_TEXTS.notOpen);
      if (row.revision !== input.revision)
        throw new AppError(409, 'STALE_REVISION', TRANSFER_TEXTS.stale);
      const status = input.decision === 'approve' ? 'Approved' : 'Rejected';
      const decided = await repo.decideTransfer(tx, id, input.revision, {
        status,
        decidedBy: user.id,
        decisionNote: input.note,
      });
      if (!decided) throw new AppError(409, 'STALE_REVISION', TRANSFER_TEXTS.stale);
      if (status === 'Approved') await repo.moveMemberBranch(tx, row.uid, row.movingToBranch);
      await repo.insertTransferLog(tx, {
        transferId: id,
        action: input.decision,
        actorId: user.id,
        actorName: user.name,
        role: user.role ?? '',
        note: input.note,
      });
      await notifyTransfer(tx, this.config, { kind: 'transfer.decided', transfer: decided });
      return {
        message:
          status === 'Approved'
            ? TRANSFER_REQUEST_MESSAGES.approved
            : TRANSFER_REQUEST_MESSAGES.rejected,
        transfer: toTransfer(decided),
      };
    });
  }

  async get(user: SessionUser, id: number) {
    const row = await repo.findTransfer(this.db, id);
    if (!row || !mayRead(user, row)) throw notFound(TRANSFER_TEXTS.notFound);
    const logs = await repo.listTransferLogs(this.db, id);
    return {
      transfer: toTransfer(row),
      logs: logs.map((log) => ({
        id: log.id,
        action: log.action,
        actorName: log.actorName,
        role: log.role,
        note: log.note,
        createdAt: log.createdAt.toISOString(),
      })),
    };
  }

  /**
   * The member's records in the portal (approved here: the Jigyasu ID is theirs), for the access
   * log; none when they cannot be read now: the read is answered and logged by its request alone.
   */
  recordIdsOfMember(uid: string): Promise<number[]> {
    return registrationIdsOfJigyasuId(this.db, uid).catch(() => []);
  }

  async list(
    user: SessionUser,
    query: { view: 'mine' | 'open' | 'decided' | 'all'; page: number; pageSize: number },
  ) {
    const branch = scopeOf(user, 'transfer:read') === 'any' ? null : (user.branch ?? '');
    const statuses =
      query.view === 'open'
        ? ['Requested']
        : query.view === 'decided'
          ? ['Approved', 'Rejected']
          : null;
    const { items, total } = await repo.listTransfers(this.db, {
      branch,
      statuses,
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      items: items.map((row) => transferListItemSchema.parse(toTransfer(row))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

/** The rule of repo.transfersReadableBy, for one request already read. */
function mayRead(user: SessionUser, row: repo.TransferRow): boolean {
  const scope = scopeOf(user, 'transfer:read');
  if (scope === 'any') return true;
  if (scope !== 'own-branch' || !user.branch) return false;
  return row.requestedByBranch === user.branch || row.currentBranch === user.branch;
}

function isUniqueViolation(error: unknown): boolean {
  const codes = [
    (error as { code?: string }).code,
    (error as { cause?: { code?: string } }).cause?.code,
  ];
  return codes.includes('23505');
}

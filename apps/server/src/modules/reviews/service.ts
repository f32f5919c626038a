import { sql } from 'drizzle-orm';
import { toApprovedRecord } from '@form-a/domain/approved-record';
import { buildJigyasuId } from '@form-a/domain/jigyasu-id';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { splitFullName } from '@form-a/domain/approved-record';
import { handoffOutcome, type JigyasuIdPreview } from '@form-a/domain/schemas/review';
import { STATUS } from '@form-a/domain/status';
import {
  alertFor,
  approvedAlert,
  roleMayTake,
  transition,
  type WorkflowAction,
} from '@form-a/domain/workflow';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { syncRegistrationMatchKeys } from '../dedup/repository';
import { upsertMembers } from '../members/repository';
import { enqueue, findByRegistration } from '../outbox/repository';
import { COLLECTION_DELIVERY } from '../outbox/worker';
import { toDelivery } from '../outbox/routes';
import { toRegistrationRecord } from '../registrations/record';
import * as registrations from '../registrations/repository';
import { invalidTransition, staleRevision } from '../registrations/service';

export type ReviewAction = Extract<WorkflowAction, 'validate' | 'return' | 'approve'>;

/**
 * How long an approval's answer waits for the hand-off it queued. The built-in collection
 * service and a healthy external one answer well within it, so the approver is told
 * 'delivered'; a slow or failing one leaves the row to the worker and the answer says 'queued'.
 */
export const HANDOFF_WAIT_MS = 2_000;

export class ReviewsService {
  /**
   * @param handOff delivers due outbox rows now (the worker's run), resolving when done; the
   *   approval waits for it at most HANDOFF_WAIT_MS
   */
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly handOff: () => unknown,
  ) {}

  /** The record as this request left it; an approved record also shows its hand-off. */
  private async answer(
    record: registrations.RegistrationWithCreator,
    message: string,
    action: ReviewAction,
  ) {
    const row =
      record.status === STATUS.APPROVED ? await findByRegistration(this.db, record.id) : undefined;
    const delivery = row ? toDelivery(row, this.config.OUTBOX_FAILED_AFTER_ATTEMPTS) : null;
    return {
      message,
      registration: toRegistrationRecord(record),
      jigyasuId: record.jigyasuUid,
      delivery,
      handoff: action === 'approve' && delivery ? handoffOutcome(delivery.state) : null,
    };
  }

  /** Gives the hand-off its chance to finish before the answer; never fails the approval. */
  private async waitForHandOff() {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(resolve, HANDOFF_WAIT_MS);
    });
    try {
      await Promise.race([Promise.resolve(this.handOff()).catch(() => undefined), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The ID approval would issue now: the record's initials and birth date, and the sequence's
   * next number. Another approval may take that number first; the preview says so.
   */
  async previewJigyasuId(row: registrations.RegistrationRow): Promise<JigyasuIdPreview> {
    if (row.jigyasuUid) {
      const suffix = `${row.jigyasuSequence ?? ''}J`.length;
      return { prefix: row.jigyasuUid.slice(0, -suffix), jigyasuId: row.jigyasuUid };
    }
    const result = await this.db.execute(
      sql`SELECT last_value AS value, is_called AS called FROM jigyasu_id_seq`,
    );
    const state = (
      result as unknown as { rows: Array<{ value: string | number; called: boolean }> }
    ).rows[0]!;
    const next = state.called ? Number(state.value) + 1 : Number(state.value);
    const names = {
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      dob: row.dob ?? '',
    };
    const jigyasuId = buildJigyasuId({ ...names, sequence: next });
    return { prefix: jigyasuId.slice(0, -`${next}J`.length), jigyasuId };
  }

  /**
   * Every check runs on the row locked for the change, so a review costs one read: a stale or
   * refused request holds that lock only until its transaction rolls back.
   */
  async apply(
    user: SessionUser,
    id: number,
    input: { action: ReviewAction; revision: number; note: string },
  ) {
    if (!roleMayTake(input.action, user.role))
      throw forbidden(`Your role cannot ${input.action} a record.`);

    const outcome = await this.db.transaction(async (tx) => {
      const locked = await registrations.findRegistration(tx, id, { forUpdate: true });
      if (!locked) throw notFound('Record not found.');
      // A second click on Approve answers with the ID the first one issued.
      if (input.action === 'approve' && locked.status === STATUS.APPROVED && locked.jigyasuUid) {
        return { message: approvedAlert(locked.jigyasuUid), enqueued: false, record: locked };
      }
      const to = transition(locked.status, input.action, user.role);
      if (to === null) throw invalidTransition(locked.status, input.action);
      if (locked.revision !== input.revision) throw staleRevision();

      const now = new Date();
      let message = alertFor(input.action, user.role, locked.status as 1 | 2) ?? '';
      let saved: registrations.RegistrationRow;
      if (input.action === 'approve') {
        saved = await this.approveInTransaction(tx, locked, now);
        message = approvedAlert(saved.jigyasuUid!);
      } else {
        const updated = await registrations.updateRegistrationAtRevision(tx, id, input.revision, {
          status: to,
        });
        if (!updated) throw staleRevision();
        saved = updated;
      }
      await registrations.insertLog(tx, {
        registrationId: id,
        action: input.action,
        fromStatus: locked.status,
        toStatus: to,
        actorId: user.id,
        actorName: user.name,
        role: user.role ?? '',
        note: input.note,
      });
      await registrations.moveCount(tx, locked.branch, locked.status, to);
      return {
        message,
        enqueued: input.action === 'approve',
        record: { ...saved, createdByName: locked.createdByName },
      };
    });
    if (outcome.enqueued) await this.waitForHandOff();
    return this.answer(outcome.record, outcome.message, input.action);
  }

  /**
   * Issues the ID, adds the seeker to the registry and queues the hand-off, all in the
   * caller's transaction: either all of it happens or none.
   */
  private async approveInTransaction(
    tx: Db,
    row: registrations.RegistrationWithCreator,
    now: Date,
  ) {
    const sequenceResult = await tx.execute(sql`SELECT nextval('jigyasu_id_seq') AS value`);
    const sequence = Number(
      (sequenceResult as unknown as { rows: Array<{ value: string | number }> }).rows[0]!.value,
    );
    const jigyasuId = buildJigyasuId({
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      dob: row.dob ?? '',
      sequence,
    });
    const updated = await registrations.updateRegistrationAtRevision(tx, row.id, row.revision, {
      status: STATUS.APPROVED,
      jigyasuUid: jigyasuId,
      jigyasuSequence: sequence,
      approvedAt: now,
    });
    if (!updated) throw staleRevision();

    const father = splitFullName(row.fatherName);
    await upsertMembers(tx, [
      {
        uid: jigyasuId,
        title: row.title,
        firstName: row.firstName,
        middleName: row.middleName,
        lastName: row.lastName,
        dob: row.dob,
        fatherFirstName: father.first,
        fatherMiddleName: father.middle,
        fatherLastName: father.last,
        firstDoi: null,
        branch: row.branch,
        status: 'Jigyasu',
        emailAddress: row.email,
        phoneNumber: row.phone,
      },
    ]);
    // The member row now stands for this seeker in the duplicate check.
    await syncRegistrationMatchKeys(tx, updated);

    const record = toApprovedRecord(
      {
        ...toRegistrationRecord(row),
        jigyasu_uid: jigyasuId,
        dob: row.dob ?? '',
        created_at: row.createdAt,
        updated_at: updated.updatedAt,
      },
      { approvedAt: now, timeZone: this.config.TIME_ZONE },
    );
    await enqueue(tx, {
      kind: COLLECTION_DELIVERY,
      registrationId: row.id,
      idempotencyKey: jigyasuId,
      payload: record,
    });
    return updated;
  }
}

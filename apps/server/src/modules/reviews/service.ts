import { sql } from 'drizzle-orm';
import { toApprovedRecord } from '@form-a/domain/approved-record';
import { buildJigyasuId } from '@form-a/domain/jigyasu-id';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { splitFullName } from '@form-a/domain/approved-record';
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

export class ReviewsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly onOutboxWrite: () => void,
  ) {}

  /** The record as this request left it; an approved record also shows its hand-off. */
  private async answer(record: registrations.RegistrationWithCreator, message: string) {
    const delivery =
      record.status === STATUS.APPROVED ? await findByRegistration(this.db, record.id) : undefined;
    return {
      message,
      registration: toRegistrationRecord(record),
      jigyasuId: record.jigyasuUid,
      delivery: delivery ? toDelivery(delivery, this.config.OUTBOX_FAILED_AFTER_ATTEMPTS) : null,
    };
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
    if (outcome.enqueued) this.onOutboxWrite();
    return this.answer(outcome.record, outcome.message);
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

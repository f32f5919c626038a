import { sql } from 'drizzle-orm';
import { buildJigyasuId, jigyasuIdPrefix } from '@form-a/domain/jigyasu-id';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import {
  DUPLICATE_ACKNOWLEDGED_ACTION,
  matchReference,
  type DuplicateMatch,
} from '@form-a/domain/schemas/duplicate-match';
import { handoffOutcome, type JigyasuIdPreview } from '@form-a/domain/schemas/review';
import { STATUS } from '@form-a/domain/status';
import { messageRef } from '@form-a/domain/message-ref';
import { alertFor, approvedAlert, roleMayTake, type WorkflowAction } from '@form-a/domain/workflow';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { notifyReviewOutcome } from '../notifications/notify';
import { toDelivery } from '../outbox/delivery';
import { findByRegistration, type OutboxRow } from '../outbox/repository';
import { recordTransition } from '../registrations/history';
import { toRegistrationRecord } from '../registrations/record';
import { findRegistration, type RegistrationRow } from '../registrations/repository';
import {
  applyTransition,
  plannedTransition,
  type TransitionRequest,
} from '../registrations/transition';
import { approve } from './approval';

export type ReviewAction = Extract<
  WorkflowAction,
  'validate' | 'return' | 'returnToSecretary' | 'approve'
>;

/**
 * How long an approval's answer waits for the hand-off it queued. The built-in collection
 * service and a healthy external one answer well within it, so the approver is told
 * 'delivered'; a slow or failing one leaves the row to the worker and the answer says 'queued'.
 */
export const HANDOFF_WAIT_MS = 2_000;

/** Delivers a queued hand-off now; the row as the attempt left it, undefined if none was made. */
export type HandOff = (row: OutboxRow, waitUntil: number) => Promise<OutboxRow | undefined>;

/** The duplicate check a decision waits for (DuplicatesService#likelyMatchesForDecision). */
export interface DecisionDuplicateCheck {
  likelyMatchesForDecision(id: number): Promise<DuplicateMatch[]>;
}

/** 409: the record has a likely match and the request does not say it was checked (ADR 049). */
function duplicateNotAcknowledged() {
  const key = messageRef('review.duplicateNotAcknowledged');
  return new AppError(409, 'CONFLICT', key, { duplicateAcknowledged: key });
}

export class ReviewsService {
  /**
   * @param handOff delivers the approval's outbox row now (OutboxWorker#deliverNow); the
   *   approval waits for it at most HANDOFF_WAIT_MS
   * @param duplicates the check whose likely matches validate and approve need acknowledged
   */
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly handOff: HandOff,
    private readonly duplicates: DecisionDuplicateCheck,
  ) {}

  /** Gives the hand-off its chance to finish before the answer; never fails the approval. */
  private async waitForHandOff(row: OutboxRow): Promise<OutboxRow> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), HANDOFF_WAIT_MS);
    });
    try {
      const attempted = await Promise.race([
        this.handOff(row, Date.now() + HANDOFF_WAIT_MS).catch(() => undefined),
        deadline,
      ]);
      return attempted ?? row;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The ID approval would issue now: the record's initials and birth date, and the sequence's
   * next number. Another approval may take that number first; the preview says so.
   */
  async previewJigyasuId(row: RegistrationRow): Promise<JigyasuIdPreview> {
    if (row.jigyasuUid) {
      const suffix = `${row.jigyasuSequence ?? ''}J`.length;
      return { prefix: row.jigyasuUid.slice(0, -suffix), jigyasuId: row.jigyasuUid };
    }
    const result = await this.db.execute<{ value: string; called: boolean }>(
      sql`SELECT last_value AS value, is_called AS called FROM jigyasu_id_seq`,
    );
    const state = result.rows[0]!;
    const next = state.called ? Number(state.value) + 1 : Number(state.value);
    const names = {
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      dob: row.dob ?? '',
    };
    return {
      prefix: jigyasuIdPrefix(names),
      jigyasuId: buildJigyasuId({ ...names, sequence: next }),
    };
  }

  /**
   * Validate, return or approve. The checks run on the row locked for the change
   * (applyTransition), so a stale or refused request holds that lock only until its
   * transaction rolls back; the answer is built from the rows written.
   */
  async apply(
    user: SessionUser,
    id: number,
    input: {
      action: ReviewAction;
      revision: number;
      note: string;
      /** 'I checked: this is not the same person' (ADR 049) */
      duplicateAcknowledged?: boolean;
    },
  ) {
    if (!roleMayTake(input.action, user.role))
      throw forbidden(`Your role cannot ${input.action} a record.`);
    const approving = input.action === 'approve';
    const request: TransitionRequest = {
      id,
      action: input.action,
      revision: input.revision,
      user,
      note: input.note,
      // A second click on Approve answers with the ID the first one issued.
      alreadyDone: (locked) =>
        approving && locked.status === STATUS.APPROVED && !!locked.jigyasuUid,
    };
    // Asked before the row is locked: the check may call the organisation's data service, and
    // the lock must not wait on another system. The person's names cannot change meanwhile: a
    // record under review is not editable. When the check cannot run, a request the record's
    // state refuses anyway gets that 409, not the 502: the read costs a statement only then.
    const deciding = input.action === 'validate' || approving;
    const likely = deciding
      ? await this.duplicates.likelyMatchesForDecision(id).catch(async (error: unknown) => {
          plannedTransition(await findRegistration(this.db, id), request);
          throw error;
        })
      : [];

    const applied = await this.db.transaction((tx) =>
      applyTransition(tx, request, async (step) => {
        if (likely.length > 0) {
          if (!input.duplicateAcknowledged) throw duplicateNotAcknowledged();
          // The reviewer's word is evidence like any step: an audit row, before the step it
          // allowed, in the same transaction; the note names the matches it was given against.
          await recordTransition(
            step.tx,
            {
              registrationId: step.locked.id,
              action: DUPLICATE_ACKNOWLEDGED_ACTION,
              fromStatus: step.locked.status,
              toStatus: step.locked.status,
              actorId: user.id,
              actorName: user.name,
              role: user.role ?? '',
              note: likely.map(matchReference).join(', '),
            },
            step.locked.branch,
          );
        }
        const effect = approving
          ? await approve(step, { now: new Date(), timeZone: this.config.TIME_ZONE })
          : { saved: await step.save(), outbox: undefined };
        // Notifications (ADR 032): the record's secretary hears of a return or an approval
        // in the transition's own transaction.
        await notifyReviewOutcome(step.tx, this.config, {
          action: input.action,
          record: effect.saved,
          note: input.note,
        });
        return effect;
      }),
    );

    const record = applied.record;
    let delivery: OutboxRow | undefined;
    if (applied.effect?.outbox) delivery = await this.waitForHandOff(applied.effect.outbox);
    else if (applied.repeated) delivery = await findByRegistration(this.db, id);
    const shown = delivery ? toDelivery(delivery, this.config.OUTBOX_FAILED_AFTER_ATTEMPTS) : null;
    return {
      message:
        approving && record.jigyasuUid
          ? approvedAlert(record.jigyasuUid)
          : (alertFor(input.action, user.role, applied.from) ?? ''),
      registration: toRegistrationRecord(record),
      jigyasuId: record.jigyasuUid,
      delivery: shown,
      handoff: approving && shown ? handoffOutcome(shown.state) : null,
    };
  }
}

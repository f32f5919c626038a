import { sql } from 'drizzle-orm';
import { splitFullName, toApprovedRecord } from '@form-a/domain/approved-record';
import { JIGYASU_ID_SUFFIX, jigyasuIdPrefix } from '@form-a/domain/jigyasu-id';
import { upsertMembers } from '../members/repository';
import { enqueue, type OutboxRow } from '../outbox/repository';
import { COLLECTION_DELIVERY } from '../outbox/worker';
import { toRegistrationRecord } from '../registrations/record';
import type { RegistrationRow } from '../registrations/repository';
import type { TransitionStep } from '../registrations/transition';
import { afterRegistrationWrite } from '../registrations/write-hooks';

/**
 * Approval's effect, the whole sequence in one place and in the transition's transaction, so
 * that all of it happens or none: issue the ID, save the approved row, add the seeker to the
 * registry (with the duplicate check's keys; the registration's own keys go), and queue the
 * approved record for the collection service.
 */
export async function approve(
  { tx, locked, save }: TransitionStep,
  options: { now: Date; timeZone: string },
): Promise<{ saved: RegistrationRow; jigyasuId: string; outbox: OutboxRow }> {
  const prefix = jigyasuIdPrefix({
    firstName: locked.firstName,
    middleName: locked.middleName,
    lastName: locked.lastName,
    dob: locked.dob ?? '',
  });
  // The number is taken from the sequence by the update itself (one statement, not two), and
  // never issued twice; the ID is buildJigyasuId's: prefix, number, suffix.
  const saved = await save(
    {
      jigyasuSequence: sql`issued.value`,
      jigyasuUid: sql`${prefix}::text || issued.value::text || ${JIGYASU_ID_SUFFIX}::text`,
      approvedAt: options.now,
    },
    sql`(SELECT nextval('jigyasu_id_seq') AS value) AS issued`,
  );
  const jigyasuId = saved.jigyasuUid!;

  const father = splitFullName(locked.fatherName);
  await upsertMembers(tx, [
    {
      uid: jigyasuId,
      title: locked.title,
      firstName: locked.firstName,
      middleName: locked.middleName,
      lastName: locked.lastName,
      dob: locked.dob,
      fatherFirstName: father.first,
      fatherMiddleName: father.middle,
      fatherLastName: father.last,
      firstDoi: null,
      branch: locked.branch,
      status: 'Jigyasu',
      emailAddress: locked.email,
      phoneNumber: locked.phone,
    },
  ]);
  // The member row now stands for this seeker in the duplicate check: the record's keys go.
  await afterRegistrationWrite({ tx, kind: 'approved', row: saved });

  const record = toApprovedRecord(
    {
      ...toRegistrationRecord(locked),
      jigyasu_uid: jigyasuId,
      dob: locked.dob ?? '',
      created_at: locked.createdAt,
      updated_at: saved.updatedAt,
    },
    { approvedAt: options.now, timeZone: options.timeZone },
  );
  const outbox = await enqueue(tx, {
    kind: COLLECTION_DELIVERY,
    registrationId: locked.id,
    idempotencyKey: jigyasuId,
    payload: record,
  });
  return { saved, jigyasuId, outbox };
}

import { messageRef } from '@form-a/domain/message-ref';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { registrationIdsOfJigyasuId } from '../access-log/repository';
import type { CollectionService } from '../collection/collection-service';
import { toDelivery } from '../outbox/delivery';
import { findByRegistration } from '../outbox/repository';
import type { RegistrationRow } from '../registrations/repository';

/** What the reviewers see of an approved record: the collection service's copy and its hand-off. */
export class ApprovedRecordsService {
  /** @param failedAfter attempts after which a hand-off shows as failed */
  constructor(
    private readonly db: Db,
    private readonly collection: Pick<CollectionService, 'read'>,
    private readonly failedAfter: number,
  ) {}

  /** The collection service's answer; 502 when it cannot be asked. */
  private async read(jigyasuId: string) {
    try {
      return await this.collection.read(jigyasuId);
    } catch {
      throw new AppError(502, 'INTERNAL', messageRef('review.collectionUnreachable'));
    }
  }

  /** A record's approved copy and the state of its hand-off; 404 before it has an ID. */
  async ofRecord(row: RegistrationRow) {
    if (!row.jigyasuUid) throw notFound(messageRef('review.noJigyasuId'));
    const delivery = await findByRegistration(this.db, row.id);
    const items = await this.read(row.jigyasuUid);
    return { items, delivery: delivery ? toDelivery(delivery, this.failedAfter) : null };
  }

  /**
   * 'View Data': the approved record of an ID, with the portal's records of that ID for the
   * access log. A member approved before the portal has none here, and the collection service
   * is the one to log that read.
   */
  async ofJigyasuId(jigyasuId: string) {
    const items = await this.read(jigyasuId);
    const registrationIds =
      items.length > 0 ? await registrationIdsOfJigyasuId(this.db, jigyasuId) : [];
    return { items, registrationIds };
  }
}

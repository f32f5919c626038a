import type { Db } from '../../db/client';
import { registrationIdsOfJigyasuId } from '../access-log/repository';
import type { CollectionService } from './collection-service';

/**
 * An account's read of the approved record of `jigUid`, with the portal's records of that ID
 * for the access log (ADR 054): none when nothing was found.
 */
export async function readApprovedRecord(
  db: Db,
  collection: Pick<CollectionService, 'read'>,
  jigUid: string,
) {
  const items = await collection.read(jigUid);
  const registrationIds = items.length > 0 ? await registrationIdsOfJigyasuId(db, jigUid) : [];
  return { items, registrationIds };
}

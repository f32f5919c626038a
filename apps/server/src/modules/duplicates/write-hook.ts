import type { RegistrationWrite } from '../registrations/write-hooks';
import { syncRegistrationMatchKeys } from './repository';

/**
 * A registration's duplicate-check keys follow every write of it (ADR 071): stored while it is
 * in the pipeline, removed as a draft, once approved (its member row stands for the seeker),
 * discarded or erased.
 */
export async function matchKeysAfterWrite({ tx, row }: RegistrationWrite): Promise<void> {
  await syncRegistrationMatchKeys(tx, row);
}

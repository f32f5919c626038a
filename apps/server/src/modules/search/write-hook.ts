import type { RegistrationWrite } from '../registrations/write-hooks';
import { removeSearchTerms, syncSearchTerms } from './repository';

/**
 * A registration's search terms follow its values (ADR 071): rewritten when the form is saved,
 * dropped when it is discarded or erased. An approval changes no name or phone: they stay.
 */
export async function searchTermsAfterWrite({ tx, kind, row }: RegistrationWrite): Promise<void> {
  if (kind === 'saved') await syncSearchTerms(tx, row);
  else if (kind === 'discarded' || kind === 'erased') await removeSearchTerms(tx, row.id);
}

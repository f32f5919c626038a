import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { precheckBody, type PrecheckPerson } from '../../../lib/registration-writes';

/**
 * POST /api/duplicates/precheck (branch secretary): whether the person is already in the
 * registry or in process, asked on the wizard's last step before Submit.
 */
export function useDuplicatePrecheck(person: PrecheckPerson, excludeId?: number) {
  const body = precheckBody(person, excludeId);
  return useQuery({
    queryKey: ['duplicates', 'precheck', body],
    queryFn: ({ signal }) => call('POST /api/duplicates/precheck', { body, signal }),
    enabled: person.firstName.trim() !== '',
    staleTime: 30_000,
    // a warning is a help: a failed check leaves the step as it was
    retry: false,
  });
}

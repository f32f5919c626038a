import { useQuery } from '@tanstack/react-query';
import { splitFullName } from '@form-a/domain/approved-record';
import type { DuplicatePrecheck } from '@form-a/domain/schemas/duplicate-match';
import { call } from '../../../lib/api-client';

export interface PrecheckPerson {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  fatherName: string;
}

/** The wizard's values as the check's body (the father's name in parts, as the match keys). */
export function precheckBody(person: PrecheckPerson, excludeId?: number): DuplicatePrecheck {
  const father = splitFullName(person.fatherName);
  return {
    first_name: person.firstName,
    middle_name: person.middleName,
    last_name: person.lastName,
    dob: person.dob,
    father_first_name: father.first,
    father_middle_name: father.middle,
    father_last_name: father.last,
    ...(excludeId ? { exclude_registration_id: excludeId } : {}),
  };
}

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

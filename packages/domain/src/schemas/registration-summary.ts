import type { z } from 'zod';
import type { RegistrationFilterField, RegistrationSortField } from '../registration-views';
import { registrationRecordSchema, type RegistrationRecord } from './registration-record';

/**
 * A listed registration for a reader who may list records but not read them (the data viewer,
 * who holds 'registration:list' without 'registration:read'): who and where it is in the
 * pipeline, without contact details, birth date, relatives, address, caste or photo.
 */
export const registrationSummarySchema = registrationRecordSchema.pick({
  id: true,
  uid: true,
  status: true,
  StatusName: true,
  branch: true,
  title: true,
  first_name: true,
  middle_name: true,
  last_name: true,
  created_at: true,
  last_updated: true,
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

export const REGISTRATION_SUMMARY_FIELDS = Object.keys(
  registrationSummarySchema.shape,
) as ReadonlyArray<keyof RegistrationSummary>;

/** What a summary list may be sorted and filtered by: its own columns only, or the order of
 * the rows (by birth date, say) or a filter (on an email) would tell what the rows leave out. */
export const SUMMARY_SORT_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'branch',
  'status',
  'last_updated',
  'created_at',
] as const satisfies readonly RegistrationSortField[];
export const SUMMARY_FILTER_FIELDS = [
  'id',
  'uid',
  'first_name',
  'last_name',
  'branch',
] as const satisfies readonly RegistrationFilterField[];

export function toRegistrationSummary(record: RegistrationRecord): RegistrationSummary {
  return registrationSummarySchema.parse(record);
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type {
  RegistrationFilterField,
  RegistrationFilterOperator,
  RegistrationSortField,
  RegistrationView,
} from '@form-a/domain/registration-views';
import {
  registrationRecordSchema,
  type RegistrationRecord,
} from '@form-a/domain/schemas/registration-record';
import {
  registrationSummarySchema,
  type RegistrationSummary,
} from '@form-a/domain/schemas/registration-summary';
import { api } from '../../../lib/api-client';

/** A listed row: the record, or its summary for a reader who may not read records (ADR 020). */
export type ListedRegistration = RegistrationRecord | RegistrationSummary;
export const isFullRecord = (row: ListedRegistration): row is RegistrationRecord => 'email' in row;

const registrationsPageSchema = z.object({
  items: z.array(z.union([registrationRecordSchema, registrationSummarySchema])),
  total: z.number().int().min(0),
  /** false: a filtered list with more rows than the server counts; total is a lower bound */
  totalExact: z.boolean().default(true),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  role: z.string().nullable().optional(),
});
export type RegistrationsPage = z.infer<typeof registrationsPageSchema>;

export interface RegistrationsFilter {
  field: RegistrationFilterField;
  operator: RegistrationFilterOperator;
  value: string;
}

export interface RegistrationsQuery {
  view: RegistrationView;
  page: number;
  pageSize: number;
  sort: RegistrationSortField;
  order: 'asc' | 'desc';
  filter?: RegistrationsFilter | undefined;
}

/** GET /api/registrations: one page of a list view, sorted and filtered on the server. */
export const getRegistrations = (query: RegistrationsQuery, signal?: AbortSignal) =>
  api.get('/api/registrations', {
    query: {
      view: query.view,
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      order: query.order,
      filterField: query.filter?.field,
      filterOperator: query.filter?.operator,
      filterValue: query.filter?.value,
    },
    schema: registrationsPageSchema,
    signal,
  });

export const registrationsQueryOptions = (query: RegistrationsQuery) =>
  queryOptions({
    queryKey: ['registrations', 'list', query],
    queryFn: ({ signal }) => getRegistrations(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useRegistrations(query: RegistrationsQuery) {
  return useQuery(registrationsQueryOptions(query));
}

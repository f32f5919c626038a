import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  isFullRecord,
  type ListedRegistration,
  type RegistrationsPage,
} from '@form-a/domain/api/registrations';
import type {
  RegistrationFilterField,
  RegistrationFilterOperator,
  RegistrationSortField,
  RegistrationView,
} from '@form-a/domain/registration-views';
import { call } from '../../../lib/api-client';

export { isFullRecord, type ListedRegistration, type RegistrationsPage };

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

/** A list's view, sort and filter as the list and its export take them in the address. */
export const listParamsOf = (query: Omit<RegistrationsQuery, 'page' | 'pageSize'>) => ({
  view: query.view,
  sort: query.sort,
  order: query.order,
  filterField: query.filter?.field,
  filterOperator: query.filter?.operator,
  filterValue: query.filter?.value,
});

/** GET /api/registrations: one page of a list view, sorted and filtered on the server. */
export const getRegistrations = (query: RegistrationsQuery, signal?: AbortSignal) =>
  call('GET /api/registrations', {
    query: { ...listParamsOf(query), page: query.page, pageSize: query.pageSize },
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

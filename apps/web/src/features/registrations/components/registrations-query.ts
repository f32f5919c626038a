import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  REGISTRATION_FILTER_FIELDS,
  REGISTRATION_FILTER_OPERATORS,
  REGISTRATION_SORT_FIELDS,
  type RegistrationFilterField,
  type RegistrationFilterOperator,
  type RegistrationSortField,
  type RegistrationView,
} from '@form-a/domain/registration-views';
import type { RegistrationsPage, RegistrationsQuery } from '../api/get-registrations';

export const isSortField = (field: string): field is RegistrationSortField =>
  (REGISTRATION_SORT_FIELDS as readonly string[]).includes(field);
export const isFilterField = (field: string): field is RegistrationFilterField =>
  (REGISTRATION_FILTER_FIELDS as readonly string[]).includes(field);
const isFilterOperator = (operator: string): operator is RegistrationFilterOperator =>
  (REGISTRATION_FILTER_OPERATORS as readonly string[]).includes(operator);

export const INITIAL_SORT: GridSortModel = [{ field: 'id', sort: 'desc' }];

/**
 * The grid's models as the API's query: the page, the first sort item (newest first when none),
 * and the single filter item when it names a field and operator the server knows and has a value.
 */
export function toRegistrationsQuery(
  view: RegistrationView,
  pagination: GridPaginationModel,
  sortModel: GridSortModel,
  filterModel: GridFilterModel,
): RegistrationsQuery {
  const sort = sortModel[0];
  const item = filterModel.items[0];
  const value = typeof item?.value === 'string' ? item.value.trim() : '';
  const filter =
    item && value !== '' && isFilterField(item.field) && isFilterOperator(item.operator)
      ? { field: item.field, operator: item.operator, value }
      : undefined;
  return {
    view,
    page: pagination.page,
    pageSize: pagination.pageSize,
    sort: sort && isSortField(sort.field) ? sort.field : 'id',
    order: sort?.sort === 'asc' ? 'asc' : 'desc',
    filter,
  };
}

/**
 * An exact total gives the grid its page count; an inexact one (a filtered list the server did
 * not count to the end) makes the row count unknown, with a next page.
 */
export function rowCountProps(page: RegistrationsPage | undefined) {
  if (!page) return { rowCount: 0 };
  if (page.totalExact) return { rowCount: page.total };
  // the server reports an inexact total only when it has seen a row past this page
  return { rowCount: -1, estimatedRowCount: page.total, paginationMeta: { hasNextPage: true } };
}

/**
 * The grid's page, sort and filter, shared by the grid and the card list: a new filter goes
 * back to the first page, since the page the reader was on may no longer exist.
 */
export function useRegistrationsModels() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>(INITIAL_SORT);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const onFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setPaginationModel((current) => ({ ...current, page: 0 }));
  };
  return {
    paginationModel,
    setPaginationModel,
    sortModel,
    setSortModel,
    filterModel,
    onFilterModelChange,
  };
}

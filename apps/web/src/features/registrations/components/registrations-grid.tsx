import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../i18n/translate-api-error';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  REGISTRATION_FILTER_FIELDS,
  REGISTRATION_FILTER_OPERATORS,
  REGISTRATION_SORT_FIELDS,
  type RegistrationFilterField,
  type RegistrationFilterOperator,
  type RegistrationSortField,
  type RegistrationView,
} from '@form-a/domain/registration-views';
import type { RoleCode } from '@form-a/domain/roles';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import {
  SUMMARY_FILTER_FIELDS,
  SUMMARY_SORT_FIELDS,
} from '@form-a/domain/schemas/registration-summary';
import { recordStatusText } from '../../../i18n/status-text';
import { formatDate, formatTimestamp } from '../../../lib/format-date';
import { joinName, NO_VALUE } from '../../../lib/format-record';
import { MaskedContact } from '../../../components/registration/masked-contact';
import { useDuplicateLevels } from '../api/get-duplicate-levels';
import {
  isFullRecord,
  useRegistrations,
  type ListedRegistration,
  type RegistrationsPage,
  type RegistrationsQuery,
} from '../api/get-registrations';
import type { ColumnSet, RowAction } from '../config/lists';
import { ExportButton } from './export-button';
import { RegistrationCards } from './registration-cards';
import { RowActionButtons } from './row-action-buttons';

type ColumnKey =
  | 'id'
  | 'uid'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'father_name'
  | 'father_uid'
  | 'mother_name'
  | 'mother_uid'
  | 'address1'
  | 'address2'
  | 'city'
  | 'region'
  | 'country'
  | 'zipcode'
  | 'branch'
  | 'dob'
  | 'status'
  | 'last_updated';

/** Spec section 2 "List screens", plus DOB and Created (hidden until asked for) on every list. */
const COLUMN_SETS: Record<ColumnSet, readonly ColumnKey[]> = {
  secretary: [
    'id',
    'uid',
    'first_name',
    'last_name',
    'email',
    'phone',
    'father_name',
    'father_uid',
    'mother_name',
    'mother_uid',
    'address1',
    'address2',
    'city',
    'region',
    'country',
    'zipcode',
    'branch',
    'dob',
    'status',
    'last_updated',
  ],
  review: [
    'id',
    'uid',
    'first_name',
    'last_name',
    'email',
    'phone',
    'father_name',
    'mother_name',
    'city',
    'region',
    'country',
    'zipcode',
    'branch',
    'dob',
    'status',
    'last_updated',
  ],
  submitted: [
    'id',
    'uid',
    'first_name',
    'middle_name',
    'last_name',
    'email',
    'phone',
    'father_name',
    'mother_name',
    'branch',
    'dob',
    'status',
    'last_updated',
  ],
  // what a data viewer's summary rows carry: no contact, birth date, relatives or address
  summary: [
    'id',
    'uid',
    'first_name',
    'middle_name',
    'last_name',
    'branch',
    'status',
    'last_updated',
  ],
};

/**
 * Email and zipcode are hidden by default (spec), and so are the extra Phone, DOB and Created
 * columns. Phone and email show masked to a reader whose task does not need them (ADR 057).
 */
const HIDDEN_BY_DEFAULT: readonly ColumnKey[] = [
  'email',
  'phone',
  'zipcode',
  'dob',
  'last_updated',
];

const HEADER_KEYS = {
  id: 'registrations.columns.id',
  uid: 'registrations.columns.uid',
  first_name: 'registrations.columns.firstName',
  middle_name: 'registrations.columns.middleName',
  last_name: 'registrations.columns.lastName',
  email: 'registrations.columns.email',
  phone: 'contact.phone',
  father_name: 'registrations.columns.fatherName',
  father_uid: 'registrations.columns.fatherUid',
  mother_name: 'registrations.columns.motherName',
  mother_uid: 'registrations.columns.motherUid',
  address1: 'registrations.columns.address1',
  address2: 'registrations.columns.address2',
  city: 'registrations.columns.city',
  region: 'registrations.columns.state',
  country: 'registrations.columns.country',
  zipcode: 'registrations.columns.zipcode',
  branch: 'registrations.columns.branch',
  dob: 'registrations.columns.dob',
  status: 'registrations.columns.status',
  last_updated: 'registrations.columns.created',
} as const satisfies Record<ColumnKey, string>;

const WIDTHS: Partial<Record<ColumnKey, number>> = {
  id: 90,
  uid: 190,
  // room for a whole address or number once shown, beside the Show button (ADR 057)
  email: 250,
  phone: 175,
  father_uid: 170,
  mother_uid: 170,
  address1: 180,
  address2: 160,
  status: 170,
  last_updated: 170,
};

const ACTION_WIDTH: Record<RowAction, number> = {
  edit: 90,
  resubmit: 110,
  checkAndValidate: 170,
  checkDuplicate: 150,
  checkAndApprove: 170,
  viewData: 120,
  discard: 100,
};

const SERVER_FILTER_OPERATORS = getGridStringOperators().filter((operator) =>
  (REGISTRATION_FILTER_OPERATORS as readonly string[]).includes(operator.value),
);

const isSortField = (field: string): field is RegistrationSortField =>
  (REGISTRATION_SORT_FIELDS as readonly string[]).includes(field);
const isFilterField = (field: string): field is RegistrationFilterField =>
  (REGISTRATION_FILTER_FIELDS as readonly string[]).includes(field);
/** the server sorts and filters summary rows only by their own columns */
const sortableIn = (columnSet: ColumnSet, field: string) =>
  columnSet === 'summary'
    ? (SUMMARY_SORT_FIELDS as readonly string[]).includes(field)
    : isSortField(field);
const filterableIn = (columnSet: ColumnSet, field: string) =>
  columnSet === 'summary'
    ? (SUMMARY_FILTER_FIELDS as readonly string[]).includes(field)
    : isFilterField(field);
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

export interface RegistrationsGridProps {
  view: RegistrationView;
  columns: ColumnSet;
  actions: readonly RowAction[];
  showUid: boolean;
  role: RoleCode | null;
  /** accessible name of the grid (the screen's title) */
  label: string;
  onOpenRecord: (record: RegistrationRecord) => void;
  /** the 'Check Duplicate' button; without it the action is not offered */
  onCheckDuplicate?: ((record: RegistrationRecord) => void) | undefined;
}

/**
 * An exact total gives the grid its page count; an inexact one (a filtered list the server did
 * not count to the end) makes the row count unknown, with a next page.
 */
function rowCountProps(page: RegistrationsPage | undefined) {
  if (!page) return { rowCount: 0 };
  if (page.totalExact) return { rowCount: page.total };
  // the server reports an inexact total only when it has seen a row past this page
  return { rowCount: -1, estimatedRowCount: page.total, paginationMeta: { hasNextPage: true } };
}

/**
 * A list of registrations as a DataGrid in server mode: paging, sorting and the one filter
 * item go to GET /api/registrations; 50 rows a page, newest first, checkbox selection and the
 * toolbar (columns, filters, density, export of the page). Clicking an ID opens the record.
 */
export function RegistrationsGrid({
  view,
  columns: columnSet,
  actions,
  showUid,
  role,
  label,
  onOpenRecord,
  onCheckDuplicate,
}: RegistrationsGridProps) {
  const { t } = useTranslation();
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>(INITIAL_SORT);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });

  const query = toRegistrationsQuery(view, paginationModel, sortModel, filterModel);
  const registrations = useRegistrations(query);

  const offered = useMemo(
    () => actions.filter((action) => action !== 'checkDuplicate' || onCheckDuplicate),
    [actions, onCheckDuplicate],
  );
  // the queues that offer 'Check Duplicate' also badge the page's likely and possible matches
  const badges = offered.includes('checkDuplicate');
  const pageIds = useMemo(
    () => (registrations.data?.items ?? []).map((row) => row.id),
    [registrations.data],
  );
  const levels = useDuplicateLevels(pageIds, badges).data;

  const columns = useMemo<GridColDef<ListedRegistration>[]>(() => {
    const defs: GridColDef<ListedRegistration>[] = COLUMN_SETS[columnSet].map((key) => {
      const base: GridColDef<ListedRegistration> = {
        field: key,
        headerName: t(HEADER_KEYS[key]),
        minWidth: WIDTHS[key] ?? 130,
        flex: key === 'id' ? 0 : 1,
        sortable: sortableIn(columnSet, key),
        filterable: filterableIn(columnSet, key),
        filterOperators: SERVER_FILTER_OPERATORS,
      };
      switch (key) {
        case 'id':
          return {
            ...base,
            width: WIDTHS.id,
            // a summary row has no record behind it that this reader may open
            renderCell: ({ row }) =>
              !isFullRecord(row) ? (
                row.id
              ) : (
                <Link
                  component="button"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onOpenRecord(row)}
                  sx={{ fontWeight: 600 }}
                >
                  {row.id}
                </Link>
              ),
          };
        case 'uid':
          return { ...base, valueGetter: (_value, row) => row.uid ?? NO_VALUE };
        case 'email':
        case 'phone':
          return {
            ...base,
            renderCell: ({ row }) =>
              isFullRecord(row) ? (
                <MaskedContact
                  registrationId={row.id}
                  name={joinName(row.first_name, row.middle_name, row.last_name)}
                  field={key}
                  value={row[key]}
                />
              ) : null,
          };
        case 'dob':
          return {
            ...base,
            valueGetter: (_value, row) => (isFullRecord(row) ? formatDate(row.dob) : NO_VALUE),
          };
        case 'status':
          return { ...base, valueGetter: (_value, row) => recordStatusText(t, row.status) };
        case 'last_updated':
          return { ...base, valueGetter: (_value, row) => formatTimestamp(row.last_updated) };
        default:
          return base;
      }
    });
    if (badges) {
      const afterNames = defs.findIndex((def) => def.field === 'last_name') + 1;
      defs.splice(afterNames, 0, {
        field: 'duplicate',
        headerName: t('review.badge.column'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        minWidth: 160,
        valueGetter: (_value, row) => {
          const level = levels?.get(row.id);
          return level
            ? t(level === 'likely' ? 'review.badge.likely' : 'review.badge.possible')
            : '';
        },
        renderCell: ({ row, value }) => {
          const level = levels?.get(row.id);
          if (!level) return null;
          return (
            <Chip
              size="small"
              label={value as string}
              color={level === 'likely' ? 'warning' : 'default'}
              variant={level === 'likely' ? 'filled' : 'outlined'}
            />
          );
        },
      });
    }
    if (offered.length > 0) {
      // the spec lists Action last; it comes right after the names so that it is on screen
      // without scrolling sideways past a dozen columns (the MIT grid cannot pin columns)
      const afterNames = defs.findIndex((def) => def.field === 'last_name') + 1;
      defs.splice(afterNames, 0, {
        field: 'action',
        headerName: t('registrations.columns.action'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        disableExport: true,
        minWidth: offered.reduce((sum, action) => sum + ACTION_WIDTH[action], 16),
        renderCell: ({ row }) => (
          <RowActionButtons
            row={row}
            offered={offered}
            role={role}
            onCheckDuplicate={onCheckDuplicate}
          />
        ),
      });
    }
    return defs;
  }, [columnSet, offered, role, t, onOpenRecord, onCheckDuplicate, badges, levels]);

  const initialVisibility = useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    for (const key of HIDDEN_BY_DEFAULT) model[key] = false;
    if (!showUid) model.uid = false;
    return model;
  }, [showUid]);

  // under 600 px the grid would show two columns and hide the rest to the side
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const fieldChoices = useMemo(() => {
    const keys = COLUMN_SETS[columnSet].filter((key) => key !== 'uid' || showUid);
    const choice = (key: ColumnKey) => ({ field: key, label: t(HEADER_KEYS[key]) });
    return {
      sort: keys.filter((key) => sortableIn(columnSet, key)).map(choice),
      filter: keys.filter((key) => filterableIn(columnSet, key)).map(choice),
    };
  }, [columnSet, showUid, t]);
  const onFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setPaginationModel((current) => ({ ...current, page: 0 }));
  };

  const error = registrations.error;
  return (
    <>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateApiError(t, error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ExportButton query={query} />
      </Box>
      {compact ? (
        <RegistrationCards
          rows={registrations.data?.items ?? []}
          loading={registrations.isFetching}
          label={label}
          showUid={showUid}
          offered={offered}
          role={role}
          levels={badges ? levels : undefined}
          rowCount={rowCountProps(registrations.data).rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          sortChoices={fieldChoices.sort}
          filterChoices={fieldChoices.filter}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={onFilterModelChange}
          onOpenRecord={onOpenRecord}
          onCheckDuplicate={onCheckDuplicate}
        />
      ) : (
        <DataGrid<ListedRegistration>
          aria-label={label}
          rows={registrations.data?.items ?? []}
          {...rowCountProps(registrations.data)}
          columns={columns}
          loading={registrations.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          sortingOrder={['desc', 'asc']}
          filterModel={filterModel}
          onFilterModelChange={onFilterModelChange}
          initialState={{ columns: { columnVisibilityModel: initialVisibility } }}
          checkboxSelection
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          showToolbar
          slotProps={{
            toolbar: {
              showQuickFilter: false,
              // the page alone would pass for the list: the Export button above sends every row
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
          autoHeight
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
    </>
  );
}

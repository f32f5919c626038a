import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationView } from '@form-a/domain/registration-views';
import type { RoleCode } from '@form-a/domain/roles';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { translateApiError } from '../../../i18n/translate-api-error';
import { OfflineMarker } from '../../../components/offline-marker';
import { isNetworkError } from '../../../lib/api-client';
import { useDuplicateLevels } from '../api/get-duplicate-levels';
import { useRegistrations, type ListedRegistration } from '../api/get-registrations';
import type { ColumnSet, RowAction } from '../config/lists';
import { ExportButton } from './export-button';
import { RegistrationCards } from './registration-cards';
import { useRegistrationColumns } from './registration-columns';
import { rowCountProps, toRegistrationsQuery, useRegistrationsModels } from './registrations-query';

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
  const {
    paginationModel,
    setPaginationModel,
    sortModel,
    setSortModel,
    filterModel,
    onFilterModelChange,
  } = useRegistrationsModels();

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

  const { columns, initialVisibility, fieldChoices } = useRegistrationColumns({
    columnSet,
    offered,
    showUid,
    role,
    badges,
    levels,
    onOpenRecord,
    onCheckDuplicate,
  });

  // under 600 px the grid would show two columns and hide the rest to the side
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const error = registrations.error;
  // without a connection, the rows this device kept, marked as such
  const keptCopy = isNetworkError(error) && registrations.data !== undefined;
  return (
    <>
      {keptCopy ? <OfflineMarker updatedAt={registrations.dataUpdatedAt} /> : null}
      {error && !keptCopy ? (
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
        <ServerDataGrid<ListedRegistration>
          aria-label={label}
          rows={registrations.data?.items ?? []}
          {...rowCountProps(registrations.data)}
          columns={columns}
          loading={registrations.isFetching}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          sortingOrder={['desc', 'asc']}
          filterModel={filterModel}
          onFilterModelChange={onFilterModelChange}
          initialState={{ columns: { columnVisibilityModel: initialVisibility } }}
          checkboxSelection
          keepNonExistentRowsSelected
          showToolbar
          slotProps={{
            toolbar: {
              showQuickFilter: false,
              // the page alone would pass for the list: the Export button above sends every row
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
        />
      )}
    </>
  );
}

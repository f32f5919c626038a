import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import type {
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { registerSecondFactorTexts } from '../../../i18n/second-factor-texts';
import { translateApiError } from '../../../i18n/translate-api-error';
import { formatTimestamp, NO_DATE } from '../../../lib/format-date';
import { useBranches } from '../api/get-branches';
import { USER_SORT_KEYS, useUsers, type AdminUser, type UserSortKey } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';
import { UserEditDialog } from './user-edit-dialog';

const PAGE_SIZE_OPTIONS = [5, 50];

function isSortKey(field: string): field is UserSortKey {
  return (USER_SORT_KEYS as readonly string[]).includes(field);
}

/**
 * The ADMIN user list: a DataGrid in server mode (pagination, sorting and the toolbar's quick
 * search go to GET /api/users). Role and branch are changed together in a dialog opened by the
 * row's Edit button, not in the cells: a cell edit saved each on its own, so a role could be
 * saved with a branch that does not fit it. 'Active' is a switch.
 */
export function UsersGrid() {
  const { t, i18n } = useTranslation();
  // the second factor's column and dialog (ADR 046): texts the other screens do not carry
  useState(() => registerSecondFactorTexts(i18n));
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: 50,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const [feedback, setFeedback] = useState<{
    severity: 'success' | 'error';
    message: string;
  } | null>(null);

  const sort = sortModel[0];
  const users = useUsers({
    page: paginationModel.page,
    pageSize: paginationModel.pageSize,
    sort: sort && isSortKey(sort.field) ? sort.field : 'name',
    order: sort?.sort === 'desc' ? 'desc' : 'asc',
    search: (filterModel.quickFilterValues ?? []).join(' ').trim(),
  });
  const branches = useBranches();

  const { mutate: patchUser } = useUpdateUser();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  const showError = useCallback(
    (error: unknown) => setFeedback({ severity: 'error', message: translateApiError(t, error) }),
    [t],
  );

  const columns = useMemo<GridColDef<AdminUser>[]>(
    () => [
      { field: 'uid', headerName: t('admin.uid'), minWidth: 110, flex: 1 },
      { field: 'name', headerName: t('admin.name'), minWidth: 150, flex: 1.4 },
      { field: 'email', headerName: t('admin.email'), minWidth: 190, flex: 1.6 },
      {
        field: 'role',
        headerName: t('admin.role'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_value, row) => (row.role ? t(`roles.${row.role}`) : t('admin.none')),
      },
      {
        field: 'branch',
        headerName: t('admin.branch'),
        minWidth: 110,
        flex: 1,
        valueGetter: (_value, row) => row.branch ?? t('admin.none'),
      },
      {
        field: 'edit',
        headerName: t('admin.edit'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        disableExport: true,
        width: 90,
        renderCell: ({ row }) => (
          <Button
            size="small"
            variant="outlined"
            aria-haspopup="dialog"
            aria-label={t('admin.editUser', { name: row.name })}
            onClick={() => setEditing(row)}
          >
            {t('admin.edit')}
          </Button>
        ),
      },
      {
        field: 'active',
        headerName: t('admin.active'),
        type: 'boolean',
        sortable: false,
        width: 80,
        renderCell: ({ row }) => (
          <Switch
            checked={row.active}
            size="small"
            onChange={(event) =>
              patchUser(
                { id: row.id, patch: { active: event.target.checked } },
                {
                  onSuccess: () => setFeedback({ severity: 'success', message: t('admin.saved') }),
                  onError: showError,
                },
              )
            }
            slotProps={{ input: { 'aria-label': t('admin.toggleActive', { name: row.name }) } }}
          />
        ),
      },
      {
        // ADR 046: a lost phone is reset here; the user sets the factor up again at sign-in
        field: 'secondFactorEnrolled',
        headerName: t('secondFactor.admin.column'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        minWidth: 130,
        renderCell: ({ row }) =>
          row.secondFactorEnrolled ? (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              aria-haspopup="dialog"
              aria-label={t('secondFactor.admin.resetUser', { name: row.name })}
              onClick={() => setResetting(row)}
            >
              {t('secondFactor.admin.reset')}
            </Button>
          ) : (
            t('secondFactor.admin.notSetUp')
          ),
      },
      {
        field: 'createdAt',
        headerName: t('admin.createdAt'),
        minWidth: 150,
        valueGetter: (_value, row) => (row.createdAt ? formatTimestamp(row.createdAt) : NO_DATE),
      },
    ],
    [t, patchUser, showError],
  );

  return (
    <>
      <ServerDataGrid<AdminUser>
        aria-label={t('admin.title')}
        rows={users.data?.items ?? []}
        rowCount={users.data?.total ?? 0}
        columns={columns}
        loading={users.isFetching}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        filterModel={filterModel}
        onFilterModelChange={(model) => {
          setFilterModel(model);
          setPaginationModel((current) => ({ ...current, page: 0 }));
        }}
        // the toolbar's quick filter is the one filter the server takes
        disableColumnFilter
        showToolbar
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 400 } } }}
        // every column fits at 1440 px; the creation date is one click away in the columns menu
        initialState={{ columns: { columnVisibilityModel: { createdAt: false } } }}
      />
      <UserEditDialog
        user={editing}
        branches={branches.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setFeedback({ severity: 'success', message: t('admin.saved') });
        }}
      />
      <ResetSecondFactorDialog
        user={resetting}
        onClose={() => setResetting(null)}
        onReset={(user) => {
          setResetting(null);
          setFeedback({
            severity: 'success',
            message: t('secondFactor.admin.resetDone', { name: user.name }),
          });
        }}
      />
      <Snackbar
        open={feedback !== null}
        autoHideDuration={4000}
        onClose={() => setFeedback(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {feedback ? (
          <Alert severity={feedback.severity} onClose={() => setFeedback(null)} variant="filled">
            {feedback.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}

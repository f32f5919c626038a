import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';
import { translateMessage } from '../../../i18n/translate-message';
import { isApiError } from '../../../lib/api-client';
import { useBranches } from '../api/get-branches';
import { USER_SORT_KEYS, useUsers, type AdminUser, type UserSortKey } from '../api/get-users';
import { useUpdateUser, type UserPatch } from '../api/update-user';

const PAGE_SIZE_OPTIONS = [5, 50];
const NONE = '';

function isSortKey(field: string): field is UserSortKey {
  return (USER_SORT_KEYS as readonly string[]).includes(field);
}

function isRoleCode(value: unknown): value is RoleCode {
  return (ROLE_CODES as readonly unknown[]).includes(value);
}

/** What changed between the edited row and the stored one, in PATCH form. */
function diffUser(next: AdminUser, previous: AdminUser): UserPatch {
  const patch: UserPatch = {};
  const nextRole = isRoleCode(next.role) ? next.role : null;
  if (nextRole !== previous.role) patch.role = nextRole;
  const nextBranch = next.branch === NONE ? null : next.branch;
  if (nextBranch !== previous.branch) patch.branch = nextBranch;
  return patch;
}

/**
 * The ADMIN user list: a DataGrid in server mode (pagination, sorting and the toolbar's quick
 * search go to GET /api/users); role and branch are edited in the cell, 'Active' with a switch.
 */
export function UsersGrid() {
  const { t } = useTranslation();
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

  const { mutate: patchUser, mutateAsync: patchUserAsync } = useUpdateUser();

  const showError = useCallback(
    (error: unknown) =>
      setFeedback({
        severity: 'error',
        message:
          translateMessage(t, isApiError(error) ? error.message : undefined) ??
          t('messages.genericError'),
      }),
    [t],
  );

  const columns = useMemo<GridColDef<AdminUser>[]>(
    () => [
      { field: 'uid', headerName: t('admin.uid'), minWidth: 140, flex: 1 },
      { field: 'name', headerName: t('admin.name'), minWidth: 180, flex: 1.4 },
      { field: 'email', headerName: t('admin.email'), minWidth: 220, flex: 1.6 },
      {
        field: 'role',
        headerName: t('admin.role'),
        type: 'singleSelect',
        editable: true,
        minWidth: 170,
        flex: 1,
        valueGetter: (_value, row) => row.role ?? NONE,
        valueOptions: [
          { value: NONE, label: t('admin.none') },
          ...ROLE_CODES.map((code) => ({ value: code, label: t(`roles.${code}`) })),
        ],
      },
      {
        field: 'branch',
        headerName: t('admin.branch'),
        type: 'singleSelect',
        editable: true,
        minWidth: 180,
        flex: 1.2,
        valueGetter: (_value, row) => row.branch ?? NONE,
        valueOptions: [
          { value: NONE, label: t('admin.none') },
          ...(branches.data ?? []).map((branch) => ({ value: branch.value, label: branch.label })),
        ],
      },
      {
        field: 'active',
        headerName: t('admin.active'),
        type: 'boolean',
        sortable: false,
        width: 100,
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
        field: 'createdAt',
        headerName: t('admin.createdAt'),
        type: 'dateTime',
        minWidth: 170,
        valueGetter: (_value, row) => new Date(row.createdAt),
      },
    ],
    [t, branches.data, patchUser, showError],
  );

  return (
    <>
      <DataGrid<AdminUser>
        aria-label={t('admin.title')}
        rows={users.data?.items ?? []}
        rowCount={users.data?.total ?? 0}
        columns={columns}
        loading={users.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
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
        disableColumnFilter
        disableRowSelectionOnClick
        showToolbar
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 400 } } }}
        processRowUpdate={async (next, previous) => {
          const patch = diffUser(next, previous);
          if (Object.keys(patch).length === 0) return previous;
          const { user } = await patchUserAsync({ id: previous.id, patch });
          setFeedback({ severity: 'success', message: t('admin.saved') });
          return user;
        }}
        onProcessRowUpdateError={showError}
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
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

import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import type { TransferDecision } from '../api/decide-transfer';
import { useTransfers, type TransferListItem, type TransferView } from '../api/get-transfers';
import { formatTimestamp, transferName } from './transfer-format';
import { TransferStatusChip } from './transfer-status-chip';

const PAGE_SIZE_OPTIONS = [5, 50];

interface TransferRequestsGridProps {
  view: TransferView;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** approvers decide open requests; without it the list is read-only */
  onDecide?: ((transfer: TransferListItem, decision: TransferDecision) => void) | undefined;
  onView: (transfer: TransferListItem) => void;
}

/** Transfer requests, newest first, one server page at a time (GET /api/transfers). */
export function TransferRequestsGrid({
  view,
  paginationModel,
  onPaginationModelChange,
  onDecide,
  onView,
}: TransferRequestsGridProps) {
  const { t } = useTranslation();
  const transfers = useTransfers({
    view,
    page: paginationModel.page,
    pageSize: paginationModel.pageSize,
  });

  const columns = useMemo<GridColDef<TransferListItem>[]>(
    () => [
      { field: 'uid', headerName: t('transfer.uid'), width: 165, sortable: false },
      {
        field: 'name',
        headerName: t('transfer.columnName'),
        minWidth: 140,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => transferName(t, row),
      },
      {
        field: 'currentBranch',
        headerName: t('transfer.currentBranch'),
        width: 120,
        sortable: false,
      },
      {
        field: 'movingToBranch',
        headerName: t('transfer.movingToBranch'),
        width: 130,
        sortable: false,
      },
      {
        field: 'status',
        headerName: t('transfer.columnStatus'),
        width: 115,
        sortable: false,
        renderCell: ({ row }) => <TransferStatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: t('transfer.columnActions'),
        width: onDecide ? 215 : 80,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Tooltip title={t('transfer.view')}>
              <IconButton
                size="small"
                onClick={() => onView(row)}
                aria-label={t('transfer.viewRow', { id: row.id })}
              >
                <VisibilityOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {onDecide && row.status === 'Requested' ? (
              <>
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  onClick={() => onDecide(row, 'approve')}
                  aria-label={t('transfer.approveRow', { id: row.id })}
                >
                  {t('transfer.approve')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => onDecide(row, 'reject')}
                  aria-label={t('transfer.rejectRow', { id: row.id })}
                >
                  {t('transfer.reject')}
                </Button>
              </>
            ) : null}
          </Stack>
        ),
      },
      {
        field: 'decisionNote',
        headerName: t('transfer.columnNote'),
        minWidth: 160,
        flex: 1.2,
        sortable: false,
      },
      ...(onDecide
        ? [
            {
              field: 'requestedByBranch',
              headerName: t('transfer.columnRequestedBy'),
              width: 140,
              sortable: false,
            } satisfies GridColDef<TransferListItem>,
          ]
        : []),
      {
        field: 'createdAt',
        headerName: t('transfer.columnRequestedOn'),
        width: 165,
        sortable: false,
        valueFormatter: (value: string) => formatTimestamp(value),
      },
      {
        field: 'decidedAt',
        headerName: t('transfer.columnDecidedOn'),
        width: 165,
        sortable: false,
        valueFormatter: (value: string | null) => formatTimestamp(value),
      },
      { field: 'id', headerName: t('transfer.columnId'), width: 70, sortable: false },
    ],
    [t, onDecide, onView],
  );

  return (
    <ServerDataGrid<TransferListItem>
      aria-label={t('transfer.requestsTitle')}
      rows={transfers.data?.items ?? []}
      rowCount={transfers.data?.total ?? 0}
      columns={columns}
      loading={transfers.isFetching}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      emptyLabel={t('transfer.noRequests')}
      // a handful of columns: render them all, so every value is in the page (find, screen readers)
      columnBufferPx={2000}
    />
  );
}

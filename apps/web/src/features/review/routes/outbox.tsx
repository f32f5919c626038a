import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { translateApiError } from '../../../i18n/translate-api-error';
import { outboxKindName } from '@form-a/domain/outbox-kinds';
import { formatTimestamp } from '../../../lib/format-date';
import { NO_VALUE } from '../../../lib/format-record';
import { OUTBOX_VIEWS, useOutbox, type Delivery, type OutboxView } from '../api/get-outbox';
import { useRetryDelivery } from '../api/retry-delivery';

const STATE_COLOR = {
  pending: 'info',
  in_flight: 'primary',
  failed: 'error',
  delivered: 'success',
} as const satisfies Record<Delivery['state'], 'info' | 'primary' | 'error' | 'success'>;

/**
 * /outbox (approver, admin): hand-offs of approved records to the collection service, and the
 * requests about them (ADR 056), each kind in words. By default the ones not delivered yet, with
 * their state, attempts, last error, next attempt and a Retry button; the worker keeps retrying
 * on its own, Retry only brings the next try forward.
 */
export function OutboxRoute() {
  const { t } = useTranslation();
  const [view, setView] = useState<OutboxView>('undelivered');
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: 50,
  });
  const outbox = useOutbox({ view, ...paginationModel });
  const retry = useRetryDelivery();
  const [feedback, setFeedback] = useState<{
    severity: 'success' | 'error';
    message: string;
  } | null>(null);

  const columns = useMemo<GridColDef<Delivery>[]>(
    () => [
      { field: 'id', headerName: t('review.outbox.columns.id'), width: 80 },
      {
        field: 'registrationId',
        headerName: t('review.outbox.columns.registrationId'),
        width: 110,
        valueGetter: (_value, row) => row.registrationId ?? NO_VALUE,
      },
      {
        field: 'kind',
        headerName: t('review.outbox.columns.kind'),
        minWidth: 150,
        valueGetter: (_value, row) => {
          const name = outboxKindName(row.kind);
          return name ? t(`review.outbox.kinds.${name}`) : row.kind;
        },
      },
      {
        field: 'idempotencyKey',
        headerName: t('review.outbox.columns.jigyasuId'),
        minWidth: 190,
        flex: 1,
      },
      {
        field: 'state',
        headerName: t('review.outbox.columns.state'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATE_COLOR[row.state]}
            variant={row.state === 'delivered' ? 'filled' : 'outlined'}
            label={t(`review.outbox.states.${row.state}`)}
          />
        ),
      },
      // next to the state it acts on: the grid scrolls sideways on a narrow screen, and a
      // last column could be out of sight (and out of the DOM) there
      {
        field: 'action',
        headerName: t('review.outbox.columns.action'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        disableExport: true,
        width: 110,
        renderCell: ({ row }) =>
          row.state === 'delivered' ? null : (
            <Button
              size="small"
              variant="outlined"
              disabled={retry.isPending && retry.variables === row.id}
              aria-label={t('review.outbox.retryDelivery', { id: row.idempotencyKey })}
              onClick={() =>
                retry.mutate(row.id, {
                  onSuccess: () =>
                    setFeedback({ severity: 'success', message: t('review.outbox.retried') }),
                  onError: (error) =>
                    setFeedback({
                      severity: 'error',
                      message: translateApiError(t, error),
                    }),
                })
              }
            >
              {t('review.outbox.retry')}
            </Button>
          ),
      },
      {
        field: 'attempts',
        headerName: t('review.outbox.columns.attempts'),
        type: 'number',
        width: 100,
      },
      {
        field: 'lastError',
        headerName: t('review.outbox.columns.lastError'),
        minWidth: 220,
        flex: 2,
        valueGetter: (_value, row) => row.lastError ?? NO_VALUE,
      },
      {
        field: 'nextAttemptAt',
        headerName: t('review.outbox.columns.nextAttempt'),
        minWidth: 170,
        valueGetter: (_value, row) =>
          row.state === 'delivered' ? NO_VALUE : formatTimestamp(row.nextAttemptAt),
      },
      {
        field: 'createdAt',
        headerName: t('review.outbox.columns.createdAt'),
        minWidth: 170,
        valueGetter: (_value, row) => formatTimestamp(row.createdAt),
      },
      {
        field: 'deliveredAt',
        headerName: t('review.outbox.columns.deliveredAt'),
        minWidth: 170,
        valueGetter: (_value, row) => formatTimestamp(row.deliveredAt),
      },
    ],
    [t, retry],
  );

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('review.outbox.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('review.outbox.subtitle')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: OutboxView | null) => {
          if (!next) return;
          setView(next);
          setPaginationModel((current) => ({ ...current, page: 0 }));
        }}
        aria-label={t('review.outbox.show')}
        sx={{ mb: 2 }}
      >
        {OUTBOX_VIEWS.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`review.outbox.views.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {outbox.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateApiError(t, outbox.error)}
        </Alert>
      ) : null}
      <ServerDataGrid<Delivery>
        aria-label={t('review.outbox.title')}
        rows={outbox.data?.items ?? []}
        rowCount={outbox.data?.total ?? 0}
        columns={columns}
        loading={outbox.isFetching && !outbox.data}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        initialState={{ columns: { columnVisibilityModel: { deliveredAt: false } } }}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
        emptyLabel={t('review.outbox.empty')}
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

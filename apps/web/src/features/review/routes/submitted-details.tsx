import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { approvedReadModelSchema, type ApprovedReadModel } from '@form-a/domain/approved-record';
import { translateMessage } from '../../../i18n/translate-message';
import { isApiError } from '../../../lib/api-client';
import { useApprovedRecords } from '../api/get-approved-records';

type ReadModelKey = keyof ApprovedReadModel;
/** Every key of the read model in its schema's order, the UID first. */
const READ_MODEL_KEYS = Object.keys(approvedReadModelSchema.shape) as ReadModelKey[];

interface Row extends ApprovedReadModel {
  rowId: string;
}

/**
 * /uv/jigyasu/submited/details/:uid ('View Data', opened in a new tab by an approver): the
 * approved record as the collection service holds it, with the UID and every capitalised column.
 */
export function SubmittedDetailsRoute() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const records = useApprovedRecords(uid);
  const columns = useMemo<GridColDef<Row>[]>(
    () =>
      READ_MODEL_KEYS.map((key) => ({
        field: key,
        headerName: key === 'jig_uid' ? t('review.viewData.uid') : key,
        minWidth: key === 'jig_uid' ? 190 : Math.max(110, key.length * 10 + 40),
        flex: 1,
      })),
    [t],
  );
  const rows = (records.data?.items ?? []).map((item, index) => ({
    ...item,
    rowId: `${item.jig_uid}-${index}`,
  }));
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pages.submittedDetails')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('review.viewData.subtitle', { uid })}
      </Typography>
      {records.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateMessage(t, isApiError(records.error) ? records.error.message : undefined) ??
            t('messages.genericError')}
        </Alert>
      ) : records.isSuccess && rows.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('review.viewData.notYet')}
        </Alert>
      ) : null}
      <DataGrid<Row>
        aria-label={t('pages.submittedDetails')}
        rows={rows}
        getRowId={(row) => row.rowId}
        columns={columns}
        loading={records.isFetching}
        pageSizeOptions={[5, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </>
  );
}

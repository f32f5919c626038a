import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session';
import type { TransferDecision } from '../api/decide-transfer';
import type { TransferListItem, TransferView } from '../api/get-transfers';
import { DecisionDialog } from '../components/decision-dialog';
import { TransferDetailsDialog } from '../components/transfer-details-dialog';
import { translateMessage } from '../../../i18n/translate-message';
import { TransferRequestsGrid } from '../components/transfer-requests-grid';
import { readTransferNotice } from './transfer-notice';

const VIEW_LABELS = {
  open: 'transfer.viewOpen',
  decided: 'transfer.viewDecided',
  all: 'transfer.viewAll',
} as const satisfies Record<TransferView, string>;

/**
 * /branch-transfer/requests: 'My transfer requests' for a secretary (their branch's requests,
 * with the approver's decision and note), 'Transfer requests' for an approver (every branch's,
 * with Approve and Reject).
 */
export function TransferRequestsRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const approver = user.role === 'DBAPPROVER';
  const [view, setView] = useState<TransferView>(approver ? 'open' : 'all');
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: 50,
  });
  const [deciding, setDeciding] = useState<{
    transfer: TransferListItem;
    decision: TransferDecision;
  }>();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [decidedMessage, setDecidedMessage] = useState<string | null>(null);
  // the form's confirmation is shown once: read it, then drop it from the history entry so a
  // reload or a return to this entry does not show it again
  const [notice, setNotice] = useState(() => readTransferNotice(location.state));
  const hasState = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (hasState) void navigate('.', { replace: true, state: null });
  }, [hasState, navigate]);

  const onDecide = useCallback(
    (transfer: TransferListItem, decision: TransferDecision) => setDeciding({ transfer, decision }),
    [],
  );
  const onView = useCallback((transfer: TransferListItem) => setViewingId(transfer.id), []);

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {approver ? t('transfer.requestsTitle') : t('transfer.myRequestsTitle')}
        </Typography>
        {approver ? null : (
          <Button
            component={RouterLink}
            to={PATHS.branchTransfer}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {t('pages.branchTransfer')}
          </Button>
        )}
      </Stack>
      {notice ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {translateMessage(t, notice.message)}
        </Alert>
      ) : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: TransferView | null) => {
          if (next === null) return;
          setView(next);
          setPaginationModel((current) => ({ ...current, page: 0 }));
        }}
        aria-label={t('transfer.viewLabel')}
        sx={{ mb: 2 }}
      >
        {(Object.keys(VIEW_LABELS) as TransferView[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {t(VIEW_LABELS[key])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TransferRequestsGrid
        view={view}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        onDecide={approver ? onDecide : undefined}
        onView={onView}
      />
      {deciding ? (
        <DecisionDialog
          key={`${deciding.transfer.id}-${deciding.decision}`}
          transfer={deciding.transfer}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
          onDecided={(message) => {
            setDeciding(undefined);
            setDecidedMessage(message);
          }}
        />
      ) : null}
      {viewingId !== null ? (
        <TransferDetailsDialog id={viewingId} onClose={() => setViewingId(null)} />
      ) : null}
      <Snackbar
        open={decidedMessage !== null}
        autoHideDuration={6000}
        onClose={() => setDecidedMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {decidedMessage ? (
          <Alert severity="success" variant="filled" onClose={() => setDecidedMessage(null)}>
            {translateMessage(t, decidedMessage)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { TRANSFER_STATUSES, type TransferStatus } from '../api/get-transfers';

const COLOURS: Record<TransferStatus, 'warning' | 'success' | 'error'> = {
  Requested: 'warning',
  Approved: 'success',
  Rejected: 'error',
};

function isTransferStatus(value: string): value is TransferStatus {
  return (TRANSFER_STATUSES as readonly string[]).includes(value);
}

/** Requested / Approved / Rejected; a status this screen does not know shows as it came. */
export function TransferStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isTransferStatus(status)) return <Chip size="small" label={status} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`transfer.statuses.${status}`)}
    />
  );
}

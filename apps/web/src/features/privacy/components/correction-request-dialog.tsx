import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  COLLECTION_REQUEST_REASON_MAX,
  correctionRequestBodySchema,
  type CorrectionRequestResult,
} from '@form-a/domain/api/collection-requests';
import { useRequestCorrection } from '../api/request-correction';
import { ReasonDialog } from './reason-dialog';

const reasonSchema = correctionRequestBodySchema.pick({ reason: true });

interface CorrectionRequestDialogProps {
  record: { id: number; revision: number; name: string };
  onClose: () => void;
  /** the server's answer: queued now, or one was waiting already */
  onSent: (result: CorrectionRequestResult) => void;
}

/**
 * 'Request correction' of an approved record (ADR 056): what the person asks to have corrected,
 * sent to the collection service through the outbox.
 */
export function CorrectionRequestDialog({ record, onClose, onSent }: CorrectionRequestDialogProps) {
  const { t } = useTranslation();
  const send = useRequestCorrection(record.id);
  return (
    <ReasonDialog
      title={t('subjectRights.dialog.title')}
      name={record.name}
      description={
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('subjectRights.dialog.intro')}
        </Typography>
      }
      reasonSchema={reasonSchema}
      reasonLabel={t('subjectRights.dialog.reason')}
      reasonHelp={t('subjectRights.dialog.reasonHelp', { max: COLLECTION_REQUEST_REASON_MAX })}
      reasonMax={COLLECTION_REQUEST_REASON_MAX}
      reasonRows={4}
      submitLabel={t('subjectRights.dialog.send')}
      busyLabel={t('privacy.requestSending')}
      busy={send.isPending}
      onClose={onClose}
      onSubmit={async (reason) =>
        onSent(await send.mutateAsync({ revision: record.revision, reason }))
      }
    />
  );
}

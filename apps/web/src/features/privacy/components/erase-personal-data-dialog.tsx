import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  ERASURE_REASON_MAX,
  erasureRequestSchema,
  type ErasureResult,
} from '@form-a/domain/api/erasure';
import { useEraseRegistration } from '../api/erase-registration';
import { ReasonDialog } from './reason-dialog';

const reasonSchema = erasureRequestSchema.pick({ reason: true });

/** What is erased, in the dialog's words: the person's fields, the photo and every copy. */
const ERASED_ITEMS = ['names', 'dob', 'contact', 'details', 'photo', 'copies'] as const;

export interface ErasureTarget {
  id: number;
  revision: number;
  /** the seeker's name as the record has it ('' when none yet) */
  name: string;
  /** an approved record: the request goes to the collection service */
  approved: boolean;
}

interface ErasePersonalDataDialogProps {
  target: ErasureTarget;
  onClose: () => void;
  onDone: (result: ErasureResult) => void;
}

/**
 * Asks before a person's data is erased (ADR 055): names what goes and what stays, wants a
 * reason, and says the server's refusal in place. For an approved record it says that nothing
 * is erased here and the request goes to the collection service.
 */
export function ErasePersonalDataDialog({ target, onClose, onDone }: ErasePersonalDataDialogProps) {
  const { t } = useTranslation();
  const erase = useEraseRegistration(target.id);
  return (
    <ReasonDialog
      title={t(target.approved ? 'erasure.dialog.titleApproved' : 'erasure.dialog.title', {
        id: target.id,
      })}
      name={target.name}
      description={
        target.approved ? (
          <Typography sx={{ mb: 2 }}>{t('erasure.dialog.approved')}</Typography>
        ) : (
          <>
            <Typography>{t('erasure.dialog.erasedList')}</Typography>
            <Typography component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
              {ERASED_ITEMS.map((item) => (
                <li key={item}>{t(`erasure.dialog.erased.${item}`)}</li>
              ))}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('erasure.dialog.kept')}</Typography>
          </>
        )
      }
      reasonSchema={reasonSchema}
      reasonLabel={t('erasure.dialog.reason')}
      reasonHelp={t('erasure.dialog.reasonHelp', { max: ERASURE_REASON_MAX })}
      reasonMax={ERASURE_REASON_MAX}
      reasonRows={3}
      submitLabel={t(target.approved ? 'erasure.dialog.confirmApproved' : 'erasure.dialog.confirm')}
      busyLabel={t(target.approved ? 'privacy.requestSending' : 'erasure.dialog.working')}
      submitColor="error"
      busy={erase.isPending}
      onClose={onClose}
      onSubmit={async (reason) =>
        onDone(await erase.mutateAsync({ revision: target.revision, reason }))
      }
    />
  );
}

import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErasureResult } from '@form-a/domain/api/erasure';
import { can } from '@form-a/domain/permissions';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { STATUS } from '@form-a/domain/status';
import { transition } from '@form-a/domain/workflow';
import { titledFullName } from '../../../i18n/enum-text';
import { translateMessageKey } from '../../../i18n/translate-message';
import { useSignedInUser } from '../../../lib/session';
import { ErasePersonalDataDialog } from './erase-personal-data-dialog';

/**
 * 'Erase personal data' on the approver's record screen (ADR 055): for a record not yet
 * approved, its erasure here (the screen then shows the tombstone: the record answers 410);
 * for an approved one, a request to the collection service (the outcome shows here). Nothing
 * for a reader without registration:erase.
 */
export function ErasurePanel({ record }: { record: RegistrationRecord }) {
  const user = useSignedInUser();
  const approved = record.status === STATUS.APPROVED;
  const erasable = approved || transition(record.status, 'erase', user.role) !== null;
  return erasable && can(user, 'registration:erase', record) ? (
    <ErasureCard record={record} approved={approved} />
  ) : null;
}

function ErasureCard({ record, approved }: { record: RegistrationRecord; approved: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ErasureResult | null>(null);
  const name = titledFullName(t, record);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('erasure.panel.heading')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t(approved ? 'erasure.panel.introApproved' : 'erasure.panel.intro')}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlined />}
          aria-haspopup="dialog"
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          {t(approved ? 'erasure.panel.request' : 'erasure.panel.erase')}
        </Button>
        <div role="status" aria-live="polite">
          {outcome ? (
            <Alert
              severity={
                outcome.outcome === 'requested' && outcome.alreadyQueued ? 'info' : 'success'
              }
              sx={{ mt: 2 }}
            >
              {translateMessageKey(t, outcome.messageKey)}
            </Alert>
          ) : null}
        </div>
      </CardContent>
      {open ? (
        <ErasePersonalDataDialog
          target={{ id: record.id, revision: record.revision, name, approved }}
          onClose={() => setOpen(false)}
          onDone={(result) => {
            setOpen(false);
            setOutcome(result);
          }}
        />
      ) : null}
    </Card>
  );
}

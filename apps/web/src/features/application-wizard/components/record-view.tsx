import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordToFormValues } from '@form-a/domain/schemas/registration-record';
import type { RegistrationDetail } from '../../../lib/registration-api';
import { RecordHeader, recordStatusText } from './record-header';
import { RecordLogs } from './record-logs';
import { ReviewDetails } from './review-details';

interface RecordViewProps {
  detail: RegistrationDetail;
  /** say that the record cannot be changed on this screen (its status does not allow it) */
  notEditable?: boolean;
  children?: ReactNode;
}

/** A record read-only: every field as on the Review step, the UID, the status and the logs. */
export function RecordView({ detail, notEditable, children }: RecordViewProps) {
  const { t } = useTranslation();
  const { registration: record, logs } = detail;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <RecordHeader id={record.id} status={record.status} />
        {notEditable ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('wizard.statusNotEditable', { status: recordStatusText(t, record.status) })}
          </Alert>
        ) : null}
        {children}
        <ReviewDetails
          values={recordToFormValues(record)}
          leadingRows={[
            {
              label: t('wizard.fields.uid'),
              value: record.uid || t('apiErrors.lookup.uidNotGenerated'),
            },
            { label: t('wizard.fields.status'), value: recordStatusText(t, record.status) },
          ]}
        />
        <RecordLogs logs={logs} />
      </CardContent>
    </Card>
  );
}

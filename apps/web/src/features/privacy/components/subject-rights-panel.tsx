import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectExportFormat } from '@form-a/domain/api/subject-export';
import { can } from '@form-a/domain/permissions';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { STATUS } from '@form-a/domain/status';
import { titledFullName } from '../../../i18n/enum-text';
import { isLanguageCode } from '../../../i18n/languages';
import { translateApiError } from '../../../i18n/translate-api-error';
import { translateMessageKey } from '../../../i18n/translate-message';
import { useSignedInUser } from '../../../lib/session';
import { downloadSubjectExport } from '../api/subject-export';
import { CorrectionRequestDialog } from './correction-request-dialog';

type Feedback = { severity: 'success' | 'info' | 'error'; text: string };

/**
 * The person's rights on the approver's record screen (ADR 056): everything held about them as
 * JSON or PDF, and, for an approved record, a correction request to the collection service.
 * Nothing for a reader without registration:subject-export.
 */
export function SubjectRightsPanel({ record }: { record: RegistrationRecord }) {
  const user = useSignedInUser();
  return can(user, 'registration:subject-export', record) ? (
    <SubjectRightsCard
      record={record}
      mayRequestCorrection={
        record.status === STATUS.APPROVED && can(user, 'registration:request-correction', record)
      }
    />
  ) : null;
}

function SubjectRightsCard({
  record,
  mayRequestCorrection,
}: {
  record: RegistrationRecord;
  mayRequestCorrection: boolean;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [busy, setBusy] = useState<SubjectExportFormat | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const download = async (format: SubjectExportFormat) => {
    setBusy(format);
    setFeedback(null);
    try {
      // the PDF in the language on screen, even before the choice is saved (ADR 050)
      const language = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
      const name = await downloadSubjectExport(record.id, format, language);
      setFeedback({ severity: 'success', text: t('subjectRights.downloaded', { name }) });
    } catch (error) {
      setFeedback({ severity: 'error', text: translateApiError(t, error) });
    } finally {
      setBusy(null);
    }
  };

  const name = titledFullName(t, record);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('subjectRights.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('subjectRights.intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {(['json', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<DownloadOutlined />}
              disabled={busy !== null}
              onClick={() => void download(format)}
            >
              {busy === format
                ? t('subjectRights.preparing')
                : t(format === 'json' ? 'subjectRights.downloadJson' : 'subjectRights.downloadPdf')}
            </Button>
          ))}
        </Stack>
        {mayRequestCorrection ? (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
              {t('subjectRights.correctionIntro')}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<EditNoteOutlined />}
              onClick={() => {
                setFeedback(null);
                setDialogOpen(true);
              }}
            >
              {t('subjectRights.requestCorrection')}
            </Button>
          </>
        ) : null}
        <div role="status" aria-live="polite">
          {feedback ? (
            <Alert severity={feedback.severity} sx={{ mt: 2 }}>
              {feedback.text}
            </Alert>
          ) : null}
        </div>
      </CardContent>
      {dialogOpen ? (
        <CorrectionRequestDialog
          record={{ id: record.id, revision: record.revision, name }}
          onClose={() => setDialogOpen(false)}
          onSent={(result) => {
            setDialogOpen(false);
            setFeedback({
              severity: result.alreadyQueued ? 'info' : 'success',
              text: translateMessageKey(t, result.messageKey),
            });
          }}
        />
      ) : null}
    </Card>
  );
}

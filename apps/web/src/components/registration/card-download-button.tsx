import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { can } from '@form-a/domain/permissions';
import { STATUS } from '@form-a/domain/status';
import { pathOf } from '../../lib/api-client';
import { useSignedInUser } from '../../lib/session';

/**
 * The approved record's registration card: a plain download link (the session cookie goes
 * with it), shown only to those who may print this record's card.
 */
export function CardDownloadButton({
  record,
}: {
  record: { id: number; status: number; branch: string };
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (record.status !== STATUS.APPROVED || !can(user, 'card:print', record)) return null;
  return (
    <Button
      component="a"
      href={pathOf('GET /api/registrations/:id/card', { params: { id: record.id } })}
      download
      startIcon={<PictureAsPdfOutlined />}
      data-testid="card-download"
    >
      {t('notifications.card.download')}
    </Button>
  );
}

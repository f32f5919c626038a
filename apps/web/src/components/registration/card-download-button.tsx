import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@form-a/domain/permissions';
import { STATUS } from '@form-a/domain/status';
import { download, pathOf } from '../../lib/api-client';
import { useSignedInUser } from '../../lib/session';
import type { RefusalNotice } from '../download/use-refusal-notice';

/**
 * The approved record's registration card, shown only to those who may print this record's
 * card. A link (for 'save link as'); a click fetches the PDF, a few kilobytes, so that a refusal
 * (the hour's exports spent, a session that ended) is said in `notice`, which its screen shows,
 * rather than saved as the file (ADR 087).
 */
export function CardDownloadButton({
  record,
  notice,
}: {
  record: { id: number; status: number; branch: string };
  notice: RefusalNotice;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (record.status !== STATUS.APPROVED || !can(user, 'card:print', record)) return null;
  const params = { id: record.id };
  return (
    <Button
      component="a"
      href={pathOf('GET /api/registrations/:id/card', { params })}
      download
      aria-busy={notice.busy || undefined}
      startIcon={<PictureAsPdfOutlined />}
      data-testid="card-download"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        void notice.attempt(() =>
          download('GET /api/registrations/:id/card', {
            params,
            fallbackName: `card-${record.id}.pdf`,
          }),
        );
      }}
    >
      {t('notifications.card.download')}
    </Button>
  );
}

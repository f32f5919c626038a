import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS } from '@form-a/domain/api/exports';
import { can } from '@form-a/domain/permissions';
import { RefusalSnackbar, useRefusalNotice } from '../../../components/download/use-refusal-notice';
import { isLanguageCode } from '../../../i18n/languages';
import { useSignedInUser } from '../../../lib/session';
import { exportList, exportUrl } from '../api/export-list';
import type { RegistrationsQuery } from '../api/get-registrations';

/**
 * 'Export': the whole list, every page, as CSV or XLSX. Each format is a link to the file (for
 * 'save link as'); a click first asks the server whether the export would be admitted, so that
 * a refusal is said here rather than ending as a failed download (ADR 087).
 */
export function ExportButton({ query }: { query: Omit<RegistrationsQuery, 'page' | 'pageSize'> }) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const lang = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notice = useRefusalNotice();
  const menuId = useId();
  if (!can(user, 'registration:export')) return null;

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-busy={notice.busy || undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('reports.export.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('reports.export.menuLabel') } }}
      >
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={exportUrl(query, format, lang)}
            download
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              setAnchor(null);
              void notice.attempt(() => exportList(query, format, lang));
            }}
          >
            <ListItemText
              primary={t(`reports.export.${format}`)}
              secondary={t('reports.export.note')}
            />
          </MenuItem>
        ))}
      </Menu>
      <RefusalSnackbar notice={notice} />
    </>
  );
}

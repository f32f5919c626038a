import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@form-a/domain/api/exports';
import { can } from '@form-a/domain/permissions';
import { isLanguageCode, type LanguageCode } from '../../../i18n/languages';
import { pathOf } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/session';
import type { RegistrationsQuery } from '../api/get-registrations';

/**
 * GET /api/registrations/export for the list as it is on screen: its view, filter and sort, and
 * the screen's language, in which the file's headers and labels are written (ADR 050).
 */
export function exportUrl(
  query: Omit<RegistrationsQuery, 'page' | 'pageSize'>,
  format: ExportFormat,
  lang: LanguageCode,
) {
  return pathOf('GET /api/registrations/export', {
    query: {
      view: query.view,
      format,
      sort: query.sort,
      order: query.order,
      filterField: query.filter?.field,
      filterOperator: query.filter?.operator,
      filterValue: query.filter?.value,
      lang,
    },
  });
}

/**
 * 'Export': the whole list, every page, as CSV or XLSX. A plain link, so that the browser
 * saves the file as the server streams it instead of the page holding it in memory.
 */
export function ExportButton({ query }: { query: Omit<RegistrationsQuery, 'page' | 'pageSize'> }) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const lang = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
            onClick={() => setAnchor(null)}
          >
            <ListItemText
              primary={t(`reports.export.${format}`)}
              secondary={t('reports.export.note')}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

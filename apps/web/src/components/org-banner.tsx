import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../lib/public-config';

/** The organisation title over 'ELECTRONIC FORM-A' (spec section 1). */
export function OrgBanner({
  align = 'center',
  component = 'header',
}: {
  align?: 'center' | 'left';
  /** 'div' inside a page's one banner landmark */
  component?: 'header' | 'div';
}) {
  const { t } = useTranslation();
  const { orgTitle } = usePublicConfig();
  return (
    <Box component={component} sx={{ textAlign: align, py: 1 }}>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, lineHeight: 1.2, minHeight: '1.2em', color: 'primary.main' }}
      >
        {orgTitle}
      </Typography>
      <Typography
        variant="subtitle2"
        component="p"
        // Spaced capitals suit Latin; spacing splits Devanagari clusters (इ ले क्ट्रॉ नि क).
        sx={{ color: 'text.secondary', '&:lang(en)': { letterSpacing: '0.12em' } }}
      >
        {t('common.electronicFormA')}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { OrgBanner } from '../../../components/org-banner';

/** The frame of the screens reached without a session: banner, language switch, one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: 3,
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'flex-end' }}
      >
        <LanguageSwitch />
      </Box>
      <Box component="main" sx={{ width: '100%', maxWidth: 440, mt: 2 }}>
        <OrgBanner />
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ textAlign: 'center', fontWeight: 600, mb: 2 }}
        >
          {t('common.brand')}
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

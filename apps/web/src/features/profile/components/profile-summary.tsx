import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@form-a/domain/schemas/auth';

/** Who is signed in: name, UID, email, role and branch. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const rows: [label: string, value: string][] = [
    [t('profile.name'), user.name],
    [t('profile.uid'), user.uid],
    [t('profile.email'), user.email],
    [t('profile.role'), t(`roles.${user.role ?? 'none'}`)],
    [t('profile.branch'), user.branch ?? t('profile.noBranch')],
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {user.name}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

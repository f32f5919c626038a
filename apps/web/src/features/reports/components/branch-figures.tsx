import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReportsView } from './reports-view';

/**
 * The secretary's dashboard figures: the reports of her own branch (the server scopes them),
 * all time by month and status, and how long her records wait.
 */
export function BranchFigures() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="branch-figures-title" sx={{ mt: 4 }}>
      <Typography
        id="branch-figures-title"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('reports.branchFigures')}
      </Typography>
      <ReportsView query={{}} showBranches={false} />
    </Box>
  );
}

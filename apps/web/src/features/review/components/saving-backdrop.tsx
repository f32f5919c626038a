import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The full-screen 'Data is Saving. please wait...' overlay shown while an approval is saved. */
export function SavingBackdrop({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop
      open={open}
      sx={(theme) => ({
        zIndex: theme.zIndex.modal + 1,
        color: '#fff',
        flexDirection: 'column',
        gap: 2,
      })}
    >
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status" variant="h6" component="p">
        {t('review.saving')}
      </Typography>
    </Backdrop>
  );
}

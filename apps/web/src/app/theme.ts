import { createTheme } from '@mui/material/styles';
import { FONT_FACES, FONT_FAMILY } from '../lib/fonts';

export const SIDEBAR_WIDTH = 250;

export const theme = createTheme({
  palette: {
    primary: { main: '#1a4f8b' },
    background: { default: '#f0f2f5' },
  },
  typography: {
    fontFamily: FONT_FAMILY,
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: { styleOverrides: FONT_FACES },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 1 } },
  },
});

import { createTheme } from '@mui/material/styles';

/**
 * Roboto first, Noto Sans Devanagari for the glyphs Roboto lacks, so Hindi text renders with a
 * bundled font everywhere (both are loaded in main.tsx; nothing comes from a font CDN).
 */
export const FONT_FAMILY = [
  'Roboto',
  '"Noto Sans Devanagari"',
  'Helvetica',
  'Arial',
  'sans-serif',
].join(',');

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
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 1 } },
  },
});

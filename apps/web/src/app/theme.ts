import { createTheme } from '@mui/material/styles';
import { FONT_FACES, FONT_FAMILY } from '../lib/fonts';

export const SIDEBAR_WIDTH = 250;

export const theme = createTheme({
  palette: {
    primary: { main: '#1a4f8b' },
    // MUI's info and warning mains carry white text at 3.9:1 and 3.1:1 (the sidebar, warning
    // chips, the outlined Return button); these darker shades pass 4.5:1 under the sidebar's
    // hover and selection tints too (ADR 063)
    info: { main: '#014a84' },
    warning: { main: '#b45309' },
    // MUI's error main (#d32f2f) is 4.4:1 on the page's grey: a field's message there (the
    // reports' period) needs 4.5:1; red 800 is 5.0:1 on the grey, 5.6:1 on white
    error: { main: '#c62828' },
    background: { default: '#f0f2f5' },
    // WCAG AA for text: MUI picks black text on any colour where white falls short of 4.5:1
    contrastThreshold: 4.5,
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
    // MUI marks keyboard focus with a faint tint, lost on the blue sidebar and on filled
    // buttons: a ring in the text's own colour, inside the control, shows on any background
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -4 } },
      },
    },
    // An unselected toggle's text is action.active (54% black), under 4.5:1 on the page's grey: the
    // outbox and transfer-request filters. text.secondary reaches 5.5:1; the selected state's
    // colours come from MUI's more specific Mui-selected rule and are unchanged.
    MuiToggleButton: {
      styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
    },
    MuiCard: { defaultProps: { elevation: 1 } },
    // Under 600 px every dialog fills the screen (ADR 062), as Dialog's fullScreen does, here
    // once rather than a media query in each dialog
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme }) => ({
          [theme.breakpoints.down('sm')]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: 'none',
            borderRadius: 0,
          },
        }),
      },
    },
  },
});

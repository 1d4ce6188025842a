import { createTheme } from '@mui/material/styles';

/**
 * One calm, premium theme for every screen: a deep navy brand colour (configurable at build
 * time with VITE_BRAND_COLOR), warm gold accents, generous spacing and restrained surfaces.
 */
export const BRAND_COLOR = import.meta.env.VITE_BRAND_COLOR ?? '#1f3a5f';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND_COLOR, contrastText: '#ffffff' },
    secondary: { main: '#8a6d3b', contrastText: '#ffffff' },
    background: { default: '#f6f5f2', paper: '#ffffff' },
    text: { primary: '#1c1f24', secondary: '#555b66' },
    divider: '#e4e1da',
    success: { main: '#2e6b4f' },
    error: { main: '#b3261e' },
    warning: { main: '#8a5a00' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: '"Cormorant Garamond", "Georgia", serif', fontWeight: 600, fontSize: '2.25rem' },
    h2: { fontFamily: '"Cormorant Garamond", "Georgia", serif', fontWeight: 600, fontSize: '1.85rem' },
    h3: { fontFamily: '"Cormorant Garamond", "Georgia", serif', fontWeight: 600, fontSize: '1.5rem' },
    h4: { fontWeight: 600, fontSize: '1.25rem' },
    h5: { fontWeight: 600, fontSize: '1.1rem' },
    h6: { fontWeight: 600, fontSize: '1rem' },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { letterSpacing: '0.12em', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e4e1da' } } },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #8a6d3b', outlineOffset: 2 } } },
    },
    MuiLink: {
      styleOverrides: { root: { '&:focus-visible': { outline: '2px solid #8a6d3b', outlineOffset: 2 } } },
    },
    MuiTableCell: {
      styleOverrides: {
        root: { borderColor: '#eeebe4' },
        head: {
          color: '#555b66',
          fontSize: 12.5,
          fontWeight: 600,
          letterSpacing: '0.04em',
          textTransform: 'uppercase',
          backgroundColor: '#faf9f6',
        },
      },
    },
    MuiDialogTitle: {
      styleOverrides: {
        root: { fontFamily: '"Cormorant Garamond", "Georgia", serif', fontSize: '1.6rem', fontWeight: 600 },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    // scrollable tabs hide their scrollbar with CSS: MUI's scrollbar slot is a hidden box whose
    // size it reads as the tabs mount, a forced layout of the whole page
    MuiTabs: {
      defaultProps: { visibleScrollbar: true, slots: { scrollbar: NoScrollbarMeasure } },
      styleOverrides: { scroller: { scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } } },
    },
    // a placeholder that pulses for ever (an image below the fold waits until it is scrolled to)
    // stays still for whoever asked for less motion
    MuiSkeleton: {
      styleOverrides: { root: { '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } },
    },
  },
});

/** Stands in for MUI's scrollbar-measuring slot of scrollable tabs: nothing to measure. */
function NoScrollbarMeasure() {
  return null;
}

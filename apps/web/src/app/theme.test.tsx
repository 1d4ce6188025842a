import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tab, Tabs, ThemeProvider } from '@mui/material';
import { theme } from './theme';

describe('the theme', () => {
  it('lets scrollable tabs hide their scrollbar with CSS, without the element MUI measures', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Tabs value={0} variant="scrollable" aria-label="Statuses">
          <Tab label="Active" />
          <Tab label="Sold" />
        </Tabs>
      </ThemeProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Statuses' })).toBeTruthy();
    // MUI's ScrollbarSize: a 99px box placed at top -9999px, read on mount (a forced layout)
    const measuring = [...container.querySelectorAll<HTMLElement>('div')].filter(
      (el) => el.style.top === '-9999px',
    );
    expect(measuring).toHaveLength(0);
    const scroller = container.querySelector('.MuiTabs-scroller');
    expect(scroller?.classList.contains('MuiTabs-hideScrollbar')).toBe(false);
    expect(scroller?.classList.contains('MuiTabs-scrollableX')).toBe(true);
  });
});

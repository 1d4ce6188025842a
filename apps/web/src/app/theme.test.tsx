import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton, Tab, Tabs, ThemeProvider } from '@mui/material';
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

  it('stops the pulse of a placeholder for whoever asked for less motion', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Skeleton variant="rectangular" width={40} height={40} />
      </ThemeProvider>,
    );
    const skeleton = container.querySelector('.MuiSkeleton-pulse')!;
    const own = [...skeleton.classList].find((c) => c.startsWith('css-'))!;
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const reduced = css.match(/@media \(prefers-reduced-motion: ?reduce\)\{([^{}]*\{[^}]*\})*\}/g) ?? [];
    expect(reduced.some((block) => block.includes(`.${own}{`) && block.includes('animation:none'))).toBe(
      true,
    );
  });
});

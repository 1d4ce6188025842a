import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { checkFairHousing, MSG } from '@atrium/domain';
import { FairHousingNotice, flagsBySentence } from './fair-housing-notice';
import { textFlags } from './ad-copy-section';

describe('the fair-housing notice', () => {
  it('marks each flagged phrase inside its sentence, one entry per sentence', () => {
    const flags = checkFairHousing(
      'Sunny rooms. Perfect for families, no kids upstairs though. Near the church.',
    );
    render(<FairHousingNotice flags={flags} />);
    const notice = screen.getByTestId('fair-housing');
    expect(within(notice).getByText(MSG.adCopyFairHousing)).toBeTruthy();
    const items = within(notice).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect([...items[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Perfect for families',
      'no kids',
    ]);
    expect(items[0]!.textContent).toContain('Perfect for families, no kids upstairs though.');
    expect(items[1]!.querySelector('mark')?.textContent).toBe('Near the church');
    expect(notice.textContent).not.toContain('Sunny rooms');
  });

  it('shows nothing for clean text', () => {
    const { container } = render(
      <FairHousingNotice flags={checkFairHousing('A family room with a fireplace.')} />,
    );
    expect(container.textContent).toBe('');
  });

  it('reads the rich-text body as text and the headline too', () => {
    const flags = textFlags({ headline: 'Bachelor pad', body: '<p>Ideal for <b>singles</b>.</p>' });
    expect(flags.map((f) => f.phrase)).toEqual(['bachelor pad', 'ideal for singles']);
    expect(flagsBySentence(flags)).toHaveLength(2);
  });
});

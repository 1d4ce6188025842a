import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { dateField, MSG } from '@atrium/domain';
import { FormDate } from './form-date';

const Schema = z.object({ listingDate: dateField('Listing date') });
type In = z.input<typeof Schema>;
type Out = z.output<typeof Schema>;

/** One date field with the domain's date schema; 'Check' prints what the schema gives. */
function Harness() {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(Schema),
    defaultValues: { listingDate: '' },
    mode: 'onTouched',
  });
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <form onSubmit={form.handleSubmit((v) => setSaved(v.listingDate))}>
      <FormDate
        control={form.control as Control<In, unknown, unknown>}
        name="listingDate"
        label="Listing date"
      />
      <button type="submit">Check</button>
      <output data-testid="saved">{saved}</output>
    </form>
  );
}
const input = () => screen.getByLabelText('Listing date') as HTMLInputElement;

describe('the date field', () => {
  it.each([
    ['M-D-YYYY', '3-7-2026'],
    ['M/D/YYYY', '3/7/2026'],
    ['M/D/YY', '3/7/26'],
    ['M-D-YY', '3-7-26'],
    ['MM/DD/YY', '03/07/26'],
    ['MM-DD-YY', '03-07-26'],
    ['MM-DD-YYYY', '03-07-2026'],
    ['MM/DD/YYYY', '03/07/2026'],
  ])('accepts %s (%s), shows MM/DD/YYYY and gives the day as YYYY-MM-DD', async (_format, typed) => {
    render(<Harness />);
    await userEvent.type(input(), typed);
    await userEvent.tab();
    expect(input().value).toBe('03/07/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByTestId('saved').textContent).toBe('2026-03-07'));
  });

  it.each(['13/07/2026', '2/30/2026', '3.7.2026', 'tomorrow'])(
    'keeps %s as typed and shows the message under the field',
    async (typed) => {
      render(<Harness />);
      await userEvent.type(input(), typed);
      await userEvent.tab();
      expect(input().value).toBe(typed);
      await screen.findByText(MSG.invalidDate('Listing date'));
      expect(screen.getByTestId('saved').textContent).toBe('');
    },
  );
});

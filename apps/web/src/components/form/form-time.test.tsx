import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { FormTime } from './form-time';

type Values = { fromTime: string | null };

function Harness({ initial = null }: { initial?: string | null }) {
  const form = useForm<Values>({ defaultValues: { fromTime: initial } });
  const value = useWatch({ control: form.control, name: 'fromTime' });
  return (
    <>
      <FormTime control={form.control as Control<Values, unknown, unknown>} name="fromTime" label="From" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const held = () => JSON.parse(screen.getByTestId('value').textContent!) as unknown;

describe('the time field', () => {
  it('gives the form HH:mm on a 24-hour clock once hour and minute are typed', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('From hour'), '2');
    expect(held()).toBeNull();
    await userEvent.type(screen.getByLabelText('From minute'), '05');
    expect(held()).toBe('02:05');
    await userEvent.click(screen.getByRole('button', { name: 'PM' }));
    expect(held()).toBe('14:05');
  });

  it('takes two digits at most and refuses an hour of 13 or a minute of 60', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('From hour'), '1a35');
    expect((screen.getByLabelText('From hour') as HTMLInputElement).value).toBe('13');
    await userEvent.type(screen.getByLabelText('From minute'), '60');
    expect(held()).toBeNull();
    await userEvent.clear(screen.getByLabelText('From hour'));
    await userEvent.type(screen.getByLabelText('From hour'), '12');
    await userEvent.clear(screen.getByLabelText('From minute'));
    await userEvent.type(screen.getByLabelText('From minute'), '59');
    expect(held()).toBe('00:59');
  });

  it('shows a stored time as hour, minute and AM/PM', () => {
    render(<Harness initial="18:30" />);
    expect((screen.getByLabelText('From hour') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('From minute') as HTMLInputElement).value).toBe('30');
    expect(screen.getByRole('button', { name: 'PM' }).getAttribute('aria-pressed')).toBe('true');
  });
});

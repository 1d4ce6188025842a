import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { FormMoney } from './form-number';

type Values = { price: number | string | null };

/** A form with one money field; the value the form holds is printed beside it. */
function Harness({ initial = null }: { initial?: Values['price'] }) {
  const form = useForm<Values>({ defaultValues: { price: initial } });
  const value = useWatch({ control: form.control, name: 'price' });
  return (
    <>
      <FormMoney control={form.control as Control<Values, unknown, unknown>} name="price" label="Price" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const input = () => screen.getByLabelText('Price') as HTMLInputElement;
const held = () => JSON.parse(screen.getByTestId('value').textContent!) as unknown;

describe('the money field', () => {
  it('groups thousands while typing and gives the form a number', async () => {
    render(<Harness />);
    await userEvent.type(input(), '1250000');
    expect(input().value).toBe('1,250,000');
    expect(held()).toBe(1250000);
    expect(typeof held()).toBe('number');
  });

  it("strips '$' and commas from what is pasted", async () => {
    render(<Harness />);
    await userEvent.click(input());
    await userEvent.paste('$4,950,000');
    expect(input().value).toBe('4,950,000');
    expect(held()).toBe(4950000);
  });

  it('refuses letters', async () => {
    render(<Harness />);
    await userEvent.type(input(), '12abc3x');
    expect(input().value).toBe('123');
    expect(held()).toBe(123);
  });

  it('keeps two decimals and a trailing point while typing', async () => {
    render(<Harness />);
    await userEvent.type(input(), '1234.');
    expect(input().value).toBe('1,234.');
    expect(held()).toBe(1234);
    await userEvent.type(input(), '567');
    expect(input().value).toBe('1,234.56');
    expect(held()).toBe(1234.56);
  });

  it('shows a stored amount grouped, and empty as null', async () => {
    render(<Harness initial={6000} />);
    expect(input().value).toBe('6,000');
    await userEvent.clear(input());
    expect(held()).toBeNull();
  });
});

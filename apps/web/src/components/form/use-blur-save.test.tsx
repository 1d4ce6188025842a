import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Control } from 'react-hook-form';
import { FormText } from './form-text';
import { useBlurSave } from './use-blur-save';

type Values = { title: string; city: string };

function Harness({ submit }: { submit: (v: Values, changed: string[]) => Promise<boolean> }) {
  const form = useForm<Values>({ defaultValues: { title: 'Harbor House', city: 'Rye' } });
  const blur = useBlurSave(form, submit, () => undefined);
  const control = form.control as Control<Values, unknown, unknown>;
  return (
    <form onBlur={blur.onBlur}>
      <FormText control={control} name="title" label="Title" />
      <FormText control={control} name="city" label="City" />
    </form>
  );
}

describe('saving on blur', () => {
  it('does not save when focus leaves an unchanged field', async () => {
    const submit = vi.fn(async () => true);
    render(<Harness submit={submit} />);
    await userEvent.click(screen.getByLabelText('Title'));
    await userEvent.click(screen.getByLabelText('City'));
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 20));
    expect(submit).not.toHaveBeenCalled();
  });

  it('saves a changed field once, with the changed field named, and not again when unchanged', async () => {
    const submit = vi.fn(async () => true);
    render(<Harness submit={submit} />);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Shore House');
    await userEvent.click(screen.getByLabelText('City'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ title: 'Shore House', city: 'Rye' }, ['title']);
    // leaving the next field without a change saves nothing more
    await userEvent.tab();
    await userEvent.click(screen.getByLabelText('Title'));
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 20));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next blur when the save failed', async () => {
    const submit = vi.fn(async () => false);
    render(<Harness submit={submit} />);
    await userEvent.type(screen.getByLabelText('City'), ' Brook');
    await userEvent.tab();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByLabelText('City'));
    await userEvent.tab();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
  });
});

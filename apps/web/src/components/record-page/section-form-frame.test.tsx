import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Control } from 'react-hook-form';
import { FormText } from '../form/form-text';
import { useBlurSave } from '../form/use-blur-save';
import { SectionFormFrame } from './section-form-frame';

type Values = { price: string };

function Harness({
  submit,
  leave,
}: {
  submit: (v: Values, changed: string[]) => Promise<boolean>;
  leave: (to: 'next' | 'close') => void;
}) {
  const form = useForm<Values>({ defaultValues: { price: '100' } });
  const blur = useBlurSave(form, submit, leave);
  const control = form.control as Control<Values, unknown, unknown>;
  return (
    <SectionFormFrame blur={blur} label="Prices">
      <FormText control={control} name="price" label="Price" />
    </SectionFormFrame>
  );
}

describe('a section form frame', () => {
  it('opens the next form when Save is pressed while the blur save of that press is running', async () => {
    let finishSave: (ok: boolean) => void = () => undefined;
    const submit = vi.fn(() => new Promise<boolean>((resolve) => (finishSave = resolve)));
    const leave = vi.fn();
    const user = userEvent.setup();
    render(<Harness submit={submit} leave={leave} />);
    await user.type(screen.getByLabelText('Price'), '5');
    const save = screen.getByRole('button', { name: 'Save' });
    // a person's press: the mouse goes down (the field blurs and its save starts), then up later
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toContain('Saving');
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    finishSave(true);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('next'));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('closes the form when Save finds nothing changed', async () => {
    const submit = vi.fn(async () => true);
    const leave = vi.fn();
    render(<Harness submit={submit} leave={leave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('close'));
    expect(submit).not.toHaveBeenCalled();
  });
});

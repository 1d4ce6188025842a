import { useRef, useState, type ReactNode, type Ref } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { InputAdornment, TextField } from '@mui/material';
import type { FieldBase } from './field-base';
import { caretAfterDigits, countDigits, numberToInput, readNumberInput } from './number-input';

type NumberInputProps = {
  value: unknown;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  decimals: number;
  grouped: boolean;
  prefix?: string;
  suffix?: string;
};

/**
 * The text field under the number, money and percent fields, also usable without a form (an
 * inline row edit). It keeps what was typed (a trailing '.' stays on screen) and hands over the
 * number it means.
 */
export function NumberInput(p: NumberInputProps) {
  const options = { decimals: p.decimals, grouped: p.grouped };
  const [text, setText] = useState(() => numberToInput(p.value, options));
  const element = useRef<HTMLInputElement | null>(null);
  // a value set from outside (reset, another field) replaces what is on screen
  const shown = readNumberInput(text, options).value;
  const incoming = p.value == null ? null : readNumberInput(String(p.value), options).value;
  const display = shown === incoming ? text : numberToInput(p.value, options);
  if (display !== text) setText(display);

  return (
    <TextField
      fullWidth
      name={p.name}
      label={p.label}
      required={p.required}
      disabled={p.disabled}
      value={display}
      inputRef={(el: HTMLInputElement | null) => {
        element.current = el;
        if (typeof p.inputRef === 'function') p.inputRef(el);
      }}
      onChange={(e) => {
        const raw = e.target.value;
        const caret = e.target.selectionStart ?? raw.length;
        const next = readNumberInput(raw, options);
        setText(next.display);
        p.onChange(next.value);
        const digitsBefore = countDigits(raw.slice(0, caret));
        requestAnimationFrame(() => {
          const el = element.current;
          if (el && document.activeElement === el) {
            const at = caretAfterDigits(next.display, digitsBefore);
            el.setSelectionRange(at, at);
          }
        });
      }}
      onBlur={p.onBlur}
      error={Boolean(p.error)}
      helperText={p.error ?? p.helperText}
      slotProps={{
        htmlInput: { 'aria-label': p.label, inputMode: p.decimals > 0 ? 'decimal' : 'numeric' },
        input: {
          startAdornment: p.prefix ? <InputAdornment position="start">{p.prefix}</InputAdornment> : undefined,
          endAdornment: p.suffix ? <InputAdornment position="end">{p.suffix}</InputAdornment> : undefined,
        },
      }}
    />
  );
}

type NumberFieldProps<T extends FieldValues> = FieldBase<T> & { decimals?: number };

function bind<T extends FieldValues>(
  props: NumberFieldProps<T>,
  look: { decimals: number; grouped: boolean; prefix?: string; suffix?: string },
) {
  const { control, name, ...rest } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...rest}
          {...look}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A plain number (bedrooms, a year): digits only, or `decimals` after the point. */
export function FormNumber<T extends FieldValues>(props: NumberFieldProps<T>) {
  return bind(props, { decimals: props.decimals ?? 0, grouped: false });
}

/** Dollars: thousands separators while typing; '$', commas and letters never reach the form. */
export function FormMoney<T extends FieldValues>(props: NumberFieldProps<T>) {
  return bind(props, { decimals: props.decimals ?? 2, grouped: true, prefix: '$' });
}

/** A percentage with up to two decimals. */
export function FormPercent<T extends FieldValues>(props: NumberFieldProps<T>) {
  return bind(props, { decimals: props.decimals ?? 2, grouped: false, suffix: '%' });
}

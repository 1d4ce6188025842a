import { useState, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, FormControlLabel, MenuItem, TextField, type TextFieldProps } from '@mui/material';

type Base<T extends FieldValues> = {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
};

/** A text input bound to the form; null shows as empty. */
export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  onBlurValue,
  ...rest
}: Base<T> & {
  /** Rewrites the value when the field loses focus (e.g. the zip rule). */
  onBlurValue?: (value: string) => { value: string; error: string | null };
} & Pick<TextFieldProps, 'placeholder' | 'inputMode' | 'multiline' | 'minRows' | 'type'>) {
  const [blurError, setBlurError] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => {
            setBlurError(null);
            field.onChange(e.target.value);
          }}
          onBlur={() => {
            if (onBlurValue) {
              const next = onBlurValue(String(field.value ?? ''));
              if (next.value !== (field.value ?? '')) field.onChange(next.value);
              setBlurError(next.error);
            }
            field.onBlur();
          }}
          error={Boolean(fieldState.error || blurError)}
          helperText={blurError ?? fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { 'aria-label': label, inputMode: rest.inputMode } }}
        />
      )}
    />
  );
}

/** A select bound to the form; the empty option is shown as 'None' unless required. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  options,
  allowEmpty,
}: Base<T> & { options: Array<{ value: string | number; label: string }>; allowEmpty?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => {
            const raw = e.target.value as unknown as string;
            const option = options.find((o) => String(o.value) === String(raw));
            field.onChange(raw === '' ? null : (option?.value ?? raw));
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        >
          {allowEmpty && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({ control, name, label, disabled }: Base<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          disabled={disabled}
          label={label}
          control={
            <Checkbox
              slotProps={{ input: { name: field.name, ref: field.ref } }}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

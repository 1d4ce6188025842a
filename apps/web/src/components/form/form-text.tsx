import { useState, type ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import type { FieldBase } from './field-base';

/** The message under a field, with the character count at its end when the field has a limit. */
export function FieldHelper({ text, count, max }: { text: ReactNode; count: number; max?: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1 }}>
      <Box component="span" sx={{ flex: 1 }}>
        {text}
      </Box>
      <Box component="span" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {count} / {max}
      </Box>
    </Box>
  );
}

/** A text input bound to the form; null shows as empty; `maxLength` adds a counter. */
export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  onBlurValue,
  maxLength,
  ...rest
}: FieldBase<T> & {
  /** Rewrites the value when the field loses focus (e.g. the zip rule). */
  onBlurValue?: (value: string) => { value: string; error: string | null };
  /** Shows 'n / max' under the field; the schema still says what is too long. */
  maxLength?: number;
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
          helperText={
            maxLength === undefined ? (
              (blurError ?? fieldState.error?.message ?? helperText)
            ) : (
              <FieldHelper
                text={blurError ?? fieldState.error?.message ?? helperText}
                count={String(field.value ?? '').length}
                max={maxLength}
              />
            )
          }
          slotProps={{ htmlInput: { 'aria-label': label, inputMode: rest.inputMode } }}
        />
      )}
    />
  );
}

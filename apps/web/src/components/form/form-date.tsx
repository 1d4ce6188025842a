import { Controller, type FieldValues } from 'react-hook-form';
import { TextField } from '@mui/material';
import { formatListingDate, parseListingDate } from '@atrium/domain';
import type { FieldBase } from './field-base';

/**
 * A day typed in any accepted form (1/5/26, 01-05-2026, 2026-01-05...). On blur a day that parses
 * is rewritten as MM/DD/YYYY; one that does not stays as typed so the schema's message explains.
 * The form keeps the text; the domain's date field turns it into YYYY-MM-DD.
 */
export function FormDate<T extends FieldValues>({ control, name, ...p }: FieldBase<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          label={p.label}
          required={p.required}
          disabled={p.disabled}
          placeholder="MM/DD/YYYY"
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={() => {
            const text = String(field.value ?? '');
            const day = parseListingDate(text);
            if (day && formatListingDate(day) !== text) field.onChange(formatListingDate(day));
            field.onBlur();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? p.helperText}
          slotProps={{ htmlInput: { 'aria-label': p.label, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

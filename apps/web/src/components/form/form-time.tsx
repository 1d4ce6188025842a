import { useState, type ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { partsToTime, timeToParts, type TimeParts as Parts } from '@atrium/domain';
import type { FieldBase } from './field-base';

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 2);

/**
 * A time of day: hour 1-12 and minute 0-59 (two characters each) with an AM/PM toggle. The form
 * holds 'HH:mm' on a 24-hour clock, or null until the time is complete.
 */
export function FormTime<T extends FieldValues>({ control, name, ...p }: FieldBase<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeInputs
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={p.label}
          required={p.required}
          disabled={p.disabled}
          message={fieldState.error?.message ?? p.helperText}
          isError={Boolean(fieldState.error)}
        />
      )}
    />
  );
}

function TimeInputs(p: {
  value: string | null;
  onChange: (v: string | null) => void;
  onBlur: () => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  message: ReactNode;
  isError: boolean;
}) {
  const [parts, setParts] = useState<Parts>(() => timeToParts(p.value));
  const change = (next: Partial<Parts>) => {
    const merged = { ...parts, ...next };
    setParts(merged);
    p.onChange(partsToTime(merged));
  };
  return (
    <FormControl component="fieldset" error={p.isError} disabled={p.disabled} required={p.required}>
      <FormLabel component="legend" sx={{ typography: 'caption', mb: 0.5 }}>
        {p.label}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} onBlur={p.onBlur}>
        <TextField
          size="small"
          value={parts.hour}
          onChange={(e) => change({ hour: digits(e.target.value) })}
          slotProps={{ htmlInput: { 'aria-label': `${p.label} hour`, inputMode: 'numeric', maxLength: 2 } }}
          sx={{ width: 64 }}
        />
        <span aria-hidden>:</span>
        <TextField
          size="small"
          value={parts.minute}
          onChange={(e) => change({ minute: digits(e.target.value) })}
          slotProps={{ htmlInput: { 'aria-label': `${p.label} minute`, inputMode: 'numeric', maxLength: 2 } }}
          sx={{ width: 64 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={parts.period}
          aria-label={`${p.label} AM or PM`}
          onChange={(_, v: 'AM' | 'PM' | null) => v && change({ period: v })}
        >
          <ToggleButton value="AM">AM</ToggleButton>
          <ToggleButton value="PM">PM</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {p.message && <FormHelperText>{p.message}</FormHelperText>}
    </FormControl>
  );
}

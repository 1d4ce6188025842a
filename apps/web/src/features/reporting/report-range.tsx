import { TextField } from '@mui/material';
import type { z } from 'zod';

/** The reports' date range: its defaults, its errors by the domain's rule, its two fields. */
export const today = () => new Date().toISOString().slice(0, 10);
export const yearStart = () => `${today().slice(0, 4)}-01-01`;

export type DateRange = { startDate: string; endDate: string };

/** The server's rules (required dates, the end not before the start), per field. */
export function fieldErrors<T>(schema: z.ZodType, value: T): Partial<Record<keyof T & string, string>> {
  const checked = schema.safeParse(value);
  if (checked.success) return {};
  return Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])) as Partial<
    Record<keyof T & string, string>
  >;
}

export function DateRangeFields({
  range,
  errors,
  onChange,
}: {
  range: DateRange;
  errors: Partial<Record<keyof DateRange, string>>;
  onChange: (range: DateRange) => void;
}) {
  return (
    <>
      <TextField
        type="date"
        label="From"
        value={range.startDate}
        error={Boolean(errors.startDate)}
        helperText={errors.startDate}
        onChange={(e) => onChange({ ...range, startDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="To"
        value={range.endDate}
        error={Boolean(errors.endDate)}
        helperText={errors.endDate}
        onChange={(e) => onChange({ ...range, endDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

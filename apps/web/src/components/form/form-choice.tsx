import { Controller, type FieldValues } from 'react-hook-form';
import {
  Autocomplete,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { FieldBase } from './field-base';

export type Option = { value: string | number; label: string };

/** A select bound to the form; the empty option is shown as 'None' when `allowEmpty`. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...p
}: FieldBase<T> & { options: Option[]; allowEmpty?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={p.label}
          required={p.required}
          disabled={p.disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => {
            const raw = e.target.value as unknown as string;
            const option = p.options.find((o) => String(o.value) === String(raw));
            field.onChange(raw === '' ? null : (option?.value ?? raw));
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? p.helperText}
          slotProps={{ htmlInput: { 'aria-label': p.label } }}
        >
          {p.allowEmpty && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
          {p.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Several choices shown as chips; the form holds the chosen values in the options' order. */
export function FormChips<T extends FieldValues>({
  control,
  name,
  ...p
}: FieldBase<T> & { options: Option[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = new Set(((field.value as Array<string | number> | null) ?? []).map(String));
        return (
          <Autocomplete
            multiple
            disabled={p.disabled}
            options={p.options}
            value={p.options.filter((o) => chosen.has(String(o.value)))}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            getOptionLabel={(o) => o.label}
            onChange={(_, picked) => {
              const ids = new Set(picked.map((o) => String(o.value)));
              field.onChange(p.options.filter((o) => ids.has(String(o.value))).map((o) => o.value));
            }}
            onBlur={field.onBlur}
            renderValue={(picked, getItemProps) =>
              picked.map((o, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={o.label} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={p.label}
                required={p.required}
                name={field.name}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? p.helperText}
              />
            )}
          />
        );
      }}
    />
  );
}

/** A yes/no question answered by two radio buttons; the form holds a boolean. */
export function FormYesNo<T extends FieldValues>({ control, name, ...p }: FieldBase<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl
          component="fieldset"
          error={Boolean(fieldState.error)}
          disabled={p.disabled}
          required={p.required}
        >
          <FormLabel component="legend">{p.label}</FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value == null ? '' : field.value ? 'yes' : 'no'}
            onChange={(e) => field.onChange(e.target.value === 'yes')}
            onBlur={field.onBlur}
          >
            <FormControlLabel value="yes" control={<Radio />} label="Yes" />
            <FormControlLabel value="no" control={<Radio />} label="No" />
          </RadioGroup>
          {(fieldState.error?.message ?? p.helperText) && (
            <FormHelperText>{fieldState.error?.message ?? p.helperText}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({ control, name, label, disabled }: FieldBase<T>) {
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

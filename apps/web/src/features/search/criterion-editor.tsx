import {
  Autocomplete,
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CRITERION_TYPES,
  DATE_PRESETS,
  NO,
  RANGE_TYPES,
  TEXT_TYPES,
  YES,
  YES_NO_TYPES,
  type AdvancedSearchCriterion,
  type AdvancedSearchFieldsResponse,
} from '@atrium/domain';

export type FieldInfo = AdvancedSearchFieldsResponse[number];

type Props = {
  field: FieldInfo;
  criterion: AdvancedSearchCriterion;
  error?: string | null;
  onChange: (next: AdvancedSearchCriterion) => void;
  onRemove: () => void;
};

/** One criterion: the field's name and the editor of its type (spec/002 sections 5 and 9). */
export function CriterionEditor({ field, criterion, error, onChange, onRemove }: Props) {
  const set = (patch: Partial<AdvancedSearchCriterion>) => onChange({ ...criterion, ...patch });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{
        alignItems: { md: 'flex-start' },
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
      data-testid={`criterion-${field.fieldName}`}
    >
      <Typography sx={{ width: { md: 200 }, flexShrink: 0, pt: { md: 1 }, fontWeight: 600 }} variant="body2">
        {field.displayName}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TypeEditor field={field} criterion={criterion} set={set} />
        {error && (
          <Typography color="error" variant="caption" component="p" sx={{ mt: 0.5 }} role="alert">
            {error}
          </Typography>
        )}
      </Box>
      <Tooltip title={`Remove ${field.displayName}`}>
        <IconButton
          onClick={onRemove}
          aria-label={`Remove ${field.displayName}`}
          size="small"
          sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function TypeEditor({
  field,
  criterion,
  set,
}: {
  field: FieldInfo;
  criterion: AdvancedSearchCriterion;
  set: (patch: Partial<AdvancedSearchCriterion>) => void;
}) {
  const type = field.searchFieldType;
  const values = criterion.values;
  const label = field.displayName;

  if (YES_NO_TYPES.includes(type)) {
    const toggle = (v: string, on: boolean) =>
      set({ values: on ? [...values.filter((x) => x !== v), v] : values.filter((x) => x !== v) });
    return (
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Checkbox checked={values.includes(YES)} onChange={(e) => toggle(YES, e.target.checked)} />
          }
          label="Yes"
        />
        <FormControlLabel
          control={<Checkbox checked={values.includes(NO)} onChange={(e) => toggle(NO, e.target.checked)} />}
          label="No"
        />
      </Stack>
    );
  }

  if (RANGE_TYPES.includes(type)) {
    return (
      <Stack direction="row" spacing={1.5}>
        <TextField
          label="Min"
          type="number"
          value={values[0] ?? ''}
          onChange={(e) => set({ values: [e.target.value] })}
          slotProps={{ htmlInput: { 'aria-label': `${label} minimum`, min: 0 } }}
          sx={{ width: 180 }}
        />
        <TextField
          label="Max"
          type="number"
          value={criterion.endValue ?? ''}
          onChange={(e) => set({ endValue: e.target.value || null })}
          slotProps={{ htmlInput: { 'aria-label': `${label} maximum`, min: 0 } }}
          sx={{ width: 180 }}
        />
      </Stack>
    );
  }

  if (type === CRITERION_TYPES.date) {
    const preset = values[0] ?? '';
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label="Date"
          value={preset}
          onChange={(e) =>
            set({
              values: e.target.value === 'Date Range' ? ['Date Range', ''] : [e.target.value],
              endValue: null,
            })
          }
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { 'aria-label': `${label} preset` } }}
        >
          {DATE_PRESETS.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        {preset === 'Date Range' && (
          <>
            <TextField
              label="From"
              type="date"
              value={values[1] ?? ''}
              onChange={(e) => set({ values: ['Date Range', e.target.value] })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} from` } }}
              sx={{ width: 180 }}
            />
            <TextField
              label="To"
              type="date"
              value={criterion.endValue ?? ''}
              onChange={(e) => set({ endValue: e.target.value || null })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} to` } }}
              sx={{ width: 180 }}
            />
          </>
        )}
      </Stack>
    );
  }

  if (TEXT_TYPES.includes(type)) {
    return (
      <TextField
        fullWidth
        value={values.join(',')}
        onChange={(e) => set({ values: [e.target.value] })}
        placeholder={
          field.allowMultiple
            ? 'One value, or several separated by commas'
            : `Part of the ${label.toLowerCase()}`
        }
        slotProps={{ htmlInput: { 'aria-label': label } }}
      />
    );
  }

  // multi-select: statuses, offices, property types; the fields for populated / not populated
  const selected = field.lookups.filter((l) => values.includes(String(l.id)));
  return (
    <Autocomplete
      multiple
      size="small"
      options={field.lookups}
      value={selected}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => set({ values: next.map((o) => String(o.id)) })}
      renderInput={(params) => (
        <TextField {...params} placeholder={selected.length ? '' : 'Choose…'} aria-label={label} />
      )}
      slotProps={{ chip: { size: 'small' } }}
      disableCloseOnSelect
    />
  );
}

import { Controller, useWatch, type Control, type Path } from 'react-hook-form';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import {
  DISPLAY_OPTION_LABEL,
  HEADER_OPTION_LABEL,
  HEADER_OPTIONS,
  SHOWCASE_LIMITS,
  TITLE_OPTION_LABEL,
  TITLE_OPTIONS,
} from '@atrium/domain';
import { FormText } from '../../../../components/form/form-text';
import { FormCheckbox } from '../../../../components/form/form-choice';
import type { ShowcaseForm } from './showcase-settings-values';

type FieldsProps = { control: Control<ShowcaseForm>; readOnly: boolean };
const fields = (c: Control<ShowcaseForm>) => c as Control<ShowcaseForm, unknown, unknown>;

/** A choice among the numbered options of a label table (header, title, property details). */
function OptionRadios({
  control,
  name,
  label,
  labels,
  disabled,
  helperText,
}: {
  control: Control<ShowcaseForm>;
  name: Path<ShowcaseForm>;
  label: string;
  labels: Record<number, string>;
  disabled: boolean;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup
            row
            name={field.name}
            aria-describedby={helperText ? `${field.name}-help` : undefined}
            value={field.value == null ? '' : String(field.value)}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
          >
            {Object.entries(labels).map(([value, text]) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={text} />
            ))}
          </RadioGroup>
          {helperText && (
            <FormHelperText id={`${field.name}-help`} sx={{ mx: 0 }}>
              {helperText}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/** Main Menu: the header, the headline and subheadline, the price, the title and the details shown. */
export function MainMenuFields({
  control,
  readOnly,
  defaultHeadline,
}: FieldsProps & { defaultHeadline: string }) {
  const [headerOptions, titleOption] = useWatch({ control, name: ['headerOptions', 'titleOption'] });
  return (
    <Stack spacing={2.5}>
      <OptionRadios
        control={control}
        name="headerOptions"
        label="Header options"
        labels={HEADER_OPTION_LABEL}
        disabled={readOnly}
        helperText="The site's top bar shows the address, the brokerage's name (Other) or your custom header."
      />
      {headerOptions === HEADER_OPTIONS.customHeader && (
        <FormText
          control={fields(control)}
          name="customHeader"
          label="Custom Header"
          maxLength={SHOWCASE_LIMITS.customHeaderMax}
          disabled={readOnly}
        />
      )}
      <FormText
        control={fields(control)}
        name="headline"
        label="Headline"
        placeholder={defaultHeadline}
        helperText={defaultHeadline ? `Left empty, the site shows “${defaultHeadline}”.` : undefined}
        disabled={readOnly}
      />
      <FormText control={fields(control)} name="subheadline" label="Subheadline" disabled={readOnly} />
      {/* in a box: the stack would take away the label's negative margin that lines the box up */}
      <Box>
        <FormCheckbox control={fields(control)} name="showPrice" label="Show Price" disabled={readOnly} />
      </Box>
      <OptionRadios
        control={control}
        name="titleOption"
        label="Showcase title options"
        labels={TITLE_OPTION_LABEL}
        disabled={readOnly}
        helperText="The site's title in browser tabs, search results and link previews."
      />
      {titleOption === TITLE_OPTIONS.customText && (
        <FormText control={fields(control)} name="customTitle" label="Custom title" disabled={readOnly} />
      )}
      <OptionRadios
        control={control}
        name="displayOptions"
        label="Property detail options"
        labels={DISPLAY_OPTION_LABEL}
        disabled={readOnly}
      />
    </Stack>
  );
}

/** Tracking: the site's analytics ids. */
export function TrackingFields({ control, readOnly }: FieldsProps) {
  const max = SHOWCASE_LIMITS.trackingIdMax;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
      <FormText
        control={fields(control)}
        name="googleAnalyticsTrackingId"
        label="Google analytics tracking id"
        maxLength={max}
        disabled={readOnly}
      />
      <FormText
        control={fields(control)}
        name="hotjarTrackingId"
        label="Hotjar tracking id"
        maxLength={max}
        disabled={readOnly}
      />
      <FormText
        control={fields(control)}
        name="googleTagManager"
        label="Google tag manager"
        maxLength={max}
        disabled={readOnly}
      />
    </Stack>
  );
}

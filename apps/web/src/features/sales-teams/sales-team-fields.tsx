import { Controller, type Control } from 'react-hook-form';
import { Autocomplete, Grid, TextField, Typography } from '@mui/material';
import {
  descriptionLength,
  PHONE_DISPLAY_CHOICES,
  SALES_TEAM_LABELS as LABEL,
  SALES_TEAM_LIMITS as L,
  type SalesTeamDescriptionBody,
} from '@atrium/domain';
import { FormText } from '../../components/form/form-text';
import { FormCheckbox, FormSelect } from '../../components/form/form-choice';
import { LazyRichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';
import { useLookups } from '../lookups';

type Props = { control: Control<SalesTeamDescriptionBody>; isFull?: boolean };

/** The office of a team, picked by name among the offices in the lookups. */
function OfficeField({ control }: Props) {
  const { offices } = useLookups();
  return (
    <Controller
      control={control}
      name="officeId"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={offices}
          value={offices.find((o) => o.id === field.value) ?? null}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, o) => field.onChange(o?.id ?? null)}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              label={LABEL.officeId}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/**
 * The description fields of a team: the creation form shows the required ones and the contact
 * fields; the Description section (isFull) adds the phone display, social links and accolades.
 */
export function SalesTeamFields({ control, isFull }: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormText control={control} name="name" label={LABEL.name} required maxLength={L.nameMax} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormText control={control} name="email" label={LABEL.email} required inputMode="email" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <OfficeField control={control} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormText control={control} name="mlsNumber" label={LABEL.mlsNumber} />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <>
              <Typography
                component="p"
                variant="body2"
                color={fieldState.error ? 'error' : 'text.secondary'}
                sx={{ mb: 0.75 }}
                aria-hidden
              >
                Description *
              </Typography>
              <LazyRichTextEditor
                label="Description"
                testId="sales-team-description"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                tools={['bold', 'italic', 'bulletList', 'orderedList']}
                maxLength={L.descriptionMax}
                countText={descriptionLength}
                message={fieldState.error?.message ?? null}
              />
            </>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormText
          control={control}
          name="websiteUrl"
          label={LABEL.websiteUrl}
          inputMode="url"
          helperText="http:// is added when the address has none"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormText control={control} name="phone" label={LABEL.phone} inputMode="tel" />
      </Grid>
      {isFull && (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelect
              control={control}
              name="phoneNoDisplayOrder"
              label="Phone number display"
              options={PHONE_DISPLAY_CHOICES.map((c) => ({ value: c.id, label: c.label }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText
              control={control}
              name="phoneNumberDisplay"
              label={LABEL.phoneNumberDisplay}
              helperText="Shown when the display is Custom"
            />
          </Grid>
          {(['linkedInUrl', 'facebookUrl', 'twitterUrl', 'instagramUrl', 'youtubeUrl'] as const).map(
            (name) => (
              <Grid key={name} size={{ xs: 12, md: 6 }}>
                <FormText control={control} name={name} label={LABEL[name]} inputMode="url" />
              </Grid>
            ),
          )}
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="accoladesTitle" label={LABEL.accoladesTitle} />
          </Grid>
          <Grid size={12}>
            <FormText control={control} name="accolades" label={LABEL.accolades} multiline minRows={2} />
          </Grid>
          <Grid size={12}>
            <FormCheckbox control={control} name="canShareProperties" label="Can share properties" />
          </Grid>
        </>
      )}
    </Grid>
  );
}

export const EMPTY_TEAM: SalesTeamDescriptionBody = {
  name: '',
  email: '',
  officeId: null,
  description: '',
  websiteUrl: '',
  mlsNumber: '',
  phone: '',
};

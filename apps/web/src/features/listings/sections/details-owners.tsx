import { useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Box, Button, FormHelperText, Grid, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  canAddOwner,
  canDeleteOwner,
  LIMITS,
  OWNER_LABELS,
  zipOnBlur,
  type ListingDetailsForm,
  type ListingDetailsFormInput,
  type ListingOwnerInput,
} from '@atrium/domain';
import { FormText } from '../../../components/form/form-text';
import { FormCheckbox, FormSelect } from '../../../components/form/form-choice';
import type { ListingLookups } from '../listings-api';

type Form = UseFormReturn<ListingDetailsFormInput, unknown, ListingDetailsForm>;

export const EMPTY_OWNER: ListingOwnerInput = {
  firstName: '',
  lastName: '',
  ownerAddressDifferentFromPropertyAddress: false,
  address: '',
  address2: '',
  city: '',
  regionId: null,
  zip: '',
};

/** Owner information: Primary, Second, Third; '+ Add More' only once the owners are complete. */
export function DetailsOwners({ form, lookups }: { form: Form; lookups: ListingLookups }) {
  const control = form.control as Control<ListingDetailsFormInput, unknown, unknown>;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ownerInfo' });
  const owners = (useWatch({ control: form.control, name: 'ownerInfo' }) ?? []) as ListingOwnerInput[];
  const rootError = form.formState.errors.ownerInfo as
    { message?: string; root?: { message?: string } } | undefined;
  const ownersMessage = rootError?.message ?? rootError?.root?.message;
  const states = lookups.states.map((s) => ({ value: s.id, label: s.name }));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography component="legend" variant="h6">
          Owner information
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Up to {LIMITS.ownersPerListing} owners
        </Typography>
      </Stack>
      {ownersMessage && (
        <FormHelperText error sx={{ mb: 1.5 }}>
          {ownersMessage}
        </FormHelperText>
      )}
      <Stack spacing={2}>
        {fields.map((f, i) => {
          const differs = Boolean(owners[i]?.ownerAddressDifferentFromPropertyAddress);
          return (
            <Box
              key={f.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
              data-testid={`owner-${i}`}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
                <Typography variant="overline" color="secondary.dark">
                  {OWNER_LABELS[i]} owner
                </Typography>
                {canDeleteOwner(i) && (
                  <Tooltip title={`Delete the ${OWNER_LABELS[i].toLowerCase()} owner`}>
                    <IconButton
                      size="small"
                      aria-label={`Delete ${OWNER_LABELS[i]} owner`}
                      onClick={() => remove(i)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormText
                    control={control}
                    name={`ownerInfo.${i}.firstName`}
                    label={`${OWNER_LABELS[i]} owner first name`}
                    required
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormText
                    control={control}
                    name={`ownerInfo.${i}.lastName`}
                    label={`${OWNER_LABELS[i]} owner last name`}
                    required
                  />
                </Grid>
                <Grid size={12}>
                  <FormCheckbox
                    control={control}
                    name={`ownerInfo.${i}.ownerAddressDifferentFromPropertyAddress`}
                    label="Owner address is different from the property address"
                  />
                </Grid>
                {differs && (
                  <>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormText
                        control={control}
                        name={`ownerInfo.${i}.address`}
                        label="Owner address"
                        required
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormText control={control} name={`ownerInfo.${i}.address2`} label="Owner address 2" />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 5 }}>
                      <FormText control={control} name={`ownerInfo.${i}.city`} label="Owner city" required />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      <FormSelect
                        control={control}
                        name={`ownerInfo.${i}.regionId`}
                        label="Owner state"
                        required
                        options={states}
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 3 }}>
                      <FormText
                        control={control}
                        name={`ownerInfo.${i}.zip`}
                        label="Owner zip"
                        required
                        inputMode="numeric"
                        onBlurValue={zipOnBlur}
                      />
                    </Grid>
                  </>
                )}
              </Grid>
            </Box>
          );
        })}
      </Stack>
      <Button
        sx={{ mt: 1.5 }}
        startIcon={<AddOutlined />}
        disabled={!canAddOwner(owners)}
        onClick={() => append({ ...EMPTY_OWNER })}
      >
        Add More
      </Button>
    </Box>
  );
}

import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { ListingCreateSchema, type ListingCreateRequest } from '@atrium/domain';
import { useCurrentUser } from '../../../lib/session-store';
import { useLookups } from '../../lookups';
import { useCreateListing } from '../listing-search-api';

/** The 'New listing' form: listing type, office (when the user has a choice) and an optional title. */
export default function CreateListingDialog({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const { offices } = useLookups();
  const choices = user.officeIds.length
    ? offices.filter((o) => user.officeIds.includes(o.id))
    : offices.filter((o) => o.status === 1);
  const create = useCreateListing();
  const form = useForm<ListingCreateRequest>({
    resolver: zodResolver(ListingCreateSchema) as never,
    defaultValues: { listingType: 'Sale', officeId: user.officeIds[0] ?? choices[0]?.id, title: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const { id } = await create.mutateAsync({ ...values, title: values.title || undefined });
    onClose();
    navigate(`/eng/listing/${id}`);
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="create-listing-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-listing-title">New listing</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="listingType"
              render={({ field }) => (
                <RadioGroup row {...field} aria-label="Listing type">
                  <FormControlLabel value="Sale" control={<Radio />} label="Sale" />
                  <FormControlLabel value="Rental" control={<Radio />} label="Rental" />
                </RadioGroup>
              )}
            />
            {choices.length > 1 && (
              <Controller
                control={form.control}
                name="officeId"
                render={({ field }) => (
                  <TextField
                    select
                    label="Office"
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                  >
                    {choices.map((o) => (
                      <MenuItem key={o.id} value={o.id}>
                        {o.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <TextField
              label="Title (optional)"
              {...form.register('title')}
              error={Boolean(form.formState.errors.title)}
              helperText={form.formState.errors.title?.message ?? 'The listing starts as a draft.'}
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create draft'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

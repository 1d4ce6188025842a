import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import {
  formatListingDate,
  generateAccessCode,
  MSG,
  parseListingDate,
  privateSiteEndpoints as P,
  PrivateSiteUserCreateSchema,
  privateUserProblem,
  type PrivateSiteUser,
} from '@atrium/domain';
import { callEndpoint } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast-store';
import { FormText } from '../../../../components/form/form-text';
import { FormDate } from '../../../../components/form/form-date';

/** The add/edit form of an access code (the Private Showcase Site tab). */

export const privateUsersKey = (listingId: number) => ['showcase', listingId, 'private-users'] as const;

/** A stored start or end (00:00:00 / 23:59:59 UTC) as its day. */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

export type CodeForm = {
  name: string;
  accessCode: string;
  email: string;
  phone: string;
  customDate: boolean;
  /** As typed (MM/DD/YYYY); sent as YYYY-MM-DD. */
  startDate: string;
  endDate: string;
};

export const formOf = (u: PrivateSiteUser): CodeForm => ({
  name: u.name,
  accessCode: u.accessCode,
  email: u.email ?? '',
  phone: u.phone ?? '',
  customDate: u.customDate,
  startDate: formatListingDate(dayOf(u.startDate)),
  endDate: formatListingDate(dayOf(u.endDate)),
});

export function userBody(f: CodeForm) {
  return {
    name: f.name.trim(),
    accessCode: f.accessCode.trim(),
    email: f.email.trim() || null,
    phone: f.phone.trim() || null,
    customDate: f.customDate,
    startDate: f.customDate ? parseListingDate(f.startDate) : null,
    endDate: f.customDate ? parseListingDate(f.endDate) : null,
  };
}

/** Add (with a generated code) or edit an access code; Add/Update stay disabled until the form may be saved. */
export function AccessCodeDialog({
  listingId,
  user,
  onClose,
}: {
  listingId: number;
  user: PrivateSiteUser | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const form = useForm<CodeForm>({
    defaultValues: user
      ? formOf(user)
      : {
          name: '',
          accessCode: generateAccessCode(),
          email: '',
          phone: '',
          customDate: false,
          startDate: '',
          endDate: '',
        },
  });
  const values = useWatch({ control: form.control }) as CodeForm;
  const body = userBody(values);
  const problem = privateUserProblem(body);
  // the server's e-mail rule (the shared schema), told when the field is left and keeping Add off
  const emailProblem = (email: string) => {
    const checked = PrivateSiteUserCreateSchema.safeParse({
      ...body,
      email: email.trim() || null,
      listingId,
    });
    return checked.success
      ? null
      : (checked.error.issues.find((i) => i.path[0] === 'email')?.message ?? null);
  };
  const emailError = emailProblem(values.email ?? '');
  const save = useMutation({
    mutationFn: async () => {
      const opts = { errorMessage: MSG.privateUserSaveError };
      return user
        ? (await callEndpoint(P.updatePrivateSiteUser, { body: { ...body, listingId, id: user.id } }, opts))
            .data
        : (await callEndpoint(P.createPrivateSiteUser, { body: { ...body, listingId } }, opts)).data;
    },
    onSuccess: async (r) => {
      showToast('success', r.message);
      await qc.invalidateQueries({ queryKey: privateUsersKey(listingId) });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="access-code-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem && !emailError) save.mutate();
        }}
      >
        <DialogTitle id="access-code-title">{user ? 'Edit Access Code' : 'New Access Code'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormText control={form.control} name="name" label="Client Name" required maxLength={100} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormText
                control={form.control}
                name="accessCode"
                label="Access Code"
                required
                maxLength={10}
              />
              <Button
                variant="outlined"
                startIcon={<AutorenewOutlined />}
                onClick={() => form.setValue('accessCode', generateAccessCode(), { shouldDirty: true })}
                sx={{ flexShrink: 0, mt: 1 }}
              >
                New code
              </Button>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormText
                control={form.control}
                name="email"
                label="Email"
                type="email"
                onBlurValue={(v) => ({ value: v.trim(), error: emailProblem(v) })}
              />
              <FormText control={form.control} name="phone" label="Phone" inputMode="tel" />
            </Stack>
            <Controller
              control={form.control}
              name="customDate"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Custom dates"
                />
              )}
            />
            {values.customDate && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormDate
                  control={form.control}
                  name="startDate"
                  label="Start Date"
                  required
                  helperText="From 00:00:00"
                />
                <FormDate
                  control={form.control}
                  name="endDate"
                  label="End Date"
                  required
                  helperText="Until 23:59:59"
                />
              </Stack>
            )}
            {problem === 'endBeforeStart' && <Alert severity="error">{MSG.privateUserEndBeforeStart}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!!problem || !!emailError || save.isPending}>
            {user ? 'Update' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  MSG,
  privateSiteEndpoints as P,
  PRIVATE_ACCESS_EMAIL_OPTIONS,
  showcaseEndpoints as E,
  type PrivateSiteUser,
  type PrivateUserStatus,
  type ShowcaseSite,
} from '@atrium/domain';
import { callEndpoint } from '../../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast-store';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { DataTable, type Column } from '../../../../components/data-table/data-table';
import { AccessCodeDialog, formOf, privateUsersKey, userBody, type CodeForm } from './access-code-dialog';

/**
 * The Private Showcase Site tab: the private switches (saved at once with the site's other
 * settings), 'Generate New Access Code', and the access codes with their status, logins, edit and
 * expire. A visitor's request shows here as Pending Approval until an agent approves it.
 */

type PrivateSettings = {
  privateSite?: boolean;
  privateListingAccessEmailOption?: 0 | 1 | 2;
  autoGenerateCode?: boolean;
};

/** The settings body the API requires in full: the site's current values with one private field changed. */
function settingsBody(site: ShowcaseSite, change: PrivateSettings) {
  return {
    listingId: site.listingId,
    headerOptions: site.headerOptions as 1 | 2 | 3,
    customHeader: site.customHeader,
    headline: site.headline,
    subheadline: site.subheadline,
    showPrice: site.showPrice,
    titleOption: site.titleOption as 1 | 2 | 3 | 4,
    customTitle: site.customTitle,
    displayOptions: site.displayOptions as 1 | 2 | 3,
    googleAnalyticsTrackingId: site.googleAnalyticsTrackingId,
    hotjarTrackingId: site.hotjarTrackingId,
    googleTagManager: site.googleTagManager,
    customTabs: site.customTabs.map((t) => ({ title: t.title, body: t.body })),
    privateSite: site.privateSite,
    privateListingAccessEmailOption: site.privateListingAccessEmailOption as 0 | 1 | 2,
    autoGenerateCode: site.autoGenerateCode,
    ...change,
  };
}

/** From this window width the access-code table has room for the client's e-mail and phone. */
const WIDE_TABLE = 1600;

const STATUS_COLOR: Record<PrivateUserStatus, 'success' | 'warning' | 'default' | 'error'> = {
  Active: 'success',
  'Pending Approval': 'warning',
  Inactive: 'default',
  Expired: 'error',
};

export function PrivateSiteTab(props: { listingId: number; site: ShowcaseSite; readOnly: boolean }) {
  const { listingId, site, readOnly } = props;
  const qc = useQueryClient();
  const theme = useTheme();
  const users = useQuery({
    queryKey: privateUsersKey(listingId),
    queryFn: async () => (await callEndpoint(P.listPrivateSiteUsers, { params: { id: listingId } })).data,
  });
  // the switches show the change at once; the saved site replaces it once refetched
  const [local, setLocal] = useState<PrivateSettings>({});
  const shown = { ...site, ...local };
  const save = useMutation({
    mutationFn: (change: PrivateSettings) =>
      callEndpoint(
        E.updateShowcaseSite,
        { body: settingsBody(site, { ...local, ...change }) },
        { errorMessage: MSG.websiteSaveFailed },
      ),
    onMutate: (change) => setLocal((l) => ({ ...l, ...change })),
    onSuccess: () => showToast('success', MSG.websiteSaved),
    // once the saved site is read again, this change leaves the local values; a change made
    // meanwhile (another switch, still saving) stays shown
    onSettled: async (_answer, _error, change) => {
      await qc.invalidateQueries({ queryKey: ['showcase', listingId] });
      setLocal((l) => {
        const next = { ...l };
        for (const key of Object.keys(change) as Array<keyof PrivateSettings>)
          if (next[key] === change[key]) delete next[key];
        return next;
      });
    },
  });
  const update = useMutation({
    mutationFn: async (body: CodeForm & { id: number; approved?: boolean; expire?: boolean }) =>
      (
        await callEndpoint(
          P.updatePrivateSiteUser,
          {
            body: { ...userBody(body), listingId, id: body.id, approved: body.approved, expire: body.expire },
          },
          { errorMessage: MSG.privateUserSaveError },
        )
      ).data,
    onSuccess: (r) => showToast('success', r.message),
    onSettled: () => qc.invalidateQueries({ queryKey: privateUsersKey(listingId) }),
  });
  const [editing, setEditing] = useState<PrivateSiteUser | 'new' | null>(null);
  const [logins, setLogins] = useState<PrivateSiteUser | null>(null);
  const [expiring, setExpiring] = useState<PrivateSiteUser | null>(null);

  // the section is narrow beside the listing's side panel: below 1600 px the client's e-mail and
  // phone are read under the name (and are in the column chooser, with the created day); a phone
  // shows every field as a line of the row's card
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isNarrow = useMediaQuery(`(max-width:${WIDE_TABLE - 0.05}px)`);
  const contactInName = isNarrow && !isPhone;
  const narrowOnly = isPhone ? undefined : WIDE_TABLE;
  const columns: Column<PrivateSiteUser>[] = [
    {
      key: 'name',
      header: 'Client Name',
      isAlwaysShown: true,
      // room for an e-mail address on one line under the name
      width: contactInName ? '38%' : undefined,
      render: (u) => (
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {u.name}
          {contactInName &&
            [u.email, u.phone].filter(Boolean).map((line) => (
              <Typography key={line} variant="caption" color="text.secondary" component="div">
                {line}
              </Typography>
            ))}
        </Box>
      ),
    },
    {
      key: 'accessCode',
      header: 'Access Code',
      render: (u) => (
        <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {u.accessCode}
        </Box>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      // '' (not an empty box) leaves the line out of a phone's card
      render: (u) => (u.email ? <Box sx={{ overflowWrap: 'anywhere' }}>{u.email}</Box> : ''),
      hiddenBelowWidth: narrowOnly,
    },
    {
      key: 'phone',
      header: 'Phone',
      render: (u) => (u.phone ? <Box sx={{ whiteSpace: 'nowrap' }}>{u.phone}</Box> : ''),
      hiddenBelowWidth: narrowOnly,
    },
    {
      key: 'created',
      header: 'Created',
      render: (u) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(u.createdDate)}</Box>,
      hiddenBelowWidth: isPhone ? undefined : 1440,
    },
    {
      key: 'status',
      header: 'Status',
      render: (u) => (
        <Chip
          size="small"
          label={u.status}
          color={STATUS_COLOR[u.status]}
          variant={u.status === 'Inactive' ? 'outlined' : 'filled'}
        />
      ),
    },
    { key: 'totalLogins', header: 'Total Logins', align: 'right', render: (u) => u.totalLogins },
  ];

  return (
    <Stack spacing={2} component="section" aria-labelledby="private-site-title">
      <Typography id="private-site-title" variant="h6" component="h3">
        Private Showcase Site
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0.5, md: 3 }}
        // gap, not margins: the labels keep the negative margin that lines their boxes up
        useFlexGap
        sx={{ alignItems: { md: 'center' } }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={shown.privateSite}
              disabled={readOnly}
              onChange={(e) => save.mutate({ privateSite: e.target.checked })}
            />
          }
          label="Private Showcase Site"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={shown.autoGenerateCode}
              disabled={readOnly}
              onChange={(e) => save.mutate({ autoGenerateCode: e.target.checked })}
            />
          }
          label="Auto Generate Code"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {shown.autoGenerateCode
          ? 'A visitor who asks for access receives a code by e-mail at once.'
          : 'A visitor who asks for access waits until an agent approves the request.'}
      </Typography>
      <FormControl disabled={readOnly}>
        <FormLabel id="private-email-label">When a visitor requests access</FormLabel>
        <RadioGroup
          row
          aria-labelledby="private-email-label"
          value={String(shown.privateListingAccessEmailOption)}
          onChange={(e) =>
            save.mutate({ privateListingAccessEmailOption: Number(e.target.value) as 0 | 1 | 2 })
          }
        >
          {PRIVATE_ACCESS_EMAIL_OPTIONS.map((o) => (
            <FormControlLabel key={o.id} value={String(o.id)} control={<Radio />} label={o.name} />
          ))}
        </RadioGroup>
      </FormControl>
      {!readOnly && (
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
          Generate New Access Code
        </Button>
      )}
      <DataTable
        label="Access codes"
        dense
        hasColumnChooser
        columns={columns}
        rows={users.data}
        rowKey={(u) => u.id}
        isLoading={users.isPending}
        error={users.isError ? MSG.privateUserSaveError : null}
        emptyMessage="No access codes yet"
        rowName={(u) => u.name}
        rowActions={(u) => [
          { label: 'View login dates', onClick: () => setLogins(u) },
          ...(!readOnly && !u.approved
            ? [{ label: 'Approve', onClick: () => update.mutate({ ...formOf(u), id: u.id, approved: true }) }]
            : []),
          ...(!readOnly && u.canEdit
            ? [
                { label: 'Edit', onClick: () => setEditing(u) },
                { label: 'Expire', onClick: () => setExpiring(u) },
              ]
            : []),
        ]}
      />
      {editing && (
        <AccessCodeDialog
          listingId={listingId}
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Dialog
        open={!!logins}
        onClose={() => setLogins(null)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="logins-title"
      >
        <DialogTitle id="logins-title">Login dates: {logins?.name}</DialogTitle>
        <DialogContent>
          {logins?.privateSiteUserAudits.length ? (
            <List dense>
              {logins.privateSiteUserAudits.map((a, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText primary={formatDateTime(a.loginDate)} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">No logins yet.</Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setLogins(null)}>Close</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={!!expiring}
        title="Expire this access code?"
        message={`${expiring?.name ?? ''} can no longer open the site: the end date becomes yesterday.`}
        confirmLabel="Expire"
        isBusy={update.isPending}
        onCancel={() => setExpiring(null)}
        onConfirm={() => {
          const u = expiring!;
          setExpiring(null);
          update.mutate({ ...formOf(u), id: u.id, expire: true });
        }}
      />
    </Stack>
  );
}

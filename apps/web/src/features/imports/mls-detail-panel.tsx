import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { importEndpoints as E, MSG } from '@atrium/domain';
import { formatMoney, formatNumber } from '../../lib/format';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

const detailsKey = (listingId: number) => ['listing', listingId, 'mlsdetails'] as const;

/**
 * MLS details on the listing page: for those who may edit the listing, a button that opens the
 * listing's record at the MLS source and imports it (queued; the listing changes shortly after).
 */
export function MlsDetailPanel({ listingId, canEdit }: { listingId: number; canEdit: boolean }) {
  const [isOpen, setOpen] = useState(false);
  if (!canEdit) return null;
  return (
    <Box component="section" aria-label="MLS details">
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          Read the listing&apos;s record at the MLS and import its price, rooms and size.
        </Typography>
        <Box>
          <Button variant="outlined" startIcon={<CloudDownloadOutlined />} onClick={() => setOpen(true)}>
            MLS details
          </Button>
        </Box>
      </Stack>
      {isOpen && <MlsDetailDialog listingId={listingId} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function MlsDetailDialog({ listingId, onClose }: { listingId: number; onClose: () => void }) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const details = useQuery({
    queryKey: detailsKey(listingId),
    queryFn: () =>
      callEndpoint(E.getMlsDetails, { params: { id: listingId } }, { silent: true }).then((r) => r.data),
    retry: false,
  });
  const failure =
    details.error instanceof ApiError && details.error.status >= 400 && details.error.status < 500
      ? details.error.message
      : MSG.mlsDetailsFailed;
  const d = details.data;

  const importNow = async () => {
    if (!d) return;
    setBusy(true);
    try {
      const { message } = (
        await callEndpoint(
          E.importMlsDetails,
          {
            params: { id: listingId },
            body: { listingKey: d.listingKey, forceImport: true, source: 'Listing page' },
          },
          { errorMessage: MSG.mlsImportFailed },
        )
      ).data;
      showToast('success', message);
      // the job writes the listing shortly: read it again then
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['listing', listingId] }), 4000);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  const rows = d
    ? ([
        ['MLS number', d.listingKey],
        ['List price', formatMoney(d.listPrice)],
        ['Bedrooms', formatNumber(d.bedrooms)],
        ['Full baths', formatNumber(d.fullBaths)],
        ['Half baths', formatNumber(d.halfBaths)],
        ['Interior size', `${formatNumber(d.livingArea)} sq ft`],
      ] as const)
    : [];

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="mls-detail-title"
    >
      <DialogTitle id="mls-detail-title">MLS details</DialogTitle>
      <DialogContent>
        {details.isLoading && <Skeleton variant="rounded" height={180} aria-label="Loading MLS details" />}
        {details.isError && <Alert severity="error">{failure}</Alert>}
        {d && (
          <Stack spacing={2}>
            {d.source === 'sandbox' && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label="Sandbox: a generated record, no MLS is reached"
                sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
              />
            )}
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {d.description}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Import writes the list price (as MLS and current price), bedrooms, baths and interior size on
              the listing; its history records the change.
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void importNow()} disabled={!d || isBusy}>
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}

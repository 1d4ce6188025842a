import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { MSG, spotBookingAction } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { formatDate, formatMoney } from '../../lib/format';
import { useCurrentUser } from '../../lib/session-store';
import { actorFromUser } from '../../app/actor';
import { SpotListingTable } from './spot-listing-table';
import { useOutletAdvertisements, useSpotOutlets, useSpotStats, type SpotRow } from './spots-api';

/**
 * /eng/spotBooking: media outlets with spots, the advertisements and open spots of the chosen
 * outlet, the listing search and the user's spot figures. With Agent Spot Booking (or as staff)
 * a row books the chosen spot; other agents request it and the marketing staff are told.
 */
export default function SpotBookingPage() {
  const actor = actorFromUser(useCurrentUser()!);
  const action = spotBookingAction(actor) ?? 'request';
  const [outletId, setOutletId] = useState<number | null>(null);
  const [spot, setSpot] = useState<SpotRow | null>(null);
  const [booked, setBooked] = useState<number[]>([]);

  return (
    <Box>
      <PageHeader
        title="Spot Booking"
        subtitle={
          action === 'book'
            ? 'Choose a media outlet and an open spot, then book a listing into it.'
            : 'Choose a media outlet and a spot, then request it for a listing: the marketing staff will contact you.'
        }
      />
      <SpotStats />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 1fr) 3fr' },
          alignItems: 'start',
          mb: 3,
        }}
      >
        <OutletList
          selected={outletId}
          onSelect={(id) => {
            setOutletId(id);
            setSpot(null);
          }}
        />
        <SpotChooser
          outletId={outletId}
          selected={spot}
          hidden={booked}
          isRequest={action === 'request'}
          onSelect={setSpot}
        />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {spot ? `Listings for ${spot.name}` : 'Listings'}
      </Typography>
      {!spot && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Choose a spot above to {action} it for a listing.
        </Alert>
      )}
      <SpotListingTable
        spot={spot}
        action={action}
        onDone={() => {
          if (spot && action === 'book') setBooked([...booked, spot.id]);
          setSpot(null);
        }}
      />
    </Box>
  );
}

function SpotStats() {
  const stats = useSpotStats();
  const figures = [
    { label: 'Booked this year', value: stats.data?.booked },
    { label: 'Requested this year', value: stats.data?.requested },
    { label: 'Still to run', value: stats.data?.upcoming },
  ];
  if (stats.isError)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {MSG.spotStatsFailed}
      </Alert>
    );
  return (
    <Box
      role="group"
      aria-label="Your spot figures"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 2 }}
    >
      {figures.map((f) => (
        <Paper key={f.label} sx={{ p: 2 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {f.value ?? '–'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {f.label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function OutletList({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) {
  const outlets = useSpotOutlets();
  return (
    <Paper sx={{ p: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 1, py: 0.5 }}>
        Media outlets
      </Typography>
      {outlets.isLoading && <CircularProgress size={24} sx={{ m: 2 }} aria-label="Loading media outlets" />}
      {outlets.isError && <EmptyState dense tone="error" title={MSG.mediaOutletLoadFailed} />}
      {outlets.data?.length === 0 && <EmptyState dense title={MSG.noRecordsFound} />}
      <List dense aria-label="Media outlets">
        {outlets.data?.map((o) => (
          <ListItem key={o.id} disablePadding>
            <ListItemButton selected={o.id === selected} onClick={() => onSelect(o.id)}>
              <ListItemText
                primary={o.name}
                secondary={`${o.availableSpots} open in ${o.spotCount} spot${o.spotCount === 1 ? '' : 's'}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

type ChooserProps = {
  outletId: number | null;
  selected: SpotRow | null;
  hidden: number[];
  isRequest: boolean;
  onSelect: (spot: SpotRow) => void;
};

/** The advertisements of the outlet with their open spots (a booked-out spot leaves the list). */
function SpotChooser({ outletId, selected, hidden, isRequest, onSelect }: ChooserProps) {
  const ads = useOutletAdvertisements(outletId);
  if (outletId === null)
    return (
      <Paper sx={{ p: 2 }}>
        <EmptyState dense title="Choose a media outlet" message="Its advertisements and spots show here." />
      </Paper>
    );
  if (ads.isLoading) return <CircularProgress size={24} aria-label="Loading advertisements" />;
  if (ads.isError) return <EmptyState dense tone="error" title={MSG.spotAdvertisementListFailed} />;
  const shown = (ads.data ?? [])
    .map((ad) => ({
      ...ad,
      spots: ad.spots.filter(
        (s) => !hidden.includes(s.id) && (isRequest ? s.canAgentRequest : s.availableSpots > 0),
      ),
    }))
    .filter((ad) => ad.spots.length > 0);
  if (!shown.length)
    return (
      <Paper sx={{ p: 2 }}>
        <EmptyState dense title={MSG.noRecordsFound} message="No open spots in this media outlet." />
      </Paper>
    );
  return (
    <Stack spacing={2} aria-label="Advertisements and spots">
      {shown.map((ad) => (
        <Paper key={ad.id} sx={{ p: 2 }} component="section" aria-label={ad.name}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {ad.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {[
              ad.edition,
              ad.runDate && `Runs ${formatDate(ad.runDate)}`,
              ad.reservationDeadline && `Reserve by ${formatDate(ad.reservationDeadline)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}>
            {ad.spots.map((s) => (
              <Card
                key={s.id}
                variant="outlined"
                sx={{ borderColor: selected?.id === s.id ? 'primary.main' : undefined, borderWidth: 2 }}
              >
                <CardActionArea onClick={() => onSelect(s)} aria-pressed={selected?.id === s.id}>
                  <CardContent sx={{ py: 1.5 }}>
                    <Typography variant="body1" sx={{ fontWeight: 600 }} noWrap>
                      {s.name}
                    </Typography>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Chip
                        size="small"
                        color={s.availableSpots > 0 ? 'success' : 'default'}
                        label={`${s.availableSpots} of ${s.numberOfSpots} open`}
                      />
                      {s.agentCost != null && (
                        <Typography variant="body2" color="text.secondary">
                          {formatMoney(s.agentCost)}
                        </Typography>
                      )}
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

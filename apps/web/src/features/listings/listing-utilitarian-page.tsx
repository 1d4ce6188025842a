import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Box, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { canEditListing, COMMISSION_TYPE_LABEL, LOT_SIZE_UNITS, MSG, UNTITLED_LISTING } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { actorFromUser } from '../../app/actor';
import { DashPanel } from './listing-dash-panel';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useListingDetails } from './listings-api';
import {
  useAdditionalMls,
  useAgentDetails,
  useAmenityDetails,
  useBackOfficeValidation,
  useListingNotes,
  useQcStatus,
} from './listing-sections-api';
import { CompletenessPanel } from './sections/completeness-section';
import { ReadGrid } from '../../components/record-page/read-grid';
import { formatDate, formatMoney, formatNumber, formatYesNo } from '../../lib/format';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        height: '100%',
      }}
    >
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
const commission = (v: number | null, type: number | null) =>
  type === 3 ? COMMISSION_TYPE_LABEL[3] : v == null ? null : type === 2 ? formatMoney(v) : `${v}%`;

/** /eng/listingUtilitarian/{listingId}: a compact read-only summary of everything known. */
export default function ListingUtilitarianPage() {
  const id = Number(useParams().listingId);
  const { data, isLoading, isError } = useListingDetails(id);
  const agents = useAgentDetails(id);
  const amenities = useAmenityDetails(id);
  const notes = useListingNotes(id);
  const mls = useAdditionalMls(id);
  const qc = useQcStatus(id);
  const backOffice = useBackOfficeValidation(id);
  const user = useCurrentUser()!;
  if (isLoading) return <Typography color="text.secondary">Loading the listing…</Typography>;
  if (isError || !data) return <EmptyState tone="error" title={MSG.fetchListingAppData} />;
  const l = data.data as typeof data.data & {
    virtualTourUrl?: string | null;
    virtualTour3dUrl?: string | null;
  };
  const canEdit = canEditListing(actorFromUser(user), {
    officeId: l.officeId,
    agentIds: l.listingAgents.map((a) => a.agentId),
  });
  const side = (s: 1 | 2) => (agents.data?.listingAgents ?? []).filter((a) => a.sideTypeId === s);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h1">
          {l.title ?? UNTITLED_LISTING}
        </Typography>
        <Typography color="text.secondary">
          {l.listingNumber} · {l.status} · {l.listingType}
        </Typography>
        <Link component={RouterLink} to={`/eng/listing/${id}`} sx={{ ml: 'auto' }}>
          Open the listing
        </Link>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card title="Listing">
            <ReadGrid
              items={[
                ['Address', [l.address1, l.address2, l.city, l.state, l.zip].filter(Boolean).join(', ')],
                ['Office', l.office],
                ['Deal type', l.dealType],
                ['MLS number', l.mlsNumber],
                ['Deal number', l.tridentDealNumber],
                ['Data source', l.dataSource],
                ['Current price', formatMoney(l.currentPrice)],
                ['Initial price', formatMoney(l.initialPrice)],
                ['Sold price', formatMoney(l.soldPrice)],
                ['Listing commission', commission(l.listingCommission, l.listingCommissionType)],
                ['Buyer commission', commission(l.buyerCommission, l.buyerCommissionType)],
                ['Price upon request', formatYesNo(l.priceUponRequest)],
                ['Listing date', l.listingDate],
                ['Expiration date', l.expirationDate],
                ['Contract date', l.contractDate],
                ['Closed date', l.closedDate],
                ['Published', formatYesNo(l.publish)],
                ['Show address', formatYesNo(l.showAddress)],
                ['Rooms / beds', l.rooms != null ? `${l.rooms} / ${l.bedrooms ?? '—'}` : null],
                ['Baths', l.fullBaths != null ? `${l.fullBaths} full · ${l.halfBaths ?? 0} half` : null],
                ['Interior size', l.interiorSize != null ? `${formatNumber(l.interiorSize)} sq. ft.` : null],
                [
                  'Lot size',
                  l.lotSize != null
                    ? `${l.lotSize} ${LOT_SIZE_UNITS.find((u) => u.id === l.lotSizeTypeId)?.name ?? ''}`
                    : null,
                ],
                ['Year built', l.year],
                ['Photos', l.imageCount],
                ['Virtual tour', l.virtualTourUrl],
                ['3D tour', l.virtualTour3dUrl],
                ['Additional MLS', (mls.data ?? []).map((m) => `${m.mlsName} ${m.mlsNumber}`).join(', ')],
                ['Owners', l.ownerInfo.map((o) => `${o.firstName} ${o.lastName}`).join(', ')],
              ]}
            />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Card title="Validation">
              <CompletenessPanel listingId={id} linkSections={false} />
            </Card>
            <Card title="Back-office system">
              <ReadGrid
                columns={1}
                items={[
                  [
                    'Sent to back office',
                    backOffice.data ? formatYesNo(backOffice.data.sentToTrident) : null,
                  ],
                  ['Validation messages', backOffice.data?.validationMessages.join('; ') || 'None'],
                  ['QC status', qc.data?.status],
                  ['Reject reasons', qc.data?.rejectReasons.join('; ') || 'None'],
                ]}
              />
              <Box sx={{ mt: 2 }}>
                <DashPanel listingId={id} canEdit={canEdit} />
              </Box>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Agents">
            {([1, 2] as const).map((s) =>
              side(s).length ? (
                <Box key={s} sx={{ mb: 1.5 }}>
                  <Typography variant="caption" color="text.secondary">
                    {s === 1 ? 'List side' : 'Sale side'}
                  </Typography>
                  {side(s).map((a) => (
                    <Typography key={a.id} variant="body2">
                      {a.displayOrder}. {a.name} — {a.split}%{a.selectSale ? ' · select sale' : ''}{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        ({a.office ?? '—'})
                      </Box>
                    </Typography>
                  ))}
                </Box>
              ) : null,
            )}
            {!agents.data?.listingAgents.length && <Typography color="text.secondary">No agents.</Typography>}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Amenities">
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {(amenities.data ?? [])
                .filter((a) => a.selected)
                .map((a) => (
                  <Chip
                    key={a.amenityId}
                    size="small"
                    variant="outlined"
                    label={a.text ? `${a.amenityName}: ${a.text}` : a.amenityName}
                  />
                ))}
            </Stack>
            {!(amenities.data ?? []).some((a) => a.selected) && (
              <Typography color="text.secondary">None selected.</Typography>
            )}
          </Card>
        </Grid>
        <Grid size={12}>
          <Card title={`Notes (${notes.data?.length ?? 0})`}>
            {(notes.data ?? []).slice(0, 10).map((n) => (
              <Box key={n.id} sx={{ mb: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {[n.firstName, n.lastName].filter(Boolean).join(' ')} · {formatDate(n.createdDate)}
                </Typography>
                <Typography variant="body2">
                  {n.note
                    .replace(/<[^>]+>/g, ' ')
                    .replace(/\s+/g, ' ')
                    .trim()}
                </Typography>
              </Box>
            ))}
            {!notes.data?.length && <Typography color="text.secondary">No notes.</Typography>}
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}

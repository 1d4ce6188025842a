import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import {
  isAllowed,
  LISTING_STATUS_LABEL,
  MSG,
  ruleForPath,
  type ListingMarketingSummary,
  type ListingStatusId,
} from '@atrium/domain';
import { DataTable } from '../../components/data-table/data-table';
import type { Column } from '../../components/data-table/data-table-types';
import { EmptyState } from '../../components/empty-state/empty-state';
import { PageHeader } from '../../components/page/page-header';
import { PageLoading } from '../../app/shell/app-shell';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session-store';
import { formatMoney, formatNumber } from '../../lib/format';
import { CostLine, ItemLine, MarketingLinks, ReachLine, TypeCounts } from './marketing-glance';
import { listingMarketingPath, useListingMarketingSummary, useListingsMarketing } from './marketing-api';

const PAGE_SIZE = 20;

const statusOf = (s: ListingMarketingSummary) => LISTING_STATUS_LABEL[s.statusId as ListingStatusId] ?? '';
const placeOf = (s: ListingMarketingSummary) => [s.city, statusOf(s)].filter(Boolean).join(' · ');

/**
 * /eng/marketing: the marketing of the listings the user may see, at a glance, latest activity
 * first; /listing/{listingId}/marketing: the same for one listing, larger.
 */
export default function ListingMarketingPage() {
  const { listingId } = useParams();
  if (listingId === undefined) return <ListingsMarketing />;
  return <OneListingMarketing id={/^\d+$/.test(listingId) ? Number(listingId) : null} />;
}

const COLUMNS: Column<ListingMarketingSummary>[] = [
  {
    key: 'listing',
    header: 'Listing',
    isAlwaysShown: true,
    render: (s) => (
      <Box sx={{ minWidth: 160 }}>
        <Link component={RouterLink} to={listingMarketingPath(s.listingId)} sx={{ fontWeight: 600 }}>
          {s.title}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          {placeOf(s)}
        </Typography>
        <MarketingLinks listingId={s.listingId} isCompact />
      </Box>
    ),
  },
  { key: 'types', header: 'Marketing', render: (s) => <TypeCounts summary={s} /> },
  { key: 'latest', header: 'Latest', render: (s) => <ItemLine item={s.latest} /> },
  { key: 'next', header: 'Next', render: (s) => <ItemLine item={s.next} /> },
  { key: 'cost', header: 'Cost', align: 'right', render: (s) => <CostLine summary={s} /> },
  { key: 'reach', header: 'Views · Clicks', align: 'right', render: (s) => <ReachLine summary={s} /> },
];

const MARKETING_AREAS = [
  { path: '/eng/otherMarketing', label: 'Other marketing' },
  { path: '/eng/advertisements', label: 'Advertisements' },
  { path: '/eng/spotBooking', label: 'Spot booking' },
  { path: '/eng/press', label: 'Press' },
  { path: '/eng/mediaOutlets', label: 'Media outlets' },
] as const;

function ListingsMarketing() {
  const [page, setPage] = useState(0);
  const navigate = useNavigate();
  const query = useListingsMarketing(page + 1, PAGE_SIZE);
  const user = useCurrentUser();
  // the other marketing areas, each for those its route opens to
  const areas = MARKETING_AREAS.filter(({ path }) => {
    const rule = ruleForPath(path);
    return Boolean(user && rule && isAllowed({ roles: user.roleCodes }, rule.allow));
  });
  return (
    <Box>
      {/* the shell's header names the page */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">
          The marketing of the listings you can see, latest activity first.
        </Typography>
        {areas.length > 0 && (
          <Stack
            component="nav"
            aria-label="Marketing areas"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            {areas.map(({ path, label }) => (
              <Button key={path} component={RouterLink} to={path} variant="outlined" size="small">
                {label}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      <DataTable
        label="Listing marketing"
        columns={COLUMNS}
        rows={query.data?.results}
        rowKey={(s) => s.listingId}
        rowName={(s) => s.title}
        isLoading={query.isLoading}
        error={query.isError ? MSG.listingMarketingFailed : null}
        emptyMessage={MSG.listingMarketingEmpty}
        onRowOpen={(s) => void navigate(listingMarketingPath(s.listingId))}
        paging={{ page, pageSize: PAGE_SIZE, total: query.data?.totalRecords ?? 0, onPageChange: setPage }}
      />
    </Box>
  );
}

/** One figure of the listing: a label over its value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Paper>
  );
}

function OneListingMarketing({ id }: { id: number | null }) {
  const query = useListingMarketingSummary(id);
  const back = (
    <Button component={RouterLink} to="/eng/marketing">
      All listings' marketing
    </Button>
  );
  if (id == null)
    return (
      <EmptyState
        isPageHeading
        title="Listing Marketing"
        message="This address names no listing."
        action={back}
      />
    );
  if (query.isLoading) return <PageLoading />;
  if (query.isError || !query.data) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        isPageHeading
        tone="error"
        title="Listing Marketing"
        message={isMissing ? 'This listing does not exist or you cannot see it.' : MSG.listingMarketingFailed}
        action={back}
      />
    );
  }
  const s = query.data;
  return (
    <Box>
      <PageHeader
        title="Listing Marketing"
        subtitle={[s.title, placeOf(s)].filter(Boolean).join(' · ')}
        actions={back}
      />
      <Stack spacing={3}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
          }}
        >
          <Figure label="Marketing items" value={formatNumber(s.itemCount)} />
          <Figure label="Actual cost" value={formatMoney(s.actualCost)} />
          <Figure label="Agent cost" value={formatMoney(s.agentCost)} />
          <Figure label="Office cost" value={formatMoney(s.officeCost)} />
          <Figure label="Views" value={formatNumber(s.views)} />
          <Figure label="Clicks" value={formatNumber(s.clicks)} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              By type
            </Typography>
            <TypeCounts summary={s} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Latest
            </Typography>
            <ItemLine item={s.latest} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Next
            </Typography>
            <ItemLine item={s.next} />
          </Paper>
        </Box>
        <MarketingLinks listingId={s.listingId} />
      </Stack>
    </Box>
  );
}

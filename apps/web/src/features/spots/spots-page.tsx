import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Box, Button, Chip, Paper, Tab, Tabs, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import {
  canManageSpots,
  MSG,
  SPOT_LIMITS,
  SPOT_LIST_DEFAULTS,
  SPOT_SUB_ACTION_AGENT_COST,
  SPOT_TABS,
  spotBookingAction,
  type SpotListInput,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { EmptyState } from '../../components/empty-state/empty-state';
import { formatMoney } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { useCurrentUser } from '../../lib/session-store';
import { actorFromUser } from '../../app/actor';
import { SpotFormDialog } from './spot-form-dialog';
import { SpotAssignmentsTab } from './spot-assignments-tab';
import { SpotReservationsTab } from './spot-reservations-tab';
import { SpotAgentCostTab } from './spot-agent-cost-tab';
import { SpotListingTable } from './spot-listing-table';
import { SpotTearSheetField } from './spot-tear-sheet-field';
import { spotCalls, useSpotRefresh, useSpots, type SpotRow } from './spots-api';

const COLUMNS: Column<SpotRow>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', isAlwaysShown: true, render: (r) => r.name },
  {
    key: 'numberOfSpots',
    header: 'Spots',
    sortKey: 'numberOfSpots',
    align: 'right',
    render: (r) => r.numberOfSpots,
  },
  {
    key: 'numberOfSpotsReserved',
    header: 'Reserved',
    align: 'right',
    render: (r) => r.numberOfSpotsReserved,
    hiddenBelowWidth: 700,
  },
  {
    key: 'booked',
    header: 'Booked',
    align: 'right',
    render: (r) => r.numberOfSpotsAssigned,
    hiddenBelowWidth: 700,
  },
  {
    key: 'availableSpots',
    header: 'Available',
    sortKey: 'availableSpots',
    align: 'right',
    render: (r) => (
      <Chip size="small" color={r.availableSpots > 0 ? 'success' : 'default'} label={r.availableSpots} />
    ),
  },
  {
    key: 'costPerSpot',
    header: 'Cost per spot',
    sortKey: 'costPerSpot',
    align: 'right',
    render: (r) => formatMoney(r.costPerSpot),
    hiddenBelowWidth: 900,
  },
  {
    key: 'agentCost',
    header: 'Agent cost',
    align: 'right',
    render: (r) => formatMoney(r.agentCost),
    hiddenBelowWidth: 900,
  },
  {
    key: 'canAgentRequest',
    header: 'Agents may request',
    render: (r) => (r.canAgentRequest ? 'Yes' : 'No'),
    hiddenBelowWidth: 1100,
  },
];

type TabKey = (typeof SPOT_TABS)[number]['key'];

/**
 * /eng/spots/{advertisementId}: the spots of an advertisement with their counts, and for the chosen
 * spot its tabs: the listings booked (viewAssignments), booking open spots, reservations and agent
 * costs (the last two for marketing staff).
 */
export default function SpotsPage() {
  const advertisementId = Number(useParams().advertisementId);
  const navigate = useNavigate();
  const actor = actorFromUser(useCurrentUser()!);
  const isManager = canManageSpots(actor);
  const action = spotBookingAction(actor) ?? 'request';
  const [query, setQuery] = useState<SpotListInput>(SPOT_LIST_DEFAULTS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [tab, setTab] = useState<TabKey>('viewAssignments');
  const [editing, setEditing] = useState<SpotRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SpotRow | null>(null);
  const result = useSpots(advertisementId, query);
  const refresh = useSpotRefresh();
  const spots = result.data?.items;
  const selected = spots?.find((s) => s.id === selectedId) ?? null;
  const tabs = SPOT_TABS.filter((t) => isManager || t.index < 2);

  const remove = async () => {
    if (!deleting) return;
    try {
      await spotCalls.remove(advertisementId, deleting.id);
      showToast('success', MSG.spotDeleted);
      if (selectedId === deleting.id) setSelectedId(null);
      await refresh();
    } catch {
      // the call has shown its toast
    } finally {
      setDeleting(null);
    }
  };

  const subActions = (r: SpotRow) => [
    { label: 'Open', onClick: () => setSelectedId(r.id) },
    ...(isManager
      ? [
          { label: 'Edit', onClick: () => setEditing(r) },
          {
            label: 'Agent cost',
            onClick: () => {
              setSelectedId(r.id);
              setTab(SPOT_TABS[SPOT_SUB_ACTION_AGENT_COST].key);
            },
          },
          { label: 'Delete', onClick: () => setDeleting(r) },
        ]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title="Spots"
        overline="Advertisement"
        subtitle="The spots of this advertisement: what is reserved, booked and still open."
        actions={
          <>
            <Button color="inherit" onClick={() => navigate('/eng/spotBooking')}>
              Spot booking
            </Button>
            {isManager && (
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
                New spot
              </Button>
            )}
          </>
        }
      />
      <DataTable
        label="Spots"
        columns={COLUMNS}
        rows={spots}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        isLoading={result.isLoading}
        error={result.isError ? MSG.spotLoadFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(r) => setSelectedId(r.id)}
        rowActions={subActions}
        sort={{ column: String(query.sortColumn), direction: query.sortDirection ?? 'asc' }}
        onSortChange={(s) =>
          setQuery({
            ...query,
            sortColumn: s.column as SpotListInput['sortColumn'],
            sortDirection: s.direction,
            currentPage: 1,
          })
        }
        paging={{
          page: (query.currentPage ?? 1) - 1,
          pageSize: SPOT_LIMITS.pageSize,
          total: result.data?.totalCount ?? 0,
          onPageChange: (p) => setQuery({ ...query, currentPage: p + 1 }),
        }}
      />
      <Paper sx={{ mt: 3, p: { xs: 1.5, sm: 2 } }} component="section" aria-label="Spot">
        {!selected ? (
          <EmptyState
            dense
            title="Choose a spot"
            message="Its bookings, reservations and agent costs show here."
          />
        ) : (
          <>
            <Typography variant="h6" component="h2">
              {selected.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {selected.availableSpots} of {selected.numberOfSpots} open · {selected.numberOfSpotsReserved}{' '}
              reserved · {selected.numberOfSpotsAssigned} booked
            </Typography>
            <SpotTearSheetField spot={selected} canEdit={isManager} />
            <Tabs
              value={tabs.some((t) => t.key === tab) ? tab : 'viewAssignments'}
              onChange={(_e, v: TabKey) => setTab(v)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Spot tabs"
              sx={{ mb: 2 }}
            >
              {tabs.map((t) => (
                <Tab key={t.key} value={t.key} label={t.label} />
              ))}
            </Tabs>
            {tab === 'viewAssignments' && (
              <SpotAssignmentsTab spotId={selected.id} canRemove={action === 'book'} />
            )}
            {tab === 'bookOpenSpots' && <SpotListingTable spot={selected} action={action} />}
            {tab === 'reserveSpots' && isManager && <SpotReservationsTab spot={selected} />}
            {tab === 'agentCost' && isManager && <SpotAgentCostTab spotId={selected.id} />}
          </>
        )}
      </Paper>
      {editing && (
        <SpotFormDialog
          open
          advertisementId={advertisementId}
          spot={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete spot"
        message={`Delete the spot ${deleting?.name ?? ''} with its reservations and bookings?`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}

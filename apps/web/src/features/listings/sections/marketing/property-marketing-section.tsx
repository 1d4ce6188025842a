import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import {
  canEditListing,
  MARKETING_TYPES,
  marketingEndpoints as E,
  marketingFormOf,
  marketingLinks,
  marketingRate,
  matchesMarketingTypeFilter,
  MSG,
  type MarketingForm,
  type MarketingItem,
  type MarketingItemValues,
} from '@atrium/domain';
import { MarketingLinks } from './marketing-links';
import { callEndpoint } from '../../../../lib/api-client';
import { saveDownload } from '../../../../lib/download';
import { formatDate, formatMoney, formatNumber } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast-store';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { DataTable } from '../../../../components/data-table/data-table';
import type { Column } from '../../../../components/data-table/data-table-types';
import type { SectionViewProps } from '../section-contract';
import { MarketingItemDialog } from './marketing-item-dialog';

/**
 * The listing page's Property Marketing section (?edit=propertyMarketing): upcoming and past
 * marketing items, filtered by type, with add, edit, delete and the CSV export; an e-mail
 * campaign shows its view and interaction rates.
 */

const SAVED: Record<MarketingForm, string> = {
  advertisement: MSG.advertisementSaved,
  emailCampaign: MSG.emailCampaignSaved,
  socialCampaign: MSG.socialCampaignSaved,
  featuredPlacement: MSG.featuredPlacementSaved,
  promotion: MSG.additionalPromotionSaved,
};
const SAVE_FAILED: Record<MarketingForm, string> = {
  advertisement: MSG.advertisementSaveFailed,
  emailCampaign: MSG.emailCampaignSaveFailed,
  socialCampaign: MSG.socialCampaignSaveFailed,
  featuredPlacement: MSG.featuredPlacementSaveFailed,
  promotion: MSG.additionalPromotionSaveFailed,
};

/** Views on web and its graph load on their own, so the listing page's code does not grow with them. */
const ViewsOnWebBlock = lazy(() => import('./views-on-web-block'));

const marketingKey = (listingId: number) => ['marketing', listingId] as const;

const dates = (i: MarketingItem) =>
  i.toDate ? `${formatDate(i.date)} – ${formatDate(i.toDate)}` : formatDate(i.date);

/**
 * A rate with the count it is made of under it (a social campaign has counts but no rate); nothing
 * for a record with neither (a brochure), so a phone's card leaves the line out instead of a bare label.
 */
const rateCell = (rate: string, count: number | null, unit: string) =>
  !rate && count == null ? null : (
    <>
      {rate || '—'}
      {count != null && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', whiteSpace: 'nowrap' }}
        >
          {formatNumber(count)} {unit}
        </Typography>
      )}
    </>
  );

// the section is half the page wide on a laptop: type, cost and links share the description's
// column, and the views and clicks sit under their rates, so the table needs no sideways scroll
const COLUMNS: Column<MarketingItem>[] = [
  {
    key: 'marketing',
    header: 'Marketing',
    isAlwaysShown: true,
    render: (i) => {
      return (
        <>
          {i.description}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {i.marketingTypeName}
            {i.actualCost != null && ` · ${formatMoney(i.actualCost)}`}
          </Typography>
          <MarketingLinks links={marketingLinks(i)} />
        </>
      );
    },
  },
  { key: 'date', header: 'Date', render: dates },
  { key: 'emailsSent', header: 'Emails Sent', align: 'right', render: (i) => formatNumber(i.emailsSent) },
  {
    key: 'viewRate',
    header: 'View Rate',
    align: 'right',
    render: (i) => rateCell(marketingRate(i.views, i.emailsSent), i.views, 'views'),
  },
  {
    key: 'interactionRate',
    header: 'Interaction Rate',
    align: 'right',
    render: (i) => rateCell(marketingRate(i.clicks, i.emailsSent), i.clicks, 'clicks'),
  },
];

export function PropertyMarketingReadView({ listing, actor }: SectionViewProps) {
  const listingId = listing.id;
  const canEdit = canEditListing(actor, {
    officeId: listing.officeId,
    agentIds: listing.listingAgents.map((a) => a.agentId),
  });
  const qc = useQueryClient();
  const [typeFilter, setTypeFilter] = useState(0);
  const [editing, setEditing] = useState<MarketingItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MarketingItem | null>(null);

  const list = useQuery({
    queryKey: marketingKey(listingId),
    queryFn: async () =>
      (
        await callEndpoint(
          E.getMarketingList,
          { params: { id: listingId }, query: {} },
          { errorMessage: MSG.marketingListFailed, silent: true },
        )
      ).data,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: marketingKey(listingId) });

  const save = useMutation({
    mutationFn: (values: MarketingItemValues) =>
      callEndpoint(
        E.saveMarketingItem,
        { body: values },
        { errorMessage: SAVE_FAILED[marketingFormOf(values.marketingTypeId)] },
      ),
    onSuccess: (_r, values) => {
      showToast('success', values.id ? SAVED[marketingFormOf(values.marketingTypeId)] : MSG.marketingCreated);
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (item: MarketingItem) =>
      callEndpoint(
        E.deleteMarketingItem,
        { params: { listingId, id: item.id } },
        { errorMessage: MSG.marketingDeleteFailed },
      ),
    onSuccess: () => {
      showToast('success', MSG.marketingDeleted);
      setDeleting(null);
      void refresh();
    },
  });
  const exportCsv = async () => {
    const res = await callEndpoint(
      E.exportMarketing,
      { params: { id: listingId } },
      { errorMessage: MSG.marketingExportFailed },
    );
    await saveDownload(res.data, `listing-${listingId}-marketing.csv`);
  };

  const shown = (items: MarketingItem[] | undefined) =>
    (items ?? []).filter((i) => matchesMarketingTypeFilter(typeFilter, i.marketingTypeId));
  const rowActions = canEdit
    ? (i: MarketingItem) => [
        { label: 'Edit', onClick: () => setEditing(i) },
        { label: 'Delete', onClick: () => setDeleting(i) },
      ]
    : undefined;
  const table = (label: string, items: MarketingItem[] | undefined) => (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      <DataTable
        label={`${label} marketing`}
        columns={COLUMNS}
        rows={shown(items)}
        rowKey={(i) => i.id}
        rowName={(i) => `${i.marketingTypeName}: ${i.description}`}
        isLoading={list.isLoading}
        error={list.isError ? MSG.marketingListFailed : null}
        rowActions={rowActions}
        dense
        skeletonRows={2}
      />
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Marketing Type"
          value={typeFilter}
          onChange={(e) => setTypeFilter(Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          {MARKETING_TYPES.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
          <Button variant="outlined" onClick={() => void exportCsv()}>
            Export
          </Button>
          {canEdit && (
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add Marketing
            </Button>
          )}
        </Stack>
      </Stack>
      {table('Upcoming', list.data?.upcomingMarketings)}
      {table('Past', list.data?.pastMarketings)}
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <ViewsOnWebBlock listingId={listingId} isEditable={canEdit} />
      </Suspense>
      {editing && (
        <MarketingItemDialog
          listingId={listingId}
          item={editing === 'new' ? null : editing}
          isBusy={save.isPending}
          onSave={(values) => save.mutate(values)}
          onClose={() => setEditing(null)}
          onFileChanged={() => void refresh()}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title="Delete marketing"
        message={deleting ? `Delete ${deleting.marketingTypeName} '${deleting.description}'?` : ''}
        isBusy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { memo, useCallback, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import SortOutlined from '@mui/icons-material/SortOutlined';
import { useSearchParams } from 'react-router';
import {
  defaultSort,
  LISTING_SORT_OPTIONS,
  MSG,
  QUICK_FILTER_LABEL,
  QUICK_FILTERS,
  SOLD_SORT_OPTION,
  tabRule,
  type ListingSortColumn,
  type ListingTabIndex,
  type QuickFilter,
} from '@atrium/domain';
import { useCurrentUser } from '../../../lib/session-store';
import {
  listingListDefaults,
  useListingCounts,
  useListingList,
  useRowToggle,
  type ListingListFilters,
  type ListingListItem,
  type RowToggle,
} from '../listing-search-api';
import { ListingTable } from './listing-table';
import { formatNumber } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { SearchField } from '../../../components/form/search-field';

type ListingListViewProps = {
  label: string;
  tabs: ListingTabIndex[];
  /** The empty text of a tab (spec: MSG.noPrivateListings on the private tabs). */
  emptyTitle: (tab: ListingTabIndex) => string;
  hasQuickFilters?: boolean;
  /** Agents choose between their own listings (the default) and their office's. */
  hasMineToggle?: boolean;
};

/** Tabs with counts, quick filters, search, sort menu, the table and 'Load more'. */
export function ListingListView({
  label,
  tabs,
  emptyTitle,
  hasQuickFilters,
  hasMineToggle,
}: ListingListViewProps) {
  const user = useCurrentUser()!;
  const [params, setParams] = useSearchParams();
  const { tab, canChooseMine } = listingListDefaults(user, tabs, params.get('tab'), Boolean(hasMineToggle));
  const [sortColumn, setSortColumn] = useState<ListingSortColumn | undefined>();
  const [quickFilters, setQuickFilters] = useState<QuickFilter[]>([]);
  const [text, setText] = useState('');
  const debouncedText = useDebounced(text.trim());
  // agents see their own listings by default
  const [isMine, setMine] = useState(canChooseMine);
  const agentIds = canChooseMine && isMine ? user.agentIds : undefined;

  const shared = { quickFilters, text: debouncedText, agentIds };
  const filters: ListingListFilters = { ...shared, tab, sortColumn };
  const counts = useListingCounts(user.userId, tabs, shared);
  const list = useListingList(user.userId, filters);
  const effectiveSort = sortColumn ?? defaultSort(tab).sortColumn;
  const toggle = useRowToggle(list.key, effectiveSort);

  const sortOptions = useMemo(
    () => (tab === 4 ? [SOLD_SORT_OPTION, ...LISTING_SORT_OPTIONS] : LISTING_SORT_OPTIONS),
    [tab],
  );
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const sortLabel = [SOLD_SORT_OPTION, ...LISTING_SORT_OPTIONS].find(
    (o) => o.column === effectiveSort,
  )?.label;

  const chooseTab = useCallback(
    (next: ListingTabIndex) => {
      setSortColumn(undefined);
      setParams((p) => {
        p.set('tab', String(next));
        return p;
      });
    },
    [setParams],
  );
  // the table and the tabs are drawn again only when what they show changes (not when the
  // counts or the other query arrive): twenty rows are some 4,800 components
  const mutateToggle = toggle.mutate;
  const onToggle = useCallback(
    (row: ListingListItem, t: RowToggle, value: boolean) => mutateToggle({ row, toggle: t, value }),
    [mutateToggle],
  );
  const rows = list.query.data?.rows;
  const total = counts.data?.get(tab);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ListingTabs
        label={label}
        tabs={tabs}
        tab={tab}
        counts={counts.data}
        isCounting={counts.isLoading}
        onChoose={chooseTab}
      />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <SearchField
          label="Search listings"
          value={text}
          onChange={setText}
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {canChooseMine && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={isMine ? 'mine' : 'office'}
              onChange={(_e, v) => v && setMine(v === 'mine')}
              aria-label="Whose listings"
            >
              <ToggleButton value="mine">My listings</ToggleButton>
              <ToggleButton value="office">My office</ToggleButton>
            </ToggleButtonGroup>
          )}
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<SortOutlined />}
            onClick={(e) => setSortAnchor(e.currentTarget)}
            aria-haspopup="menu"
            sx={{ whiteSpace: 'nowrap', borderColor: 'divider' }}
          >
            Sort: {sortLabel}
          </Button>
          <Menu anchorEl={sortAnchor} open={Boolean(sortAnchor)} onClose={() => setSortAnchor(null)}>
            {sortOptions.map((o) => (
              <MenuItem
                key={o.column}
                selected={o.column === effectiveSort}
                onClick={() => {
                  setSortColumn(o.column);
                  setSortAnchor(null);
                }}
              >
                {o.label} ({o.column === 'price' ? 'highest' : 'newest'} first)
              </MenuItem>
            ))}
          </Menu>
        </Stack>
      </Stack>

      {hasQuickFilters && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Quick filters" role="group">
          {QUICK_FILTERS.map((f) => {
            const isOn = quickFilters.includes(f);
            return (
              <Chip
                key={f}
                label={QUICK_FILTER_LABEL[f]}
                size="small"
                clickable
                color={isOn ? 'primary' : 'default'}
                variant={isOn ? 'filled' : 'outlined'}
                aria-pressed={isOn}
                onClick={() => setQuickFilters((q) => (isOn ? q.filter((x) => x !== f) : [...q, f]))}
              />
            );
          })}
        </Stack>
      )}

      <ListingTable
        label={`${label}: ${tabRule(tab).label}`}
        rows={rows}
        isLoading={list.query.isLoading}
        error={list.query.isError ? MSG.failedFetchListings : null}
        emptyTitle={emptyTitle(tab)}
        roles={user.roleCodes}
        busyRowId={toggle.isPending ? (toggle.variables?.row.id ?? null) : null}
        onToggle={onToggle}
        sortColumn={effectiveSort}
        onSortColumn={setSortColumn}
      />

      {rows && rows.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            Showing {formatNumber(rows.length)}
            {total != null ? ` of ${formatNumber(total)}` : ''}
          </Typography>
          {list.query.data?.hasMore && (
            <Button variant="outlined" onClick={list.loadMore} disabled={list.isLoadingMore}>
              {list.isLoadingMore ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

type ListingTabsProps = {
  label: string;
  tabs: ListingTabIndex[];
  tab: ListingTabIndex;
  counts: Map<ListingTabIndex, number> | undefined;
  isCounting: boolean;
  onChoose: (tab: ListingTabIndex) => void;
};

/**
 * The tabs with their counts. MUI's Tabs measure the page after each of their renders (the
 * indicator's place), so they are drawn again only when the tab or the counts change.
 */
const ListingTabs = memo(function ListingTabs({
  label,
  tabs,
  tab,
  counts,
  isCounting,
  onChoose,
}: ListingTabsProps) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={tab}
        onChange={(_e, v: ListingTabIndex) => onChoose(v)}
        variant="scrollable"
        scrollButtons="auto"
        // MUI hides the arrows on touch screens; without them the tabs past the edge go unseen
        allowScrollButtonsMobile
        aria-label={`${label} tabs`}
      >
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            sx={{ px: 1.25, minWidth: 0, fontSize: '0.85rem' }}
            label={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <span>{tabRule(t).label}</span>
                {isCounting ? (
                  <Skeleton variant="rounded" width={28} height={20} />
                ) : (
                  <Chip
                    size="small"
                    label={formatNumber(counts?.get(t)) ?? '—'}
                    color={t === tab ? 'primary' : 'default'}
                    sx={{ height: 18, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }}
                  />
                )}
              </Stack>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
});

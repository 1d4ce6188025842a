import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  exactPhrase,
  LIMITS,
  MSG,
  SEARCH_TABS,
  searchResultPath,
  type GlobalSearchEntry,
  type SearchTabKey,
} from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { globalSearch, searchKeys } from './search-api';
import { SearchResultItem } from './search-result-item';

const PAGE = LIMITS.globalSearchPageSize;
/** The next page loads when the item this far from the end comes into view. */
const PREFETCH_FROM_END = 10;

/**
 * The search results page (spec/000 section 2.5): 13 tabs, each loading its first page the first
 * time it is opened, 100 results a page, the next page when the tenth-from-last item scrolls into
 * view; pages accumulate.
 */
export default function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const text = (params.get('text') ?? '').trim();
  const tabKey = (SEARCH_TABS.find((t) => t.key === params.get('tab'))?.key ?? 'all') as SearchTabKey;
  const title = `Search Results${text ? ` for ${text}` : ''}`;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography
        variant="h1"
        component="h1"
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
        data-testid="search-results-title"
      >
        {title}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tabKey}
          onChange={(_, key: SearchTabKey) =>
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Result types"
        >
          {SEARCH_TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              data-testid={`search-tab-${t.key}`}
              sx={{ minWidth: 0, px: 2 }}
            />
          ))}
        </Tabs>
      </Box>
      {text ? (
        <TabResults key={`${tabKey}:${text}`} tabKey={tabKey} text={text} />
      ) : (
        <EmptyState
          title={MSG.noSearchResults}
          message="Type in the search box at the top of the page to search."
        />
      )}
    </Box>
  );
}

function TabResults({ tabKey, text }: { tabKey: SearchTabKey; text: string }) {
  const tab = SEARCH_TABS.find((t) => t.key === tabKey)!;
  const query = useInfiniteQuery({
    queryKey: [...searchKeys.all, 'detailed', tabKey, text],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      globalSearch(
        {
          from: 'searchDetailed',
          text: tabKey === 'all' ? exactPhrase(text) : text,
          currentPage: pageParam,
          itemsPerPage: PAGE,
          entityType: 'entityType' in tab ? tab.entityType : null,
          status: 'status' in tab ? [...tab.status] : null,
        },
        { signal, errorMessage: MSG.failedDetailedSearch },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.totalRecords && last.results.length > 0 ? last.currentPage + 1 : undefined;
    },
    staleTime: 60_000,
  });
  const results: GlobalSearchEntry[] = query.data?.pages.flatMap((p) => p.results) ?? [];
  const total = query.data?.pages[0]?.totalRecords ?? 0;

  const sentinel = useRef<HTMLLIElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [results.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending)
    return (
      <Stack spacing={1} aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <Alert severity="error" variant="outlined">
        {MSG.failedDetailedSearch}
      </Alert>
    );

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="search-total">
        Total Records: {total}
      </Typography>
      {!results.length ? (
        <EmptyState title={MSG.noSearchResults} message="Try other words, or another tab." />
      ) : (
        <Box
          component="ul"
          data-testid="search-results-list"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          {results.map((entry, i) => (
            <Box
              component="li"
              key={`${entry.entityType}-${entry.id}`}
              ref={i === Math.max(0, results.length - PREFETCH_FROM_END) ? sentinel : undefined}
              sx={{ '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
            >
              <Box
                component={RouterLink}
                to={searchResultPath(entry)}
                data-testid="search-result-link"
                sx={{
                  display: 'flex',
                  px: 2,
                  py: 1.25,
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                <SearchResultItem entry={entry} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {isFetchingNextPage && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', py: 2, color: 'text.secondary' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">Loading more results…</Typography>
        </Stack>
      )}
    </Box>
  );
}

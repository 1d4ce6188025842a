import { Box, Button, Paper, Popper, Typography } from '@mui/material';
import { MSG, type GlobalSearchEntry } from '@atrium/domain';
import { SearchResultItem } from './search-result-item';
import { optionId } from './global-search-box';
import { formatNumber } from '../../lib/format';

/** The global search box's panel under the header: the first results and 'View More'. */
export default function GlobalSearchPanel({
  anchorEl,
  listId,
  isSearching,
  isError,
  shown,
  total,
  active,
  onActive,
  onOpen,
  onViewMore,
}: {
  anchorEl: HTMLElement | null;
  listId: string;
  isSearching: boolean;
  isError: boolean;
  shown: GlobalSearchEntry[];
  total: number;
  active: number;
  onActive: (i: number) => void;
  onOpen: (entry: GlobalSearchEntry) => void;
  onViewMore: () => void;
}) {
  return (
    <Popper
      open
      anchorEl={anchorEl}
      placement="bottom-end"
      sx={{ zIndex: (t) => t.zIndex.modal + 1, width: { xs: 'calc(100vw - 32px)', sm: 440 } }}
    >
      <Paper
        data-testid="global-search-panel"
        sx={{ mt: 1, py: 1, boxShadow: '0 12px 32px rgba(28, 31, 36, 0.16)', borderRadius: 2 }}
      >
        {isSearching ? (
          <Typography color="text.secondary" variant="body2" sx={{ px: 2, py: 1.5 }}>
            Searching…
          </Typography>
        ) : isError ? (
          <Typography color="error" variant="body2" sx={{ px: 2, py: 1.5 }}>
            {MSG.failedDetailedSearch}
          </Typography>
        ) : !shown.length ? (
          <Typography
            color="text.secondary"
            variant="body2"
            sx={{ px: 2, py: 1.5 }}
            data-testid="global-search-empty"
          >
            {MSG.noDataForCriteria}
          </Typography>
        ) : (
          <Box
            component="ul"
            role="listbox"
            id={listId}
            aria-label="Search results"
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {shown.map((entry, i) => (
              <Box
                component="li"
                key={`${entry.entityType}-${entry.id}`}
                id={optionId(listId, i)}
                role="option"
                aria-selected={active === i}
                data-testid="global-search-result"
                onMouseEnter={() => onActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onOpen(entry)}
                sx={{
                  px: 2,
                  py: 1,
                  cursor: 'pointer',
                  bgcolor: active === i ? 'action.hover' : 'transparent',
                }}
              >
                <SearchResultItem entry={entry} dense />
              </Box>
            ))}
          </Box>
        )}
        {total > shown.length && (
          <Box
            sx={{
              px: 2,
              pt: 1,
              mt: 0.5,
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
            }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
              {shown.length} of {formatNumber(total)}
            </Typography>
            <Button
              id={optionId(listId, shown.length)}
              size="small"
              onMouseDown={(e) => e.preventDefault()}
              onClick={onViewMore}
              variant={active === shown.length ? 'contained' : 'text'}
              data-testid="global-search-view-more"
            >
              View More
            </Button>
          </Box>
        )}
      </Paper>
    </Popper>
  );
}

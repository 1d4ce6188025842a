import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  CircularProgress,
  ClickAwayListener,
  InputAdornment,
  OutlinedInput,
  Paper,
  Popper,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, MSG, searchResultPath, type GlobalSearchEntry } from '@atrium/domain';
import { globalSearch, searchKeys } from './search-api';
import { SearchResultItem } from './search-result-item';
import { formatNumber } from '../../lib/format';
import { useDebounced } from '../../lib/use-debounced';

/** Path of the search results page for a text. */
export const searchDetailedPath = (text: string) =>
  `/eng/searchDetailed?text=${encodeURIComponent(text.trim())}`;

/**
 * The global search of the header (spec/000 section 2.4): 500 ms after typing stops, page 1
 * with 100 results is fetched; the first 5 are shown, with 'View More' when there are more.
 * Arrows move, Enter opens, Escape closes.
 */
export function GlobalSearchBox() {
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(text.trim());
  const query = useQuery({
    queryKey: [...searchKeys.all, 'global', debounced],
    queryFn: ({ signal }) =>
      globalSearch(
        { text: debounced, currentPage: 1, itemsPerPage: LIMITS.globalSearchPageSize, from: 'header' },
        { signal },
      ),
    enabled: debounced.length > 0,
    staleTime: 15_000,
  });
  const shown: GlobalSearchEntry[] = query.data?.results.slice(0, LIMITS.globalSearchDropdownShown) ?? [];
  const total = query.data?.totalRecords ?? 0;
  const hasMore = total > LIMITS.globalSearchDropdownShown;
  const isWaiting = text.trim() !== debounced || query.isFetching;
  const showPanel = isOpen && text.trim().length > 0;
  // items the keyboard walks through: the results, then 'View More'
  const itemCount = shown.length + (hasMore ? 1 : 0);

  useEffect(() => setActive(-1), [debounced]);

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };
  const open = (entry: GlobalSearchEntry) => {
    close();
    navigate(searchResultPath(entry));
  };
  const viewMore = () => {
    close();
    navigate(searchDetailedPath(text));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      close();
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setIsOpen(true);
      if (!itemCount) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // positions: -1 (the text box), the results, then 'View More'
      setActive((i) => ((i + 1 + step + itemCount + 1) % (itemCount + 1)) - 1);
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      if (active >= 0 && active < shown.length) open(shown[active]);
      else if (text.trim()) viewMore();
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <ClickAwayListener onClickAway={close}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: { xs: 'none', md: 360 } }}>
        {/* an OutlinedInput, not a TextField: TextField brings Select and its menus into the first screen's code */}
        <OutlinedInput
          inputRef={inputRef}
          fullWidth
          size="small"
          placeholder="Search listings, agents, offices"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onKeyDown={onKeyDown}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          endAdornment={isWaiting && showPanel ? <CircularProgress size={16} aria-label="Searching" /> : null}
          sx={{ bgcolor: 'background.paper', borderRadius: 5 }}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Global search',
            'aria-expanded': showPanel,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
            'data-testid': 'global-search-input',
          }}
        />
        <Popper
          open={showPanel}
          anchorEl={inputRef.current?.parentElement ?? null}
          placement="bottom-end"
          sx={{ zIndex: (t) => t.zIndex.modal + 1, width: { xs: 'calc(100vw - 32px)', sm: 440 } }}
        >
          <Paper
            data-testid="global-search-panel"
            sx={{ mt: 1, py: 1, boxShadow: '0 12px 32px rgba(28, 31, 36, 0.16)', borderRadius: 2 }}
          >
            {isWaiting && !query.data ? (
              <Typography color="text.secondary" variant="body2" sx={{ px: 2, py: 1.5 }}>
                Searching…
              </Typography>
            ) : query.isError ? (
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
                    id={optionId(i)}
                    role="option"
                    aria-selected={active === i}
                    data-testid="global-search-result"
                    onMouseEnter={() => setActive(i)}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => open(entry)}
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
            {hasMore && (
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
                  id={optionId(shown.length)}
                  size="small"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={viewMore}
                  variant={active === shown.length ? 'contained' : 'text'}
                  data-testid="global-search-view-more"
                >
                  View More
                </Button>
              </Box>
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}

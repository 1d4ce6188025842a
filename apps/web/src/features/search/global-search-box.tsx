import { Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress, ClickAwayListener } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, searchResultPath, type GlobalSearchEntry } from '@atrium/domain';
import { globalSearch, searchKeys } from './search-api';
import { useDebounced } from '../../lib/use-debounced';
import { deferred } from '../../lib/deferred';

// the panel (Popper, the result rows) is fetched when the box is first focused, if not before
const GlobalSearchPanel = deferred(() => import('./global-search-panel'));

/** Path of the search results page for a text. */
export const searchDetailedPath = (text: string) =>
  `/eng/searchDetailed?text=${encodeURIComponent(text.trim())}`;

/** The id of the panel's item i (the results, then 'View More'), for aria-activedescendant. */
export const optionId = (listId: string, i: number) => `${listId}-option-${i}`;

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

  return (
    <ClickAwayListener onClickAway={close}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: { xs: 'none', md: 360 } }}>
        {/* a plain input drawn like the outlined fields: MUI's input code is not in the first screen */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            height: 40,
            px: 1.75,
            bgcolor: 'background.paper',
            borderRadius: 5,
            border: '1px solid rgba(0, 0, 0, 0.23)',
            '&:hover': { borderColor: 'text.primary' },
            '&:focus-within': {
              borderColor: 'primary.main',
              boxShadow: (t) => `inset 0 0 0 1px ${t.palette.primary.main}`,
            },
          }}
        >
          <SearchIcon fontSize="small" sx={{ color: 'action.active' }} />
          <Box
            component="input"
            ref={inputRef}
            type="text"
            placeholder="Search listings, agents, offices"
            value={text}
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              setText(e.target.value);
              setIsOpen(true);
            }}
            onFocus={() => {
              void GlobalSearchPanel.preload();
              setIsOpen(true);
            }}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-label="Global search"
            aria-expanded={showPanel}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
            data-testid="global-search-input"
            sx={{
              flex: 1,
              minWidth: 0,
              height: '100%',
              p: 0,
              border: 0,
              outline: 0,
              bgcolor: 'transparent',
              color: 'text.primary',
              font: 'inherit',
              fontSize: '1rem',
              '&::placeholder': { color: 'text.secondary', opacity: 0.7 },
            }}
          />
          {isWaiting && showPanel && <CircularProgress size={16} aria-label="Searching" />}
        </Box>
        {showPanel && (
          <Suspense fallback={null}>
            <GlobalSearchPanel
              anchorEl={inputRef.current?.parentElement ?? null}
              listId={listId}
              isSearching={isWaiting && !query.data}
              isError={query.isError}
              shown={shown}
              total={total}
              active={active}
              onActive={setActive}
              onOpen={open}
              onViewMore={viewMore}
            />
          </Suspense>
        )}
      </Box>
    </ClickAwayListener>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import {
  criterionError,
  DEFAULT_ADVANCED_SORT,
  DEFAULT_COLUMNS,
  LIMITS,
  MSG,
  type AdvancedSearchCriterion,
  type AdvancedSearchRequest,
  type SavedSearch,
} from '@atrium/domain';
import { PageHeader, Section } from '../../components/page/page-header';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useCurrentUser } from '../../lib/session-store';
import { showToast } from '../../lib/toast-store';
import { CriterionEditor, type FieldInfo } from './criterion-editor';
import { AdvancedResultsTable } from './advanced-results-table';
import { SavedSearchDialog } from './saved-search-dialog';
import {
  deleteSearch,
  exportAdvancedSearch,
  getAdvancedSearchFields,
  listSavedSearches,
  runAdvancedSearch,
  saveSearch,
  searchKeys,
  setDefaultSearch,
} from './search-api';
import { formatNumber } from '../../lib/format';

type Sort = { sortColumn: string; sortDirection: 'asc' | 'desc' };

/** Advanced search (/eng/advancedsearch): criteria per type, chosen columns, saved searches, export. */
export default function AdvancedSearchPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const fieldsQ = useQuery({
    queryKey: searchKeys.fields(),
    queryFn: getAdvancedSearchFields,
    staleTime: 300_000,
  });
  const savedQ = useQuery({ queryKey: searchKeys.saved(), queryFn: listSavedSearches });
  const fields = useMemo(() => fieldsQ.data ?? [], [fieldsQ.data]);

  const [criteria, setCriteria] = useState<AdvancedSearchCriterion[]>([]);
  const [columns, setColumns] = useState<string[]>(DEFAULT_COLUMNS);
  const [sort, setSort] = useState<Sort>(DEFAULT_ADVANCED_SORT);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [applied, setApplied] = useState<AdvancedSearchRequest | null>(null);
  const [loaded, setLoaded] = useState<SavedSearch | null>(null);
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const hasAppliedDefault = useRef(false);

  const resultsQ = useQuery({
    queryKey: [...searchKeys.all, 'advanced', applied],
    queryFn: () => runAdvancedSearch(applied!),
    enabled: !!applied,
    placeholderData: keepPreviousData,
  });

  const run = (next: {
    criteria: AdvancedSearchCriterion[];
    columns: string[];
    sort: Sort;
    page?: number;
  }) => {
    const found: Record<number, string> = {};
    next.criteria.forEach((c, i) => {
      const e = criterionError(c);
      if (e) found[i] = e;
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    setApplied({
      criteria: next.criteria,
      columns: next.columns,
      sortColumn: next.sort.sortColumn,
      sortDirection: next.sort.sortDirection,
      currentPage: next.page ?? 1,
      itemsPerPage: LIMITS.listingSearchPageSize,
    });
  };

  const load = (s: SavedSearch) => {
    const next = {
      criteria: s.criteria,
      columns: s.columns?.length ? s.columns : DEFAULT_COLUMNS,
      sort: {
        sortColumn: s.sortColumn ?? DEFAULT_ADVANCED_SORT.sortColumn,
        sortDirection: s.sortDirection ?? 'desc',
      } as Sort,
    };
    setLoaded(s);
    setCriteria(next.criteria);
    setColumns(next.columns);
    setSort(next.sort);
    run(next);
  };

  // the user's default search loads when the page opens
  useEffect(() => {
    if (hasAppliedDefault.current || !savedQ.data || !fieldsQ.data) return;
    hasAppliedDefault.current = true;
    const def = savedQ.data.find((s) => s.isDefault);
    if (def) load(def);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedQ.data, fieldsQ.data]);

  const saveM = useMutation({
    mutationFn: ({ name, isDefault }: { name: string; isDefault: boolean }) =>
      saveSearch({
        id: loaded && loaded.name === name ? loaded.id : null,
        name,
        isDefault,
        criteria,
        columns,
        sortColumn: sort.sortColumn,
        sortDirection: sort.sortDirection,
      }),
    onSuccess: (s) => {
      showToast('success', MSG.searchSaved);
      setLoaded(s);
      setIsSaveOpen(false);
      void queryClient.invalidateQueries({ queryKey: searchKeys.saved() });
    },
  });
  const deleteM = useMutation({
    mutationFn: (s: SavedSearch) => deleteSearch(s.id),
    onSuccess: (_, s) => {
      if (loaded?.id === s.id) setLoaded(null);
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: searchKeys.saved() });
    },
    onError: () => setToDelete(null),
  });
  const defaultM = useMutation({
    mutationFn: (s: SavedSearch) => setDefaultSearch(s.id, user!.userId),
    onSuccess: (r) => {
      showToast('success', MSG.updatedSuccessfully);
      setLoaded(r.data);
      void queryClient.invalidateQueries({ queryKey: searchKeys.saved() });
    },
  });

  const fieldOf = (name: string) => fields.find((f) => f.fieldName === name);
  const unused = fields.filter((f) => !criteria.some((c) => c.fieldName === f.fieldName));
  const columnFields = fields.filter((f) => f.defaultColumnOrder != null || isColumnField(f));
  const saved = savedQ.data ?? [];
  const current = loaded ? (saved.find((s) => s.id === loaded.id) ?? loaded) : null;

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportAnchor(null);
    await exportAdvancedSearch({ ...(applied ?? { criteria, columns, ...sort }), format, currentPage: 1 });
  };

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title="Advanced Search"
        subtitle="Combine criteria to find listings, choose the columns, then save or export the search."
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              label="Saved searches"
              value={current ? String(current.id) : ''}
              onChange={(e) => {
                const s = saved.find((x) => String(x.id) === e.target.value);
                if (s) load(s);
              }}
              // the hint stays readable while the empty list is disabled
              sx={{ minWidth: 220, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
              slotProps={{ htmlInput: { 'data-testid': 'saved-search-select' } }}
              disabled={!saved.length}
              helperText={saved.length ? undefined : 'None saved yet'}
            >
              {saved.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                  {s.isDefault ? ' (default)' : ''}
                </MenuItem>
              ))}
            </TextField>
            {current && (
              <>
                <Tooltip title={current.isDefault ? 'Your default search' : 'Open this search by default'}>
                  <span>
                    <IconButton
                      aria-label="Set as default search"
                      onClick={() => !current.isDefault && defaultM.mutate(current)}
                      color={current.isDefault ? 'secondary' : 'default'}
                    >
                      {current.isDefault ? <Star /> : <StarBorder />}
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={`Delete ${current.name}`}>
                  <IconButton aria-label="Delete saved search" onClick={() => setToDelete(current)}>
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </Stack>
        }
      />

      <Stack spacing={3}>
        <Section
          title="Criteria"
          actions={
            <Autocomplete
              size="small"
              options={unused}
              getOptionLabel={(o) => o.displayName}
              value={null}
              onChange={(_, f) =>
                f &&
                setCriteria((cs) => [
                  ...cs,
                  { fieldName: f.fieldName, values: defaultValues(f), endValue: null },
                ])
              }
              renderInput={(params) => (
                <TextField {...params} placeholder="Add a criterion" aria-label="Add a criterion" />
              )}
              sx={{ width: 260 }}
              blurOnSelect
              clearOnBlur
              data-testid="add-criterion"
            />
          }
        >
          {fieldsQ.isPending ? (
            <Skeleton variant="rounded" height={64} />
          ) : !criteria.length ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No criteria yet: every listing you may see matches. Add a criterion to narrow the search.
            </Typography>
          ) : (
            <Box>
              {criteria.map((c, i) => {
                const f = fieldOf(c.fieldName);
                if (!f) return null;
                return (
                  <CriterionEditor
                    key={c.fieldName}
                    field={f}
                    criterion={c}
                    error={errors[i]}
                    onChange={(next) => setCriteria((cs) => cs.map((x, j) => (j === i ? next : x)))}
                    onRemove={() => setCriteria((cs) => cs.filter((_, j) => j !== i))}
                  />
                );
              })}
            </Box>
          )}
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { md: 'center' } }}
          >
            <Autocomplete
              multiple
              size="small"
              options={columnFields.map((f) => f.fieldName)}
              value={columns}
              getOptionLabel={(name) => fieldOf(name)?.displayName ?? name}
              onChange={(_, next) => setColumns(next.length ? next : DEFAULT_COLUMNS)}
              renderInput={(params) => <TextField {...params} label="Columns" />}
              sx={{ flex: 1 }}
              disableCloseOnSelect
            />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button
                onClick={() => {
                  setCriteria([]);
                  setErrors({});
                  setLoaded(null);
                }}
              >
                Clear
              </Button>
              <Button variant="outlined" onClick={() => setIsSaveOpen(true)} data-testid="save-search">
                Save
              </Button>
              <Button
                variant="contained"
                startIcon={<SearchIcon />}
                onClick={() => run({ criteria, columns, sort })}
                data-testid="run-search"
              >
                Search
              </Button>
            </Stack>
          </Stack>
        </Section>

        <Section
          title={resultsQ.data ? `Results (${formatNumber(resultsQ.data.totalRecords)})` : 'Results'}
          actions={
            <>
              <Button
                startIcon={<FileDownloadOutlined />}
                onClick={(e) => setExportAnchor(e.currentTarget)}
                disabled={!applied}
                data-testid="export-search"
              >
                Export
              </Button>
              <Menu anchorEl={exportAnchor} open={!!exportAnchor} onClose={() => setExportAnchor(null)}>
                <MenuItem onClick={() => void exportAs('xlsx')} data-testid="export-xlsx">
                  Excel (.xlsx)
                </MenuItem>
                <MenuItem onClick={() => void exportAs('csv')} data-testid="export-csv">
                  CSV (.csv)
                </MenuItem>
              </Menu>
            </>
          }
        >
          {applied ? (
            <AdvancedResultsTable
              fields={fields as FieldInfo[]}
              data={resultsQ.data}
              isLoading={resultsQ.isFetching}
              isError={resultsQ.isError}
              sortColumn={applied.sortColumn ?? sort.sortColumn}
              sortDirection={(applied.sortDirection as Sort['sortDirection']) ?? sort.sortDirection}
              onSort={(column, direction) => {
                const next: Sort = { sortColumn: column, sortDirection: direction };
                setSort(next);
                run({
                  criteria: (applied.criteria ?? []).map((c) => ({ ...c, values: c.values ?? [] })),
                  columns: applied.columns ?? columns,
                  sort: next,
                });
              }}
              onPage={(page) => setApplied({ ...applied, currentPage: page })}
            />
          ) : (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              Set the criteria and press Search to see the matching listings.
            </Typography>
          )}
        </Section>
      </Stack>

      <SavedSearchDialog
        open={isSaveOpen}
        initialName={current?.name ?? ''}
        initialDefault={current?.isDefault ?? false}
        isBusy={saveM.isPending}
        onSave={(name, isDefault) => saveM.mutate({ name, isDefault })}
        onCancel={() => setIsSaveOpen(false)}
      />
      <ConfirmDialog
        open={!!toDelete}
        title="Delete saved search"
        message={MSG.confirmDeleteSearch(toDelete?.name ?? '')}
        isBusy={deleteM.isPending}
        onConfirm={() => toDelete && deleteM.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}

function isColumnField(f: FieldInfo) {
  return (f as FieldInfo & { isColumn?: boolean }).isColumn === true;
}

/** A new criterion starts with a sensible value: Yes for the yes/no types, the first preset for dates. */
function defaultValues(f: FieldInfo): string[] {
  if ([2, 10, 12, 13, 14, 15, 16, 17].includes(f.searchFieldType)) return ['1'];
  if (f.searchFieldType === 4) return ['Last 7 Days'];
  return [];
}

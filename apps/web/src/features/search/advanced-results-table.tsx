import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Link } from '@mui/material';
import { MSG, type AdvancedSearchResponse, type AdvancedSearchRow } from '@atrium/domain';
import { DataTable, type Column } from '../../components/data-table/data-table';
import type { FieldInfo } from './criterion-editor';
import { formatMoney, formatNumber } from '../../lib/format';

const MONEY = new Set(['currentPrice', 'soldPrice']);
/** Free-text columns that wrap; the others stay on one line. */
const WIDE = new Set(['title', 'address1', 'agentName', 'officeId', 'neighborhood', 'county']);
const NUMBER = new Set(['bedrooms', 'fullBaths', 'interiorSize', 'imageCount', 'year']);

function cell(field: string, value: AdvancedSearchRow[string]) {
  if (value == null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY.has(field)) return formatMoney(Number(value));
  if (NUMBER.has(field) && field !== 'year') return formatNumber(Number(value));
  return String(value);
}

type Props = {
  fields: FieldInfo[];
  data: AdvancedSearchResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  sortColumn: string;
  sortDirection: 'asc' | 'desc';
  onSort: (column: string, direction: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
};

/** The results: the chosen columns, sortable, 50 a page; the listing number opens the listing. */
export function AdvancedResultsTable({
  fields,
  data,
  isLoading,
  isError,
  sortColumn,
  sortDirection,
  onSort,
  onPage,
}: Props) {
  const navigate = useNavigate();
  const chosen = (data?.columns ?? [])
    .map((c) => fields.find((f) => f.fieldName === c))
    .filter((f): f is FieldInfo => !!f);
  const columns: Column<AdvancedSearchRow>[] = chosen.map((c, i) => ({
    key: c.fieldName,
    header: c.displayName,
    sortKey: c.fieldName,
    isAlwaysShown: i === 0,
    align: MONEY.has(c.fieldName) || NUMBER.has(c.fieldName) ? 'right' : 'left',
    render: (row) =>
      i === 0 ? (
        <Link component={RouterLink} to={`/eng/listing/${row.id}`} underline="hover" sx={{ fontWeight: 600 }}>
          {cell(c.fieldName, row[c.fieldName])}
        </Link>
      ) : (
        <Box
          component="span"
          sx={{
            display: 'block',
            overflowWrap: 'anywhere',
            whiteSpace: WIDE.has(c.fieldName) ? 'normal' : 'nowrap',
          }}
        >
          {cell(c.fieldName, row[c.fieldName])}
        </Box>
      ),
  }));
  return (
    <DataTable
      label="Advanced search results"
      columns={columns}
      rows={data?.results}
      rowKey={(r) => Number(r.id)}
      rowName={(r) => String(r[chosen[0]?.fieldName ?? 'id'] ?? r.id)}
      isLoading={isLoading && !data}
      error={isError ? MSG.failedAdvancedSearch : null}
      dense
      hasColumnChooser
      onRowOpen={(r) => void navigate(`/eng/listing/${r.id}`)}
      sort={{ column: sortColumn, direction: sortDirection }}
      onSortChange={(s) => onSort(s.column, s.direction)}
      paging={
        data && {
          page: data.currentPage - 1,
          pageSize: data.itemsPerPage,
          total: data.totalRecords,
          onPageChange: (p) => onPage(p + 1),
        }
      }
    />
  );
}

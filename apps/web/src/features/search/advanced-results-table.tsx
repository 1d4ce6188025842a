import { Link as RouterLink } from 'react-router';
import {
  Box,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { MSG, type AdvancedSearchResponse, type AdvancedSearchRow } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
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
  onSort: (column: string) => void;
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
  const columns = (data?.columns ?? [])
    .map((c) => fields.find((f) => f.fieldName === c))
    .filter((f): f is FieldInfo => !!f);
  if (isError) return <EmptyState tone="error" title={MSG.failedAdvancedSearch} dense />;
  return (
    <Box>
      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-label="Advanced search results" data-testid="advanced-results">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.fieldName}
                  sortDirection={sortColumn === c.fieldName ? sortDirection : false}
                  align={MONEY.has(c.fieldName) || NUMBER.has(c.fieldName) ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                >
                  <TableSortLabel
                    active={sortColumn === c.fieldName}
                    direction={sortColumn === c.fieldName ? sortDirection : 'asc'}
                    onClick={() => onSort(c.fieldName)}
                  >
                    {c.displayName}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading && !data
              ? Array.from({ length: 6 }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={Math.max(1, columns.length)}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))
              : data?.results.map((row) => (
                  <TableRow key={row.id} hover sx={{ opacity: isLoading ? 0.5 : 1 }}>
                    {columns.map((c, i) => (
                      <TableCell
                        key={c.fieldName}
                        align={MONEY.has(c.fieldName) || NUMBER.has(c.fieldName) ? 'right' : 'left'}
                        sx={{
                          maxWidth: 220,
                          minWidth: WIDE.has(c.fieldName) ? 130 : undefined,
                          whiteSpace: WIDE.has(c.fieldName) ? 'normal' : 'nowrap',
                        }}
                      >
                        {i === 0 ? (
                          <Link
                            component={RouterLink}
                            to={`/eng/listing/${row.id}`}
                            underline="hover"
                            sx={{ fontWeight: 600 }}
                          >
                            {cell(c.fieldName, row[c.fieldName])}
                          </Link>
                        ) : (
                          cell(c.fieldName, row[c.fieldName])
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
        {data && !data.results.length && <EmptyState title={MSG.noRecordsFound} dense />}
      </TableContainer>
      {data && data.totalRecords > 0 && (
        <TablePagination
          component="div"
          count={data.totalRecords}
          page={data.currentPage - 1}
          rowsPerPage={data.itemsPerPage}
          rowsPerPageOptions={[data.itemsPerPage]}
          onPageChange={(_, p) => onPage(p + 1)}
        />
      )}
    </Box>
  );
}

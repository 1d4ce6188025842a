import { useCallback, useState } from 'react';
import type { Sort } from './data-table-types';

/**
 * A server-paged list's page and sort: a new sort, like a new filter (`firstPage`), starts again
 * from the first page. `tableProps(total)` wires them into the DataTable.
 */
export function usePagedSort(initialSort: Sort, pageSize: number) {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<Sort>(initialSort);
  const firstPage = useCallback(() => setPage(0), []);
  return {
    page,
    sort,
    firstPage,
    tableProps: (total: number) => ({
      sort,
      onSortChange: (next: Sort) => {
        setSort(next);
        setPage(0);
      },
      paging: { page, pageSize, total, onPageChange: setPage },
    }),
  };
}

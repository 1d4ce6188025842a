import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@atrium/domain';
import { DataTable, type Column } from './data-table';

type Row = { id: number; title: string; price: number };
const ROWS: Row[] = [
  { id: 1, title: 'Harbor House', price: 100 },
  { id: 2, title: 'Shore Cottage', price: 200 },
  { id: 3, title: 'Hill Farm', price: 300 },
];
const COLUMNS: Column<Row>[] = [
  { key: 'title', header: 'Title', render: (r) => r.title, sortKey: 'title', isAlwaysShown: true },
  { key: 'price', header: 'Price', render: (r) => `$${r.price}`, sortKey: 'price' },
  { key: 'notes', header: 'Notes', render: () => 'n/a', isHiddenByDefault: true },
];

const table = () => screen.getByRole('table', { name: 'Listings' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('the data table', () => {
  it("says 'No records found' when there are no rows", () => {
    render(<DataTable label="Listings" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} />);
    expect(within(table()).getByText(MSG.noRecordsFound)).toBeTruthy();
  });

  it('shows skeleton rows while loading and marks the table busy', () => {
    render(
      <DataTable
        label="Listings"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(r) => r.id}
        isLoading
        skeletonRows={5}
      />,
    );
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText(MSG.noRecordsFound)).toBeNull();
  });

  it("draws a row's controls in the render after the one that shows its data", async () => {
    // what the table holds when React first asks for a control: a control drawn with the data
    // finds no rows on screen yet
    const rowsOnScreen: number[] = [];
    const columns: Column<Row>[] = [
      ...COLUMNS,
      {
        key: 'publish',
        header: 'Publish',
        isControl: true,
        render: (r) => {
          rowsOnScreen.push(document.querySelectorAll('tbody tr[data-row]').length);
          return <button type="button">Publish {r.title}</button>;
        },
      },
    ];
    const { rerender } = render(
      <DataTable label="Listings" columns={columns} rows={undefined} isLoading rowKey={(r) => r.id} />,
    );
    rerender(<DataTable label="Listings" columns={columns} rows={ROWS} rowKey={(r) => r.id} />);
    expect(await screen.findByRole('button', { name: 'Publish Harbor House' })).toBeTruthy();
    expect(rowsOnScreen[0]).toBe(ROWS.length);
    expect(screen.getAllByRole('button', { name: /^Publish / })).toHaveLength(ROWS.length);
  });

  it('asks the server for the next page', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        label="Listings"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        paging={{ page: 0, pageSize: 3, total: 7, onPageChange }}
      />,
    );
    expect(screen.getByText('1–3 of 7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('asks for a sort by the clicked column, ascending first, then the other way', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        label="Listings"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort={{ column: 'title', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'asc' });
    rerender(
      <DataTable
        label="Listings"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort={{ column: 'price', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'desc' });
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    const onRowOpen = vi.fn();
    render(
      <DataTable label="Listings" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} onRowOpen={onRowOpen} />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(bodyRows()[0]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows()[2]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(bodyRows()[1]);
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(ROWS[1]);
  });

  it('hides and shows columns from the column chooser', async () => {
    render(
      <DataTable label="Listings" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} hasColumnChooser />,
    );
    expect(within(table()).queryByRole('columnheader', { name: 'Notes' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns of Listings' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Notes/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Price/ }));
    await userEvent.keyboard('{Escape}');
    expect(within(table()).getByRole('columnheader', { name: 'Notes' })).toBeTruthy();
    expect(within(table()).queryByRole('columnheader', { name: 'Price' })).toBeNull();
  });

  it('starts without a column meant for wide windows when the window is narrow', async () => {
    const wide: Column<Row>[] = [
      ...COLUMNS,
      { key: 'map', header: 'Map', render: () => 'on', hiddenBelowWidth: 1400 },
    ];
    window.innerWidth = 1280;
    render(<DataTable label="Listings" columns={wide} rows={ROWS} rowKey={(r) => r.id} />);
    expect(within(table()).queryByRole('columnheader', { name: 'Map' })).toBeNull();
    window.innerWidth = 1440;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(within(table()).getByRole('columnheader', { name: 'Map' })).toBeTruthy();
  });

  it('runs a row action from its menu without opening the row', async () => {
    const onRowOpen = vi.fn();
    const remove = vi.fn();
    render(
      <DataTable
        label="Listings"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowName={(r) => r.title}
        onRowOpen={onRowOpen}
        rowActions={(r) => [{ label: 'Remove', onClick: () => remove(r.id) }]}
      />,
    );
    // the menu, drawn at its first opening, closes with Escape and opens again
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Shore Cottage' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Remove' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Shore Cottage' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(2);
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('becomes a list of cards on a phone, each row read as label and value', () => {
    // every media query matches: the window is narrower than the phone breakpoint
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      render(<DataTable label="Listings" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Listings' })).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(within(cards[1]).getByText('Shore Cottage')).toBeTruthy();
      expect(within(cards[1]).getByText('Price')).toBeTruthy();
      expect(within(cards[1]).getByText('$200')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands the export format to the caller', async () => {
    const onExport = vi.fn();
    render(
      <DataTable label="Listings" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} onExport={onExport} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });
});

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The server's sort column; the header sorts when set. */
  sortKey?: string;
  /** Starts hidden; the column chooser shows it. */
  isHiddenByDefault?: boolean;
  /** Starts hidden in a window narrower than this many pixels, so the table needs no sideways scroll. */
  hiddenBelowWidth?: number;
  /** Not listed in the column chooser (the row's name, its actions). */
  isAlwaysShown?: boolean;
  /**
   * Controls only (switches, action buttons), no data: drawn a render after the rows first show,
   * so their data is on screen sooner. The cell stays empty until then, so a control must not be
   * taller than the row's data.
   */
  isControl?: boolean;
};

export type SortDirection = 'asc' | 'desc';
export type Sort = { column: string; direction: SortDirection };

/** Server paging: the page (from 0) and size the caller fetched, and how many rows exist. */
export type Paging = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The sizes a user may choose; a list with one size the spec fixes gives none. */
  pageSizes?: number[];
  onPageSizeChange?: (pageSize: number) => void;
};

/** The key of the column the table adds for `rowActions`. */
export const ROW_ACTIONS_KEY = '__actions';

export type RowAction = { label: string; onClick: () => void; isDisabled?: boolean };
export type ExportFormat = 'csv' | 'xlsx';

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="menuitem"], [role="menu"], [role="switch"]';
/** A click or key press meant for a control inside the row (a link, a switch), not for the row. */
export const isFromControl = (e: MouseEvent | KeyboardEvent) =>
  e.target !== e.currentTarget && Boolean((e.target as HTMLElement).closest(INTERACTIVE));

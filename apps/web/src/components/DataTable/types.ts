import type { ReactNode } from 'react';

/** How a cell shows its value when the column has no slot. */
export type ColumnType = 'text' | 'number' | 'date' | 'datetime';

export type ColumnFilterConfig =
  | { type: 'text'; placeholder?: string }
  | { type: 'select'; options: { label: string; value: string | number }[] }
  | { type: 'dateRange' }
  | { type: 'numberRange'; min?: number; precision?: number };

/**
 * One column. `key` is the row field and the name sent as `sortFieldName` and filter key; a column
 * needs a key, a type or a slot, and a name (spec §5).
 */
export interface DataColumn<Row> {
  key: string;
  name: string;
  type?: ColumnType;
  slot?: (row: Row, index: number) => ReactNode;
  width?: number;
  fixed?: 'left' | 'right';
  /** Stays fixed on a phone too (a row's main action must stay reachable at 390 px). */
  fixedOnMobile?: boolean;
  align?: 'left' | 'center' | 'right';
  ellipsis?: boolean;
  sortable?: boolean;
  filter?: ColumnFilterConfig;
}

/** A column filter as sent to the server (spec §3: search, searchTwo, isSearch). */
export interface FilterValue {
  search: string | number | null;
  searchTwo: string | number | null;
  isSearch: boolean;
}

/** The list request of every table (ARCHITECTURE §4). */
export interface DataTableRequest {
  pageIndex: number;
  pageSize: number;
  sortFieldName?: string;
  sortDirection?: 'asc' | 'desc';
  filters: Record<string, FilterValue>;
}

export interface DataTablePage<Row> {
  list: Row[];
  total: number;
  /** More rows than the server counts (LIST_COUNT_CAP): `total` is that many, shown as 10,000+. */
  capped?: boolean;
}

import { FilterFilled, SearchOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, DEFAULT_TABLE_HEIGHT } from '@hris/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnType, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takePrefetched } from '../../api/prefetched';
import { useAppStore } from '../../stores/app';
import { formatDate, formatDateTime } from '../../utils/date';
import { ColumnFilter } from './ColumnFilter';
import { activeFilters, headerMinWidth, pageSizeOptions, validateColumns } from './columns';
import type { DataColumn, DataTablePage, DataTableRequest, FilterValue } from './types';
import './data-table.css';

export type { ColumnFilterConfig, DataColumn, DataTablePage, DataTableRequest, FilterValue } from './types';

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  /** Query key prefix; the request parameters are appended. Invalidate it to reload. */
  queryKey: readonly unknown[];
  request: (params: DataTableRequest) => Promise<DataTablePage<Row>>;
  rowKey: (row: Row) => Key;
  /** Scroll height of the body (spec §9 default 550). */
  height?: number;
  defaultPageSize?: number;
  rowSelection?: TableProps<Row>['rowSelection'];
  onRowClick?: (row: Row) => void;
  rowClassName?: (row: Row) => string;
  emptyText?: ReactNode;
  /**
   * Told which rows the table shows whenever that changes: the request (filters, sort, page) and
   * the total of its answer (null until it came). An export of "the rows shown" uses it.
   */
  onView?: (view: DataTableView) => void;
  /** Filters applied when the table mounts (a link that opens the list filtered). */
  initialFilters?: Record<string, FilterValue>;
  /**
   * A summary row under the rows (antd `Table.Summary`), from the answer shown: e.g. totals the
   * server summed over the whole filter.
   */
  summary?: (page: DataTablePage<Row> | undefined) => ReactNode;
  /**
   * On a phone, each row as this card instead of the columns (which a narrow screen cuts to the
   * first two or three): what the row is about, and its action at hand.
   */
  card?: (row: Row) => ReactNode;
}

export interface DataTableView {
  params: DataTableRequest;
  total: number | null;
}

function cellText(value: unknown, type: DataColumn<unknown>['type']): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (type === 'date') return formatDate(value as string) || '—';
  if (type === 'datetime') return formatDateTime(value as string) || '—';
  return String(value);
}

/**
 * A server-paged table (spec §5, §9): pages of 10/20/50/100 (default 10) plus a custom current
 * size, size changer and total, body height 550, sort → sortFieldName/sortDirection and header
 * filters → filters[field] = { search, searchTwo, isSearch }.
 */
export function DataTable<Row extends object>({
  columns,
  queryKey,
  request,
  rowKey,
  height = DEFAULT_TABLE_HEIGHT,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  rowSelection,
  onRowClick,
  rowClassName,
  emptyText,
  onView,
  initialFilters,
  summary,
  card,
}: DataTableProps<Row>) {
  validateColumns(columns);
  // The scrolling body takes the keyboard focus, so arrow keys scroll a wide or long table whose
  // rows hold nothing focusable (WCAG 2.1.1; axe's scrollable-region-focusable).
  const tableRef = useRef<TableRef>(null);
  useEffect(() => {
    tableRef.current?.nativeElement?.querySelector('.ant-table-body')?.setAttribute('tabindex', '0');
  });
  const { t, i18n } = useTranslation();
  // Fixed columns cover the scrolled ones on a phone: only pin them on desktop.
  const desktop = useAppStore((s) => s.device === 'desktop');
  const cards = useAppStore((s) => s.device === 'mobile') && card !== undefined;
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sort, setSort] = useState<{ field: string; direction: 'asc' | 'desc' } | null>(null);
  const [filters, setFilters] = useState<Record<string, FilterValue>>(() => initialFilters ?? {});

  const params: DataTableRequest = {
    pageIndex,
    pageSize,
    ...(sort ? { sortFieldName: sort.field, sortDirection: sort.direction } : {}),
    filters: activeFilters(filters),
  };
  // A first page the router fetched moments before (api/prefetched.ts) is shown without asking again.
  const [prefetched] = useState(() => takePrefetched([...queryKey, params]));
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => request(params),
    placeholderData: keepPreviousData,
    ...(prefetched ? { refetchOnMount: false } : {}),
  });

  // Cached answers are shown without a request, so the view is reported from what is shown.
  const total = query.data && !query.isPlaceholderData ? query.data.total : null;
  const viewKey = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params is rebuilt every render; viewKey is its value
  useEffect(() => {
    onView?.({ params, total });
  }, [viewKey, total, onView]);

  const applyFilter = useCallback((key: string, value: FilterValue | null) => {
    setFilters((current) => ({ ...current, [key]: value ?? { search: null, searchTwo: null, isSearch: false } }));
    setPageIndex(1);
  }, []);

  const tableColumns = useMemo<TableColumnType<Row>[]>(
    () =>
      columns.map((column) => {
        const filter = column.filter;
        const filtered = Boolean(filters[column.key]?.isSearch);
        return {
          key: column.key,
          dataIndex: column.key,
          title: column.name,
          width: column.width === undefined ? undefined : Math.max(column.width, headerMinWidth(column)),
          fixed: desktop || column.fixedOnMobile ? column.fixed : undefined,
          align: column.align ?? (column.type === 'number' ? 'right' : undefined),
          ellipsis: column.ellipsis,
          sorter: column.sortable ? true : undefined,
          sortOrder:
            column.sortable && sort?.field === column.key ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null,
          render: (_: unknown, row: Row, index: number) =>
            column.slot ? column.slot(row, index) : cellText((row as Record<string, unknown>)[column.key], column.type),
          ...(filter
            ? {
                filtered,
                filterIcon: () =>
                  filter.type === 'text' ? (
                    <SearchOutlined className={filtered ? 'hris-filter-icon is-active' : 'hris-filter-icon'} />
                  ) : (
                    <FilterFilled className={filtered ? 'hris-filter-icon is-active' : 'hris-filter-icon'} />
                  ),
                filterDropdown: ({ close }: { close: () => void }) => (
                  <ColumnFilter
                    config={filter}
                    value={filters[column.key]}
                    onApply={(value) => applyFilter(column.key, value)}
                    onReset={() => applyFilter(column.key, null)}
                    close={close}
                  />
                ),
              }
            : {}),
        };
      }),
    [columns, filters, sort, desktop, applyFilter],
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      const nextSize = pagination.pageSize ?? pageSize;
      setPageIndex(nextSize !== pageSize ? 1 : (pagination.current ?? 1));
      setPageSize(nextSize);
    } else if (extra.action === 'sort') {
      const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      setSort(
        single?.order && single.columnKey
          ? { field: String(single.columnKey), direction: single.order === 'ascend' ? 'asc' : 'desc' }
          : null,
      );
      setPageIndex(1);
    }
  };

  return (
    <Table<Row>
      ref={tableRef}
      className={cards ? 'hris-data-table hris-data-table--cards' : 'hris-data-table'}
      size="middle"
      rowKey={rowKey}
      columns={
        cards && card
          ? [{ key: 'card', title: columns[0]?.name, render: (_: unknown, row: Row) => card(row) }]
          : tableColumns
      }
      showHeader={!cards}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      scroll={cards ? undefined : { x: 'max-content', y: height }}
      rowSelection={rowSelection}
      rowClassName={rowClassName}
      onRow={
        onRowClick && !cards ? (row) => ({ onClick: () => onRowClick(row), className: 'is-clickable' }) : undefined
      }
      locale={emptyText ? { emptyText } : undefined}
      onChange={onChange}
      summary={summary ? () => summary(query.data) : undefined}
      pagination={{
        current: pageIndex,
        pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: pageSizeOptions(defaultPageSize, pageSize),
        showTotal: (total) =>
          query.data?.capped
            ? t('table.totalCapped', { total: total.toLocaleString(i18n.language) })
            : t('table.total', { total }),
        showQuickJumper: true,
      }}
    />
  );
}

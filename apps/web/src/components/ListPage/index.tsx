import { PlusOutlined } from '@ant-design/icons';
import type { TSensitiveExport } from '@hris/contract';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { type Key, type ReactNode, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { exportList } from '../../api/export';
import {
  type DataColumn,
  DataTable,
  type DataTablePage,
  type DataTableProps,
  type DataTableRequest,
  type DataTableView,
  type FilterValue,
} from '../DataTable';
import { useEditable } from '../EditAccess';
import { ExportButton, type ExportJob, type SensitiveExportKind } from '../Export';
import { linkedFilters, linkFilterKey } from './link-filters';
import './list-page.css';

export { actionsColumn, booleanOptions, keyLinkColumn, yesNoOptions } from './columns';
export { linkedFilters } from './link-filters';

export interface ListPageProps<Row> {
  /** data-testid of the page. */
  testId: string;
  /** The rows' query key (`bdKeys.list('staff')`): a save invalidates its section's keys. */
  queryKey: QueryKey;
  hint: ReactNode;
  /**
   * The primary button (新增, 导入), shown only with isEdit on `menuCode` (spec §6), and only `when`
   * the user can add anything.
   */
  add?: { menuCode: string; to: string; label: string; testId: string; icon?: ReactNode; when?: boolean };
  /**
   * The list's export endpoint, the i18n key of its name in the progress notification, and the
   * file name (without .xlsx) when the server sends none. `sensitive`: the sheet holds identity
   * numbers or phones ('salary': salary figures), so a holder of SensitiveData may export them in
   * clear (含敏感信息).
   */
  exportTo: { path: string; title: string; file: string; sensitive?: SensitiveExportKind };
  columns: DataColumn<Row>[];
  request: (params: DataTableRequest) => Promise<DataTablePage<Row>>;
  /** Defaults to the row's `id`. */
  rowKey?: (row: Row) => Key;
  rowClassName?: (row: Row) => string;
  /** A summary row under the rows, from the answer shown (see DataTable). */
  summary?: DataTableProps<Row>['summary'];
  /** Filters the list opens with when its address names none (少儿险名单: this month). */
  defaultFilters?: Record<string, FilterValue>;
  /** More toolbar buttons (import, downloads), before the export. */
  actions?: ReactNode;
  /** Checkboxes on the rows (a batch action of the page). */
  rowSelection?: DataTableProps<Row>['rowSelection'];
  /** Told the rows shown, as the export is (a page's own "download what is filtered"). */
  onView?: (view: DataTableView) => void;
}

/** The primary action of a list page, for users with edit rights only. */
function AddButton({
  menuCode,
  to,
  label,
  testId,
  icon = <PlusOutlined />,
  when = true,
}: NonNullable<ListPageProps<unknown>['add']>) {
  const navigate = useNavigate();
  if (!useEditable(menuCode) || !when) return null;
  return (
    <Button type="primary" icon={icon} onClick={() => navigate(to)} data-testid={testId}>
      {label}
    </Button>
  );
}

const byId = (row: object) => (row as { id: number }).id;

/**
 * A list page: hint and actions above a server-paged table, and an export of its rows. Its address
 * may name filters to open with (`?filter.endDate=2026-11-26~2027-01-25`, the contract's listLink):
 * a dashboard count or a message opens the list already filtered, and a new such address (the same
 * tab opened again from elsewhere) starts the table over with its filters.
 */
export function ListPage<Row extends object>({
  testId,
  queryKey,
  hint,
  add,
  exportTo,
  columns,
  request,
  rowKey = byId,
  rowClassName,
  summary,
  defaultFilters,
  actions,
  rowSelection,
  onView: onViewOuter,
}: ListPageProps<Row>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const linkKey = linkFilterKey(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: linkKey is the value of the filters read from search
  const initialFilters = useMemo(() => {
    const linked = linkedFilters(columns, search);
    return linked && Object.keys(linked).length > 0 ? linked : (defaultFilters ?? linked);
  }, [linkKey, columns]);
  const view = useRef<DataTableView>({ params: { pageIndex: 1, pageSize: 10, filters: {} }, total: null });
  const onView = useCallback(
    (next: DataTableView) => {
      view.current = next;
      onViewOuter?.(next);
    },
    [onViewOuter],
  );
  const job = (sensitive?: TSensitiveExport): ExportJob => {
    const { params, total } = view.current;
    const { pageIndex: _page, pageSize: _size, ...rest } = params;
    return {
      title: t(exportTo.title),
      fallbackName: `${exportTo.file}.xlsx`,
      rows: total,
      download: (transfer) => exportList(exportTo.path, sensitive ? { ...rest, sensitive } : rest, transfer),
    };
  };
  return (
    <Card variant="borderless" data-testid={testId}>
      <div className="hris-list-toolbar">
        <Typography.Text type="secondary" className="hris-list-toolbar__hint">
          {hint}
        </Typography.Text>
        <div className="hris-list-toolbar__actions">
          {add && <AddButton {...add} />}
          {actions}
          <ExportButton job={job} sensitive={exportTo.sensitive} />
        </div>
      </div>
      <DataTable<Row>
        key={linkKey}
        initialFilters={initialFilters}
        columns={columns}
        queryKey={queryKey}
        request={request}
        rowKey={rowKey}
        rowClassName={rowClassName}
        onView={onView}
        summary={summary}
        rowSelection={rowSelection}
      />
    </Card>
  );
}

import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Descriptions, type DescriptionsProps, Empty, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPath } from '../../router/paths';
import { RequireEdit } from '../EditAccess';
import { PageState } from '../PageState';
import { useIdParam } from './useIdParam';
import './record-page.css';

export { parseIdParam, useIdParam } from './useIdParam';

interface RecordPageProps<T> {
  /** The record's query key without its id (`bdKeys.record('staffDetail')`); the page adds the id. */
  queryKey: QueryKey;
  fetch: (id: number) => Promise<T>;
  /** Where "back to the list" leads; by default the list the page belongs to in the route table. */
  backTo?: string;
  /** An edit page: only with isEdit on this menu entry (a read-only user is told why not). */
  requireEdit?: string;
  create?: () => ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A detail or edit page of one record (?id=…): loads it and renders it, or a skeleton, or why
 * there is nothing to show. With `create`, a page without ?id renders the empty form instead.
 */
export function RecordPage<T>({ requireEdit, ...props }: RecordPageProps<T>) {
  if (!requireEdit) return <RecordLoader {...props} />;
  return <RequireEdit menuCode={requireEdit}>{() => <RecordLoader {...props} />}</RequireEdit>;
}

function RecordLoader<T>({ queryKey, fetch, backTo, create, children }: Omit<RecordPageProps<T>, 'requireEdit'>) {
  const id = useIdParam();
  const list = useListPath();
  const query = useQuery({
    queryKey: [...queryKey, id],
    queryFn: () => fetch(id as number),
    enabled: id !== null,
  });
  if (id === null && create) return <>{create()}</>;
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo={backTo ?? list}>
      {() => children(query.data as T)}
    </PageState>
  );
}

type DescriptionItems = NonNullable<DescriptionsProps['items']>;

/** The bordered description grid of every detail page. */
export function DetailGrid({
  items,
  columns = 3,
  testId,
}: {
  items: DescriptionItems;
  columns?: 2 | 3;
  testId?: string;
}) {
  return (
    <Descriptions
      bordered
      size="small"
      className="hris-detail-grid"
      column={columns === 3 ? { xs: 1, md: 2, xl: 3 } : { xs: 1, md: 2 }}
      items={items}
      data-testid={testId}
    />
  );
}

/**
 * A titled table of related rows under a detail (contracts, periods, history), all at once unless
 * given the server's `pagination` (a log that grows without end).
 */
export function RelatedTable<Row extends object>({
  title,
  rows,
  columns,
  rowKey,
  testId,
  loading,
  pagination = false,
}: {
  title?: ReactNode;
  rows: Row[];
  columns: TableProps<Row>['columns'];
  rowKey: TableProps<Row>['rowKey'];
  testId?: string;
  loading?: boolean;
  pagination?: TableProps<Row>['pagination'];
}) {
  const { t } = useTranslation();
  return (
    <section className="hris-related">
      {title && <h4 className="hris-related__title">{title}</h4>}
      <Table<Row>
        size="small"
        rowKey={rowKey}
        pagination={pagination}
        loading={loading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.none')} /> }}
        data-testid={testId}
      />
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Descriptions, type DescriptionsProps, Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopText } from './columns';
import { dateText, orDash, RequireEdit } from './components';
import { PageState } from './PageState';
import { contractDetailPath, staffDetailPath } from './paths';
import { useIdParam } from './useIdParam';

interface RecordPageProps<T> {
  name: string;
  fetch: (id: number) => Promise<T>;
  backTo: string;
  /** An edit page: only with isEdit on this menu entry (a read-only user is told why not). */
  requireEdit?: string;
  create?: () => ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A detail or edit page of one record (?id=…): loads it under ['bd', name, id] and renders it,
 * or a skeleton, or why there is nothing to show. With `create`, a page without ?id renders the
 * empty form instead.
 */
export function RecordPage<T>({ requireEdit, ...props }: RecordPageProps<T>) {
  if (!requireEdit) return <RecordLoader {...props} />;
  return <RequireEdit menuCode={requireEdit}>{() => <RecordLoader {...props} />}</RequireEdit>;
}

function RecordLoader<T>({ name, fetch, backTo, create, children }: Omit<RecordPageProps<T>, 'requireEdit'>) {
  const id = useIdParam();
  const query = useQuery({
    queryKey: ['bd', name, id],
    queryFn: () => fetch(id as number),
    enabled: id !== null,
  });
  if (id === null && create) return <>{create()}</>;
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo={backTo}>
      {() => children(query.data as T)}
    </PageState>
  );
}

type DescriptionItems = NonNullable<DescriptionsProps['items']>;

/** The employee a record belongs to: name-employeeId (a link to the person), shop and region. */
export function useEmployeeItems(record: {
  employeeRef: number;
  employeeLabel: string;
  shopCode: string | null;
  shopName: string | null;
  regionName?: string | null;
}): DescriptionItems {
  const { t } = useTranslation();
  const items: DescriptionItems = [
    {
      key: 'employee',
      label: t('bd.contract.employee'),
      children: (
        <Link to={staffDetailPath(record.employeeRef)} data-testid="employee-link">
          {record.employeeLabel}
        </Link>
      ),
    },
    { key: 'shop', label: t('bd.staff.shop'), children: shopText(record) },
  ];
  if (record.regionName !== undefined) {
    items.push({ key: 'region', label: t('bd.staff.region'), children: orDash(record.regionName) });
  }
  return items;
}

/** The bordered description grid of every basic-data detail page. */
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
      className="bd-descriptions"
      column={columns === 3 ? { xs: 1, md: 2, xl: 3 } : { xs: 1, md: 2 }}
      items={items}
      data-testid={testId}
    />
  );
}

/** A titled table of related rows under a detail (contracts, periods, history), never paged. */
export function RelatedTable<Row extends object>({
  title,
  rows,
  columns,
  rowKey,
  testId,
}: {
  title?: ReactNode;
  rows: Row[];
  columns: TableProps<Row>['columns'];
  rowKey: TableProps<Row>['rowKey'];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="bd-related">
      {title && <h4 className="bd-related__title">{title}</h4>}
      <Table<Row>
        size="small"
        rowKey={rowKey}
        pagination={false}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bd.common.none')} /> }}
        data-testid={testId}
      />
    </section>
  );
}

interface ContractBrief {
  id: number;
  sequence: number;
  contractTypeText: string;
  beginDate: string;
  endDate: string | null;
}

/** Contracts of a person as related rows: number (a link to the contract), type and term. */
export function contractColumns<Row extends ContractBrief>(t: (key: string) => string): TableColumnsType<Row> {
  return [
    {
      key: 'sequence',
      title: t('bd.contract.sequence'),
      width: 90,
      render: (_: unknown, r) => <Link to={contractDetailPath(r.id)}>{r.sequence}</Link>,
    },
    { key: 'contractTypeText', dataIndex: 'contractTypeText', title: t('bd.contract.type') },
    { key: 'beginDate', title: t('bd.contract.beginDate'), render: (_: unknown, r) => dateText(r.beginDate) },
    { key: 'endDate', title: t('bd.contract.endDate'), render: (_: unknown, r) => dateText(r.endDate) },
  ];
}

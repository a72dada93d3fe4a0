import { SyncOutlined } from '@ant-design/icons';
import { TRANSFER_SIGN_STATUS_VALUES, TransferSignPaths, type TTransferSignRow } from '@hris/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Tooltip, Typography } from 'antd';
import { type Key, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportList } from '../../api/export';
import { getTransferSignList, retryTransferSigns, transferSignKeys } from '../../api/transfer-sign';
import { type DataColumn, DataTable, type DataTableView } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { ExportButton, type ExportJob } from '../../components/Export';
import { toastSuccess } from '../../feedback';
import '../../components/ListPage/list-page.css';
import { TransferSignStatusTag } from './StatusTag';

/** Records a retry can send again: 待同步 and 转签失败 (the server skips the others). */
const RETRYABLE = new Set([1, 4]);

const shopLabel = (code: string, name: string) => `${code} ${name}`;

/** 转签列表 (spec §2 /transferList/index): who re-signs with a new employer entity, and how far it got. */
export default function TransferSignListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = useEditable('transferList');
  const [selected, setSelected] = useState<Key[]>([]);
  const view = useRef<DataTableView>({ params: { pageIndex: 1, pageSize: 10, filters: {} }, total: null });
  const onView = useCallback((next: DataTableView) => {
    view.current = next;
  }, []);

  const retry = useMutation({
    mutationFn: (ids: number[]) => retryTransferSigns(ids),
    onSuccess: async (result) => {
      toastSuccess(t('transferSign.retried', { retried: result.retried, skipped: result.skipped }));
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: transferSignKeys.all });
    },
  });

  const columns = useMemo<DataColumn<TTransferSignRow>[]>(() => {
    const list: DataColumn<TTransferSignRow>[] = [
      {
        key: 'status',
        name: t('transferSign.col.status'),
        sortable: true,
        width: 110,
        filter: {
          type: 'select',
          options: TRANSFER_SIGN_STATUS_VALUES.map((v) => ({ label: t(`transferSign.status.${v}`), value: v })),
        },
        slot: (row) => <TransferSignStatusTag status={row.status} />,
      },
      {
        key: 'employee',
        name: t('transferSign.col.employee'),
        width: 150,
        filter: { type: 'text', placeholder: t('transferSign.employeePlaceholder') },
        slot: (row) => row.employeeLabel,
      },
      {
        key: 'shop',
        name: t('transferSign.col.fromShop'),
        width: 170,
        ellipsis: true,
        filter: { type: 'text', placeholder: t('transferSign.shopPlaceholder') },
        slot: (row) => shopLabel(row.fromShopCode, row.fromShopName),
      },
      {
        key: 'toShop',
        name: t('transferSign.col.toShop'),
        width: 170,
        ellipsis: true,
        slot: (row) => shopLabel(row.toShopCode, row.toShopName),
      },
      {
        type: 'text',
        key: 'fromEntity',
        name: t('transferSign.col.fromEntity'),
        width: 200,
        ellipsis: true,
        filter: { type: 'text' },
      },
      {
        type: 'text',
        key: 'toEntity',
        name: t('transferSign.col.toEntity'),
        width: 200,
        ellipsis: true,
        filter: { type: 'text' },
      },
      {
        key: 'effectiveDate',
        name: t('transferSign.col.effectiveDate'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      { key: 'requestedAt', name: t('transferSign.col.requestedAt'), type: 'datetime', sortable: true, width: 150 },
      { key: 'syncedAt', name: t('transferSign.col.syncedAt'), type: 'datetime', sortable: true, width: 150 },
      { key: 'attempts', name: t('transferSign.col.attempts'), type: 'number', sortable: true, width: 90 },
      {
        key: 'message',
        name: t('transferSign.col.message'),
        width: 240,
        filter: { type: 'text' },
        slot: (row) =>
          row.message ? (
            <Tooltip title={row.message} placement="topLeft">
              <Typography.Text
                ellipsis
                type={row.status === 4 ? 'danger' : undefined}
                style={{ maxWidth: 220 }}
                data-testid="transfer-sign-message"
              >
                {row.message}
              </Typography.Text>
            </Tooltip>
          ) : (
            '—'
          ),
      },
      {
        key: 'createdTime',
        name: t('transferSign.col.createdTime'),
        type: 'datetime',
        sortable: true,
        width: 150,
        filter: { type: 'dateRange' },
      },
    ];
    if (editable) {
      list.push({
        key: 'actions',
        name: t('common.actions'),
        fixed: 'right',
        fixedOnMobile: true,
        width: 100,
        slot: (row) =>
          RETRYABLE.has(row.status) ? (
            <Popconfirm title={t('transferSign.retryOneConfirm')} onConfirm={() => retry.mutate([row.id])}>
              <Button type="link" size="small" data-testid="transfer-sign-retry-row">
                {t('transferSign.retry')}
              </Button>
            </Popconfirm>
          ) : null,
      });
    }
    return list;
  }, [t, editable, retry]);

  const job = (): ExportJob => {
    const { params, total } = view.current;
    const { pageIndex: _page, pageSize: _size, ...rest } = params;
    return {
      title: t('route.transferIndex'),
      fallbackName: '转签列表.xlsx',
      rows: total,
      download: (transfer) => exportList(TransferSignPaths.exportTransferSignPageList, rest, transfer),
    };
  };

  return (
    <Card variant="borderless" data-testid="transfer-sign-list">
      <div className="hris-list-toolbar">
        <Typography.Text type="secondary" className="hris-list-toolbar__hint">
          {t('transferSign.hint')}
        </Typography.Text>
        <div className="hris-list-toolbar__actions">
          {editable && (
            <Popconfirm
              title={t('transferSign.retrySelectedConfirm', { count: selected.length })}
              disabled={selected.length === 0}
              onConfirm={() => retry.mutate(selected.map(Number))}
            >
              <Button
                type="primary"
                icon={<SyncOutlined />}
                disabled={selected.length === 0}
                loading={retry.isPending}
                data-testid="transfer-sign-retry-selected"
              >
                {t('transferSign.retrySelected', { count: selected.length })}
              </Button>
            </Popconfirm>
          )}
          <ExportButton job={job} />
        </div>
      </div>
      <DataTable<TTransferSignRow>
        columns={columns}
        queryKey={transferSignKeys.list}
        request={getTransferSignList}
        rowKey={(row) => row.id}
        onView={onView}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.slice(0, 200)),
                getCheckboxProps: (row) => ({ disabled: !RETRYABLE.has(row.status) }),
              }
            : undefined
        }
      />
    </Card>
  );
}

import { RedoOutlined } from '@ant-design/icons';
import {
  NOTIFY_CHANNELS,
  NOTIFY_STATUSES,
  type TNotifyChannel,
  type TNotifyOutboxListRequest,
  type TNotifyOutboxRow,
  type TNotifyStatus,
} from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifyOutbox, notifyKeys, retryNotifyOutbox } from '../../../api/notify';
import { toastSuccess } from '../../../feedback';
import { formatDateTime } from '../../../utils/date';
import { useNotifyLabels } from './labels';

const STATUS_COLOR: Record<TNotifyStatus, string> = {
  pending: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  skipped: 'default',
};

/** Only what was given up or never sent goes back in the queue (the server refuses the others). */
const RETRYABLE: readonly TNotifyStatus[] = ['failed', 'skipped'];

export function NotifyStatusTag({ status }: { status: TNotifyStatus }) {
  const labels = useNotifyLabels();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={`notify-status-${status}`}>
      {labels.status(status)}
    </Tag>
  );
}

/** 发送记录: the outbox, newest first, filtered by channel and status; 重新发送 for the failed and unsent. */
export function NotifyOutbox({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const labels = useNotifyLabels();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<TNotifyChannel | undefined>();
  const [status, setStatus] = useState<TNotifyStatus | undefined>();
  const [page, setPage] = useState({ index: 1, size: 10 });
  const request: TNotifyOutboxListRequest = {
    ...(channel ? { channel } : {}),
    ...(status ? { status } : {}),
    pageIndex: page.index,
    pageSize: page.size,
  };
  const outbox = useQuery({
    queryKey: notifyKeys.outbox(request),
    queryFn: () => getNotifyOutbox(request),
    // While messages wait on this page, their state follows the sender.
    refetchInterval: (query) =>
      query.state.data?.list.some((r) => r.status === 'pending' || r.status === 'sending') ? 15_000 : false,
  });
  const retry = useMutation({
    mutationFn: (row: TNotifyOutboxRow) => retryNotifyOutbox(row.id),
    onSuccess: async ({ msg }) => {
      toastSuccess(msg || t('interfaceCentre.notify.outbox.requeued'));
      await queryClient.invalidateQueries({ queryKey: notifyKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }),
  });

  const when = (row: TNotifyOutboxRow) => {
    if (row.sentTime) return formatDateTime(row.sentTime);
    if (row.status === 'pending' && row.nextAttemptTime) {
      const time = formatDateTime(row.nextAttemptTime);
      return (
        <Typography.Text type="secondary">
          {row.attempts > 0
            ? t('interfaceCentre.notify.outbox.nextAttempt', { time })
            : t('interfaceCentre.notify.outbox.due', { time })}
        </Typography.Text>
      );
    }
    return '—';
  };

  const columns: TableColumnsType<TNotifyOutboxRow> = [
    {
      key: 'createdTime',
      title: t('interfaceCentre.notify.outbox.col.createdTime'),
      width: 150,
      render: (_, row) => formatDateTime(row.createdTime),
    },
    {
      key: 'channel',
      title: t('interfaceCentre.notify.outbox.col.channel'),
      width: 130,
      render: (_, row) => labels.channel(row.channel),
    },
    {
      key: 'kind',
      title: t('interfaceCentre.notify.outbox.col.kind'),
      width: 150,
      render: (_, row) => labels.kind(row.kind),
    },
    { key: 'userName', title: t('interfaceCentre.notify.outbox.col.userName'), width: 140, dataIndex: 'userName' },
    {
      key: 'title',
      title: t('interfaceCentre.notify.outbox.col.title'),
      width: 220,
      ellipsis: { showTitle: true },
      dataIndex: 'title',
    },
    {
      key: 'status',
      title: t('interfaceCentre.notify.outbox.col.status'),
      width: 100,
      render: (_, row) => <NotifyStatusTag status={row.status} />,
    },
    {
      key: 'attempts',
      title: t('interfaceCentre.notify.outbox.col.attempts'),
      width: 90,
      align: 'right',
      dataIndex: 'attempts',
    },
    {
      key: 'lastAnswer',
      title: t('interfaceCentre.notify.outbox.col.lastAnswer'),
      ellipsis: { showTitle: true },
      render: (_, row) => row.lastAnswer ?? '—',
    },
    {
      key: 'sentTime',
      title: t('interfaceCentre.notify.outbox.col.sentTime'),
      width: 170,
      render: (_, row) => when(row),
    },
    ...(editable
      ? [
          {
            key: 'action',
            title: t('interfaceCentre.notify.outbox.col.action'),
            width: 110,
            fixed: 'right' as const,
            render: (_: unknown, row: TNotifyOutboxRow) =>
              RETRYABLE.includes(row.status) ? (
                <Button
                  type="link"
                  size="small"
                  icon={<RedoOutlined />}
                  loading={retry.isPending && retry.variables?.id === row.id}
                  onClick={() => retry.mutate(row)}
                  data-testid="notify-retry"
                >
                  {t('interfaceCentre.notify.outbox.retry')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  const filter =
    <T,>(set: (value: T | undefined) => void) =>
    (value: T | undefined) => {
      set(value);
      setPage((p) => ({ ...p, index: 1 }));
    };

  return (
    <Card
      variant="borderless"
      title={t('interfaceCentre.notify.outbox.title')}
      className="notify-outbox"
      extra={
        <Space wrap>
          <Select<TNotifyChannel>
            allowClear
            value={channel}
            onChange={filter(setChannel)}
            placeholder={t('interfaceCentre.notify.outbox.allChannels')}
            aria-label={t('interfaceCentre.notify.outbox.channel')}
            options={NOTIFY_CHANNELS.map((c) => ({ value: c, label: labels.channel(c) }))}
            className="notify-outbox__filter"
            data-testid="notify-outbox-channel"
          />
          <Select<TNotifyStatus>
            allowClear
            value={status}
            onChange={filter(setStatus)}
            placeholder={t('interfaceCentre.notify.outbox.allStatuses')}
            aria-label={t('interfaceCentre.notify.outbox.status')}
            options={NOTIFY_STATUSES.map((s) => ({ value: s, label: labels.status(s) }))}
            className="notify-outbox__filter"
            data-testid="notify-outbox-status"
          />
        </Space>
      }
    >
      <Table<TNotifyOutboxRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={outbox.data?.list ?? []}
        loading={outbox.isFetching}
        scroll={{ x: 1300 }}
        locale={{ emptyText: <Empty description={t('interfaceCentre.notify.outbox.empty')} /> }}
        pagination={{
          current: page.index,
          pageSize: page.size,
          total: outbox.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (index, size) => setPage({ index, size }),
        }}
        data-testid="notify-outbox"
      />
    </Card>
  );
}

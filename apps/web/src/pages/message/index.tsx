import { CheckOutlined, LinkOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Segmented, Space, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getMessageList, type MessageRow, markRead } from '../../api/message';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { toastSuccess } from '../../feedback';
import { isExternal } from '../../router/access';
import { setUnreadMessageCount, useSessionStore } from '../../stores/session';
import './message.css';

type Scope = 'all' | 'unread';

/** Internal links are hash paths of the app ("#/task/index" or "/task/index"). */
function internalPath(link: string): string {
  return link.startsWith('#') ? link.slice(1) : link;
}

/** The message list behind the navbar's unread badge (spec §2). */
export default function MessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unread = useSessionStore((s) => s.unreadMessageCount);
  const [scope, setScope] = useState<Scope>('all');
  const [selected, setSelected] = useState<Key[]>([]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['message'] });
    await queryClient.invalidateQueries({ queryKey: ['userInfo'] });
  };

  const mark = useMutation({
    mutationFn: markRead,
    onSuccess: async (_data, variables) => {
      if (variables.all) setUnreadMessageCount(0);
      else setUnreadMessageCount(unread - (variables.ids?.length ?? 0));
      setSelected([]);
      toastSuccess(t('message.marked'));
      await refresh();
    },
  });

  const open = (row: MessageRow) => {
    if (!row.isRead) mark.mutate({ ids: [row.id] });
    if (!row.link) return;
    if (isExternal(row.link)) window.open(row.link, '_blank', 'noopener');
    else navigate(internalPath(row.link));
  };

  const columns: DataColumn<MessageRow>[] = [
    {
      key: 'isRead',
      name: t('message.status'),
      width: 96,
      slot: (row) =>
        row.isRead ? (
          <Badge status="default" text={t('message.read')} />
        ) : (
          <Badge status="processing" text={t('message.unread')} />
        ),
    },
    {
      key: 'title',
      name: t('message.title'),
      width: 260,
      slot: (row) => (
        <Typography.Text strong={!row.isRead} ellipsis={{ tooltip: row.title }} className="hris-message__title">
          {row.title}
        </Typography.Text>
      ),
    },
    { key: 'content', name: t('message.content'), type: 'text', width: 380, ellipsis: true },
    // The server lists newest first and offers no other order: no sorter here.
    { key: 'createdTime', name: t('message.createdTime'), type: 'datetime', width: 160 },
    {
      key: 'actions',
      name: t('common.actions'),
      width: 160,
      fixed: 'right',
      slot: (row) => (
        <Space size={4} onClick={(event) => event.stopPropagation()}>
          {row.link && (
            <Button type="link" size="small" icon={<LinkOutlined />} onClick={() => open(row)}>
              {t('message.open')}
            </Button>
          )}
          {!row.isRead && (
            <Button type="link" size="small" icon={<CheckOutlined />} onClick={() => mark.mutate({ ids: [row.id] })}>
              {t('message.markRead')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card className="hris-message" title={t('route.message')}>
      <div className="hris-toolbar">
        <Segmented<Scope>
          value={scope}
          onChange={(value) => {
            setScope(value);
            setSelected([]);
          }}
          options={[
            { value: 'all', label: t('message.all') },
            { value: 'unread', label: `${t('message.unread')} (${unread})` },
          ]}
        />
        <Space wrap className="hris-toolbar__end">
          <Button
            disabled={selected.length === 0}
            loading={mark.isPending && !mark.variables?.all}
            onClick={() => mark.mutate({ ids: selected.map(Number) })}
          >
            {t('message.markSelected')}
          </Button>
          <Button
            type="primary"
            disabled={unread === 0}
            loading={mark.isPending && Boolean(mark.variables?.all)}
            onClick={() => mark.mutate({ all: true })}
            data-testid="mark-all-read"
          >
            {t('message.markAll')}
          </Button>
        </Space>
      </div>
      <DataTable<MessageRow>
        key={scope}
        columns={columns}
        queryKey={['message', 'list', scope]}
        request={(params) => getMessageList({ ...params, unreadOnly: scope === 'unread' })}
        rowKey={(row) => row.id}
        onRowClick={open}
        emptyText={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={scope === 'unread' ? t('message.emptyUnread') : t('message.empty')}
          />
        }
        rowClassName={(row) => (row.isRead ? '' : 'is-unread')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ disabled: row.isRead }),
        }}
      />
    </Card>
  );
}

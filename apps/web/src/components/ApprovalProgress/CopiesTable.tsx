import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkCopy } from '../../api/approval';
import '../../processes/i18n';
import { formatDateTime } from '../../utils/date';

/** 抄送记录: who was copied, by whom (系统: the process itself), at which step, when, and whether they read it. */
export function CopiesTable({ rows, loading }: { rows: WorkCopy[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<WorkCopy>
      className="wf-progress__table"
      size="small"
      loading={loading}
      rowKey={(row) => `${row.userName}-${row.copiedTime}-${row.byName}`}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('wf.copies.empty') }}
      data-testid="copies-table"
      columns={[
        { key: 'userName', dataIndex: 'userName', title: t('wf.copies.user'), width: 130 },
        { key: 'byName', dataIndex: 'byName', title: t('wf.copies.by'), width: 130 },
        { key: 'nodeName', dataIndex: 'nodeName', title: t('wf.copies.node'), width: 160 },
        {
          key: 'copiedTime',
          dataIndex: 'copiedTime',
          title: t('wf.copies.time'),
          width: 150,
          render: (value: string) => formatDateTime(value) || '—',
        },
        {
          key: 'readTime',
          title: t('wf.copies.state'),
          width: 190,
          render: (_, row) =>
            row.readTime ? (
              <Tag color="success" data-testid="copy-read">
                {t('wf.copies.readAt', { time: formatDateTime(row.readTime) })}
              </Tag>
            ) : (
              <Tag color="warning" data-testid="copy-unread">
                {t('wf.copies.unread')}
              </Tag>
            ),
        },
      ]}
    />
  );
}

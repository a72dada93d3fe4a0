import { MessageOutlined } from '@ant-design/icons';
import type { ProgressAction } from '@hris/contract';
import { Table, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressRow } from '../../api/workflow';
import '../../processes/i18n';
import { formatDateTime } from '../../utils/date';

/** Tag colour of each action of a progress row. */
export const ACTION_COLOR: Record<ProgressAction, string> = {
  start: 'success',
  approve: 'success',
  rollback: 'warning',
  finish: 'error',
  skip: 'default',
  // 前加签: the handler asked others first; the work comes back to them.
  addSign: 'purple',
};

/**
 * Spec §4: an action text is shown with the message as its tooltip, coloured by its action; a row
 * without an action shows 未办理. Times are YYYY-MM-DD HH:mm (spec §9).
 */
export function ActionCell({ row }: { row: ProgressRow }): ReactNode {
  const { t } = useTranslation();
  if (!row.actionType) {
    return (
      <Tag variant="filled" data-testid="progress-action">
        {t('wf.progress.notHandled')}
      </Tag>
    );
  }
  const tag = (
    <Tag color={ACTION_COLOR[row.actionType]} data-testid="progress-action">
      {row.actionTypeText}
      {row.msg && <MessageOutlined className="wf-progress__msg-icon" aria-label={t('wf.progress.hasMessage')} />}
    </Tag>
  );
  return row.msg ? <Tooltip title={row.msg}>{tag}</Tooltip> : tag;
}

export function ProgressTable({ rows, loading }: { rows: ProgressRow[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<ProgressRow>
      className="wf-progress__table"
      size="small"
      loading={loading}
      rowKey={(row) => `${row.nodeId}-${row.startedTime}-${row.processorName}`}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 720 }}
      data-testid="progress-table"
      columns={[
        { key: 'nodeName', dataIndex: 'nodeName', title: t('wf.progress.node'), width: 150 },
        {
          key: 'actionTypeText',
          title: t('wf.progress.action'),
          width: 120,
          render: (_, row) => <ActionCell row={row} />,
        },
        { key: 'processorName', dataIndex: 'processorName', title: t('wf.progress.processor'), width: 150 },
        {
          key: 'startedTime',
          dataIndex: 'startedTime',
          title: t('wf.progress.startedTime'),
          width: 150,
          render: (value: string) => formatDateTime(value) || '—',
        },
        {
          key: 'completedTime',
          dataIndex: 'completedTime',
          title: t('wf.progress.completedTime'),
          width: 150,
          render: (value: string | null) => formatDateTime(value) || '—',
        },
        {
          key: 'taskIntervalText',
          dataIndex: 'taskIntervalText',
          title: t('wf.progress.interval'),
          width: 110,
          render: (value: string) => value || '—',
        },
      ]}
    />
  );
}

import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchResult } from '../../api/workflow';
import { targetText } from '../../components/EmployeeSearch';

/**
 * The outcome of a batch or transfer: a summary, then one row per to-do named as the user knows
 * it (flow number, person) — the server names each, so rows that left the lists still read right.
 */
export function TaskResults({ result }: { result: BatchResult }) {
  const { t } = useTranslation();
  return (
    <div className="wf-batch__result" data-testid="batch-result">
      <Alert
        type={result.failed === 0 ? 'success' : result.succeeded === 0 ? 'error' : 'warning'}
        showIcon
        title={t('wf.batch.summary', { ok: result.succeeded, failed: result.failed })}
        data-testid="batch-summary"
      />
      <Table
        size="small"
        rowKey="taskId"
        dataSource={result.results}
        pagination={result.results.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        scroll={{ x: 640 }}
        columns={[
          { key: 'flowNo', dataIndex: 'flowNo', title: t('wf.list.flowNo'), width: 120 },
          {
            key: 'employee',
            title: t('wf.list.employee'),
            width: 160,
            render: (_, r) => targetText(r),
          },
          {
            key: 'ok',
            title: t('wf.batch.result'),
            width: 100,
            render: (_, r) =>
              r.ok ? (
                <Tag icon={<CheckCircleFilled />} color="success">
                  {t('wf.batch.ok')}
                </Tag>
              ) : (
                <Tag icon={<CloseCircleFilled />} color="error">
                  {t('wf.batch.failed')}
                </Tag>
              ),
          },
          { key: 'msg', dataIndex: 'msg', title: t('wf.batch.message') },
        ]}
      />
    </div>
  );
}

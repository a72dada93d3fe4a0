import { CheckCircleFilled, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { TBatchReportRow } from '@hris/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type BatchStartKind,
  type BatchStartOutcome,
  downloadBatchReport,
  downloadTemplate,
  uploadBatchStart,
} from '../../api/personnel';
import { toastWarning } from '../../feedback';
import '../i18n';
import './process-form.css';

/**
 * A process started from Excel (spec §7 batch uploads): the template, the upload, and the answer:
 * how many works started, or the report of the refused rows (nothing started) to fix and upload
 * again, which can be downloaded.
 */
export function BatchStart({ kind, title }: { kind: BatchStartKind; title: string }) {
  const { t } = useTranslation();
  const upload = useMutation<BatchStartOutcome, Error, File>({ mutationFn: (file) => uploadBatchStart(kind, file) });
  const template = useMutation({ mutationFn: () => downloadTemplate(kind) });
  const report = useMutation({ mutationFn: (rows: TBatchReportRow[]) => downloadBatchReport(`${title}-报告`, rows) });
  const outcome = upload.data;

  return (
    <div className="wf-batch" data-testid={`batch-start-${kind}`}>
      <Typography.Paragraph type="secondary">{t('wf.batchStart.intro')}</Typography.Paragraph>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
          {t('wf.batchStart.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            if (!/\.xlsx$/i.test(file.name)) {
              toastWarning(t('wf.batchStart.onlyXlsx'));
              return Upload.LIST_IGNORE;
            }
            upload.mutate(file);
            return false;
          }}
          data-testid="batch-start-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{upload.isPending ? t('wf.batchStart.uploading') : t('wf.batchStart.drop')}</p>
        </Upload.Dragger>
        {upload.error && <Alert type="error" showIcon message={upload.error.message} />}
        {outcome?.ok && (
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleFilled />}
            data-testid="batch-start-started"
            message={t('wf.batchStart.started', { count: outcome.result.started })}
            description={outcome.msg}
          />
        )}
        {outcome?.ok && outcome.result.report.length > 0 && <BatchReport rows={outcome.result.report} />}
        {outcome && !outcome.ok && (
          <>
            <Alert
              type="error"
              showIcon
              data-testid="batch-start-refused"
              message={t('wf.batchStart.refused')}
              description={outcome.msg}
              action={
                outcome.report.length > 0 && (
                  <Button size="small" loading={report.isPending} onClick={() => report.mutate(outcome.report)}>
                    {t('wf.batchStart.downloadReport')}
                  </Button>
                )
              }
            />
            {outcome.report.length > 0 && <BatchReport rows={outcome.report} />}
          </>
        )}
      </Space>
    </div>
  );
}

/** The report of a batch: one line per row of the sheet, the refused in red. */
function BatchReport({ rows }: { rows: TBatchReportRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<TBatchReportRow>
      size="small"
      rowKey="row"
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      dataSource={rows}
      data-testid="batch-start-report"
      columns={[
        { key: 'row', dataIndex: 'row', title: t('wf.batchStart.row'), width: 70 },
        { key: 'employeeId', dataIndex: 'employeeId', title: t('wf.batchStart.employeeId'), width: 120 },
        { key: 'name', dataIndex: 'name', title: t('wf.batchStart.name'), width: 100 },
        {
          key: 'message',
          dataIndex: 'message',
          title: t('wf.batchStart.message'),
          render: (text: string, r) =>
            r.ok ? <Typography.Text>{text}</Typography.Text> : <Typography.Text type="danger">{text}</Typography.Text>,
        },
      ]}
    />
  );
}

import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { SALARY_IMPORT_HEADERS, SALARY_IMPORT_MAX_ROWS, SalaryPaths } from '@hris/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Upload as AntUpload, Button, Card, Result, Space, Steps, Table, Tag } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { importSalarySheet, type SalaryImportOutcome } from '../../../api/basic-data';
import { downloadPost } from '../../../api/export';
import { ApiError } from '../../../api/http';
import { bdKeys } from '../../../api/keys';
import { RequireEdit } from '../../../components/EditAccess';
import { checkFile } from '../../../components/Upload/checks';
import { toastError } from '../../../feedback';
import { useListPath } from '../../../router/paths';
import { groupImportErrors } from './import-errors';
import '../shared/i18n';

const ACCEPT = ['xlsx'];

/**
 * 调薪导入: download the template, upload a filled .xlsx. The server applies every row or none;
 * a refusal lists each bad row here and offers the same list as a sheet.
 */
export default function SalaryUploadPage() {
  return <RequireEdit menuCode="SalaryList">{() => <SalaryUploadForm />}</RequireEdit>;
}

function SalaryUploadForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListPath();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SalaryImportOutcome | null>(null);
  const [downloading, setDownloading] = useState<'template' | 'errors' | null>(null);

  const download = async (kind: 'template' | 'errors', batchId?: number) => {
    setDownloading(kind);
    try {
      if (kind === 'template') {
        await downloadPost(SalaryPaths.downloadSalaryImportTemplate, {}, '调薪导入模板.xlsx');
      } else {
        await downloadPost(SalaryPaths.downloadSalaryImportErrors, { batchId }, '调薪导入错误报告.xlsx');
      }
    } catch {
      // The client already showed the server's message.
    } finally {
      setDownloading(null);
    }
  };

  const send = async (file: RcFile) => {
    const problem = checkFile(file, 0, { accept: ACCEPT, limit: 1 });
    if (problem) {
      toastError(t(problem.key, problem.values));
      return;
    }
    setBusy(true);
    setOutcome(null);
    setFileName(file.name);
    try {
      const result = await importSalarySheet(file);
      setOutcome(result);
      if (result.ok) await queryClient.invalidateQueries({ queryKey: bdKeys.all });
    } catch (error) {
      if (!(error instanceof ApiError && error.canceled)) {
        toastError(error instanceof ApiError ? error.message : t('upload.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const rows = outcome && !outcome.ok ? groupImportErrors(outcome.errors) : [];

  return (
    <Card variant="borderless" title={t('bd.salary.importTitle')} data-testid="salary-upload">
      <Steps
        size="small"
        style={{ marginBottom: 20 }}
        current={outcome?.ok ? 2 : fileName ? 1 : 0}
        items={[{ title: t('bd.salary.step1') }, { title: t('bd.salary.step2') }, { title: t('bd.salary.step3') }]}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={t('bd.salary.rulesTitle')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              <li>{t('bd.salary.ruleColumns', { columns: SALARY_IMPORT_HEADERS.join('、') })}</li>
              <li>{t('bd.salary.ruleBasis')}</li>
              <li>{t('bd.salary.ruleAll', { max: SALARY_IMPORT_MAX_ROWS })}</li>
            </ul>
          }
        />
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading === 'template'}
            onClick={() => download('template')}
            data-testid="salary-template"
          >
            {t('bd.salary.downloadTemplate')}
          </Button>
          <Button onClick={() => navigate(list)}>{t('record.backToList')}</Button>
        </Space>
        <AntUpload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void send(file);
            return AntUpload.LIST_IGNORE;
          }}
          data-testid="salary-dragger"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {busy ? t('bd.salary.importing', { name: fileName }) : t('bd.salary.dropHint')}
          </p>
          <p className="ant-upload-hint">{t('bd.salary.dropSubHint')}</p>
        </AntUpload.Dragger>

        {outcome?.ok && (
          <Result
            status="success"
            title={t('bd.salary.importedTitle', { count: outcome.result.rowCount })}
            subTitle={t('bd.salary.importedSub', { name: fileName, batch: outcome.result.batchId })}
            extra={
              <Button type="primary" onClick={() => navigate(list)}>
                {t('bd.salary.viewList')}
              </Button>
            }
            data-testid="salary-import-success"
          />
        )}

        {outcome && !outcome.ok && (
          <div data-testid="salary-import-errors">
            <Alert
              type="error"
              showIcon
              message={outcome.msg || t('bd.salary.refused')}
              description={t('bd.salary.refusedHint', { name: fileName })}
              action={
                outcome.batchId !== null && (
                  <Button
                    size="small"
                    danger
                    icon={<DownloadOutlined />}
                    loading={downloading === 'errors'}
                    onClick={() => download('errors', outcome.batchId ?? undefined)}
                    data-testid="salary-error-download"
                  >
                    {t('bd.salary.downloadErrors')}
                  </Button>
                )
              }
            />
            {rows.length > 0 && (
              <Table
                style={{ marginTop: 12 }}
                size="small"
                rowKey="key"
                dataSource={rows}
                pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                columns={[
                  { key: 'row', dataIndex: 'row', title: t('bd.salary.errorRow'), width: 90 },
                  {
                    key: 'columns',
                    title: t('bd.salary.errorColumn'),
                    width: 240,
                    render: (_: unknown, r) => r.columns.map((c) => <Tag key={c}>{c}</Tag>),
                  },
                  {
                    key: 'messages',
                    title: t('bd.salary.errorMessage'),
                    render: (_: unknown, r) => (
                      <ul style={{ margin: 0, paddingLeft: 18 }}>
                        {r.messages.map((m, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: messages of one row may repeat
                          <li key={i}>{m}</li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
              />
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}

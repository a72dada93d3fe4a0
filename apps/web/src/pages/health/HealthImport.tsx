import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { HEALTH_IMPORT_HEADERS, HealthPaths } from '@hris/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Upload as AntUpload, Button, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalaryImportOutcome } from '../../api/basic-data';
import { downloadPost } from '../../api/export';
import { healthKeys, importHealthSheet } from '../../api/health';
import { ApiError } from '../../api/http';
import { toastError, toastSuccess } from '../../feedback';
import './i18n';

/** 导入健康证: the template, the upload, and a refused file's problems row by row. */
export function HealthImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SalaryImportOutcome | null>(null);

  const send = async (file: File) => {
    setBusy(file.name);
    setOutcome(null);
    try {
      const result = await importHealthSheet(file);
      setOutcome(result);
      if (result.ok) {
        toastSuccess(t('health.imported', { count: result.result.rowCount }));
        await queryClient.invalidateQueries({ queryKey: healthKeys.all });
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.canceled)) toastError(error instanceof Error ? error.message : '');
    } finally {
      setBusy(null);
    }
  };

  const refused = outcome && !outcome.ok ? outcome : null;
  return (
    <Modal
      open={open}
      title={t('health.importTitle')}
      onCancel={() => {
        setOutcome(null);
        onClose();
      }}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="health-import-dialog">
        <Alert type="info" showIcon message={t('health.importRules', { columns: HEALTH_IMPORT_HEADERS.join('、') })} />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadPost(HealthPaths.downloadTemplate, {}, '健康证导入模板.xlsx').catch(() => {})}
          data-testid="health-template"
        >
          {t('health.downloadTemplate')}
        </Button>
        <AntUpload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={busy !== null}
          beforeUpload={(file) => {
            void send(file);
            return AntUpload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{busy ? t('health.importing', { name: busy }) : t('health.dropHint')}</p>
        </AntUpload.Dragger>
        {refused && (
          <div data-testid="health-import-errors">
            <Alert type="error" showIcon message={refused.msg} style={{ marginBottom: 8 }} />
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={refused.errors}
              pagination={refused.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('health.row'), width: 70 },
                { key: 'column', dataIndex: 'column', title: t('health.column'), width: 140 },
                { key: 'message', dataIndex: 'message', title: t('health.problem') },
              ]}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}

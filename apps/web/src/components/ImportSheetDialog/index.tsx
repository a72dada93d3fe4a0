import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Alert, Upload as AntUpload, Button, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalaryImportOutcome } from '../../api/basic-data';
import { ApiError } from '../../api/http';
import { toastError, toastSuccess } from '../../feedback';

export interface ImportSheetDialogProps {
  open: boolean;
  onClose: () => void;
  /** The i18n prefix holding importTitle, importRules, downloadTemplate, dropHint, importing, imported, row, column, problem. */
  ns: string;
  /** data-testid prefix: {testId}-import-dialog, -template, -import-errors. */
  testId: string;
  /** The template's columns, named in the rules line. */
  columns: readonly string[];
  downloadTemplate: () => Promise<unknown>;
  send: (file: File) => Promise<SalaryImportOutcome>;
  /** What a successful import refreshes. */
  invalidates: QueryKey;
}

/**
 * An all-or-nothing .xlsx import (ARCHITECTURE §4 imports): the template, the upload, and a
 * refused file's problems row by row.
 */
export function ImportSheetDialog({
  open,
  onClose,
  ns,
  testId,
  columns,
  downloadTemplate,
  send: sendFile,
  invalidates,
}: ImportSheetDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SalaryImportOutcome | null>(null);

  const send = async (file: File) => {
    setBusy(file.name);
    setOutcome(null);
    try {
      const result = await sendFile(file);
      setOutcome(result);
      if (result.ok) {
        toastSuccess(t(`${ns}.imported`, { count: result.result.rowCount }));
        await queryClient.invalidateQueries({ queryKey: invalidates });
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
      title={t(`${ns}.importTitle`)}
      onCancel={() => {
        setOutcome(null);
        onClose();
      }}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`${testId}-import-dialog`}>
        <Alert type="info" showIcon message={t(`${ns}.importRules`, { columns: columns.join('、') })} />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadTemplate().catch(() => {})}
          data-testid={`${testId}-template`}
        >
          {t(`${ns}.downloadTemplate`)}
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
          <p className="ant-upload-text">{busy ? t(`${ns}.importing`, { name: busy }) : t(`${ns}.dropHint`)}</p>
        </AntUpload.Dragger>
        {refused && (
          <div data-testid={`${testId}-import-errors`}>
            <Alert type="error" showIcon message={refused.msg} style={{ marginBottom: 8 }} />
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={refused.errors}
              pagination={refused.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
              columns={[
                { key: 'row', dataIndex: 'row', title: t(`${ns}.row`), width: 70 },
                { key: 'column', dataIndex: 'column', title: t(`${ns}.column`), width: 140 },
                { key: 'message', dataIndex: 'message', title: t(`${ns}.problem`) },
              ]}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}

import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Upload as AntUpload, Button, Modal, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalaryImportOutcome } from '../../api/basic-data';
import { ApiError } from '../../api/http';
import { toastError } from '../../feedback';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The columns and the rules, above the buttons. */
  rules: string;
  /** Fetches the template; none hides the button. */
  template?: () => Promise<unknown>;
  /** Sends the file; the answer is a success or a refusal with its rows. */
  send: (file: File) => Promise<SalaryImportOutcome>;
  /** After a success (refresh the list, toast the count). */
  onImported: (rowCount: number) => void | Promise<void>;
  /** What the user chooses first (the session of an attendance import); uploads wait for `ready`. */
  before?: ReactNode;
  ready?: boolean;
  /** data-testid prefix: `${testId}-dialog`, `${testId}-template`, `${testId}-errors`. */
  testId: string;
}

/** An all-or-nothing .xlsx import: the template, the upload, and a refused file's problems row by row. */
export function ImportDialog({
  open,
  onClose,
  title,
  rules,
  template,
  send,
  onImported,
  before,
  ready = true,
  testId,
}: ImportDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SalaryImportOutcome | null>(null);

  const upload = async (file: File) => {
    setBusy(file.name);
    setOutcome(null);
    try {
      const result = await send(file);
      setOutcome(result);
      if (result.ok) await onImported(result.result.rowCount);
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
      title={title}
      onCancel={() => {
        setOutcome(null);
        onClose();
      }}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`${testId}-dialog`}>
        <Alert type="info" showIcon message={rules} />
        {before}
        {template && (
          <Button
            icon={<DownloadOutlined />}
            disabled={!ready}
            onClick={() => void template().catch(() => {})}
            data-testid={`${testId}-template`}
          >
            {t('importDialog.downloadTemplate')}
          </Button>
        )}
        <AntUpload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={busy !== null || !ready}
          beforeUpload={(file) => {
            void upload(file);
            return AntUpload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {busy ? t('importDialog.importing', { name: busy }) : t('importDialog.dropHint')}
          </p>
        </AntUpload.Dragger>
        {refused && (
          <div data-testid={`${testId}-errors`}>
            <Alert type="error" showIcon message={refused.msg} style={{ marginBottom: 8 }} />
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={refused.errors}
              pagination={refused.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('importDialog.row'), width: 70 },
                { key: 'column', dataIndex: 'column', title: t('importDialog.column'), width: 140 },
                { key: 'message', dataIndex: 'message', title: t('importDialog.problem') },
              ]}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}

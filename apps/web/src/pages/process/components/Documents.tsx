import { FileWordOutlined } from '@ant-design/icons';
import { workDocuments } from '@hris/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPost } from '../../../api/export';

/**
 * The documents a finished work offers (调动通知书 …), one download button each; the contract
 * says which flows have which. The server generates the file; a refusal shows as its message.
 */
export function WorkDocuments({
  flowId,
  workId,
  form,
}: {
  flowId: number;
  workId: number;
  /** The work's form: a document may depend on it (a 证明信's applyType). */
  form?: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [loading, setLoading] = useState<string | null>(null);
  const english = i18n.language.startsWith('en');
  return workDocuments(flowId, form).map((document) => {
    const name = english ? document.name.en : document.name.zh;
    const download = async () => {
      setLoading(document.path);
      try {
        await downloadPost(document.path, { workId }, `${document.name.zh}.docx`);
      } catch {
        // The shared HTTP layer has shown the server's message.
      } finally {
        setLoading(null);
      }
    };
    return (
      <Button
        key={document.path}
        icon={<FileWordOutlined />}
        loading={loading === document.path}
        onClick={download}
        data-testid="wf-document-download"
      >
        {t('wf.document.download', { name })}
      </Button>
    );
  });
}

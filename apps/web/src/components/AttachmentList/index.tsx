import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Attachment, openAttachment } from '../../api/file';
import { formatBytes } from '../../utils/bytes';
import './attachment-list.css';

/**
 * Files of a record: name, size and, where known, where each came from. A file opens in a new
 * tab through the token-carrying fetch (a bare link would reach the server without the token).
 */
export function AttachmentList({ files }: { files: (Attachment & { source?: string })[] }) {
  const { t } = useTranslation();
  if (files.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.none')} />;
  }
  return (
    <ul className="hris-attachments" data-testid="attachment-list">
      {files.map((file) => (
        <li key={file.id}>
          <PaperClipOutlined />
          <Button
            type="link"
            size="small"
            className="hris-attachments__open"
            onClick={() => void openAttachment(file).catch(() => {})}
          >
            {file.fileName}
          </Button>
          <span className="hris-attachments__size">
            {formatBytes(file.byteLength)}
            {file.source ? ` · ${file.source}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

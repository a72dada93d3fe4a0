import {
  DownloadOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
} from '@ant-design/icons';
import { DEFAULT_UPLOAD_LIMIT } from '@hris/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addWorkAttachment,
  downloadAttachment,
  openAttachment,
  type WorkAttachment,
  wfKeys,
} from '../../../api/workflow';
import { type Attachment, Upload } from '../../../components/Upload';
import { toastSuccess } from '../../../feedback';
import { formatBytes } from '../../../utils/bytes';
import '../../../processes/i18n';

function iconOf(name: string) {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return <FilePdfOutlined />;
  if (['xls', 'xlsx', 'csv'].includes(ext)) return <FileExcelOutlined />;
  if (['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'].includes(ext)) return <FileImageOutlined />;
  return <FileOutlined />;
}

/** The work's files: name and size; a click opens it in a new tab through a single-use link, the icon downloads. */
export function AttachmentList({ files }: { files: readonly WorkAttachment[] }) {
  const { t } = useTranslation();
  if (files.length === 0) {
    return (
      <Typography.Text type="secondary" className="wf-files__empty" data-testid="work-attachments-empty">
        {t('wf.attachments.empty')}
      </Typography.Text>
    );
  }
  return (
    <ul className="wf-files" data-testid="work-attachments">
      {files.map((file) => (
        <li key={file.id} className="wf-files__item">
          <span className="wf-files__icon">{iconOf(file.fileName)}</span>
          <button
            type="button"
            className="wf-files__name"
            title={file.fileName}
            onClick={() => void openAttachment(file).catch(() => {})}
          >
            {file.fileName}
          </button>
          <span className="wf-files__size">{formatBytes(file.byteLength)}</span>
          <Tooltip title={t('wf.attachments.download')}>
            <Button
              type="text"
              size="small"
              icon={<DownloadOutlined />}
              aria-label={`${t('wf.attachments.download')} ${file.fileName}`}
              onClick={() => void downloadAttachment(file).catch(() => {})}
            />
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}

/** Files of a running work: the list, and (where the step allows it) an upload that adds to it. */
export function WorkAttachments({
  workId,
  files,
  canAdd,
}: {
  workId: number;
  files: readonly WorkAttachment[];
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (ids: number[]) => addWorkAttachment(workId, ids),
    onSuccess: async () => {
      toastSuccess(t('wf.attachments.added'));
      await queryClient.invalidateQueries({ queryKey: wfKeys.work(workId) });
    },
  });
  return (
    <>
      <AttachmentList files={files} />
      {canAdd && (
        <div className="wf-files__upload">
          <Upload
            value={[]}
            limit={Math.max(0, DEFAULT_UPLOAD_LIMIT - files.length)}
            disabled={add.isPending || files.length >= DEFAULT_UPLOAD_LIMIT}
            buttonText={t('wf.attachments.add')}
            onChange={(uploaded: Attachment[]) => {
              if (uploaded.length > 0) add.mutate(uploaded.map((f) => f.id));
            }}
          />
        </div>
      )}
    </>
  );
}

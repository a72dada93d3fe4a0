import { DeleteOutlined, LoadingOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { DEFAULT_UPLOAD_LIMIT, DEFAULT_UPLOAD_TARGET, UPLOAD_TARGETS, type UploadTarget } from '@hris/contract';
import { Upload as AntUpload, Button, Progress, Tooltip } from 'antd';
import type { UploadProps as AntUploadProps, RcFile } from 'antd/es/upload';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Attachment, FilePaths, openAttachment } from '../../api/file';
import { ApiError, http } from '../../api/http';
import { toastError } from '../../feedback';
import { formatBytes } from '../../utils/bytes';
import { checkFile, type UploadRules } from './checks';
import './upload.css';

export type { Attachment } from '../../api/file';

export interface UploadProps extends UploadRules {
  /** Where the multipart form (field `file`) is posted; defaults to /api/File/UploadSingle. */
  action?: string;
  /**
   * The server's upload target (UploadSingle `?target=`): which file types it accepts, checked
   * there by content. Without `accept`, the field offers and checks that target's list.
   */
  target?: UploadTarget;
  value?: Attachment[];
  onChange?: (files: Attachment[]) => void;
  disabled?: boolean;
  multiple?: boolean;
  buttonText?: string;
}

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

/**
 * Attachment field (spec §5, §7, §8): checks size, type and count before sending, posts each file
 * with the AccessToken header, lists name and size, opens the file in a sandboxed tab through a
 * single-use link (api/file.ts).
 */
export function Upload({
  action = FilePaths.uploadSingle,
  target = DEFAULT_UPLOAD_TARGET,
  accept,
  maxSizeMB,
  limit = DEFAULT_UPLOAD_LIMIT,
  value,
  onChange,
  disabled,
  multiple = true,
  buttonText,
}: UploadProps) {
  const { t } = useTranslation();
  // What the server takes for this target, unless the field narrows it itself.
  const accepted: readonly string[] = accept ?? UPLOAD_TARGETS[target];
  const url =
    action === FilePaths.uploadSingle && target !== DEFAULT_UPLOAD_TARGET ? `${action}?target=${target}` : action;
  const [inner, setInner] = useState<Attachment[]>([]);
  const files = value ?? inner;
  const filesRef = useRef(files);
  filesRef.current = files;
  const [pending, setPending] = useState<Pending[]>([]);
  // Counted synchronously: several files of one selection are checked before any state update lands.
  const inFlight = useRef(0);

  const commit = (next: Attachment[]) => {
    filesRef.current = next;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const beforeUpload: AntUploadProps['beforeUpload'] = (file) => {
    const problem = checkFile(file, filesRef.current.length + inFlight.current, { accept: accepted, maxSizeMB, limit });
    if (problem) {
      toastError(t(problem.key, problem.values));
      return AntUpload.LIST_IGNORE;
    }
    inFlight.current += 1;
    return true;
  };

  const customRequest: AntUploadProps['customRequest'] = ({ file }) => {
    const raw = file as RcFile;
    setPending((list) => [...list, { uid: raw.uid, name: raw.name, percent: 0 }]);
    const form = new FormData();
    form.append('file', raw);
    http
      .post<Attachment>(url, form, {
        silent: true,
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event) => {
          const percent = event.total ? Math.round((event.loaded / event.total) * 100) : 0;
          setPending((list) => list.map((p) => (p.uid === raw.uid ? { ...p, percent } : p)));
        },
      })
      .then((attachment) => commit([...filesRef.current, attachment]))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.canceled) return;
        // Non-zero code: the server's msg or 上传失败; no answer: spec §8's upload failure text.
        if (error instanceof ApiError && error.kind === 'envelope')
          toastError(error.serverMessage || t('upload.failed'));
        else toastError(t('upload.networkFailed', { name: raw.name }));
      })
      .finally(() => {
        inFlight.current = Math.max(0, inFlight.current - 1);
        setPending((list) => list.filter((p) => p.uid !== raw.uid));
      });
  };

  const remove = (id: number) => commit(filesRef.current.filter((f) => f.id !== id));
  const full = files.length + pending.length >= limit;
  const hints = [
    accept?.length ? t('upload.hintTypes', { list: accept.join(',') }) : null,
    maxSizeMB !== undefined ? t('upload.hintSize', { n: maxSizeMB }) : null,
    t('upload.hintCount', { limit }),
  ].filter(Boolean);

  return (
    <div className="hris-upload">
      <AntUpload
        accept={accepted.map((ext) => `.${ext.replace(/^\./, '')}`).join(',')}
        multiple={multiple}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || full} data-testid="upload-button">
          {buttonText ?? t('upload.button')}
        </Button>
      </AntUpload>
      <div className="hris-upload__hint">{hints.join(t('upload.hintSeparator'))}</div>
      {(files.length > 0 || pending.length > 0) && (
        <ul className="hris-upload__list" data-testid="upload-list">
          {files.map((file) => (
            <li key={file.id} className="hris-upload__item">
              <PaperClipOutlined className="hris-upload__icon" />
              {/* Opened in a sandboxed tab through a single-use link, never from a blob of this origin. */}
              <button
                type="button"
                className="hris-upload__name hris-upload__open"
                title={file.fileName}
                onClick={() => void openAttachment(file).catch(() => {})}
              >
                {file.fileName}
              </button>
              <span className="hris-upload__size">{formatBytes(file.byteLength)}</span>
              {!disabled && (
                <Tooltip title={t('upload.remove')}>
                  <button
                    type="button"
                    className="hris-upload__remove"
                    aria-label={`${t('upload.remove')} ${file.fileName}`}
                    onClick={() => remove(file.id)}
                  >
                    <DeleteOutlined />
                  </button>
                </Tooltip>
              )}
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.uid} className="hris-upload__item is-pending">
              <LoadingOutlined className="hris-upload__icon" />
              <span className="hris-upload__name">{item.name}</span>
              <Progress percent={item.percent} size="small" className="hris-upload__progress" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

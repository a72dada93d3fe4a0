import { DownloadOutlined } from '@ant-design/icons';
import type { TSensitiveExport } from '@hris/contract';
import { notification as antNotification, Button } from 'antd';
import type { AxiosProgressEvent } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../utils/bytes';
import { saveBlob } from '../../utils/download';
import { exportFailure, rowsFromProgress } from './export-state';
import { type SensitiveExportKind, useSensitiveExport } from './SensitiveExport';
import './export.css';

export { type SensitiveExportKind, type SensitiveExportOption, useSensitiveExport } from './SensitiveExport';

/** What the download call receives: cancellation and byte progress (axios' onDownloadProgress). */
export interface ExportTransfer {
  signal: AbortSignal;
  onDownloadProgress: (event: AxiosProgressEvent) => void;
}

export interface ExportJob {
  /** What is exported, as the page names it (员工信息). */
  title: string;
  /** File name when the server sends none. */
  fallbackName: string;
  /** Rows expected, when known before the answer (the table's total); the server's count wins. */
  rows?: number | null;
  download: (transfer: ExportTransfer) => Promise<{ blob: Blob; fileName: string | null }>;
}

/** Repaint the running notification at most this often while bytes arrive. */
const REPAINT_MS = 150;
let sequence = 0;

function ExportProgressView({ rows, bytes }: { rows: number | null; bytes: number }) {
  const { t } = useTranslation();
  return (
    <div className="hris-export">
      <div className="hris-export__bar" role="progressbar" aria-busy="true" aria-label={t('export.running')}>
        <span />
      </div>
      <div className="hris-export__facts" data-testid="export-progress">
        {rows === null ? t('export.rowsUnknown') : t('export.rows', { rows: rows.toLocaleString() })}
        <span className="hris-export__dot">·</span>
        {t('export.received', { size: formatBytes(bytes) })}
      </div>
    </div>
  );
}

/**
 * Runs one export at a time for its caller: a notification shows the rows being exported and
 * the bytes received, offers 取消, then says which file was saved — or why nothing was. The
 * caller renders `holder` (the notifications live in the page's theme and language).
 */
export function useExport() {
  const { t } = useTranslation();
  const [notification, holder] = antNotification.useNotification({ placement: 'bottomRight' });
  const [running, setRunning] = useState(false);
  const current = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (job: ExportJob) => {
      if (current.current) return;
      const controller = new AbortController();
      current.current = controller;
      setRunning(true);
      const key = `hris-export-${++sequence}`;
      let rows = job.rows ?? null;
      let bytes = 0;
      let painted = 0;
      const paint = () => {
        painted = Date.now();
        notification.open({
          key,
          title: t('export.runningTitle', { title: job.title }),
          description: <ExportProgressView rows={rows} bytes={bytes} />,
          actions: (
            <Button size="small" onClick={() => controller.abort()} data-testid="export-cancel">
              {t('export.cancel')}
            </Button>
          ),
          duration: false,
          closable: false,
          props: { 'data-testid': 'export-notification' },
        });
      };
      try {
        paint();
        const { blob, fileName } = await job.download({
          signal: controller.signal,
          onDownloadProgress: (event) => {
            bytes = event.loaded;
            rows = rowsFromProgress(event) ?? rows;
            if (Date.now() - painted >= REPAINT_MS) paint();
          },
        });
        if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
        const name = fileName ?? job.fallbackName;
        saveBlob(blob, name);
        notification.success({
          key,
          title: t('export.doneTitle'),
          description:
            rows === null
              ? t('export.doneNoRows', { name, size: formatBytes(blob.size) })
              : t('export.done', { name, rows: rows.toLocaleString(), size: formatBytes(blob.size) }),
          duration: 6,
          props: { 'data-testid': 'export-notification' },
        });
      } catch (error) {
        const failure = controller.signal.aborted ? ({ kind: 'canceled' } as const) : exportFailure(error);
        if (failure.kind === 'session') {
          notification.destroy(key);
        } else if (failure.kind === 'canceled') {
          notification.info({
            key,
            title: t('export.canceledTitle'),
            description: t('export.canceled', { title: job.title }),
            duration: 3,
            props: { 'data-testid': 'export-notification' },
          });
        } else {
          notification.error({
            key,
            title: t('export.failedTitle', { title: job.title }),
            description:
              failure.kind === 'server'
                ? failure.message
                : failure.kind === 'http'
                  ? t('export.httpError', { status: failure.status })
                  : t('export.networkError'),
            duration: false,
            props: { 'data-testid': 'export-notification' },
          });
        }
      } finally {
        current.current = null;
        if (mounted.current) setRunning(false);
      }
    },
    [notification, t],
  );

  return { run, running, holder };
}

/**
 * 导出: the rows the list shows (all pages, same filters and sort) to .xlsx, with progress. With
 * `sensitive` (a list of identity numbers or phones; 'salary': of salary figures), a holder of SensitiveData may tick
 * 含敏感信息 and give a purpose: `job` then receives it for the request.
 */
export function ExportButton({
  job,
  sensitive = false,
}: {
  job: (sensitive?: TSensitiveExport) => ExportJob;
  sensitive?: SensitiveExportKind;
}) {
  const { t } = useTranslation();
  const { run, running, holder } = useExport();
  const clear = useSensitiveExport(sensitive);
  const button = (
    <Button
      icon={<DownloadOutlined />}
      loading={running}
      onClick={() => clear.ask((purpose) => run(job(purpose)))}
      data-testid="bd-export"
    >
      {running ? t('export.running') : t('common.export')}
    </Button>
  );
  return (
    <>
      {holder}
      {clear.dialog}
      {clear.option ? (
        <span className="hris-sensitive-export">
          {clear.option}
          {button}
        </span>
      ) : (
        button
      )}
    </>
  );
}

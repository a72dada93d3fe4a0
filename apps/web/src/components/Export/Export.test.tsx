import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosProgressEvent } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import * as download from '../../utils/download';
import { ExportButton, type ExportJob, type ExportTransfer } from '.';
import { exportFailure, rowsFromProgress } from './export-state';

/** A progress event as axios' XHR adapter gives it: bytes so far, the request behind it. */
function progress(loaded: number, rowsHeader: string | null): AxiosProgressEvent {
  const target = { getResponseHeader: (name: string) => (name === 'X-Export-Rows' ? rowsHeader : null) };
  return { loaded, bytes: loaded, event: { target } } as unknown as AxiosProgressEvent;
}

/** A download the test drives by hand: progress, then success or failure. */
function controlledDownload() {
  let transfer: ExportTransfer | undefined;
  let resolve: (file: { blob: Blob; fileName: string | null }) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const download = vi.fn(
    (t: ExportTransfer) =>
      new Promise<{ blob: Blob; fileName: string | null }>((res, rej) => {
        transfer = t;
        resolve = res;
        reject = rej;
        t.signal.addEventListener('abort', () => rej(new ApiError('canceled', 'canceled', -1)));
      }),
  );
  return {
    download,
    progress: (event: AxiosProgressEvent) => act(() => transfer?.onDownloadProgress(event)),
    finish: (file: { blob: Blob; fileName: string | null }) => act(async () => resolve(file)),
    fail: (error: unknown) => act(async () => reject(error)),
  };
}

function renderButton(job: Omit<ExportJob, 'title' | 'fallbackName'>) {
  return render(<ExportButton job={() => ({ title: '员工信息', fallbackName: '员工信息.xlsx', ...job })} />);
}

const notification = () => document.querySelector('[data-testid="export-notification"]');

describe('export with progress', () => {
  let saved: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    saved = vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
  });
  afterEach(() => {
    saved.mockRestore();
  });

  it('shows the rows and the bytes received, then the saved file name', async () => {
    const run = controlledDownload();
    renderButton({ rows: 12, download: run.download });
    fireEvent.click(screen.getByTestId('bd-export'));

    await waitFor(() => expect(notification()).toHaveTextContent('正在导出「员工信息」'));
    expect(notification()).toHaveTextContent('共 12 行');
    expect(notification()).toHaveTextContent('已接收 0 B');
    expect(screen.getByTestId('bd-export')).toHaveTextContent('正在导出');

    // The server's count wins over the table's (rows may have been added since).
    await new Promise((r) => setTimeout(r, 160));
    run.progress(progress(20_480, '1006'));
    await waitFor(() => expect(notification()).toHaveTextContent('共 1,006 行'));
    expect(notification()).toHaveTextContent('已接收 20.0 KB');

    const blob = new Blob(['x'.repeat(2048)]);
    await run.finish({ blob, fileName: '员工信息_20261122.xlsx' });
    await waitFor(() => expect(notification()).toHaveTextContent('导出完成'));
    expect(notification()).toHaveTextContent('已保存 员工信息_20261122.xlsx（1,006 行，2.0 KB）');
    expect(saved).toHaveBeenCalledWith(blob, '员工信息_20261122.xlsx');
    expect(screen.getByTestId('bd-export')).toHaveTextContent('导出');
  });

  it('cancels: the request is aborted, nothing is saved, the user is told', async () => {
    const run = controlledDownload();
    renderButton({ rows: 3, download: run.download });
    fireEvent.click(screen.getByTestId('bd-export'));
    const cancel = await screen.findByTestId('export-cancel');
    fireEvent.click(cancel);
    await waitFor(() => expect(notification()).toHaveTextContent('已取消导出'));
    expect(notification()).toHaveTextContent('「员工信息」的导出已取消，未保存任何文件。');
    expect(run.download.mock.calls[0]?.[0].signal.aborted).toBe(true);
    expect(saved).not.toHaveBeenCalled();
  });

  it('shows the server refusal in Chinese, and a clear message when the connection drops', async () => {
    const run = controlledDownload();
    renderButton({ download: run.download });
    fireEvent.click(screen.getByTestId('bd-export'));
    await waitFor(() => expect(notification()).toHaveTextContent('正在统计行数'));
    await run.fail(
      new ApiError(
        '筛选条件：入职日期的开始日期格式应为 YYYY-MM-DD',
        'envelope',
        40001,
        '筛选条件：入职日期的开始日期格式应为 YYYY-MM-DD',
      ),
    );
    await waitFor(() => expect(notification()).toHaveTextContent('「员工信息」导出失败'));
    expect(notification()).toHaveTextContent('筛选条件：入职日期的开始日期格式应为 YYYY-MM-DD');

    const again = controlledDownload();
    renderButton({ download: again.download });
    fireEvent.click(screen.getAllByTestId('bd-export')[1] as HTMLElement);
    await waitFor(() => expect(again.download).toHaveBeenCalled());
    await again.fail(new ApiError('Network Error', 'http', -1));
    await waitFor(() => expect(document.body).toHaveTextContent('网络连接中断，文件未能完整下载，请检查网络后重试。'));
    expect(saved).not.toHaveBeenCalled();
  });

  it('runs one export at a time per button', async () => {
    const run = controlledDownload();
    renderButton({ download: run.download });
    fireEvent.click(screen.getByTestId('bd-export'));
    fireEvent.click(screen.getByTestId('bd-export'));
    await waitFor(() => expect(run.download).toHaveBeenCalledTimes(1));
  });
});

describe('export state', () => {
  it('reads the announced row count only when it is a whole number', () => {
    expect(rowsFromProgress(progress(1, '42'))).toBe(42);
    expect(rowsFromProgress(progress(1, null))).toBeNull();
    expect(rowsFromProgress(progress(1, 'x'))).toBeNull();
    expect(rowsFromProgress({ loaded: 1 } as AxiosProgressEvent)).toBeNull();
  });

  it('tells cancellation, an ended session, a refusal and a broken connection apart', () => {
    expect(exportFailure(new ApiError('c', 'canceled', -1))).toEqual({ kind: 'canceled' });
    expect(exportFailure(new ApiError('c', 'canceled', 401))).toEqual({ kind: 'session' });
    expect(exportFailure(new ApiError('x', 'envelope', 40301, '无权限'))).toEqual({
      kind: 'server',
      message: '无权限',
    });
    expect(exportFailure(new ApiError('x', 'http', 502))).toEqual({ kind: 'http', status: 502 });
    expect(exportFailure(new ApiError('x', 'http', -1))).toEqual({ kind: 'network' });
    expect(exportFailure(new Error('?'))).toEqual({ kind: 'network' });
  });
});

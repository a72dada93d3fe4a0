import type { TSensitiveExport } from '@hris/contract';
import type { AxiosRequestConfig } from 'axios';
import type { DataTableRequest } from '../components/DataTable';
import { saveBlob } from '../utils/download';
import { http } from './http';

/** Cancellation and byte progress of a file download (axios' own options, passed through). */
export type DownloadTransfer = Pick<AxiosRequestConfig, 'signal' | 'onDownloadProgress'>;

/**
 * Streams an export of the filtered rows (every page, the list's sort) and resolves with the
 * file. Silent: the caller's progress notification reports a failure itself. `sensitive`: 含敏感信息
 * with its purpose (identity numbers and phones in clear); without it they are masked.
 */
export function exportList(
  path: string,
  params: Omit<DataTableRequest, 'pageIndex' | 'pageSize'> & { sensitive?: TSensitiveExport },
  transfer: DownloadTransfer = {},
) {
  return http.fetchFile(path, { ...params, pageIndex: 1, pageSize: 10 }, { ...transfer, silent: true });
}

export async function downloadPost(path: string, body: unknown, fallback: string) {
  const { blob, fileName } = await http.fetchFile(path, body);
  saveBlob(blob, fileName ?? fallback);
}

import { SystemPaths, type TSystemLogDetail, type TSystemLogRow } from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { http } from './http';

export const systemKeys = {
  all: ['system'] as const,
  logList: ['system', 'log'] as const,
  logDetail: ['system', 'logDetail'] as const,
};

export const getSystemLogList = (params: DataTableRequest) =>
  http.post<DataTablePage<TSystemLogRow>>(SystemPaths.getSystemLogList, params);

export const getSystemLogDetail = (id: number) => http.post<TSystemLogDetail>(SystemPaths.getSystemLogDetail, { id });

/**
 * Opens the API documentation in a new tab: the server sets the session as a cookie of /api/docs
 * first (administrators only), since a tab sends no AccessToken header.
 */
export async function openApiDocs() {
  const { url } = await http.post<{ url: string }>(SystemPaths.openApiDocs, {});
  window.open(url, '_blank', 'noopener');
}

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

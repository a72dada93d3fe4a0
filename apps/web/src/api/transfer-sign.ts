import {
  TransferSignPaths,
  type TTransferSignReport,
  type TTransferSignReportRequest,
  type TTransferSignRetryResult,
  type TTransferSignRow,
} from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import type { DownloadTransfer } from './export';
import { http } from './http';

/** Query keys of 转签: a retry refreshes the list and the report together. */
export const transferSignKeys = {
  all: ['transferSign'] as const,
  list: ['transferSign', 'list'] as const,
  report: (request: TTransferSignReportRequest) => ['transferSign', 'report', request] as const,
};

export const getTransferSignList = (params: DataTableRequest) =>
  http.post<DataTablePage<TTransferSignRow>>(TransferSignPaths.getTransferSignPageList, params);

export const retryTransferSigns = (ids: number[]) =>
  http.post<TTransferSignRetryResult>(TransferSignPaths.retry, { ids });

export const getTransferSignReport = (request: TTransferSignReportRequest) =>
  http.post<TTransferSignReport>(TransferSignPaths.getTransferSignReport, request);

export const exportTransferSignReport = (request: TTransferSignReportRequest, transfer: DownloadTransfer = {}) =>
  http.fetchFile(TransferSignPaths.exportTransferSignReport, request, { ...transfer, silent: true });

import { type ReportKey, ReportPaths, type TReport, type TReportFilters, type TReportRequest } from '@hris/contract';
import type { DownloadTransfer } from './export';
import { http } from './http';

/** The request a report page sends (zod's defaults for paging are optional here). */
export type ReportRequest = Omit<TReportRequest, 'pageIndex' | 'pageSize'> & { pageIndex?: number; pageSize?: number };

export const reportKeys = {
  filters: ['reports', 'filters'] as const,
  report: (key: ReportKey, request: ReportRequest) => ['reports', key, request] as const,
};

export const getReportFilters = () => http.post<TReportFilters>(ReportPaths.getReportFilters, {});

export const getReport = (key: ReportKey, request: ReportRequest) => http.post<TReport>(ReportPaths.get(key), request);

/** The .xlsx of the table as shown (silent: the export notification reports a failure). */
export const exportReport = (key: ReportKey, request: ReportRequest, transfer: DownloadTransfer = {}) =>
  http.fetchFile(ReportPaths.export(key), request, { ...transfer, silent: true });

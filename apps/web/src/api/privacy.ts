import { PrivacyPaths, type TPiiLogRow, type TRevealRequest } from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { http } from './http';

/** Query keys of personal-data protection (issue 38): a reveal makes every access log stale. */
export const privacyKeys = {
  all: ['privacy'] as const,
  logList: ['privacy', 'log'] as const,
  employeeLog: (employeeRef: number) => ['privacy', 'employeeLog', employeeRef] as const,
};

/** The clear value of one masked field, with why; the server logs it. */
export const revealPersonalField = (body: TRevealRequest) =>
  http.post<{ value: string }>(PrivacyPaths.revealPersonalField, body);

export const getAccessLogList = (params: DataTableRequest) =>
  http.post<DataTablePage<TPiiLogRow>>(PrivacyPaths.getAccessLogPageList, params);

/** Who looked at one person's sensitive data (newest first). */
export const getEmployeeAccessLog = (employeeRef: number) =>
  http.post<TPiiLogRow[]>(PrivacyPaths.getEmployeeAccessLog, { employeeRef });

import {
  type PageResult,
  PrivacyPaths,
  type TEmployeeAccessLogRequest,
  type THoldPersonalData,
  type TPiiLogRow,
  type TRetentionListRequest,
  type TRetentionRow,
  type TRevealRequest,
} from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { http } from './http';

/**
 * Query keys of personal-data protection (issue 38): a reveal makes every access log stale; a hold
 * or its release moves a person between the retention lists.
 */
export const privacyKeys = {
  all: ['privacy'] as const,
  logList: ['privacy', 'log'] as const,
  employeeLog: (request: TEmployeeAccessLogRequest) =>
    ['privacy', 'employeeLog', request.employeeRef, request] as const,
  retention: ['privacy', 'retention'] as const,
  retentionList: (request: TRetentionListRequest) => ['privacy', 'retention', request] as const,
};

/** The clear value of one masked field, with why; the server logs it. */
export const revealPersonalField = (body: TRevealRequest) =>
  http.post<{ value: string }>(PrivacyPaths.revealPersonalField, body);

export const getAccessLogList = (params: DataTableRequest) =>
  http.post<DataTablePage<TPiiLogRow>>(PrivacyPaths.getAccessLogPageList, params);

/** Who looked at one person's sensitive data, a page of it (newest first). */
export const getEmployeeAccessLog = (request: TEmployeeAccessLogRequest) =>
  http.post<PageResult<TPiiLogRow>>(PrivacyPaths.getEmployeeAccessLog, request);

/** Leavers in one retention state, and the retention itself (years after leaving). */
export const getRetentionList = (request: TRetentionListRequest) =>
  http.post<PageResult<TRetentionRow> & { retentionYears: number }>(PrivacyPaths.getRetentionList, request);

/**
 * 争议保留: the daily run leaves the person's data as it is until the hold is released. Silent: its
 * dialog shows a refusal (under 保留原因, or as a message).
 */
export const holdPersonalData = (body: THoldPersonalData) =>
  http.post<null>(PrivacyPaths.holdPersonalData, body, { silent: true });

export const releasePersonalDataHold = (employeeRef: number) =>
  http.post<null>(PrivacyPaths.releasePersonalDataHold, { employeeRef });

import {
  FilePaths,
  HealthPaths,
  type TAttachment,
  type TCreateHealthRequest,
  type THealthDetail,
  type THealthEmployeeInfo,
  type THealthRow,
  type TWfHealthBatchResult,
  type TWfHealthBatchSheet,
  WfHealthPaths,
} from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { postImportSheet } from './basic-data';
import { downloadPost } from './export';
import { ApiError, http } from './http';

/** Query keys of the health-certificate registry: a save refreshes the list and the person's view. */
export const healthKeys = {
  all: ['health'] as const,
  list: ['health', 'list'] as const,
  detail: (employeeId: string) => ['health', 'detail', employeeId] as const,
};

export const getHealthList = (params: DataTableRequest) =>
  http.post<DataTablePage<THealthRow>>(HealthPaths.getHealthCertificatesPageList, params);

export const getHealthDetail = (employeeId: string) =>
  http.post<THealthDetail>(HealthPaths.getHealthCertificatesDetail, { employeeId });

export const saveHealthCertificate = (body: Omit<TCreateHealthRequest, 'remark'> & { remark?: string }) =>
  http.post<{ id: number }>(HealthPaths.createHealthCertificates, body, { silent: true });

export const deleteHealthCertificate = (id: number) => http.post<null>(HealthPaths.deleteHealthCertificates, { id });

export const searchHealthEmployees = (keyword: string) =>
  http.post<THealthEmployeeInfo[]>(HealthPaths.getEmployeeInfo, { keyword });

export const importHealthSheet = (file: File) => postImportSheet(HealthPaths.importHealthCertificates, file);

/** The scans of the chosen certificates, or (no ids) of the current certificates of the filter. */
export const fetchHealthZip = (body: { ids?: number[] } & Omit<DataTableRequest, 'pageIndex' | 'pageSize'>) =>
  http.fetchFile(FilePaths.downloadZipFileForHealth, { ...body, pageIndex: 1, pageSize: 10 });

export const batchDownloadUrls = (attachmentIds: number[]) =>
  http.post<TAttachment[]>(FilePaths.batchGetFileDownloadUrl, { attachmentIds });

/** 健康证更新 (38) or 健康证发票报销 (39), started for many employees at once. */
export type HealthBatchKind = 'update' | 'invoice';
const BATCH_START_PATHS: Record<HealthBatchKind, string> = {
  update: WfHealthPaths.batchCreateWfHealthCertificate,
  invoice: WfHealthPaths.batchCreateWfHealthCertificateInvoice,
};

/** One work per row, all or nothing; the caller shows a refusal itself (see `refusedRows`). */
export const batchStartHealth = (
  kind: HealthBatchKind,
  rows: { form: Record<string, unknown>; attachmentId: number }[],
) => http.post<TWfHealthBatchResult>(BATCH_START_PATHS[kind], { rows }, { silent: true });

/** A refused batch's rows (1-based) and why, from the refusal's `data.refused`; empty otherwise. */
export function refusedRows(error: unknown): Map<number, string> {
  const data = error instanceof ApiError ? (error.data as { refused?: unknown } | null) : null;
  const list = Array.isArray(data?.refused) ? (data.refused as { row: number; message: string }[]) : [];
  return new Map(list.map((r) => [r.row, r.message]));
}

/** 健康证更新's batch sheet, its rows prefilled with the dialog's people. */
export const downloadHealthBatchTemplate = (employeeIds: string[]) =>
  downloadPost(WfHealthPaths.downloadTemplate, { employeeIds }, '健康证更新批量发起.xlsx');

/** The filled batch sheet read back by the server (nothing saved): its rows and refused cells. */
export function readHealthBatchSheet(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.post<TWfHealthBatchSheet>(WfHealthPaths.readBatchTemplate, form, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

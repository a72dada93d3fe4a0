import {
  FilePaths,
  HealthPaths,
  type TAttachment,
  type TCreateHealthRequest,
  type THealthDetail,
  type THealthEmployeeInfo,
  type THealthRow,
} from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { postImportSheet } from './basic-data';
import { http } from './http';

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

import { type TBatchAuditReport, type THealthInvoicePage, WfHealthPaths } from '@hris/contract';
import { http } from '../../api/http';
import type { DataTableRequest } from '../../components/DataTable';

export const getHealthInvoiceList = (params: DataTableRequest) =>
  http.post<THealthInvoicePage>(WfHealthPaths.getHealthInvoicePageList, params);

/** ImportBatchAudit: the per-row report (a refused file is the client's red message). */
export function importBatchAudit(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.post<TBatchAuditReport>(WfHealthPaths.importBatchAudit, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

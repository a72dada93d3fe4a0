import {
  type Envelope,
  PersonnelPaths,
  type TBatchReportRow,
  type TBatchStartResult,
  TEMPLATE_FILES,
  templateUrl,
} from '@hris/contract';
import { saveBlob } from '../utils/download';
import { http } from './http';

export type BatchStartOutcome =
  | { ok: true; msg: string; result: TBatchStartResult }
  | { ok: false; msg: string; report: TBatchReportRow[] };

/** Where each batch-start upload goes, and its template. */
export const BATCH_STARTS = {
  rboTransfer: { upload: PersonnelPaths.initiateRboTransferInBatches, template: TEMPLATE_FILES.rboTransfer },
  changeOfPersonnel: {
    upload: PersonnelPaths.initiateChangeofPersonnelInBatches,
    template: TEMPLATE_FILES.changeOfPersonnel,
  },
} as const;
export type BatchStartKind = keyof typeof BATCH_STARTS;

/**
 * Posts a filled template and reads the whole envelope: a refused file answers 40001 with the
 * per-row report in `data`, which the shared client's error path does not carry.
 */
export async function uploadBatchStart(kind: BatchStartKind, file: File): Promise<BatchStartOutcome> {
  const form = new FormData();
  form.append('file', file);
  const wrapped = await http.post<{ envelope: Envelope<unknown> }>(BATCH_STARTS[kind].upload, form, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
    transformResponse: [(raw: unknown) => ({ envelope: typeof raw === 'string' ? JSON.parse(raw) : raw })],
  });
  const { envelope } = wrapped;
  if (envelope.code === 0) return { ok: true, msg: envelope.msg ?? '', result: envelope.data as TBatchStartResult };
  const data = (envelope.data ?? null) as { report?: TBatchReportRow[] } | null;
  return { ok: false, msg: envelope.msg ?? '', report: Array.isArray(data?.report) ? data.report : [] };
}

/** The template, fetched with a random version parameter (spec §7) so no cache serves an old one. */
export async function downloadTemplate(kind: BatchStartKind) {
  const { blob, fileName } = await http.fetchFile(templateUrl(BATCH_STARTS[kind].template), undefined, {
    method: 'get',
  });
  saveBlob(blob, fileName ?? BATCH_STARTS[kind].template);
}

/** The report on screen, as .xlsx. */
export async function downloadBatchReport(title: string, rows: TBatchReportRow[]) {
  const { blob, fileName } = await http.fetchFile(PersonnelPaths.downloadBatchReport, { title, rows });
  saveBlob(blob, fileName ?? `${title}.xlsx`);
}

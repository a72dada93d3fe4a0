import { EXPORT_ROWS_HEADER, type ExportColumn } from '@hris/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import { audit } from '../../../http/audit';
import { exportFileName, type SheetRow, sendXlsxStream } from '../../../http/xlsx-stream';
import { todayInChina } from './format';
import { keysetPages, type ListInput, type ListQuery } from './list-query';

/** Rows read per query while exporting. */
export const EXPORT_CHUNK_SIZE = 2000;

export interface ExportOptions<R extends { id: number; sortValue: string }> {
  db: Executor;
  request: FastifyRequest;
  reply: FastifyReply;
  query: ListQuery;
  input: ListInput;
  fetch: (where: SQL | undefined, limit: number) => Promise<R[]>;
  count: (where: SQL | undefined) => Promise<number>;
  present: (row: R) => SheetRow;
  columns: readonly ExportColumn[];
  /** Sheet name and file-name stem, in Chinese. */
  title: string;
  /** System-log action, e.g. staff.export. */
  action: string;
  chunkSize?: number;
}

/**
 * Exports the filtered rows of a list: one system-log row (who, which filters, how many rows),
 * then the sheet streamed page by page in the list's order.
 */
export async function exportList<R extends { id: number; sortValue: string }>(options: ExportOptions<R>) {
  const total = await options.count(options.query.where);
  await audit(options.db, options.request, {
    action: options.action,
    summary: {
      total,
      filters: options.input.filters ?? {},
      sortFieldName: options.input.sortFieldName ?? null,
      sortDirection: options.input.sortDirection ?? null,
    },
  });
  // The file is streamed without a length: the row count lets the browser show real progress.
  options.reply.header(EXPORT_ROWS_HEADER, String(total));
  const pages = keysetPages(options.query, options.fetch, options.chunkSize ?? EXPORT_CHUNK_SIZE);
  async function* sheetRows() {
    for await (const rows of pages) yield rows.map(options.present);
  }
  return sendXlsxStream(options.request, options.reply, {
    fileName: exportFileName(options.title, todayInChina()),
    sheetName: options.title,
    columns: options.columns,
    pages: sheetRows(),
  });
}

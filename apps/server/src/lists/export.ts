import type { ExportColumn } from '@hris/contract';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Actor } from '../http/actor';
import { audit } from '../http/audit';
import { exportFileName, type SheetExport, type SheetRow } from '../http/xlsx-stream';
import { todayInChina } from './format';
import { keysetPages, type ListInput, type ListQuery } from './list-query';

/** Rows read per query while exporting. */
export const EXPORT_CHUNK_SIZE = 2000;

export interface ExportOptions<R extends { id: number; sortValue: string }> {
  db: Executor;
  actor: Actor;
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
 * then the sheet, read page by page in the list's order while the route streams it.
 */
export async function exportList<R extends { id: number; sortValue: string }>(
  options: ExportOptions<R>,
): Promise<SheetExport> {
  const total = await options.count(options.query.where);
  await audit(options.db, options.actor, {
    action: options.action,
    summary: {
      total,
      filters: options.input.filters ?? {},
      sortFieldName: options.input.sortFieldName ?? null,
      sortDirection: options.input.sortDirection ?? null,
    },
  });
  const pages = keysetPages(options.query, options.fetch, options.chunkSize ?? EXPORT_CHUNK_SIZE);
  async function* sheetRows() {
    for await (const rows of pages) yield rows.map(options.present);
  }
  return {
    fileName: exportFileName(options.title, todayInChina()),
    sheetName: options.title,
    columns: options.columns,
    total,
    pages: sheetRows(),
  };
}

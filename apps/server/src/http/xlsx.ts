import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './files';

export interface XlsxColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null | undefined;
}

/**
 * Streams an .xlsx to the client while rows are still being read, so a large export holds
 * one page of rows in memory, not the whole sheet.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: AsyncIterable<T[]>,
) {
  const stream = new PassThrough();
  reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', contentDisposition(fileName));
  reply.send(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const page of rows) {
    for (const row of page) sheet.addRow(columns.map((c) => c.value(row) ?? '')).commit();
  }
  sheet.commit();
  await workbook.commit();
  return reply;
}

/** Pages through a reader until a short page. */
export async function* pages<T>(read: (pageIndex: number) => Promise<T[]>, pageSize: number): AsyncIterable<T[]> {
  for (let pageIndex = 1; ; pageIndex++) {
    const rows = await read(pageIndex);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

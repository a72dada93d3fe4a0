// A sheet-reading worker (pool.ts): guards the zip, parses the first sheet with exceljs and sends
// back its rows as plain values. A file that needs more heap than the worker has kills the worker,
// not the server; the pool answers the refusal and starts another.

import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { cellText, isEmptyRow, type Plain, plainValue } from './cells';
import { guardXlsx, type SheetRefusal } from './zip-guard';

export interface ReadRequest {
  id: number;
  buffer: Uint8Array;
  /** The columns read from each row (the template's). */
  width: number;
  /** Data rows the import takes at most. */
  maxRows: number;
  limits: {
    entries: number;
    sheets: number;
    inflatedBytes: number;
    spareRows: number;
    columns: number;
    cellChars: number;
  };
}

/** The first sheet's header and non-blank data rows, by their sheet row numbers (header = 1). */
export interface ReadSheet {
  header: Plain[];
  rows: { row: number; cells: Plain[] }[];
}

/** Why a file was refused: the zip's limits, or more data rows than the import takes. */
export type ReadRefusal = SheetRefusal | { kind: 'tooManyRows' };

export type ReadAnswer = { id: number; sheet: ReadSheet } | { id: number; refused: ReadRefusal };

export async function readSheet(request: Omit<ReadRequest, 'id'>): Promise<ReadSheet | { refused: ReadRefusal }> {
  const { limits } = request;
  const buffer = Buffer.from(request.buffer.buffer, request.buffer.byteOffset, request.buffer.byteLength);
  const guard = await guardXlsx(buffer, { ...limits, maxRowElements: request.maxRows + limits.spareRows });
  if (guard) return { refused: guard.kind === 'rows' ? { kind: 'tooManyRows' } : guard };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { refused: { kind: 'unreadable' } };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refused: { kind: 'unreadable' } };
  if (sheet.columnCount > limits.columns) return { refused: { kind: 'columns', max: limits.columns } };
  const cellsOf = (r: number): Plain[] => {
    const row = sheet.getRow(r);
    return Array.from({ length: request.width }, (_, i) => plainValue(row.getCell(i + 1).value));
  };
  const rows: ReadSheet['rows'] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const cells = cellsOf(r);
    if (isEmptyRow(cells)) continue;
    if (rows.length >= request.maxRows) return { refused: { kind: 'tooManyRows' } };
    const long = cells.findIndex((c) => typeof c === 'string' && c.length > limits.cellChars);
    if (long >= 0) return { refused: { kind: 'cell', row: r, column: long + 1, max: limits.cellChars } };
    rows.push({ row: r, cells });
  }
  return { header: cellsOf(1).map((c) => cellText(c)), rows };
}

parentPort?.on('message', async (request: ReadRequest) => {
  const result = await readSheet(request);
  const answer: ReadAnswer =
    'refused' in result ? { id: request.id, refused: result.refused } : { id: request.id, sheet: result };
  parentPort?.postMessage(answer);
});

import { calendarDateOf, ErrorCode, isCalendarDate, type Message, msg } from '@hris/contract';
import type ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from './errors';
import { cellText, type Plain } from './sheet/cells';
import { SHEET_LIMITS } from './sheet/limits';
import { sheetPool } from './sheet/pool';
import type { ReadSheet } from './sheet/worker';

export { cellText, isEmptyRow, type Plain, plainValue } from './sheet/cells';

/*
 * The dates below are calendar dates written in a cell, never "today": exceljs gives a date cell
 * as UTC midnight and a serial number counts days from 1899-12-30 UTC, so their UTC date is the
 * date the user typed. Business "today" comes from businessToday (@hris/contract).
 */

/**
 * A date cell as YYYY-MM-DD: a real date cell (exceljs gives UTC midnight), an Excel serial
 * number (LibreOffice and WPS save dates typed as text that way too), or text such as 2026-07-01,
 * 2026/7/1, 2026.7.1 or 2026年7月1日.
 */
export function parseSheetDate(value: Plain): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : calendarDateOf(value);
  }
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 20_000 || value > 80_000) return null;
    return calendarDateOf(new Date(Date.UTC(1899, 11, 30) + value * 86_400_000));
  }
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(cellText(value));
  if (!match) return null;
  const iso = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** What one import reads: the template's columns, its row limit, and its own messages. */
export interface ImportSheetOptions {
  /** The columns read from each row (the template's headers). */
  width: number;
  /** Data rows (non-blank) the import takes at most. */
  maxRows: number;
  /** The import's message for a file that is not a readable .xlsx. */
  unreadable: Message;
  /** The import's message for more rows than `maxRows`. */
  tooManyRows: Message;
}

/**
 * The first sheet of an uploaded .xlsx (whatever it is called): its header row and its non-blank
 * data rows, the first `width` cells of each. Read by the sheet pool off the request thread, after
 * the zip's limits (SHEET_LIMITS) are checked; every refusal is a message naming its limit.
 */
export async function readImportSheet(
  buffer: Buffer,
  options: ImportSheetOptions,
): Promise<ReadSheet | { unreadable: Message }> {
  const { unreadable, tooManyRows, ...read } = options;
  const { entries, sheets, inflatedBytes, spareRows, columns, cellChars } = SHEET_LIMITS;
  const answer = await sheetPool.read({
    ...read,
    buffer,
    limits: { entries, sheets, inflatedBytes, spareRows, columns, cellChars },
  });
  if (!('refused' in answer)) return answer;
  const r = answer.refused;
  switch (r.kind) {
    case 'unreadable':
      return { unreadable };
    case 'tooManyRows':
    case 'rows':
      return { unreadable: tooManyRows };
    case 'entries':
      return { unreadable: msg('sheet.tooManyEntries', { max: r.max }) };
    case 'sheets':
      return { unreadable: msg('sheet.tooManySheets', { max: r.max }) };
    case 'inflated':
      return { unreadable: msg('sheet.tooLarge', { max: r.maxMb }) };
    case 'columns':
      return { unreadable: msg('sheet.tooManyColumns', { max: r.max }) };
    case 'cell':
      return { unreadable: msg('sheet.cellTooLong', { row: r.row, column: r.column, max: r.max }) };
    case 'timeout':
      return { unreadable: msg('sheet.timeout', { seconds: r.seconds }) };
    case 'memory':
      return { unreadable: msg('sheet.tooBig') };
    case 'busy':
      return { unreadable: msg('sheet.busy') };
  }
}

/** A non-blank data row of an import: its sheet row number (header = 1) and its cells. */
export interface TemplateRow {
  row: number;
  cells: Plain[];
}

/**
 * The data rows of an import file filled in from a template: the first sheet (whatever its name),
 * its header row exactly `headers`, blank rows (trailing formatted ones too) skipped. A file that
 * is not such a template, or has no rows or more than `maxRows`, is refused as a whole.
 */
export async function readTemplateRows(
  buffer: Buffer,
  headers: readonly string[],
  maxRows: number,
): Promise<{ rows: TemplateRow[] } | { unreadable: Message }> {
  const sheet = await readImportSheet(buffer, {
    width: headers.length,
    maxRows,
    unreadable: msg('health.unreadable'),
    tooManyRows: msg('health.tooManyRows', { max: maxRows }),
  });
  if ('unreadable' in sheet) return sheet;
  const header = sheet.header.map(cellText);
  const wrong = headers.findIndex((expected, i) => header[i] !== expected);
  if (wrong >= 0) {
    return {
      unreadable: msg('health.wrongHeader', { column: wrong + 1, expected: headers[wrong], found: header[wrong] }),
    };
  }
  if (sheet.rows.length === 0) return { unreadable: msg('health.noRows') };
  return { rows: sheet.rows };
}

/** A refused cell of an import: the sheet's row, the template's column header and why. */
export interface SheetProblem {
  row: number;
  column: string;
  message: Message;
}

/** An all-or-nothing import refused: 40001 with every problem, by row (data.errors). */
export function importRejected(problems: SheetProblem[]): AppError {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  return new AppError(
    ErrorCode.Validation,
    msg('health.rejected', { badRows: new Set(sorted.map((p) => p.row)).size, errorCount: sorted.length }),
    { details: { errors: sorted } },
  );
}

/**
 * The one .xlsx file of a multipart import request (field file), with its name: refused with a
 * clear message when there is none, it is not .xlsx, or it is empty.
 */
export async function receiveXlsx(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; buffer: Buffer }> {
  if (!req.isMultipart()) throw errors.validation(msg('health.notMultipart'));
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw errors.validation(msg('health.notMultipart'));
  if (!/\.xlsx$/i.test(part.filename)) throw errors.validation(msg('health.notXlsx'));
  const buffer = await part.toBuffer();
  if (buffer.length === 0) throw errors.validation(msg('request.badFile'));
  return { fileName: part.filename.slice(0, 255), buffer };
}

/**
 * An import template: the header row (bold, frozen) with its columns typed — `text` columns as
 * text (employee numbers keep their zeros), `date` columns as dates — and a 填写说明 sheet of notes.
 */
export function addImportTemplate(
  workbook: ExcelJS.Workbook,
  template: {
    sheetName: string;
    headers: readonly string[];
    widths: readonly number[];
    text?: readonly number[];
    date?: readonly number[];
    notes: { column: string; note: string }[];
  },
) {
  const sheet = workbook.addWorksheet(template.sheetName);
  sheet.columns = template.headers.map((header, i) => ({
    header,
    key: `c${i}`,
    width: template.widths[i],
    style: template.text?.includes(i) ? { numFmt: '@' } : template.date?.includes(i) ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'column', width: 18 },
    { header: '说明', key: 'note', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRows(template.notes);
}

import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { EXPORT_ROWS_HEADER, type ExportColumn, isMaskedValue, maskedClassOf, maskPersonal } from '@hris/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './files';
import { inLanguage } from './language';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A presented row; the sheet takes the fields its columns name. */
export type SheetRow = object;

type Cell = string | number | null;

/** Sheet cells hold text and numbers: yes/no for booleans, empty for missing values. */
function toCell(value: unknown): Cell {
  if (value == null) return null;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') return value;
  return neutralizeFormula(typeof value === 'string' ? value : String(value));
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * Text that a spreadsheet could take for a formula (`=HYPERLINK(…)`, `+1`, `@SUM`, a leading tab)
 * is written with a leading apostrophe (OWASP's CSV-injection rule): names and opinions are typed
 * by users, and a file saved again as CSV or edited in a cell would run them.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The class a column's cells are masked as: it holds a masked field (identity number, phone, salary …). */
export function columnMaskClass(column: ExportColumn) {
  return maskedClassOf(column.key, column.pii && { [column.key]: column.pii });
}

/** How a column's cells are masked, if they are. */
function maskerOf(column: ExportColumn): ((value: string) => string) | undefined {
  const cls = columnMaskClass(column);
  if (!cls) return undefined;
  return (value) => (value === '' || isMaskedValue(value) ? value : maskPersonal(cls, value));
}

/** Text for a header or footer: its & codes doubled, cut to what Excel keeps (255). */
function headerText(text: string): string {
  return text.replace(/&/g, '&&').slice(0, 200);
}

/**
 * The style of every data cell, one object for all: exceljs finds a style it has seen by
 * reference, where each cell's own empty style would be hashed anew (a fifth of the writer's time).
 */
const PLAIN: Partial<ExcelJS.Style> = {};

/**
 * Streams a spreadsheet to the reply while its rows are read: exceljs' streaming writer commits
 * each row into the zip as it comes, and reading waits whenever the client is slower than the
 * database. The first page is read before any header goes out, so a failing query still
 * answers with an error envelope.
 */
export async function sendXlsxStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    fileName: string;
    sheetName: string;
    columns: readonly ExportColumn[];
    pages: AsyncIterable<SheetRow[]>;
    sensitive?: SensitiveSheet;
  },
) {
  // A sheet is Chinese whatever the language of the request (its headers are the spec's): the
  // names and labels its rows are presented with too.
  const source = options.pages[Symbol.asyncIterator]();
  const pages = {
    next: () => inLanguage('zh', () => source.next()),
    return: (value?: unknown) => source.return?.(value),
  };
  const first = await pages.next();

  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  // Identity numbers and phones leave masked unless the export was asked for them, with a reason.
  const maskers = options.columns.map((c) => (options.sensitive ? undefined : maskerOf(c)));
  if (options.sensitive) {
    sheet.headerFooter.oddHeader = `&L${headerText(options.sensitive.watermark)}`;
    sheet.headerFooter.oddFooter = `&L${headerText(options.sensitive.watermark)}&R&P / &N`;
  }

  const write = async () => {
    let page = first;
    while (!page.done) {
      for (const value of page.value) {
        const fields = value as Record<string, unknown>;
        const row = sheet.addRow(
          options.columns.map((c, i) => {
            const mask = maskers[i];
            const value = fields[c.key];
            return toCell(
              mask && (typeof value === 'string' || typeof value === 'number') ? mask(String(value)) : value,
            );
          }),
        );
        row.eachCell({ includeEmpty: true }, (cell) => {
          cell.style = PLAIN;
        });
        row.commit();
      }
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) {
        await pages.return?.(undefined);
        return;
      }
      page = await pages.next();
    }
    sheet.commit();
    if (options.sensitive) {
      const notice = workbook.addWorksheet('个人信息保护说明');
      notice.columns = [{ width: 100 }];
      for (const line of options.sensitive.notice) notice.addRow([line]).commit();
      notice.commit();
    }
    await workbook.commit();
  };
  write().catch((err) => {
    request.log.error({ err }, 'spreadsheet export failed while streaming');
    out.destroy(err as Error);
  });

  reply.header('Content-Type', XLSX_MIME);
  reply.header('Content-Disposition', contentDisposition(options.fileName));
  reply.header('Cache-Control', 'no-store');
  return reply.send(out);
}

/**
 * A sheet a service hands to its route: the rows as pages read while the file streams. Services
 * build it; the route sends it with `sendSheet`, so no service touches the reply.
 */
export interface SheetExport {
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn[];
  /** The number of rows, when known before streaming: the browser shows real progress. */
  total?: number;
  pages: AsyncIterable<SheetRow[]>;
  /**
   * Sensitive personal data in clear (含敏感信息, issue 38), with the watermark every page carries
   * and the notice sheet; without it the columns of masked fields are masked.
   */
  sensitive?: SensitiveSheet;
}

/** Who exported sensitive data, when and why: the header and footer of every printed page, and a notice sheet. */
export interface SensitiveSheet {
  watermark: string;
  notice: readonly string[];
}

/** Streams a service's sheet (the file goes out without a length, its row count in a header). */
export function sendSheet(request: FastifyRequest, reply: FastifyReply, sheet: SheetExport) {
  if (sheet.total !== undefined) reply.header(EXPORT_ROWS_HEADER, String(sheet.total));
  return sendXlsxStream(request, reply, sheet);
}

/** The sheet's rows, then one more row computed once they are written (a 合计 row). */
export function withLastRow(sheet: SheetExport, last: () => Promise<SheetRow>): SheetExport {
  async function* pages() {
    yield* sheet.pages;
    yield [await last()];
  }
  return { ...sheet, pages: pages() };
}

/** A small workbook (template, error list) built in memory, as a service describes it. */
export interface SmallWorkbook {
  fileName: string;
  build: (workbook: ExcelJS.Workbook) => void;
}

/** A small workbook built in memory and sent whole. */
export async function sendXlsxBuffer(reply: FastifyReply, { fileName, build }: SmallWorkbook) {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = neutralizeFormula(cell.value);
      }),
    ),
  );
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  reply.header('Content-Type', XLSX_MIME);
  reply.header('Content-Disposition', contentDisposition(fileName));
  reply.header('Cache-Control', 'no-store');
  return reply.send(buffer);
}

/** Export file names carry the day: 员工信息_20261101.xlsx. */
export function exportFileName(title: string, today: string): string {
  return `${title}_${today.replaceAll('-', '')}.xlsx`;
}

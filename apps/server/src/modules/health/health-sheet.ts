import {
  HEALTH_EXPIRY_WARN_DAYS,
  HEALTH_IMPORT_HEADERS,
  HEALTH_IMPORT_MAX_ROWS,
  type Message,
  msg,
} from '@hris/contract';
import type ExcelJS from 'exceljs';
import { quoteCell } from '../../http/sheet/limits';
import {
  addImportTemplate,
  cellText,
  type Plain,
  parseSheetDate,
  readTemplateRows,
  type SheetProblem,
} from '../../http/xlsx-read';

/** A data row that passed the format checks. */
export interface HealthSheetRow {
  /** The sheet's row number (header = 1). */
  row: number;
  employeeId: string;
  name: string;
  startDate: string;
  endDate: string;
  remark: string;
}

export type { SheetProblem };

export type HealthSheet = { rows: HealthSheetRow[]; problems: SheetProblem[] } | { unreadable: Message };

export const [COL_EMPLOYEE, COL_NAME, COL_START, COL_END, COL_REMARK] = HEALTH_IMPORT_HEADERS;

/**
 * Reads the first sheet (whatever its name) and checks each row's cells: required cells, dates
 * (date cells, serial numbers or text), end not before start, a row repeated or overlapping
 * another row of the same person in the file. Employees, scope and the registry's periods are
 * the service's part. Blank rows (trailing ones too) are skipped.
 */
export async function readHealthSheet(buffer: Buffer, maxRows = HEALTH_IMPORT_MAX_ROWS): Promise<HealthSheet> {
  const read = await readTemplateRows(buffer, HEALTH_IMPORT_HEADERS, maxRows);
  if ('unreadable' in read) return read;
  const problems: SheetProblem[] = [];

  const rows: HealthSheetRow[] = [];
  // The rows read so far, by person: a file of 50,000 rows is checked in linear time.
  const seen = new Map<string, HealthSheetRow[]>();
  for (const { row: r, cells } of read.rows) {
    const rowProblems: SheetProblem[] = [];
    const fail = (column: string, message: Message) => rowProblems.push({ row: r, column, message });
    // A number typed as a number (100234) reads as its digits.
    const employeeId = cellText(cells[0]);
    if (!employeeId) fail(COL_EMPLOYEE, msg('health.required', { column: COL_EMPLOYEE }));
    const name = cellText(cells[1]);
    if (!name) fail(COL_NAME, msg('health.required', { column: COL_NAME }));
    const startDate = readDate(cells[2], COL_START, fail);
    const endDate = readDate(cells[3], COL_END, fail);
    if (startDate && endDate && endDate < startDate) fail(COL_END, msg('health.endBeforeStart'));
    const remark = cellText(cells[4]).slice(0, 500);

    if (employeeId && startDate && endDate && endDate >= startDate) {
      const earlier = seen.get(employeeId) ?? [];
      const same = earlier.find((s) => s.startDate === startDate && s.endDate === endDate);
      const overlapping = earlier.find((s) => s.startDate <= endDate && s.endDate >= startDate);
      if (same) fail(COL_EMPLOYEE, msg('health.duplicateRow', { row: same.row }));
      else if (overlapping) fail(COL_START, msg('health.overlapRow', { row: overlapping.row }));
      earlier.push({ row: r, employeeId, name, startDate, endDate, remark });
      seen.set(employeeId, earlier);
    }
    if (rowProblems.length > 0) problems.push(...rowProblems);
    else rows.push({ row: r, employeeId, name, startDate: startDate as string, endDate: endDate as string, remark });
  }
  return { rows, problems };
}

export function readDate(value: Plain, column: string, fail: (c: string, m: Message) => void) {
  if (cellText(value) === '') {
    fail(column, msg('health.required', { column }));
    return null;
  }
  const date = parseSheetDate(value);
  if (!date) fail(column, msg('health.dateInvalid', { value: quoteCell(cellText(value)) }));
  return date;
}

/** The template: the header row with typed columns, and a sheet explaining them. */
export function buildHealthTemplate(workbook: ExcelJS.Workbook) {
  addImportTemplate(workbook, {
    sheetName: '健康证导入',
    headers: HEALTH_IMPORT_HEADERS,
    widths: [14, 12, 16, 16, 36],
    text: [0],
    date: [2, 3],
    notes: [
      { column: COL_EMPLOYEE, note: '必填，在职门店员工的工号，须在您的数据范围内' },
      { column: COL_NAME, note: '必填，须与工号对应的姓名一致' },
      { column: COL_START, note: '必填，日期，如 2026-07-01' },
      { column: COL_END, note: `必填，不早于开始日期；结束前${HEALTH_EXPIRY_WARN_DAYS}天内显示为即将过期` },
      { column: COL_REMARK, note: '选填，最多500个字' },
      {
        column: '',
        note:
          `同一员工的健康证有效期不能重叠（与已登记的或本文件其他行）。每次最多${HEALTH_IMPORT_MAX_ROWS}行；` +
          '任一行有错误时整个文件不导入。',
      },
    ],
  });
}

import { CHILDCARE_IMPORT_HEADERS, CHILDCARE_IMPORT_MAX_ROWS, isHalfDayStep, type Message, msg } from '@hris/contract';
import type ExcelJS from 'exceljs';
import { quoteCell } from '../../http/sheet/limits';
import { addImportTemplate, cellText, type Plain, readTemplateRows } from '../../http/xlsx-read';
import { readDate, type SheetProblem } from '../health/health-sheet';

export interface UseSheetRow {
  row: number;
  employeeId: string;
  name: string;
  childName: string;
  startDate: string;
  endDate: string;
  days: number;
  remark: string;
}

export const [COL_EMPLOYEE, COL_NAME, COL_CHILD, COL_START, COL_END, COL_DAYS] = CHILDCARE_IMPORT_HEADERS;

/**
 * Reads the first sheet (whatever its name): required cells, dates (date cells, serial numbers
 * or text), days in half-day steps (numbers or text), end not before start. Employees, children,
 * ages and balances are the service's part. Blank rows are skipped.
 */
export async function readUseSheet(
  buffer: Buffer,
): Promise<{ rows: UseSheetRow[]; problems: SheetProblem[] } | { unreadable: Message }> {
  const sheet = await readTemplateRows(buffer, CHILDCARE_IMPORT_HEADERS, CHILDCARE_IMPORT_MAX_ROWS);
  if ('unreadable' in sheet) return sheet;
  const problems: SheetProblem[] = [];
  const rows: UseSheetRow[] = [];
  for (const { row: r, cells } of sheet.rows) {
    const before = problems.length;
    const fail = (column: string, message: Message) => problems.push({ row: r, column, message });
    const text = (i: number, column: string) => {
      const value = cellText(cells[i]);
      if (!value) fail(column, msg('health.required', { column }));
      return value;
    };
    const employeeId = text(0, COL_EMPLOYEE);
    const name = text(1, COL_NAME);
    const childName = text(2, COL_CHILD);
    const startDate = readDate(cells[3], COL_START, fail);
    const endDate = readDate(cells[4], COL_END, fail);
    if (startDate && endDate && endDate < startDate) fail(COL_END, msg('childcare.endBeforeStart'));
    else if (startDate && endDate && startDate.slice(0, 4) !== endDate.slice(0, 4))
      fail(COL_END, msg('childcare.crossYear'));
    const days = readDays(cells[5], fail);
    if (problems.length === before) {
      rows.push({
        row: r,
        employeeId,
        name,
        childName,
        startDate: startDate as string,
        endDate: endDate as string,
        days: days as number,
        remark: cellText(cells[6]).slice(0, 200),
      });
    }
  }
  return { rows, problems };
}

function readDays(value: Plain, fail: (c: string, m: Message) => void) {
  const text = cellText(value);
  if (text === '') {
    fail(COL_DAYS, msg('health.required', { column: COL_DAYS }));
    return null;
  }
  const days = typeof value === 'number' ? value : Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(days > 0) || !isHalfDayStep(days) || days > 366) {
    fail(COL_DAYS, msg('childcare.daysInvalid', { value: quoteCell(text) }));
    return null;
  }
  return days;
}

/** The vacation tool template: the header row with typed columns, and a sheet explaining them. */
export function buildUseTemplate(workbook: ExcelJS.Workbook) {
  addImportTemplate(workbook, {
    sheetName: '育儿假',
    headers: CHILDCARE_IMPORT_HEADERS,
    widths: [14, 12, 12, 14, 14, 8, 30],
    text: [0],
    date: [3, 4],
    notes: [
      { column: COL_EMPLOYEE, note: '必填，员工工号，须在您的数据范围内' },
      { column: COL_NAME, note: '必填，须与工号对应的姓名一致' },
      { column: COL_CHILD, note: '必填，须为该员工已登记的子女姓名（员工育儿假页面登记）' },
      { column: COL_START, note: '必填，日期，如 2026-07-01；不能跨年' },
      { column: COL_END, note: '必填，不早于开始日期，与开始日期同一年' },
      { column: COL_DAYS, note: '必填，大于0，可为半天，如 0.5、1、2.5；不超过该子女当年剩余天数' },
      { column: '备注', note: '选填，最多200个字' },
      { column: '', note: `每次最多${CHILDCARE_IMPORT_MAX_ROWS}行；任一行有错误时整个文件不导入。` },
    ],
  });
}

import {
  type Message,
  msg,
  parseMoneyToCents,
  SALARY_IMPORT_HEADERS,
  SALARY_IMPORT_MAX_ROWS,
  type TSalaryImportError,
} from '@hris/contract';
import type ExcelJS from 'exceljs';
import { quoteCell } from '../../../http/sheet/limits';
import { type Plain, parseSheetDate, readImportSheet, cellText as text } from '../../../http/xlsx-read';

/** One data row of an import sheet that passed the format checks. */
export interface SalarySheetRow {
  /** The sheet's row number (header = 1). */
  row: number;
  employeeId: string;
  name: string;
  effectiveDate: string;
  basis: 0 | 1;
  amountCents: number;
  reason: string;
}

/** A refused cell: the sheet's row, the column's header (the template's, in Chinese) and why. */
export interface SheetProblem {
  row: number;
  column: string;
  message: Message;
}

export interface SalarySheet {
  rows: SalarySheetRow[];
  errors: SheetProblem[];
  /** Non-empty data rows, valid or not. */
  dataRowCount: number;
}

const [COL_EMPLOYEE, COL_NAME, COL_DATE, COL_BASIS, COL_AMOUNT, COL_REASON] = SALARY_IMPORT_HEADERS;
/** Amounts above this (99,999,999.99 yuan) are typing mistakes. */
const MAX_AMOUNT_CENTS = 9_999_999_999;

/** 0 / 1, or the words 税前月薪 / 税前年薪 (also as "0税前月薪"). */
export function parseBasis(value: Plain): 0 | 1 | null {
  const t = text(value).replace(/\s/g, '');
  if (['0', '0税前月薪', '税前月薪', '月薪'].includes(t)) return 0;
  if (['1', '1税前年薪', '税前年薪', '年薪'].includes(t)) return 1;
  return null;
}

/**
 * Reads the first sheet of an import file and checks each row's format (required cells, date,
 * basis, amount, lengths) and duplicates inside the file. Whether the employees exist and lie in
 * scope is the service's part.
 */
export async function readSalarySheet(buffer: Buffer): Promise<SalarySheet | { unreadable: Message }> {
  const sheet = await readImportSheet(buffer, {
    width: SALARY_IMPORT_HEADERS.length,
    maxRows: SALARY_IMPORT_MAX_ROWS,
    unreadable: msg('salary.unreadable'),
    tooManyRows: msg('salary.tooManyRows', { max: SALARY_IMPORT_MAX_ROWS }),
  });
  if ('unreadable' in sheet) return sheet;

  const errors: SheetProblem[] = [];
  const header = sheet.header.map(text);
  SALARY_IMPORT_HEADERS.forEach((expected, i) => {
    const found = header[i];
    // The basis header may be shortened to 薪资类型.
    const matches = i === 3 ? found.startsWith('薪资类型') : found === expected;
    if (!matches) {
      errors.push({
        row: 1,
        column: expected,
        message: msg('salary.wrongHeader', { column: i + 1, expected, found: quoteCell(found) }),
      });
    }
  });
  if (errors.length > 0) return { rows: [], errors, dataRowCount: 0 };

  const rows: SalarySheetRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row: r, cells } of sheet.rows) {
    const rowErrors: SheetProblem[] = [];
    const fail = (column: string, message: Message) => rowErrors.push({ row: r, column, message });

    const employeeId = text(cells[0]);
    if (!employeeId) fail(COL_EMPLOYEE, msg('salary.employeeRequired'));
    else if (employeeId.length > 32) fail(COL_EMPLOYEE, msg('salary.employeeTooLong'));
    const name = text(cells[1]);
    if (!name) fail(COL_NAME, msg('salary.nameRequired'));
    const effectiveDate = parseSheetDate(cells[2]);
    if (text(cells[2]) === '') fail(COL_DATE, msg('salary.dateRequired'));
    else if (!effectiveDate) fail(COL_DATE, msg('salary.dateInvalid', { value: quoteCell(text(cells[2])) }));
    const basis = parseBasis(cells[3]);
    if (basis === null) fail(COL_BASIS, msg('salary.basisInvalid', { value: quoteCell(text(cells[3])) }));
    const amountText = text(cells[4]);
    const amountCents = typeof cells[4] === 'number' ? parseMoneyToCents(cells[4]) : parseMoneyToCents(amountText);
    if (amountText === '') fail(COL_AMOUNT, msg('salary.amountRequired'));
    else if (amountCents === null) fail(COL_AMOUNT, msg('salary.amountInvalid', { value: quoteCell(amountText) }));
    else if (amountCents <= 0) fail(COL_AMOUNT, msg('salary.amountNotPositive'));
    else if (amountCents > MAX_AMOUNT_CENTS) fail(COL_AMOUNT, msg('salary.amountTooLarge'));
    const reason = text(cells[5]);
    if (reason.length > 200) fail(COL_REASON, msg('salary.reasonTooLong'));

    if (employeeId && effectiveDate) {
      const key = `${employeeId}|${effectiveDate}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) fail(COL_EMPLOYEE, msg('salary.duplicateRow', { row: first }));
      else firstRowOf.set(key, r);
    }
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({
      row: r,
      employeeId,
      name,
      effectiveDate: effectiveDate as string,
      basis: basis as 0 | 1,
      amountCents: amountCents as number,
      reason,
    });
  }
  const dataRowCount = sheet.rows.length;
  if (dataRowCount === 0) errors.push({ row: 2, column: '', message: msg('salary.noDataRows') });
  return { rows, errors, dataRowCount };
}

/** The template: the header row, typed columns and a sheet explaining each column. */
export function buildSalaryTemplate(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('调薪导入');
  sheet.columns = SALARY_IMPORT_HEADERS.map((header, i) => ({
    header,
    key: `c${i}`,
    width: [14, 12, 14, 30, 14, 36][i],
    style: i === 0 ? { numFmt: '@' } : i === 2 ? { numFmt: 'yyyy-mm-dd' } : i === 4 ? { numFmt: '0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'column', width: 30 },
    { header: '说明', key: 'note', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRows([
    { column: COL_EMPLOYEE, note: '必填，系统中的员工编号，如 E100001' },
    { column: COL_NAME, note: '必填，须与员工编号对应的姓名一致' },
    { column: COL_DATE, note: '必填，格式 YYYY-MM-DD；同一员工同一生效日期只能有一条' },
    { column: COL_BASIS, note: '必填，0 = 税前月薪，1 = 税前年薪' },
    { column: COL_AMOUNT, note: '必填，单位元，大于0，最多两位小数' },
    { column: COL_REASON, note: '选填，最多200个字' },
    {
      column: '',
      note: `每次最多${SALARY_IMPORT_MAX_ROWS}行。任一行有错误时整个文件不导入，请下载错误报告修改后重新导入。`,
    },
  ]);
}

export function buildErrorReport(workbook: ExcelJS.Workbook, errors: TSalaryImportError[]) {
  const sheet = workbook.addWorksheet('错误报告');
  sheet.columns = [
    { header: '行号', key: 'row', width: 8 },
    { header: '列', key: 'column', width: 30 },
    { header: '错误信息', key: 'message', width: 70 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(errors);
}

import {
  BATCH_START_MAX_ROWS,
  CHANGE_TEMPLATE_HEADERS,
  CHANGE_TYPES,
  type Message,
  msg,
  RBO_TEMPLATE_HEADERS,
} from '@hris/contract';
import type ExcelJS from 'exceljs';
import { quoteCell } from '../../../http/sheet/limits';
import { cellText, type Plain, parseSheetDate, readImportSheet } from '../../../http/xlsx-read';

/** A data row of an upload that passed the format checks, as a work's form. */
export interface SheetStart {
  row: number;
  employeeId: string;
  name: string;
  form: Record<string, unknown>;
}

/** A refused row: the sheet's row, who (as the file says) and why. */
export interface SheetRefusal {
  row: number;
  employeeId: string;
  name: string;
  message: Message;
}

export type ReadSheet = { starts: SheetStart[]; refusals: SheetRefusal[] } | { unreadable: Message };

/** A start sheet's layout: its headers and how a row of cells becomes a form. */
interface StartSheetSpec {
  headers: readonly string[];
  /** The form of a row, or the first problem of its cells. */
  toForm(cells: Plain[]): { form: Record<string, unknown> } | { problem: Message };
}

const required = (column: string) => msg('batch.required', { column });

function date(cells: Plain[], index: number, column: string): string | Message {
  if (cellText(cells[index]) === '') return required(column);
  return parseSheetDate(cells[index]) ?? msg('batch.dateInvalid', { column, value: quoteCell(cellText(cells[index])) });
}

export const RBO_SHEET: StartSheetSpec = {
  headers: RBO_TEMPLATE_HEADERS,
  toForm(cells) {
    const [, , shopColumn, dateColumn] = RBO_TEMPLATE_HEADERS;
    const newShopCode = cellText(cells[2]).toUpperCase();
    if (!newShopCode) return { problem: required(shopColumn) };
    const goShopTime = date(cells, 3, dateColumn);
    if (typeof goShopTime !== 'string') return { problem: goShopTime };
    const remark = cellText(cells[4]);
    return { form: { newShopCode, goShopTime, ...(remark ? { remark } : {}) } };
  },
};

export const CHANGE_SHEET: StartSheetSpec = {
  headers: CHANGE_TEMPLATE_HEADERS,
  toForm(cells) {
    const [, , typeColumn, shopColumn, , , dateColumn, reasonColumn] = CHANGE_TEMPLATE_HEADERS;
    const typeText = cellText(cells[2]);
    const type = CHANGE_TYPES.find((t) => t.label === typeText || t.value === typeText);
    if (!typeText) return { problem: required(typeColumn) };
    if (!type) return { problem: msg('batch.typeInvalid', { value: quoteCell(typeText) }) };
    const newShopCode = cellText(cells[3]).toUpperCase();
    if (!newShopCode) return { problem: required(shopColumn) };
    const effectiveTime = date(cells, 6, dateColumn);
    if (typeof effectiveTime !== 'string') return { problem: effectiveTime };
    const reason = cellText(cells[7]);
    if (!reason) return { problem: required(reasonColumn) };
    const positionCode = cellText(cells[4]);
    const newRank = cellText(cells[5]);
    return {
      form: {
        changeTheType: type.value,
        newShopCode,
        effectiveTime,
        reason,
        ...(positionCode ? { newPositionCode: positionCode } : {}),
        ...(newRank ? { newRank } : {}),
      },
    };
  },
};

/**
 * Reads the first sheet of an upload (whatever it is called): the header row must be the
 * template's; blank rows anywhere (a sheet saved with trailing empty rows) are skipped; numbers
 * stored as text and dates as serial numbers read as typed. Each row's format is checked and a
 * second row for the same employee refused; whether the rows may start is the engine's check.
 */
export async function readStartSheet(buffer: Buffer, spec: StartSheetSpec): Promise<ReadSheet> {
  const sheet = await readImportSheet(buffer, {
    width: spec.headers.length,
    maxRows: BATCH_START_MAX_ROWS,
    unreadable: msg('batch.unreadable'),
    tooManyRows: msg('batch.tooManyRows', { max: BATCH_START_MAX_ROWS }),
  });
  if ('unreadable' in sheet) return sheet;
  const header = sheet.header.map(cellText);
  const wrong = spec.headers.findIndex((expected, i) => header[i] !== expected);
  if (wrong >= 0)
    return {
      unreadable: msg('batch.wrongHeader', { column: wrong + 1, expected: spec.headers[wrong], found: header[wrong] }),
    };
  const starts: SheetStart[] = [];
  const refusals: SheetRefusal[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row: r, cells } of sheet.rows) {
    const employeeId = cellText(cells[0]).toUpperCase();
    const name = cellText(cells[1]);
    const refuse = (message: Message) => refusals.push({ row: r, employeeId, name, message });
    if (!employeeId) {
      refuse(required(spec.headers[0]));
      continue;
    }
    const first = firstRowOf.get(employeeId);
    if (first !== undefined) {
      refuse(msg('batch.duplicateRow', { row: first }));
      continue;
    }
    firstRowOf.set(employeeId, r);
    const result = spec.toForm(cells);
    if ('problem' in result) refuse(result.problem);
    else starts.push({ row: r, employeeId, name, form: { employeeId, ...result.form } });
  }
  if (sheet.rows.length === 0) return { unreadable: msg('batch.noRows') };
  return { starts, refusals };
}

/** Where each template keeps its drop-down and date columns (1-based; 0: none), by the headers' order. */
const TEMPLATE_COLUMNS = {
  rbo: { type: 0, shop: 3, position: 0, date: 4 },
  change: { type: 3, shop: 4, position: 5, date: 7 },
} as const;

/** Choices a template offers in its drop-downs (a hidden sheet holds the lists). */
export interface TemplateChoices {
  shops: { code: string; name: string }[];
  positions: { code: string; name: string }[];
}

/**
 * A start template: the header row, one example row, typed columns (text for numbers, a date
 * format), drop-down lists for the store and position codes and the type, and a sheet of notes.
 */
export function buildStartTemplate(
  workbook: ExcelJS.Workbook,
  kind: 'rbo' | 'change',
  choices: TemplateChoices,
  example: (string | Date)[],
  notes: [string, string][],
) {
  const headers = kind === 'rbo' ? RBO_TEMPLATE_HEADERS : CHANGE_TEMPLATE_HEADERS;
  const sheet = workbook.addWorksheet(kind === 'rbo' ? 'RBO调动' : '人事异动');
  const layout = TEMPLATE_COLUMNS[kind];
  const dateColumn = layout.date - 1;
  // The free-text column (备注 / 异动原因) is the last one: wider than the codes and dates.
  sheet.columns = headers.map((header, i) => ({
    header,
    key: `c${i}`,
    width: i === headers.length - 1 ? 36 : 16,
    style: i === dateColumn ? { numFmt: 'yyyy-mm-dd' } : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow(example);

  const lists = workbook.addWorksheet('选项', { state: 'hidden' });
  lists.getColumn(1).values = ['门店编码', ...choices.shops.map((s) => s.code)];
  lists.getColumn(2).values = ['门店名称', ...choices.shops.map((s) => s.name)];
  lists.getColumn(3).values = ['岗位编码', ...choices.positions.map((p) => p.code)];
  lists.getColumn(4).values = ['岗位名称', ...choices.positions.map((p) => p.name)];
  const list = (column: string, count: number) => `'选项'!$${column}$2:$${column}$${Math.max(2, count + 1)}`;
  const { shop: shopColumn, position: positionColumn, type: typeColumn } = layout;
  for (let r = 2; r <= 501; r++) {
    const row = sheet.getRow(r);
    row.getCell(shopColumn).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [list('A', choices.shops.length)],
      showErrorMessage: true,
      errorTitle: '门店编码',
      error: '请从下拉列表选择门店编码',
    };
    if (positionColumn > 0)
      row.getCell(positionColumn).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [list('C', choices.positions.length)],
      };
    if (typeColumn > 0)
      row.getCell(typeColumn).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${CHANGE_TYPES.map((t) => t.label).join(',')}"`],
      };
    if (dateColumn >= 0)
      row.getCell(dateColumn + 1).dataValidation = {
        type: 'date',
        operator: 'greaterThan',
        allowBlank: true,
        formulae: [new Date(Date.UTC(2000, 0, 1))],
        showErrorMessage: true,
        error: '请填写日期，格式 YYYY-MM-DD',
      };
  }

  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'column', width: 18 },
    { header: '说明', key: 'note', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRows(notes.map(([column, note]) => ({ column, note })));
}

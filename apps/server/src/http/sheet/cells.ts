// What an import reads from a cell, without the rest of the server: the sheet worker (worker.ts)
// imports this and exceljs only.
import { calendarDateOf } from '@hris/contract';
import type ExcelJS from 'exceljs';

/** A cell as an import reads it: formulas, rich text and hyperlinks reduced to what they show. */
export type Plain = string | number | boolean | Date | null;

export function plainValue(value: ExcelJS.CellValue): Plain {
  if (value == null) return null;
  if (value instanceof Date || typeof value !== 'object') return value as Plain;
  if ('result' in value) return plainValue((value.result ?? null) as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/** A cell as trimmed text (a number stored as a number reads as its digits). */
export function cellText(value: Plain): string {
  if (value == null) return '';
  if (value instanceof Date) return calendarDateOf(value);
  return String(value).trim();
}

export function isEmptyRow(values: Plain[]): boolean {
  return values.every((v) => cellText(v) === '');
}

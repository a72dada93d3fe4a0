import type { TSalaryImportError } from '@hris/contract';

export interface ImportErrorRow {
  key: string;
  row: number;
  /** Every column with a problem on that row, in the order the server reported them. */
  columns: string[];
  messages: string[];
}

/**
 * Groups the per-cell problems of a refused import by sheet row (the server sorts them by row,
 * then column), so the page lists each bad row once with all of its problems.
 */
export function groupImportErrors(errors: readonly TSalaryImportError[]): ImportErrorRow[] {
  const byRow = new Map<number, ImportErrorRow>();
  for (const error of errors) {
    let entry = byRow.get(error.row);
    if (!entry) {
      entry = { key: String(error.row), row: error.row, columns: [], messages: [] };
      byRow.set(error.row, entry);
    }
    if (!entry.columns.includes(error.column)) entry.columns.push(error.column);
    entry.messages.push(error.message);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

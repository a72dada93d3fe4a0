import { chinaDateTime } from '../lists/format';

// Spreadsheet helpers shared by every export: the streaming writer lives in xlsx-stream.ts.
export {
  exportFileName,
  type SheetExport,
  type SheetRow,
  type SmallWorkbook,
  sendSheet,
  sendXlsxBuffer,
  sendXlsxStream,
  XLSX_MIME,
} from './xlsx-stream';

/** Pages through a reader until a short page. */
export async function* pages<T>(read: (pageIndex: number) => Promise<T[]>, pageSize: number): AsyncIterable<T[]> {
  for (let pageIndex = 1; ; pageIndex++) {
    const rows = await read(pageIndex);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

/** An ISO instant as China time, YYYY-MM-DD HH:mm. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? chinaDateTime(new Date(iso)) : '';
}

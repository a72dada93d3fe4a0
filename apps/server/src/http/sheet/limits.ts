/**
 * What one uploaded spreadsheet may hold (ARCHITECTURE §Imports): checked before anything is
 * inflated where the zip says it (entries, declared sizes), while inflating (actual sizes), and
 * before the sheet is parsed (its rows); each refusal names its limit.
 */
export const SHEET_LIMITS = {
  /** Files inside the .xlsx (a template has about 12; Excel and LibreOffice stay well below). */
  entries: 300,
  /** Worksheets in the workbook (the template has two). */
  sheets: 20,
  /** Bytes of XML once inflated, all entries together: a 50,000-row sheet is about 15 MB. */
  inflatedBytes: 96 * 1024 * 1024,
  /** Row elements the first sheet may carry beyond an import's own row limit (blank formatted rows). */
  spareRows: 5_000,
  /** Columns of the widest row of the first sheet. */
  columns: 200,
  /** Characters of one cell an import reads (an opinion or a remark is at most 1,000). */
  cellChars: 2_000,
  /** How long one file may take to read before it is given up. */
  parseMs: 60_000,
  /** Heap of a reading worker: a file that needs more is refused, the server is not. */
  workerHeapMb: 768,
} as const;

/** A bad cell quoted in an answer: at most this many characters, then …. */
export const QUOTE_CHARS = 40;

/** A cell's text for an answer: short, whatever the cell held. */
export function quoteCell(text: string): string {
  return text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text;
}

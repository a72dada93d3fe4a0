// Spreadsheets an attacker (or an unlucky user) uploads: each one past one limit of the sheet
// reader (src/http/sheet/limits.ts), built in memory. Every import refuses them the same way.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

const SHEET = 'xl/worksheets/sheet1.xml';

/** A small valid workbook: one sheet, a header row and a data row. */
export async function plainWorkbook(header: readonly string[] = ['工号', '姓名'], row: unknown[] = ['E1', '张三']) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function sheetXml(rows: string) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
}

async function withSheet(xml: string) {
  const zip = await JSZip.loadAsync(await plainWorkbook());
  zip.file(SHEET, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** `rows` rows of one inline-string cell: 200,000 of them are a 1 MB file. */
export function manyRows(rows: number) {
  const parts: string[] = [];
  for (let r = 1; r <= rows; r++) parts.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>x</t></is></c></row>`);
  return withSheet(sheetXml(parts.join('')));
}

/**
 * A zip bomb: `mb` megabytes of rows of one cell (about 50,000 a megabyte), a few hundred KB
 * packed, its size declared honestly. Read whole, its rows would take gigabytes.
 */
export function zipBomb(mb: number) {
  const row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
  return withSheet(sheetXml(row.repeat(Math.ceil((mb * 1024 * 1024) / row.length))));
}

/** The same bomb declaring its sheet a few bytes long in both of the zip's headers (sizes lie). */
export async function lyingZipBomb(mb: number) {
  const zip = await zipBomb(mb);
  const name = Buffer.from(SHEET);
  for (let at = zip.indexOf(name); at >= 0; at = zip.indexOf(name, at + 1)) {
    if (zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(1000, at - 46 + 24);
    if (zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(1000, at - 30 + 22);
  }
  return zip;
}

/** A workbook of `count` files inside. */
export async function manyEntries(count: number) {
  const zip = await JSZip.loadAsync(await plainWorkbook());
  for (let i = 0; i < count; i++) zip.file(`customXml/item${i}.xml`, '<a/>');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A workbook of `count` sheets. */
export async function manySheets(count: number) {
  const workbook = new ExcelJS.Workbook();
  for (let i = 1; i <= count; i++) workbook.addWorksheet(`S${i}`).addRow(['工号', '姓名']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A data row with a cell in column `column` (1-based). */
export async function wideRow(column: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['工号', '姓名']);
  sheet.getCell(2, 1).value = 'E1';
  sheet.getCell(2, column).value = 'x';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A data row whose first cell holds `chars` characters. */
export function longCell(chars: number) {
  return plainWorkbook(['工号', '姓名'], ['长'.repeat(chars), '张三']);
}

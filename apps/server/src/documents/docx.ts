import { Readable } from 'node:stream';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { OpenedFile } from '../http/files';

/**
 * The building blocks of the letters HR prints and signs (调动通知书, 离职证明, 在职证明 …): a title,
 * paragraphs, key–value tables and a signature block, in an A4 Word document whose Chinese text
 * is set in 宋体. Word is what HR edits and sends, so the output stays plain: no images, no fields.
 */

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体' };
/** Half-points: 小四 (12 pt) for text, 二号 (22 pt) for the title. */
const BODY_SIZE = 24;
const TITLE_SIZE = 44;

/** The document's title, centred and bold. */
export function title(text: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 360 },
    children: [new TextRun({ text, bold: true, size: TITLE_SIZE, font: FONT })],
  });
}

/** The company's name at the head of a letter, centred above its title. */
export function letterhead(text: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 120 },
    children: [new TextRun({ text, bold: true, size: BODY_SIZE + 8, font: FONT })],
  });
}

/** A line aligned right under the title (a letter's number). */
export function rightLine(text: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.RIGHT,
    spacing: { after: 240 },
    children: [new TextRun({ text, size: BODY_SIZE, font: FONT })],
  });
}

/** A section heading inside the letter. */
export function heading(text: string): Paragraph {
  return new Paragraph({
    spacing: { before: 240, after: 120 },
    children: [new TextRun({ text, bold: true, size: BODY_SIZE, font: FONT })],
  });
}

/** A paragraph of body text; `indent` for the first-line indent of Chinese prose (two characters). */
export function paragraph(text: string, options: { indent?: boolean } = {}): Paragraph {
  return new Paragraph({
    spacing: { after: 120, line: 360 },
    indent: options.indent ? { firstLine: BODY_SIZE * 20 } : undefined,
    children: [new TextRun({ text, size: BODY_SIZE, font: FONT })],
  });
}

const LINE = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const BORDERS = { top: LINE, bottom: LINE, left: LINE, right: LINE };

function cell(text: string, options: { bold?: boolean; width: number; shaded?: boolean }): TableCell {
  return new TableCell({
    width: { size: options.width, type: WidthType.PERCENTAGE },
    borders: BORDERS,
    shading: options.shaded ? { fill: 'F2F2F2' } : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [new Paragraph({ children: [new TextRun({ text, bold: options.bold, size: BODY_SIZE, font: FONT })] })],
  });
}

/** Label–value rows, two columns (label shaded). Missing values show as empty cells. */
export function keyValueTable(rows: readonly (readonly [string, string | null | undefined])[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [cell(label, { bold: true, width: 30, shaded: true }), cell(value ?? '', { width: 70 })],
        }),
    ),
  });
}

/** A table with a header row (e.g. the approvals: step, approver, time). */
export function gridTable(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  const width = Math.floor(100 / header.length);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((h) => cell(h, { bold: true, width, shaded: true })) }),
      ...rows.map((r) => new TableRow({ children: r.map((text) => cell(text, { width })) })),
    ],
  });
}

/** The issuer and the date of issue, right-aligned at the foot of the letter. */
export function signatureBlock(issuer: string, date: string): Paragraph[] {
  const right = (text: string, before = 0) =>
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      spacing: { before, after: 120 },
      children: [new TextRun({ text, size: BODY_SIZE, font: FONT })],
    });
  return [right(`${issuer}（盖章）`, 720), right(formatChineseDate(date))];
}

/** 2026-11-05 → 2026年11月05日, as letters are dated. */
export function formatChineseDate(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${y}年${m}月${d}日` : date;
}

/** A document of the given blocks, A4 with the usual Chinese letter margins. */
export function buildDocument(children: (Paragraph | Table)[], meta: { title: string; creator: string }): Document {
  return new Document({
    title: meta.title,
    creator: meta.creator,
    styles: { default: { document: { run: { font: FONT, size: BODY_SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, bottom: 1440, left: 1800, right: 1800 },
          },
        },
        children,
      },
    ],
  });
}

/** The document as a file the routes send like a stored one (attachment, sandboxed headers). */
export async function docxFile(document: Document, fileName: string): Promise<OpenedFile> {
  const buffer = await Packer.toBuffer(document);
  return { fileName, mime: DOCX_MIME, inline: false, size: buffer.length, stream: Readable.from([buffer]) };
}

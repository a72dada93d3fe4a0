import {
  BATCH_AUDIT_HEADERS,
  BATCH_AUDIT_MAX_ROWS,
  BATCH_AUDIT_RESULTS,
  formatCents,
  listText,
  type Message,
  msg,
} from '@hris/contract';
import type ExcelJS from 'exceljs';
import { quoteCell } from '../../http/sheet/limits';
import { cellText, readImportSheet } from '../../http/xlsx-read';

/** One filled row of the batch-audit sheet (format checked; the to-do is the service's part). */
export interface AuditSheetRow {
  /** The sheet's row number (header = 1). */
  row: number;
  flowNo: string;
  /** null: the flow number is not one of flow 39's (`39-000123`). */
  workId: number | null;
  action: 'approve' | 'rollback' | null;
  opinion: string;
}

export type AuditSheet = { rows: AuditSheetRow[] } | { unreadable: Message };

const FLOW_NO = /^39-(\d{1,10})$/;

/**
 * Reads the first sheet, whatever its name (a LibreOffice-saved file renames nothing but may
 * keep numbers as text and trailing blank rows): the header must be the template's; blank rows
 * are skipped.
 */
export async function readAuditSheet(buffer: Buffer): Promise<AuditSheet> {
  const sheet = await readImportSheet(buffer, {
    width: BATCH_AUDIT_HEADERS.length,
    maxRows: BATCH_AUDIT_MAX_ROWS,
    unreadable: msg('batchAudit.unreadable'),
    tooManyRows: msg('batchAudit.tooMany', { max: BATCH_AUDIT_MAX_ROWS }),
  });
  if ('unreadable' in sheet) return sheet;
  const header = sheet.header.map(cellText);
  if (BATCH_AUDIT_HEADERS.some((expected, i) => header[i] !== expected))
    return { unreadable: msg('batchAudit.badHeader', { headers: listText([...BATCH_AUDIT_HEADERS]) }) };
  const rows: AuditSheetRow[] = [];
  for (const { row: r, cells } of sheet.rows) {
    const flowNo = cellText(cells[0]);
    const match = FLOW_NO.exec(flowNo);
    const result = cellText(cells[6]) as keyof typeof BATCH_AUDIT_RESULTS;
    rows.push({
      row: r,
      // The answer names the row by it: what the cell held, never more than a prefix.
      flowNo: quoteCell(flowNo),
      workId: match ? Number(match[1]) : null,
      action: BATCH_AUDIT_RESULTS[result] ?? null,
      opinion: cellText(cells[7]).slice(0, 1000),
    });
  }
  if (rows.length === 0) return { unreadable: msg('batchAudit.empty') };
  return { rows };
}

export interface AuditTemplateRow {
  flowNo: string;
  employeeId: string;
  employeeName: string;
  shopName: string;
  invoiceNo: string;
  amountCents: number;
}

/** The template: the caller's open invoice to-dos, 审批结果 to choose (同意 / 退回), 审批意见 free. */
export function buildAuditTemplate(workbook: ExcelJS.Workbook, rows: readonly AuditTemplateRow[]) {
  const sheet = workbook.addWorksheet('批量审批');
  sheet.columns = BATCH_AUDIT_HEADERS.map((header, i) => ({
    header,
    key: `c${i}`,
    width: [14, 12, 10, 20, 22, 10, 12, 30][i],
    style: i <= 1 || i === 4 ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of rows) {
    sheet.addRow([
      r.flowNo,
      r.employeeId,
      r.employeeName,
      r.shopName,
      r.invoiceNo,
      Number(formatCents(r.amountCents)),
      '',
      '',
    ]);
  }
  const choices = Object.keys(BATCH_AUDIT_RESULTS).join(',');
  for (let r = 2; r <= Math.max(rows.length + 1, 2); r++) {
    sheet.getCell(r, 7).dataValidation = { type: 'list', allowBlank: false, formulae: [`"${choices}"`] };
  }
  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'column', width: 12 },
    { header: '说明', key: 'note', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRows([
    { column: '审批结果', note: '必填：同意 或 退回' },
    { column: '审批意见', note: '退回时必填，最多1000个字' },
    { column: '', note: '每行单独处理：已处理或不归您处理的流程会在结果中列出，其余照常生效。' },
  ]);
}

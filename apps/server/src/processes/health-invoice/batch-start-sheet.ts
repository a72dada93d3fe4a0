import { HEALTH_IMPORT_HEADERS, HEALTH_PERIOD_MAX_DAYS } from '@hris/contract';
import type ExcelJS from 'exceljs';
import { addImportTemplate } from '../../http/xlsx-read';
import { COL_EMPLOYEE, COL_END, COL_NAME, COL_REMARK, COL_START } from '../../modules/health/health-sheet';

export const BATCH_START_SHEET = '健康证更新批量发起';

/**
 * 健康证更新's batch sheet: the registry import's columns and layout (so readHealthSheet reads it
 * back), one row per chosen person with 工号 and 姓名 filled, the dates left to the HR.
 */
export function buildBatchStartTemplate(workbook: ExcelJS.Workbook, people: { employeeId: string; name: string }[]) {
  addImportTemplate(workbook, {
    sheetName: BATCH_START_SHEET,
    headers: HEALTH_IMPORT_HEADERS,
    widths: [14, 12, 16, 16, 36],
    text: [0],
    date: [2, 3],
    notes: [
      { column: COL_EMPLOYEE, note: '必填，须是批量发起对话框中已选择的员工' },
      { column: COL_NAME, note: '供核对，按工号匹配' },
      { column: COL_START, note: '必填，日期，如 2026-07-01' },
      {
        column: COL_END,
        note: `必填，须晚于开始日期；开始至结束不能超过${HEALTH_PERIOD_MAX_DAYS}天`,
      },
      { column: COL_REMARK, note: '选填，最多500个字；从表格填入时不使用此列' },
      {
        column: '',
        note:
          '在批量发起对话框中点「从表格填入」上传本文件，日期填入对应员工的行；' +
          '健康证扫描件仍需在对话框中逐人上传。',
      },
    ],
  });
  const sheet = workbook.getWorksheet(BATCH_START_SHEET);
  for (const p of people) sheet?.addRow([p.employeeId, p.name]);
}

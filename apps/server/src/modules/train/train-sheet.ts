import {
  type Message,
  msg,
  TRAIN_IMPORT_HEADERS,
  TRAIN_IMPORT_MAX_ROWS,
  TRAIN_SCORE_MAX,
  type TTrainAttendance,
} from '@hris/contract';
import type ExcelJS from 'exceljs';
import { quoteCell } from '../../http/sheet/limits';
import { cellText, readTemplateRows, type SheetProblem } from '../../http/xlsx-read';

/** A data row that passed the format checks. */
export interface ParticipationSheetRow {
  row: number;
  employeeId: string;
  name: string;
  attendance: TTrainAttendance;
  score: number | null;
  passed: boolean;
}

export const [COL_EMPLOYEE, COL_NAME, COL_ATTENDANCE, COL_SCORE, COL_PASSED] = TRAIN_IMPORT_HEADERS;

const ATTENDANCE: Record<string, TTrainAttendance> = { 出勤: 'attended', 缺勤: 'absent' };
const YES_NO: Record<string, boolean> = { 是: true, 否: false };

/**
 * Reads the first sheet and checks each row's cells: 工号 given and once in the file, 出勤 or 缺勤,
 * a score from 0 to 100 (a number, or digits stored as text), 是/否 (a 缺勤 row may leave it empty and
 * takes no score). Who the people are is the service's part. Blank rows are skipped.
 */
export async function readParticipationSheet(
  buffer: Buffer,
): Promise<{ rows: ParticipationSheetRow[]; problems: SheetProblem[] } | { unreadable: Message }> {
  const read = await readTemplateRows(buffer, TRAIN_IMPORT_HEADERS, TRAIN_IMPORT_MAX_ROWS);
  if ('unreadable' in read) return read;
  const problems: SheetProblem[] = [];
  const rows: ParticipationSheetRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of read.rows) {
    const before = problems.length;
    const fail = (column: string, message: Message) => problems.push({ row, column, message });
    const employeeId = cellText(cells[0]);
    const name = cellText(cells[1]);
    if (!employeeId) fail(COL_EMPLOYEE, msg('health.required', { column: COL_EMPLOYEE }));
    else if (seen.has(employeeId))
      fail(COL_EMPLOYEE, msg('health.duplicateRow', { row: seen.get(employeeId) as number }));
    else seen.set(employeeId, row);

    const attendanceText = cellText(cells[2]);
    const attendance = ATTENDANCE[attendanceText];
    if (!attendanceText) fail(COL_ATTENDANCE, msg('health.required', { column: COL_ATTENDANCE }));
    else if (!attendance)
      fail(
        COL_ATTENDANCE,
        msg('train.importAttendance', { value: quoteCell(attendanceText), attended: '出勤', absent: '缺勤' }),
      );

    const scoreText = cellText(cells[3]);
    const score = scoreText === '' ? null : Number(scoreText);
    if (score !== null && (!Number.isFinite(score) || score < 0 || score > TRAIN_SCORE_MAX)) {
      fail(COL_SCORE, msg('train.importScore', { value: quoteCell(scoreText), max: TRAIN_SCORE_MAX }));
    }

    const passedText = cellText(cells[4]);
    const passed = YES_NO[passedText];
    if (passedText && passed === undefined)
      fail(COL_PASSED, msg('train.importPassed', { value: quoteCell(passedText), yes: '是', no: '否' }));
    else if (!passedText && attendance === 'attended') fail(COL_PASSED, msg('health.required', { column: COL_PASSED }));
    if (attendance === 'absent' && (score !== null || passed === true)) {
      fail(COL_ATTENDANCE, msg('train.absentWithResult'));
    }
    if (problems.length === before) {
      rows.push({
        row,
        employeeId,
        name,
        attendance,
        score: score === null ? null : Math.round(score * 10) / 10,
        passed: passed ?? false,
      });
    }
  }
  return { rows, problems };
}

/** The template of a session: its enrolled employees (in the caller's scope) filled in. */
export function buildParticipationTemplate(
  workbook: ExcelJS.Workbook,
  enrolled: { employeeId: string; name: string }[],
) {
  const sheet = workbook.addWorksheet('培训出勤导入');
  sheet.columns = TRAIN_IMPORT_HEADERS.map((header, i) => ({
    header,
    key: `c${i}`,
    width: [14, 12, 10, 10, 10][i],
    style: i === 0 ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const e of [...enrolled].sort((a, b) => a.employeeId.localeCompare(b.employeeId))) {
    sheet.addRow([e.employeeId, e.name]);
  }
  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'column', width: 14 },
    { header: '说明', key: 'note', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRows([
    { column: COL_EMPLOYEE, note: '必填，已报名本场次的员工工号，每人一行' },
    { column: COL_NAME, note: '选填，填写时须与工号对应的姓名一致' },
    { column: COL_ATTENDANCE, note: '必填，填写“出勤”或“缺勤”' },
    { column: COL_SCORE, note: `选填，0到${TRAIN_SCORE_MAX}之间的数字；缺勤不填` },
    { column: COL_PASSED, note: '出勤时必填，填写“是”或“否”；缺勤视为未通过' },
    { column: '', note: `每次最多${TRAIN_IMPORT_MAX_ROWS}行；任一行有错误时整个文件不导入。` },
  ]);
}

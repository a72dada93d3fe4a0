import { ENUM_LABELS, FilePaths, type TViolationDetail, type TViolationRow } from '@hris/contract';
import { shownEnum } from '../../../http/language';
import { chinaDateTime } from '../../../lists/format';
import { presentEmployeeColumns } from '../shared/employee-sql';
import type { ViolationRow } from './violation.repository';

export function presentViolationRow(row: ViolationRow): TViolationRow {
  return {
    ...presentEmployeeColumns(row),
    id: row.id,
    violationDate: row.violationDate,
    punishment: row.punishment,
    punishmentText: shownEnum(ENUM_LABELS.PUNISHMENT_TEXT, row.punishment),
    description: row.description,
    attachmentCount: Number(row.attachmentCount),
    createdByName: row.createdByName,
    createdTime: row.createdAt.toISOString(),
    workId: row.workId,
  };
}

export function presentViolationSheetRow(row: ViolationRow) {
  return { ...presentViolationRow(row), createdTime: chinaDateTime(row.createdAt) };
}

export function presentViolationDetail(
  row: ViolationRow,
  files: { id: number; fileName: string; byteLength: number }[],
): TViolationDetail {
  return {
    ...presentViolationRow(row),
    attachments: files.map((f) => ({
      id: f.id,
      fileName: f.fileName,
      routeUrl: `${FilePaths.downloadFile}?attachmentId=${f.id}`,
      byteLength: f.byteLength,
    })),
  };
}

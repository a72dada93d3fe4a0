import {
  TRAIN_ATTENDANCE_TEXT,
  TRAIN_MODE_TEXT,
  TRAIN_PROJECT_STATUS_TEXT,
  type TTrainCategory,
  type TTrainOverdueRow,
  type TTrainParticipationRow,
  type TTrainProjectRow,
  type TTrainSessionRow,
} from '@hris/contract';
import { chinaDateTime, yesNo } from '../../lists/format';
import { presentEmployeeColumns } from '../basic-data/shared/employee-sql';
import type { OverdueRow, ParticipationRow, ProjectRow, SessionRow } from './train.repository';

export function presentProject(row: ProjectRow): TTrainProjectRow {
  const requiredPositions = row.requiredPositions;
  return {
    id: row.id,
    name: row.name,
    category: row.category as TTrainCategory,
    requiredPositions,
    requiredPositionNames: requiredPositions.map((p) => p.name).join('、'),
    hours: row.hours,
    validMonths: row.validMonths,
    owner: row.owner,
    status: row.status,
    statusText: TRAIN_PROJECT_STATUS_TEXT[row.status]?.zh ?? String(row.status),
    sessionCount: row.sessionCount,
    remark: row.remark,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export const projectSheetRow = (project: ProjectRow) => ({
  ...presentProject(project),
  validMonthsText: project.validMonths ? `${project.validMonths}个月` : '长期有效',
});

export function presentSession(row: SessionRow, editable: boolean): TTrainSessionRow {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    category: row.category,
    sessionDate: row.sessionDate,
    mode: row.mode,
    modeText: TRAIN_MODE_TEXT[row.mode]?.zh ?? row.mode,
    place: row.place,
    trainer: row.trainer,
    orgUnitId: row.orgUnitId,
    orgUnitName: row.orgUnitName,
    capacity: row.capacity,
    enrolledCount: row.enrolledCount,
    attendedCount: row.attendedCount,
    passedCount: row.passedCount,
    editable,
    remark: row.remark,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export function presentParticipation(row: ParticipationRow): TTrainParticipationRow {
  return {
    ...presentEmployeeColumns(row),
    id: row.id,
    sessionId: row.sessionId,
    projectName: row.projectName,
    category: row.category,
    sessionDate: row.sessionDate,
    hours: row.hours,
    positionName: row.positionName,
    attendance: row.attendance,
    attendanceText: row.attendance ? TRAIN_ATTENDANCE_TEXT[row.attendance].zh : '未登记',
    score: row.score,
    passed: row.passed,
    passedText: row.passed === null ? '' : yesNo(row.passed),
    validUntil: row.validUntil,
    recordedByName: row.recordedByName,
    recordedTime: row.recordedAt ? row.recordedAt.toISOString() : null,
  };
}

export function presentOverdue(row: OverdueRow): TTrainOverdueRow {
  return { ...presentEmployeeColumns(row), positionName: row.positionName, overdueProjects: row.overdueProjects ?? '' };
}

/** The sheet shows times in China time. */
export const participationSheetRow = (row: ParticipationRow) => ({
  ...presentParticipation(row),
  score: row.score ?? '',
  validUntil: row.validUntil ?? '',
  recordedTime: chinaDateTime(row.recordedAt),
});

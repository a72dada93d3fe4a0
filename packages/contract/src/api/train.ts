import { z } from 'zod';
import {
  EMPLOYEE_SORTS,
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  ZCalendarDate,
  ZEmployeeColumnsSchema,
  ZEmployeeNumber,
  ZRowId,
} from './basic-data/common';
import {
  TRAIN_ATTENDANCES,
  TRAIN_CAPACITY_MAX,
  TRAIN_CATEGORIES,
  TRAIN_ENROL_MAX,
  TRAIN_MODES,
  TRAIN_SCORE_MAX,
} from './train-paths';

export * from './train-paths';

// ───────────────────────────── projects ─────────────────────────────

export const TRAIN_PROJECT_FILTERS = {
  name: { label: '项目名称', kind: 'text' },
  category: { label: '培训类别', kind: 'select', options: [...TRAIN_CATEGORIES] },
  status: { label: '状态', kind: 'select', options: [1, 0] },
  owner: { label: '负责人', kind: 'text' },
  positionId: { label: '必修岗位', kind: 'id' },
} as const satisfies Record<string, FilterDef>;
export const TRAIN_PROJECT_SORTS = {
  updatedTime: '更新时间',
  name: '项目名称',
  category: '培训类别',
  hours: '学时',
} as const;
export const ZTrainProjectListRequestSchema = listRequestSchema(TRAIN_PROJECT_SORTS, TRAIN_PROJECT_FILTERS);
export type TTrainProjectListRequest = z.infer<typeof ZTrainProjectListRequestSchema>;

const ZPositionRef = z.object({ id: z.number().int(), name: z.string() });

export const ZTrainProjectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(TRAIN_CATEGORIES),
  requiredPositions: z.array(ZPositionRef),
  requiredPositionNames: z.string(),
  hours: z.number(),
  /** Months a pass stays valid; null: once is enough (长期有效). */
  validMonths: z.number().int().nullable(),
  owner: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  sessionCount: z.number().int(),
  remark: z.string(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type TTrainProjectRow = z.infer<typeof ZTrainProjectRowSchema>;

/** SaveProject: a new project, or with `id` a change (updatedTime: the copy the editor read). */
export const ZSaveTrainProjectRequestSchema = z.object({
  id: ZRowId.optional().describe('项目编号'),
  name: z.string().trim().min(1, '请输入项目名称').max(64, '项目名称最多64个字符').describe('项目名称'),
  category: z.enum(TRAIN_CATEGORIES, { error: '请选择培训类别' }).describe('培训类别'),
  requiredPositionIds: z
    .array(ZRowId)
    .max(50, '必修岗位最多50个')
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, '必修岗位不能重复')
    .describe('必修岗位'),
  hours: z
    .number({ error: '请输入学时' })
    .min(0.5, '学时应在0.5到999之间')
    .max(999, '学时应在0.5到999之间')
    .refine((v) => Number.isInteger(v * 2), '学时以0.5为单位')
    .describe('学时'),
  validMonths: z
    .number({ error: '有效期应为月数' })
    .int('有效期应为整月数')
    .min(1, '有效期应在1到120个月之间')
    .max(120, '有效期应在1到120个月之间')
    .nullable()
    .default(null)
    .describe('有效期（月），空为长期有效'),
  owner: z.string().trim().min(1, '请输入负责人').max(32, '负责人最多32个字符').describe('负责人'),
  status: z
    .union([z.literal(1), z.literal(0)], { error: '状态应为启用或停用' })
    .default(1)
    .describe('状态'),
  remark: z.string().trim().max(500, '备注最多500个字符').default('').describe('备注'),
  updatedTime: z.string().optional().describe('编辑时读到的更新时间'),
});
export type TSaveTrainProjectRequest = z.input<typeof ZSaveTrainProjectRequestSchema>;

export const ZTrainProjectOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  status: z.number().int(),
});

export const TRAIN_PROJECT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'name', header: '项目名称', width: 24 },
  { key: 'category', header: '培训类别', width: 14 },
  { key: 'requiredPositionNames', header: '必修岗位', width: 30 },
  { key: 'hours', header: '学时', width: 8 },
  { key: 'validMonthsText', header: '有效期', width: 10 },
  { key: 'owner', header: '负责人', width: 10 },
  { key: 'statusText', header: '状态', width: 8 },
  { key: 'sessionCount', header: '场次数', width: 8 },
  { key: 'remark', header: '备注', width: 30 },
];

// ───────────────────────────── sessions ─────────────────────────────

export const TRAIN_SESSION_FILTERS = {
  projectName: { label: '项目名称', kind: 'text' },
  projectId: { label: '培训项目', kind: 'id' },
  category: { label: '培训类别', kind: 'select', options: [...TRAIN_CATEGORIES] },
  sessionDate: { label: '培训日期', kind: 'dateRange' },
  mode: { label: '培训方式', kind: 'select', options: [...TRAIN_MODES] },
  trainer: { label: '讲师', kind: 'text' },
  orgUnitId: { label: '区域/门店', kind: 'id' },
} as const satisfies Record<string, FilterDef>;
export const TRAIN_SESSION_SORTS = { sessionDate: '培训日期', projectName: '项目名称', capacity: '名额' } as const;
export const ZTrainSessionListRequestSchema = listRequestSchema(TRAIN_SESSION_SORTS, TRAIN_SESSION_FILTERS);
export type TTrainSessionListRequest = z.infer<typeof ZTrainSessionListRequestSchema>;

export const ZTrainSessionRowSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  category: z.string(),
  sessionDate: z.string(),
  mode: z.enum(TRAIN_MODES),
  modeText: z.string(),
  place: z.string(),
  trainer: z.string(),
  orgUnitId: z.number().int(),
  orgUnitName: z.string(),
  capacity: z.number().int(),
  enrolledCount: z.number().int(),
  attendedCount: z.number().int(),
  passedCount: z.number().int(),
  /** The caller may change the session (it lies in their scope), not only see it. */
  editable: z.boolean(),
  remark: z.string(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type TTrainSessionRow = z.infer<typeof ZTrainSessionRowSchema>;

export const ZSaveTrainSessionRequestSchema = z.object({
  id: ZRowId.optional().describe('场次编号'),
  projectId: ZRowId.describe('培训项目'),
  sessionDate: ZCalendarDate.describe('培训日期'),
  mode: z.enum(TRAIN_MODES, { error: '请选择培训方式' }).describe('培训方式'),
  place: z.string().trim().min(1, '请输入培训地点或线上平台').max(100, '培训地点最多100个字符').describe('地点/平台'),
  trainer: z.string().trim().min(1, '请输入讲师').max(32, '讲师最多32个字符').describe('讲师'),
  orgUnitId: ZRowId.describe('区域/门店'),
  capacity: z
    .number({ error: '请输入名额' })
    .int('名额应为整数')
    .min(1, `名额应在1到${TRAIN_CAPACITY_MAX}之间`)
    .max(TRAIN_CAPACITY_MAX, `名额应在1到${TRAIN_CAPACITY_MAX}之间`)
    .describe('名额'),
  remark: z.string().trim().max(500, '备注最多500个字符').default('').describe('备注'),
  updatedTime: z.string().optional().describe('编辑时读到的更新时间'),
});
export type TSaveTrainSessionRequest = z.input<typeof ZSaveTrainSessionRequestSchema>;

export const TRAIN_SESSION_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'sessionDate', header: '培训日期', width: 12 },
  { key: 'projectName', header: '培训项目', width: 24 },
  { key: 'category', header: '培训类别', width: 14 },
  { key: 'modeText', header: '培训方式', width: 8 },
  { key: 'place', header: '地点/平台', width: 24 },
  { key: 'trainer', header: '讲师', width: 10 },
  { key: 'orgUnitName', header: '区域/门店', width: 16 },
  { key: 'capacity', header: '名额', width: 8 },
  { key: 'enrolledCount', header: '已报名', width: 8 },
  { key: 'attendedCount', header: '出勤', width: 8 },
  { key: 'passedCount', header: '通过', width: 8 },
];

// ───────────────────────────── enrolment ─────────────────────────────

export const ZSessionIdRequestSchema = z.object({ sessionId: ZRowId.describe('场次编号') });

/** GetEnrolCandidates: employees the caller may enrol in the session, by store, position or search. */
export const ZEnrolCandidatesRequestSchema = ZSessionIdRequestSchema.extend({
  shopId: ZRowId.optional().describe('门店'),
  positionId: ZRowId.optional().describe('岗位'),
  keyword: z.string().trim().max(32, '最多32个字符').optional().describe('工号或姓名'),
});
export const ZEnrolCandidateSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  positionName: z.string(),
  enrolled: z.boolean(),
});
export type TEnrolCandidate = z.infer<typeof ZEnrolCandidateSchema>;

export const ZEnrolRequestSchema = ZSessionIdRequestSchema.extend({
  employeeIds: z
    .array(ZEmployeeNumber)
    .min(1, '请选择要报名的员工')
    .max(TRAIN_ENROL_MAX, `一次最多报名${TRAIN_ENROL_MAX}人`)
    .describe('工号'),
});
export const ZEnrolResultSchema = z.object({ enrolled: z.number().int(), enrolledCount: z.number().int() });

// ───────────────────────────── participation ─────────────────────────────

export const TRAIN_PARTICIPATION_FILTERS = {
  employeeId: { label: '工号', kind: 'text' },
  employeeName: { label: '姓名', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  sessionId: { label: '场次', kind: 'id' },
  projectName: { label: '培训项目', kind: 'text' },
  category: { label: '培训类别', kind: 'select', options: [...TRAIN_CATEGORIES] },
  sessionDate: { label: '培训日期', kind: 'dateRange' },
  attendance: { label: '出勤', kind: 'select', options: [...TRAIN_ATTENDANCES, 'pending'] },
  passed: { label: '是否通过', kind: 'boolean' },
} as const satisfies Record<string, FilterDef>;
export const TRAIN_PARTICIPATION_SORTS = { sessionDate: '培训日期', ...EMPLOYEE_SORTS, score: '成绩' } as const;
export const ZTrainParticipationListRequestSchema = listRequestSchema(
  TRAIN_PARTICIPATION_SORTS,
  TRAIN_PARTICIPATION_FILTERS,
);
export type TTrainParticipationListRequest = z.infer<typeof ZTrainParticipationListRequestSchema>;

export const ZTrainParticipationRowSchema = ZEmployeeColumnsSchema.extend({
  /** The enrolment's id. */
  id: z.number().int(),
  sessionId: z.number().int(),
  projectName: z.string(),
  category: z.string(),
  sessionDate: z.string(),
  hours: z.number(),
  positionName: z.string(),
  attendance: z.enum(TRAIN_ATTENDANCES).nullable(),
  attendanceText: z.string(),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  passedText: z.string(),
  /** A pass of a project with valid months: the last day it counts. */
  validUntil: z.string().nullable(),
  recordedByName: z.string().nullable(),
  recordedTime: z.string().nullable(),
});
export type TTrainParticipationRow = z.infer<typeof ZTrainParticipationRowSchema>;

/** One enrolment's result: 缺勤 takes no score and does not pass. */
export const ZParticipationEntrySchema = z
  .object({
    id: ZRowId.describe('报名编号'),
    attendance: z.enum(TRAIN_ATTENDANCES, { error: '请选择出勤或缺勤' }).describe('出勤'),
    score: z
      .number({ error: '成绩应为数字' })
      .min(0, `成绩应在0到${TRAIN_SCORE_MAX}之间`)
      .max(TRAIN_SCORE_MAX, `成绩应在0到${TRAIN_SCORE_MAX}之间`)
      .nullable()
      .default(null)
      .describe('成绩'),
    passed: z.boolean({ error: '请选择是否通过' }).describe('是否通过'),
  })
  .refine((e) => e.attendance === 'attended' || (e.score === null && !e.passed), {
    message: '缺勤的员工不能有成绩或通过',
    path: ['passed'],
  });
export const ZSaveParticipationRequestSchema = z.object({
  entries: z.array(ZParticipationEntrySchema).min(1, '请填写出勤').max(500, '一次最多500条').describe('出勤记录'),
});
export type TSaveParticipationRequest = z.input<typeof ZSaveParticipationRequestSchema>;

export const ZTrainImportResultSchema = z.object({ rowCount: z.number().int() });

export const TRAIN_PARTICIPATION_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'sessionDate', header: '培训日期', width: 12 },
  { key: 'projectName', header: '培训项目', width: 24 },
  { key: 'category', header: '培训类别', width: 14 },
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'positionName', header: '岗位', width: 12 },
  { key: 'attendanceText', header: '出勤', width: 8 },
  { key: 'score', header: '成绩', width: 8 },
  { key: 'passedText', header: '是否通过', width: 8 },
  { key: 'validUntil', header: '有效至', width: 12 },
];

/** GetEmployeeRecords: an employee's training record (the staff detail page). */
export const ZTrainEmployeeRequestSchema = z.object({ employeeId: ZEmployeeNumber.describe('工号') });

// ───────────────────────────── required trainings not passed ─────────────────────────────

export const TRAIN_OVERDUE_FILTERS = {
  employeeId: { label: '工号', kind: 'text' },
  employeeName: { label: '姓名', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  projectId: { label: '培训项目', kind: 'id' },
} as const satisfies Record<string, FilterDef>;
export const ZTrainOverdueListRequestSchema = listRequestSchema(EMPLOYEE_SORTS, TRAIN_OVERDUE_FILTERS);
export type TTrainOverdueListRequest = z.infer<typeof ZTrainOverdueListRequestSchema>;

/** An active employee with required projects not passed within their valid months. */
export const ZTrainOverdueRowSchema = ZEmployeeColumnsSchema.extend({
  positionName: z.string(),
  overdueProjects: z.string(),
});
export type TTrainOverdueRow = z.infer<typeof ZTrainOverdueRowSchema>;

export const TRAIN_OVERDUE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'positionName', header: '岗位', width: 12 },
  { key: 'overdueProjects', header: '未完成的必修培训', width: 40 },
];

import { z } from 'zod';
import { EMPLOYEE_STATUS_VALUES } from '../../enums';
import { ZAttachmentSchema } from '../file';
import {
  type ExportColumn,
  employmentDateProblem,
  type FilterDef,
  identityGenderProblem,
  listRequestSchema,
  ZCalendarDate,
  ZIdentityNumber,
  ZRowId,
} from './common';

export const StaffPaths = {
  getStaffList: '/api/Staff/GetStaffList',
  getStaffDetail: '/api/Staff/GetStaffDetail',
  updateStaff: '/api/Staff/UpdateStaff',
  addOfficeStaff: '/api/Staff/AddOfficeStaff',
  exportStaffList: '/api/Staff/ExportStaffList',
} as const;

export const STAFF_FILTERS = {
  employeeId: { label: '员工编号', kind: 'text' },
  name: { label: '姓名', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  positionId: { label: '岗位', kind: 'id' },
  status: { label: '状态', kind: 'select', options: [...EMPLOYEE_STATUS_VALUES] },
  employeeType: { label: '员工类型', kind: 'select', options: ['store', 'office'] },
  gender: { label: '性别', kind: 'select', options: ['M', 'F'] },
  entryDate: { label: '入职日期', kind: 'dateRange' },
  contractEndDate: { label: '合同结束日期', kind: 'dateRange' },
  probationEndDate: { label: '试用期结束日期', kind: 'dateRange' },
  phone: { label: '手机号码', kind: 'text' },
  /** The whole number only: it is compared by its keyed hash (identity numbers are sealed at rest). */
  identityNumber: { label: '身份证号码', kind: 'text' },
} as const satisfies Record<string, FilterDef>;

export const STAFF_SORTS = {
  employeeId: '员工编号',
  name: '姓名',
  shopCode: '门店',
  regionName: '区域',
  positionName: '岗位',
  rank: '职级',
  status: '状态',
  entryDate: '入职日期',
  contractEndDate: '合同结束日期',
  probationEndDate: '试用期结束日期',
} as const;

export const ZStaffListRequestSchema = listRequestSchema(STAFF_SORTS, STAFF_FILTERS);
export type TStaffListRequest = z.infer<typeof ZStaffListRequestSchema>;

export const ZStaffRowSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  label: z.string(),
  gender: z.enum(['M', 'F']),
  genderText: z.string(),
  employeeType: z.enum(['store', 'office']),
  employeeTypeText: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  regionName: z.string().nullable(),
  orgUnitName: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  rank: z.string(),
  entryDate: z.string().nullable(),
  contractEndDate: z.string().nullable(),
  probationEndDate: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Whole for callers with edit rights on the staff list, masked (3101**********1234) otherwise. */
  identityNumber: z.string(),
  identityMasked: z.boolean(),
});
export type TStaffRow = z.infer<typeof ZStaffRowSchema>;

export const ZStaffHistoryRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Why it changed, as people read it (入职, 人事异动, 离职 …). */
  kindText: z.string(),
  field: z.string(),
  fieldText: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** The values as people read them (status text, shop and position names). */
  oldText: z.string().nullable(),
  newText: z.string().nullable(),
  effectiveDate: z.string(),
  remark: z.string().nullable(),
  createdTime: z.string(),
});

export const ZStaffProcessRowSchema = z.object({
  workId: z.number().int(),
  flowId: z.number().int(),
  flowName: z.string(),
  status: z.string(),
  statusText: z.string(),
  startedTime: z.string(),
  finishedTime: z.string().nullable(),
});

export const ZStaffContractBriefSchema = z.object({
  id: z.number().int(),
  contractType: z.string(),
  contractTypeText: z.string(),
  sequence: z.number().int(),
  beginDate: z.string(),
  endDate: z.string().nullable(),
  isThreePeriods: z.boolean(),
  transferSignStatus: z.number().int(),
  transferSignStatusText: z.string(),
});

export const ZStaffViolationBriefSchema = z.object({
  id: z.number().int(),
  violationDate: z.string(),
  punishment: z.string(),
  punishmentText: z.string(),
  description: z.string(),
});

export const ZStaffSalaryBriefSchema = z.object({
  id: z.number().int(),
  effectiveDate: z.string(),
  basis: z.number().int(),
  basisText: z.string(),
  amount: z.string(),
  previousAmount: z.string().nullable(),
  reason: z.string(),
});

export const ZStaffPerformanceBriefSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  grade: z.string(),
  score: z.number(),
  reviewer: z.string(),
});

export const ZStaffThreePeriodBriefSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindText: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  childBirthDate: z.string().nullable(),
});

export const ZStaffDetailSchema = ZStaffRowSchema.extend({
  version: z.number().int(),
  birthDate: z.string().nullable(),
  orgUnitId: z.number().int(),
  shopId: z.number().int().nullable(),
  probationBeginDate: z.string().nullable(),
  probationEndDate: z.string().nullable(),
  /** 转正日期, set by a probation evaluation that confirms (flow 13). */
  regularDate: z.string().nullable(),
  contractBeginDate: z.string().nullable(),
  leaveDate: z.string().nullable(),
  /** 辞职, 被动离职, 协商解除 or 取消入职 (a hire that never started). */
  leaveType: z.string().nullable(),
  dishonorableDischarge: z.number().int(),
  account: z.object({ userId: z.number().int(), account: z.string(), isEnabled: z.boolean() }).nullable(),
  history: z.array(ZStaffHistoryRowSchema),
  processes: z.array(ZStaffProcessRowSchema),
  contracts: z.array(ZStaffContractBriefSchema),
  violations: z.array(ZStaffViolationBriefSchema),
  performances: z.array(ZStaffPerformanceBriefSchema),
  threePeriods: z.array(ZStaffThreePeriodBriefSchema),
  /** False when the caller holds no SalaryList permission: salaryChanges is then empty. */
  salaryVisible: z.boolean(),
  salaryChanges: z.array(ZStaffSalaryBriefSchema),
  attachments: z.array(ZAttachmentSchema.extend({ source: z.string() })),
  /**
   * True when the caller may not change this store employee's store, position, rank or status
   * directly (only through a process; head-office HR may correct them).
   */
  placementLocked: z.boolean(),
  /**
   * True when the caller may not change the status of this employee (store or office) directly:
   * an employee leaves only through the resignation process; head-office HR may correct it.
   */
  statusLocked: z.boolean(),
});
export type TStaffDetail = z.infer<typeof ZStaffDetailSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}最多${max}个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** An optional field a form may clear: '' and null both mean "no value". */
const clearable = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

const ZPhone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, '手机号码应为11位数字，以1开头');
const ZEmail = z.string().trim().email('邮箱格式不正确').max(128, '邮箱最多128个字符');

/**
 * Edit of a person. Only the fields present change; a change of shop, org unit, position, rank
 * or status is written to the employee's history (field, old, new).
 */
export const ZUpdateStaffRequestSchema = z.object({
  id: ZRowId.describe('员工'),
  version: z.number().int().min(1).describe('版本号'),
  name: z.string().trim().min(1, '请输入姓名').max(32, '姓名最多32个字符').optional().describe('姓名'),
  gender: z.enum(['M', 'F']).optional().describe('性别'),
  identityNumber: ZIdentityNumber.optional().describe('身份证号码'),
  phone: clearable(ZPhone).describe('手机号码'),
  email: clearable(ZEmail).describe('邮箱'),
  birthDate: clearable(ZCalendarDate).describe('出生日期'),
  shopId: clearable(ZRowId).describe('门店'),
  orgUnitId: ZRowId.optional().describe('所属部门'),
  positionId: ZRowId.optional().describe('岗位'),
  rank: z.string().trim().max(16, '职级最多16个字符').optional().describe('职级'),
  status: z
    .number()
    .int()
    .refine((v) => (EMPLOYEE_STATUS_VALUES as readonly number[]).includes(v), '员工状态无效')
    .optional()
    .describe('状态'),
  entryDate: ZCalendarDate.optional().describe('入职日期'),
  probationBeginDate: clearable(ZCalendarDate).describe('试用期开始日期'),
  probationEndDate: clearable(ZCalendarDate).describe('试用期结束日期'),
  leaveDate: clearable(ZCalendarDate).describe('离职日期'),
  effectiveDate: ZCalendarDate.optional().describe('生效日期'),
  remark: optionalText(200, '备注').describe('备注'),
});
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequestSchema>;

export const ZUpdateStaffResponseSchema = z.object({
  /** Fields that changed; empty when the edit changed nothing. */
  changedFields: z.array(z.string()),
});

/** Creates an office employee and its sign-in account in one step (addOffice). */
export const ZAddOfficeStaffRequestSchema = z
  .object({
    name: z.string().trim().min(1, '请输入姓名').max(32, '姓名最多32个字符').describe('姓名'),
    gender: z.enum(['M', 'F'], { error: '请选择性别' }).describe('性别'),
    identityNumber: ZIdentityNumber.describe('身份证号码'),
    phone: ZPhone.describe('手机号码'),
    email: ZEmail.describe('邮箱'),
    orgUnitId: ZRowId.describe('所属部门'),
    positionId: ZRowId.describe('岗位'),
    rank: z.string().trim().max(16, '职级最多16个字符').optional().describe('职级'),
    entryDate: ZCalendarDate.describe('入职日期'),
    probationEndDate: ZCalendarDate.optional().describe('试用期结束日期'),
    account: z
      .string()
      .trim()
      .min(3, '登录账号至少3个字符')
      .max(64, '登录账号最多64个字符')
      .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, '登录账号须以字母开头，只能包含字母、数字、下划线、点和连字符')
      .describe('登录账号'),
    roleIds: z.array(ZRowId).min(1, '请至少选择一个角色').max(10).describe('角色'),
  })
  .superRefine((f, ctx) => {
    // The person as a whole: the gender the number encodes, 16 years old on the first day.
    const gender = identityGenderProblem(f.identityNumber, f.gender);
    if (gender) ctx.addIssue({ code: 'custom', message: gender, path: ['gender'] });
    const entry = employmentDateProblem(f.identityNumber, f.entryDate, '入职日期');
    if (entry) ctx.addIssue({ code: 'custom', message: entry, path: ['entryDate'] });
  });
export type TAddOfficeStaffRequest = z.infer<typeof ZAddOfficeStaffRequestSchema>;

export const ZAddOfficeStaffResponseSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  label: z.string(),
  userId: z.number().int(),
  account: z.string(),
  /** Shown once to the administrator; the user must change it at the first sign-in. */
  oneTimePassword: z.string(),
});
export type TAddOfficeStaffResponse = z.infer<typeof ZAddOfficeStaffResponseSchema>;

export const STAFF_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'name', header: '姓名', width: 10 },
  { key: 'genderText', header: '性别', width: 6 },
  { key: 'employeeTypeText', header: '员工类型', width: 12 },
  { key: 'statusText', header: '状态', width: 8 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'orgUnitName', header: '所属组织', width: 20 },
  { key: 'positionName', header: '岗位', width: 14 },
  { key: 'rank', header: '职级', width: 6 },
  { key: 'entryDate', header: '入职日期', width: 12 },
  { key: 'contractEndDate', header: '合同结束日期', width: 14 },
  { key: 'probationEndDate', header: '试用期结束日期', width: 14 },
  { key: 'phone', header: '手机号码', width: 14 },
  { key: 'email', header: '邮箱', width: 24 },
  { key: 'identityNumber', header: '身份证号码', width: 22 },
];

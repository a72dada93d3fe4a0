import { z } from 'zod';
import { PII_PURPOSES } from '../privacy';
import { type FilterDef, listRequestSchema, ZRowId } from './basic-data/common';
import { zId } from './common';
import { PII_ACCESS_KINDS, PII_SUBJECTS, RETENTION_STATES } from './privacy-paths';

export * from './privacy-paths';

/** Why: one of the pick list, and a text (required for 其他). */
export const ZPiiPurposeSchema = z
  .object({
    purpose: z.enum(PII_PURPOSES, { message: '请选择查看原因' }).describe('原因'),
    reason: z.string().trim().max(200, '说明不能超过200字').optional().describe('说明'),
  })
  .refine((v) => v.purpose !== 'other' || (v.reason ?? '') !== '', {
    message: '选择“其他”时请填写说明',
    path: ['reason'],
  });

export const ZRevealRequestSchema = z
  .object({
    subject: z.enum(PII_SUBJECTS, { message: '查看对象无效' }).describe('对象'),
    /** The employee's row id, the work's id, the user's id, or the salary change's id. */
    id: zId().describe('编号'),
    field: z.string().trim().min(1).max(64).describe('字段'),
    purpose: z.enum(PII_PURPOSES, { message: '请选择查看原因' }).describe('原因'),
    reason: z.string().trim().max(200, '说明不能超过200字').optional().describe('说明'),
  })
  .refine((v) => v.purpose !== 'other' || (v.reason ?? '') !== '', {
    message: '选择“其他”时请填写说明',
    path: ['reason'],
  });
export type TRevealRequest = z.infer<typeof ZRevealRequestSchema>;
export const ZRevealResultSchema = z.object({ value: z.string() });

export const PII_LOG_FILTERS = {
  createdTime: { label: '时间', kind: 'dateRange' },
  userName: { label: '查看人', kind: 'text' },
  subjectText: { label: '个人信息主体', kind: 'text' },
  kind: { label: '方式', kind: 'select', options: PII_ACCESS_KINDS },
} as const satisfies Record<string, FilterDef>;
export const PII_LOG_SORTS = { createdTime: '时间' } as const;
export const ZPiiLogListRequestSchema = listRequestSchema(PII_LOG_SORTS, PII_LOG_FILTERS);

export const ZPiiLogRowSchema = z.object({
  id: z.number().int(),
  createdTime: z.string(),
  userName: z.string(),
  account: z.string(),
  kind: z.enum(PII_ACCESS_KINDS),
  kindText: z.string(),
  /** Whose data: 张三（E100006）, or the number of people of an export. */
  subjectText: z.string(),
  /** The field names (piiFieldText gives their English), and their Chinese text. */
  fields: z.array(z.string()),
  fieldsText: z.string(),
  /** A PII_PURPOSES key or 'document' (PII_DOCUMENT_PURPOSE_TEXT), and its Chinese text. */
  purpose: z.string(),
  purposeText: z.string(),
  reason: z.string().nullable(),
  /** Where: the page or export, e.g. 员工信息 / 导出员工. */
  place: z.string(),
  ip: z.string().nullable(),
});
export type TPiiLogRow = z.infer<typeof ZPiiLogRowSchema>;

export const ZEmployeeAccessLogRequestSchema = z.object({
  employeeRef: ZRowId.describe('员工'),
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TEmployeeAccessLogRequest = z.infer<typeof ZEmployeeAccessLogRequestSchema>;

export const PII_LOG_EXPORT_COLUMNS = [
  { key: 'createdTime', header: '时间', width: 20 },
  { key: 'userName', header: '查看人', width: 14 },
  { key: 'account', header: '账号', width: 14 },
  { key: 'kindText', header: '方式', width: 12 },
  { key: 'subjectText', header: '个人信息主体', width: 24 },
  { key: 'fieldsText', header: '字段', width: 20 },
  { key: 'purposeText', header: '原因', width: 14 },
  { key: 'reason', header: '说明', width: 30 },
  { key: 'place', header: '位置', width: 20 },
  { key: 'ip', header: 'IP', width: 16 },
] as const;

export const ZRetentionListRequestSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  state: z.enum(RETENTION_STATES, { message: '状态无效' }).default('due').describe('状态'),
  /** 工号 or name, contains. */
  keyword: z.string().trim().max(32, '关键字不能超过32字').optional().describe('工号/姓名'),
});
export type TRetentionListRequest = z.infer<typeof ZRetentionListRequestSchema>;

export const ZRetentionRowSchema = z.object({
  employeeRef: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  orgName: z.string(),
  leaveDate: z.string(),
  /** The day from which the daily run anonymises the person (leave date + the retention). */
  dueDate: z.string(),
  state: z.enum(RETENTION_STATES),
  stateText: z.string(),
  holdReason: z.string().nullable(),
  holdBy: z.string().nullable(),
  holdTime: z.string().nullable(),
  anonymisedTime: z.string().nullable(),
});
export type TRetentionRow = z.infer<typeof ZRetentionRowSchema>;

export const ZRetentionListSchema = z.object({
  /** PII_RETENTION_YEARS: how long after leaving personal data is kept. */
  retentionYears: z.number().int(),
  total: z.number().int(),
  list: z.array(ZRetentionRowSchema),
});

export const ZHoldPersonalDataSchema = z.object({
  employeeRef: ZRowId.describe('员工'),
  reason: z
    .string()
    .trim()
    .min(2, '请填写保留原因（至少2个字）')
    .max(200, '保留原因不能超过200字')
    .describe('保留原因'),
});
export type THoldPersonalData = z.infer<typeof ZHoldPersonalDataSchema>;
export const ZReleaseHoldSchema = z.object({ employeeRef: ZRowId.describe('员工') });

import { z } from 'zod';
import { ZAttachmentSchema } from '../file';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SORTS,
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  PUNISHMENTS,
  ZCalendarDate,
  ZEmployeeColumnsSchema,
  ZEmployeeNumber,
  ZRowId,
} from './common';

export const ViolationPaths = {
  getViolationList: '/api/Violation/GetViolationList',
  getViolationDetail: '/api/Violation/GetViolationDetail',
  createViolation: '/api/Violation/CreateViolation',
  exportViolationList: '/api/Violation/ExportViolationList',
} as const;

export const VIOLATION_FILTERS = {
  ...EMPLOYEE_FILTERS,
  punishment: { label: '处分', kind: 'select', options: [...PUNISHMENTS] },
  violationDate: { label: '违纪日期', kind: 'dateRange' },
  description: { label: '违纪说明', kind: 'text' },
} as const satisfies Record<string, FilterDef>;

export const VIOLATION_SORTS = {
  ...EMPLOYEE_SORTS,
  violationDate: '违纪日期',
  punishment: '处分',
  createdTime: '登记时间',
} as const;

export const ZViolationListRequestSchema = listRequestSchema(VIOLATION_SORTS, VIOLATION_FILTERS);
export type TViolationListRequest = z.infer<typeof ZViolationListRequestSchema>;

export const ZViolationRowSchema = ZEmployeeColumnsSchema.extend({
  id: z.number().int(),
  violationDate: z.string(),
  punishment: z.enum(PUNISHMENTS),
  punishmentText: z.string(),
  description: z.string(),
  attachmentCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdTime: z.string(),
  /** The 员工违纪 work (flow 30) that recorded it; null for a record entered in Basic data. */
  workId: z.number().int().nullable(),
});
export type TViolationRow = z.infer<typeof ZViolationRowSchema>;

export const ZViolationDetailSchema = ZViolationRowSchema.extend({
  attachments: z.array(ZAttachmentSchema),
});
export type TViolationDetail = z.infer<typeof ZViolationDetailSchema>;

export const ZCreateViolationRequestSchema = z.object({
  employeeId: ZEmployeeNumber.describe('员工编号'),
  violationDate: ZCalendarDate.describe('违纪日期'),
  punishment: z.enum(PUNISHMENTS, { error: '请选择处分（书面警告、严重书面警告或解除劳动合同）' }).describe('处分'),
  description: z.string().trim().min(1, '请填写违纪说明').max(2000, '违纪说明最多2000个字符').describe('违纪说明'),
  attachmentIds: z.array(ZRowId).max(10, '最多上传10个附件').default([]).describe('附件'),
});
export type TCreateViolationRequest = z.infer<typeof ZCreateViolationRequestSchema>;

export const VIOLATION_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'violationDate', header: '违纪日期', width: 12 },
  { key: 'punishmentText', header: '处分', width: 14 },
  { key: 'description', header: '违纪说明', width: 40 },
  { key: 'attachmentCount', header: '附件数', width: 8 },
  { key: 'createdByName', header: '登记人', width: 12 },
  { key: 'createdTime', header: '登记时间', width: 18 },
];

import { z } from 'zod';
import {
  CONTRACT_TYPES,
  EMPLOYEE_FILTERS,
  EMPLOYEE_SORTS,
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  TRANSFER_SIGN_STATUS_VALUES,
  ZCalendarDate,
  ZEmployeeColumnsSchema,
  ZEmployeeNumber,
} from './common';

export const EmployeeContractPaths = {
  getContractList: '/api/EmployeeContract/GetEmployeeContractList',
  getContractDetail: '/api/EmployeeContract/GetEmployeeContractDetail',
  createContract: '/api/EmployeeContract/CreateEmployeeContract',
  exportContractList: '/api/EmployeeContract/ExportEmployeeContractList',
} as const;

export const CONTRACT_FILTERS = {
  ...EMPLOYEE_FILTERS,
  contractType: { label: '合同类型', kind: 'select', options: [...CONTRACT_TYPES] },
  sequence: { label: '合同次数', kind: 'numberRange' },
  beginDate: { label: '合同开始日期', kind: 'dateRange' },
  endDate: { label: '合同结束日期', kind: 'dateRange' },
  isThreePeriods: { label: '三期', kind: 'boolean' },
  transferSignStatus: { label: '转签状态', kind: 'select', options: [...TRANSFER_SIGN_STATUS_VALUES] },
} as const satisfies Record<string, FilterDef>;

export const CONTRACT_SORTS = {
  ...EMPLOYEE_SORTS,
  contractType: '合同类型',
  sequence: '合同次数',
  beginDate: '合同开始日期',
  endDate: '合同结束日期',
  transferSignStatus: '转签状态',
  createdTime: '创建时间',
} as const;

export const ZContractListRequestSchema = listRequestSchema(CONTRACT_SORTS, CONTRACT_FILTERS);
export type TContractListRequest = z.infer<typeof ZContractListRequestSchema>;

export const ZContractRowSchema = ZEmployeeColumnsSchema.extend({
  id: z.number().int(),
  contractType: z.enum(CONTRACT_TYPES),
  contractTypeText: z.string(),
  sequence: z.number().int(),
  beginDate: z.string(),
  /** Null for an open-ended contract. */
  endDate: z.string().nullable(),
  isThreePeriods: z.boolean(),
  transferSignStatus: z.number().int(),
  transferSignStatusText: z.string(),
  remark: z.string(),
  createdTime: z.string(),
});
export type TContractRow = z.infer<typeof ZContractRowSchema>;

export const ZContractDetailSchema = ZContractRowSchema.extend({
  /** The contract ends inside one of the employee's three periods (extended by law). */
  endsInThreePeriod: z.boolean(),
  threePeriods: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      kindText: z.string(),
      beginDate: z.string(),
      endDate: z.string(),
      containsContractEnd: z.boolean(),
    }),
  ),
  otherContracts: z.array(
    z.object({
      id: z.number().int(),
      contractTypeText: z.string(),
      sequence: z.number().int(),
      beginDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
});
export type TContractDetail = z.infer<typeof ZContractDetailSchema>;

export const ZCreateContractRequestSchema = z.object({
  employeeId: ZEmployeeNumber.describe('员工编号'),
  contractType: z.enum(CONTRACT_TYPES, { error: '请选择合同类型' }).describe('合同类型'),
  beginDate: ZCalendarDate.describe('合同开始日期'),
  /** Required except for an open-ended contract (无固定期限). */
  endDate: z.preprocess((v) => (v === '' ? null : v), ZCalendarDate.nullable().optional()).describe('合同结束日期'),
  /** Defaults to the employee's next number. */
  sequence: z.number().int().min(1, '合同次数至少为1').max(99).optional().describe('合同次数'),
  isThreePeriods: z.boolean().default(false).describe('三期'),
  remark: z.string().trim().max(500, '备注最多500个字符').default('').describe('备注'),
});
export type TCreateContractRequest = z.infer<typeof ZCreateContractRequestSchema>;

export const ZCreateContractResponseSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  /** True when asked for, or when the contract ends inside one of the employee's three periods. */
  isThreePeriods: z.boolean(),
});

export const CONTRACT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'employeeStatusText', header: '员工状态', width: 8 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'contractTypeText', header: '合同类型', width: 12 },
  { key: 'sequence', header: '合同次数', width: 8 },
  { key: 'beginDate', header: '合同开始日期', width: 14 },
  { key: 'endDate', header: '合同结束日期', width: 14 },
  { key: 'isThreePeriodsText', header: '三期', width: 6 },
  { key: 'transferSignStatusText', header: '转签状态', width: 10 },
  { key: 'remark', header: '备注', width: 30 },
];

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
import { CHILDCARE_DEFAULT_MAX_AGE, isHalfDayStep } from './childcare-paths';

export * from './childcare-paths';

const ZAreaName = (label: string) => z.string().trim().min(1, `请选择${label}`).max(32, `${label}最多32个字符`);

// ───────────────────────────── area rules ─────────────────────────────

export const CHILDCARE_RULE_FILTERS = {
  province: { label: '省份', kind: 'text' },
  city: { label: '城市', kind: 'text' },
  effectiveFrom: { label: '生效日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;
export const CHILDCARE_RULE_SORTS = {
  province: '省份',
  effectiveFrom: '生效开始日期',
  daysPerYear: '每年天数',
} as const;
export const ZChildcareRuleListRequestSchema = listRequestSchema(CHILDCARE_RULE_SORTS, CHILDCARE_RULE_FILTERS);
export type TChildcareRuleListRequest = z.infer<typeof ZChildcareRuleListRequestSchema>;

export const ZChildcareRuleSchema = z.object({
  id: z.number().int(),
  province: z.string(),
  /** Empty: the whole province; a city's own rule wins over its province's. */
  city: z.string(),
  areaText: z.string(),
  daysPerYear: z.number(),
  maxAge: z.number().int(),
  effectiveFrom: z.string(),
  /** Null: open-ended. */
  effectiveTo: z.string().nullable(),
  remark: z.string(),
  updatedTime: z.string(),
});
export type TChildcareRule = z.infer<typeof ZChildcareRuleSchema>;

export const ZSaveChildcareRuleRequestSchema = z
  .object({
    id: ZRowId.optional().describe('规则编号'),
    province: ZAreaName('省份').describe('省份'),
    city: z.string().trim().max(32, '城市最多32个字符').default('').describe('城市（空为全省）'),
    daysPerYear: z
      .number({ error: '请填写每年天数' })
      .int('每年天数应为整数')
      .min(1, '每年天数至少1天')
      .max(30, '每年天数最多30天')
      .describe('每孩每年天数'),
    maxAge: z
      .number({ error: '请填写子女年龄上限' })
      .int('子女年龄上限应为整数')
      .min(1, '子女年龄上限至少1周岁')
      .max(6, '子女年龄上限最多6周岁')
      .default(CHILDCARE_DEFAULT_MAX_AGE)
      .describe('子女年龄上限（周岁）'),
    effectiveFrom: ZCalendarDate.describe('生效开始日期'),
    effectiveTo: ZCalendarDate.nullable().optional().describe('生效结束日期（空为长期）'),
    remark: z.string().trim().max(500, '备注最多500个字符').default('').describe('备注'),
  })
  .refine((r) => !r.effectiveTo || r.effectiveTo >= r.effectiveFrom, {
    path: ['effectiveTo'],
    message: '生效结束日期不能早于开始日期',
  });
export type TSaveChildcareRuleRequest = z.input<typeof ZSaveChildcareRuleRequestSchema>;

/** The provinces and cities of the stores, for the rule form. */
export const ZChildcareAreaOptionsSchema = z.array(z.object({ province: z.string(), cities: z.array(z.string()) }));

export const CHILDCARE_RULE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'province', header: '省份', width: 12 },
  { key: 'cityText', header: '城市', width: 12 },
  { key: 'daysPerYear', header: '每孩每年天数', width: 14 },
  { key: 'maxAge', header: '子女年龄上限（周岁）', width: 18 },
  { key: 'effectiveFrom', header: '生效开始日期', width: 14 },
  { key: 'effectiveToText', header: '生效结束日期', width: 14 },
  { key: 'remark', header: '备注', width: 30 },
];

// ───────────────────────────── employees and children ─────────────────────────────

export const CHILDCARE_EMPLOYEE_FILTERS = {
  employeeId: { label: '工号', kind: 'text' },
  employeeName: { label: '姓名', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  childName: { label: '子女姓名', kind: 'text' },
  birthDate: { label: '出生日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;
export const CHILDCARE_EMPLOYEE_SORTS = { ...EMPLOYEE_SORTS, birthDate: '出生日期' } as const;
export const ZChildcareEmployeeListRequestSchema = listRequestSchema(
  CHILDCARE_EMPLOYEE_SORTS,
  CHILDCARE_EMPLOYEE_FILTERS,
);
export type TChildcareEmployeeListRequest = z.infer<typeof ZChildcareEmployeeListRequestSchema>;

/** A child's balance in one year: granted from the rules where the parent worked, month by month. */
export const ZChildcareBalanceSchema = z.object({
  year: z.number().int(),
  granted: z.number(),
  used: z.number(),
  remaining: z.number(),
  /** The months that counted, by area: e.g. 上海市 ×6 (10天/年), 浙江省 ×6 (15天/年). */
  areas: z.array(z.object({ areaText: z.string(), months: z.number().int(), daysPerYear: z.number() })),
});
export type TChildcareBalance = z.infer<typeof ZChildcareBalanceSchema>;

/** A list row: one child of an employee in scope, with this year's balance. */
export const ZChildcareEmployeeRowSchema = ZEmployeeColumnsSchema.extend({
  id: z.number().int(),
  childName: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  year: z.number().int(),
  granted: z.number(),
  used: z.number(),
  remaining: z.number(),
});
export type TChildcareEmployeeRow = z.infer<typeof ZChildcareEmployeeRowSchema>;

export const ZChildcareChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  remark: z.string(),
  /** Every year from the birth to the last eligible one (or this year), latest first. */
  balances: z.array(ZChildcareBalanceSchema),
});
export type TChildcareChild = z.infer<typeof ZChildcareChildSchema>;

export const ZChildcareEmployeeDetailRequestSchema = z.object({ employeeId: ZEmployeeNumber.describe('工号') });
export const ZChildcareEmployeeDetailSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeStatusText: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  children: z.array(ZChildcareChildSchema),
});
export type TChildcareEmployeeDetail = z.infer<typeof ZChildcareEmployeeDetailSchema>;

export const ZSaveChildRequestSchema = z.object({
  id: ZRowId.optional().describe('子女编号'),
  employeeId: ZEmployeeNumber.describe('工号'),
  name: z.string().trim().min(1, '请填写子女姓名').max(32, '子女姓名最多32个字符').describe('子女姓名'),
  birthDate: ZCalendarDate.describe('出生日期'),
  remark: z.string().trim().max(200, '备注最多200个字符').default('').describe('备注'),
});
export type TSaveChildRequest = z.input<typeof ZSaveChildRequestSchema>;

export const CHILDCARE_EMPLOYEE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'childName', header: '子女姓名', width: 10 },
  { key: 'birthDate', header: '出生日期', width: 12 },
  { key: 'age', header: '周岁', width: 6 },
  { key: 'year', header: '年度', width: 8 },
  { key: 'granted', header: '应享天数', width: 10 },
  { key: 'used', header: '已用天数', width: 10 },
  { key: 'remaining', header: '剩余天数', width: 10 },
];

// ───────────────────────────── usage records ─────────────────────────────

export const CHILDCARE_USE_FILTERS = {
  employeeId: { label: '工号', kind: 'text' },
  employeeName: { label: '姓名', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  childName: { label: '子女姓名', kind: 'text' },
  startDate: { label: '开始日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;
export const CHILDCARE_USE_SORTS = { startDate: '开始日期', ...EMPLOYEE_SORTS, days: '天数' } as const;
export const ZChildcareUseListRequestSchema = listRequestSchema(CHILDCARE_USE_SORTS, CHILDCARE_USE_FILTERS);
export type TChildcareUseListRequest = z.infer<typeof ZChildcareUseListRequestSchema>;

export const ZChildcareUseRowSchema = ZEmployeeColumnsSchema.extend({
  id: z.number().int(),
  childId: z.number().int(),
  childName: z.string(),
  birthDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  remark: z.string(),
  createdByName: z.string().nullable(),
  createdTime: z.string(),
});
export type TChildcareUseRow = z.infer<typeof ZChildcareUseRowSchema>;

export const ZCreateChildcareUseRequestSchema = z
  .object({
    employeeId: ZEmployeeNumber.describe('工号'),
    childId: ZRowId.describe('子女'),
    startDate: ZCalendarDate.describe('开始日期'),
    endDate: ZCalendarDate.describe('结束日期'),
    days: z
      .number({ error: '请填写天数' })
      .positive('天数应大于0')
      .max(366, '天数最多366天')
      .refine(isHalfDayStep, '天数以半天（0.5天）为单位')
      .describe('天数'),
    remark: z.string().trim().max(200, '备注最多200个字符').default('').describe('备注'),
  })
  .refine((r) => r.endDate >= r.startDate, { path: ['endDate'], message: '结束日期不能早于开始日期' });
export type TCreateChildcareUseRequest = z.input<typeof ZCreateChildcareUseRequestSchema>;

export const ZCancelChildcareUseRequestSchema = z.object({
  id: ZRowId.describe('记录编号'),
  reason: z.string().trim().min(1, '请填写撤销原因').max(200, '撤销原因最多200个字符').describe('撤销原因'),
});

export const ZChildcareImportResultSchema = z.object({ rowCount: z.number().int() });

export const CHILDCARE_USE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'childName', header: '子女姓名', width: 10 },
  { key: 'startDate', header: '开始日期', width: 12 },
  { key: 'endDate', header: '结束日期', width: 12 },
  { key: 'days', header: '天数', width: 8 },
  { key: 'remark', header: '备注', width: 24 },
  { key: 'createdByName', header: '登记人', width: 10 },
  { key: 'createdTime', header: '登记时间', width: 18 },
];

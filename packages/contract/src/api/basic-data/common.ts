import { z } from 'zod';
import { isCalendarDate, MAX_FILTER_TEXT, ZColumnFilterSchema, ZPageRequestSchema, zId } from '../common';

export { employeeLabel } from './employee-label';

// ───────────────────────────── labels of the basic-data enums ─────────────────────────────

export const CONTRACT_TYPES = ['fixed', 'open_ended', 'internship', 'labour_service'] as const;
export type TContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_TEXT: Record<TContractType, string> = {
  fixed: '固定期限',
  open_ended: '无固定期限',
  internship: '实习',
  labour_service: '劳务',
};

/** Contract transfer-sign status of spec §4. */
export const TRANSFER_SIGN_STATUS_VALUES = [1, 2, 3, 4] as const;
export const TRANSFER_SIGN_STATUS_TEXT: Record<number, string> = {
  1: '待同步',
  2: '转签中',
  3: '转签成功',
  4: '转签失败',
};

export const PERFORMANCE_GRADES = ['S', 'A', 'B', 'C', 'D'] as const;
export type TPerformanceGrade = (typeof PERFORMANCE_GRADES)[number];

export const THREE_PERIOD_KINDS = ['pregnancy', 'maternity', 'nursing'] as const;
export type TThreePeriodKind = (typeof THREE_PERIOD_KINDS)[number];
export const THREE_PERIOD_KIND_TEXT: Record<TThreePeriodKind, string> = {
  pregnancy: '孕期',
  maternity: '产期',
  nursing: '哺乳期',
};

/** Salary basis of spec §9. */
export const SALARY_BASIS_VALUES = [0, 1] as const;
export const SALARY_BASIS_TEXT: Record<number, string> = { 0: '税前月薪', 1: '税前年薪' };

export const PUNISHMENTS = ['written_warning', 'serious_written_warning', 'termination'] as const;
export type TPunishment = (typeof PUNISHMENTS)[number];
export const PUNISHMENT_TEXT: Record<TPunishment, string> = {
  written_warning: '书面警告',
  serious_written_warning: '严重书面警告',
  termination: '解除劳动合同',
};

export const EMPLOYEE_TYPE_TEXT: Record<'store' | 'office', string> = { store: '门店员工', office: '办公室员工' };
export const GENDER_TEXT: Record<'M' | 'F', string> = { M: '男', F: '女' };
export const SCOPE_KIND_TEXT: Record<'all' | 'org' | 'store' | 'self', string> = {
  all: '全公司',
  org: '本部门/区域及下级',
  store: '本门店',
  self: '仅本人',
};

// ───────────────────────────── identity numbers ─────────────────────────────

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/**
 * Why an 18-digit resident identity number is invalid, or null when it is valid: 17 digits and a
 * check character (ISO 7064 MOD 11-2), with a real birth date in positions 7–14.
 */
export function identityNumberProblem(value: string): string | null {
  if (!/^\d{17}[\dX]$/.test(value)) return '身份证号码应为18位，前17位为数字，最后一位为数字或X';
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) {
    return '身份证号码中的出生日期无效';
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_WEIGHTS[i];
  if (ID_CHECK_CHARS[sum % 11] !== value[17]) return '身份证号码校验位不正确';
  return null;
}

/** Birth date (YYYY-MM-DD) and gender encoded in a valid identity number. */
export function identityNumberFacts(value: string): { birthDate: string; gender: 'M' | 'F' } {
  return {
    birthDate: `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`,
    gender: Number(value[16]) % 2 === 1 ? 'M' : 'F',
  };
}

/** 310104199001011234 → 3101**********1234, for callers who may not see the whole number. */
export function maskIdentityNumber(value: string): string {
  if (value.length <= 8) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

export const ZIdentityNumber = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .superRefine((v, ctx) => {
    const problem = identityNumberProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ───────────────────────────── small field schemas ─────────────────────────────

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export const ZCalendarDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(isCalendarDate, '日期不存在');

export const ZEmployeeNumber = z.string().trim().min(1, '请输入员工编号').max(32, '员工编号最多32个字符');
export const ZRowId = zId();
export const ZIdRequestSchema = z.object({ id: ZRowId.describe('编号') });
export type TIdRequest = z.infer<typeof ZIdRequestSchema>;
/** data of a create or update: the row's id. */
export const ZSavedIdSchema = z.object({ id: z.number().int() });

/** Money travels as a string with two decimals ("12000.00"); the database keeps cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12000", "12000.5", 12000.55 → cents; null when not a non-negative amount with at most two decimals. */
export function parseMoneyToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// ───────────────────────────── list requests: sort and column filters ─────────────────────────────

/**
 * A column filter a list accepts. `text` matches a substring; `select` one of the options (several
 * separated by commas); `id` one or several row ids; `boolean` true/false; `dateRange` and
 * `numberRange` use `search` as lower and `searchTwo` as upper bound (either may be empty).
 */
export type FilterDef =
  | { label: string; kind: 'text' }
  | { label: string; kind: 'select'; options: readonly (string | number)[] }
  | { label: string; kind: 'id' }
  | { label: string; kind: 'boolean' }
  | { label: string; kind: 'dateRange' }
  | { label: string; kind: 'numberRange' };

export type ParsedFilter =
  | { kind: 'text'; text: string }
  | { kind: 'select'; values: (string | number)[] }
  | { kind: 'id'; ids: number[] }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'dateRange'; from?: string; to?: string }
  | { kind: 'numberRange'; min?: number; max?: number };

/** A column filter as lists of this section accept it: booleans too (for yes/no columns). */
export const ZListColumnFilterSchema = ZColumnFilterSchema.extend({
  search: z
    .union(
      [
        z.string().max(MAX_FILTER_TEXT, `筛选内容最多${MAX_FILTER_TEXT}个字符`),
        z.number().finite(),
        z.boolean(),
        z.null(),
      ],
      { error: '筛选内容应为文字、数字或是否' },
    )
    .optional(),
});
export type TListColumnFilter = z.infer<typeof ZListColumnFilterSchema>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The filter's value, undefined when it is not applied, or a Chinese message when it is wrong. */
export function parseColumnFilter(def: FilterDef, value: TListColumnFilter): ParsedFilter | undefined | string {
  if (value.isSearch === false) return undefined;
  const { search, searchTwo } = value;
  switch (def.kind) {
    case 'text':
      return isBlank(search) ? undefined : { kind: 'text', text: String(search).trim() };
    case 'select': {
      if (isBlank(search)) return undefined;
      const parts = String(search)
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length === 0) return undefined;
      const values: (string | number)[] = [];
      for (const p of parts) {
        const option = def.options.find((o) => String(o) === p);
        if (option === undefined) return `${def.label}的取值「${p}」无效`;
        values.push(option);
      }
      return { kind: 'select', values };
    }
    case 'id': {
      if (isBlank(search)) return undefined;
      const parts = String(search)
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length === 0) return undefined;
      if (parts.some((p) => !/^\d{1,9}$/.test(p))) return `${def.label}的取值无效`;
      return { kind: 'id', ids: parts.map(Number) };
    }
    case 'boolean': {
      if (isBlank(search)) return undefined;
      const text = String(search).trim().toLowerCase();
      if (['true', '1', '是'].includes(text)) return { kind: 'boolean', value: true };
      if (['false', '0', '否'].includes(text)) return { kind: 'boolean', value: false };
      return `${def.label}的取值应为 是 或 否`;
    }
    case 'dateRange': {
      const from = isBlank(search) ? undefined : String(search).trim();
      const to = isBlank(searchTwo) ? undefined : String(searchTwo).trim();
      if (from === undefined && to === undefined) return undefined;
      if (from !== undefined && !isCalendarDate(from)) return `${def.label}的开始日期格式应为 YYYY-MM-DD`;
      if (to !== undefined && !isCalendarDate(to)) return `${def.label}的结束日期格式应为 YYYY-MM-DD`;
      if (from !== undefined && to !== undefined && from > to) return `${def.label}的开始日期不能晚于结束日期`;
      return { kind: 'dateRange', from, to };
    }
    case 'numberRange': {
      const min = isBlank(search) ? undefined : Number(search);
      const max = isBlank(searchTwo) ? undefined : Number(searchTwo);
      if (min === undefined && max === undefined) return undefined;
      if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max))) {
        return `${def.label}的范围应为数字`;
      }
      if (min !== undefined && max !== undefined && min > max) return `${def.label}的最小值不能大于最大值`;
      return { kind: 'numberRange', min, max };
    }
  }
}

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The request of a list (and of its export): paging, one of the list's sort fields, and column
 * filters checked against the list's filter definitions, so a wrong date or an unknown column is
 * refused with a message naming it.
 */
export function listRequestSchema<S extends string, F extends string>(
  sortFields: Record<S, string>,
  filters: Record<F, FilterDef>,
) {
  const sortKeys = Object.keys(sortFields) as [S, ...S[]];
  return ZPageRequestSchema.extend({
    sortFieldName: z
      .preprocess(
        emptyToUndefined,
        z.enum(sortKeys, { error: (issue) => `不支持按「${String(issue.input)}」排序` }).optional(),
      )
      .describe('排序字段'),
    sortDirection: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc']).optional()).describe('排序方向'),
    filters: z
      .record(z.string(), ZListColumnFilterSchema)
      .optional()
      .superRefine((value, ctx) => {
        for (const [key, filter] of Object.entries(value ?? {})) {
          const def = (filters as Record<string, FilterDef>)[key];
          if (!def) {
            ctx.addIssue({ code: 'custom', message: `不支持按「${key}」筛选`, path: [key] });
            continue;
          }
          const parsed = parseColumnFilter(def, filter);
          if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed, path: [key] });
        }
      })
      .describe('筛选条件'),
  });
}

export type TListRequest = z.infer<ReturnType<typeof listRequestSchema>>;

/** Columns of an exported sheet, in order; `key` names the row field. */
export interface ExportColumn<K extends string = string> {
  key: K;
  header: string;
  width?: number;
}

/** The employee columns every per-employee list row carries (in scope only). */
export const ZEmployeeColumnsSchema = z.object({
  employeeRef: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  employeeLabel: z.string(),
  employeeStatus: z.number().int(),
  employeeStatusText: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  regionName: z.string().nullable(),
});

/** The filters and sort fields every per-employee list shares. */
export const EMPLOYEE_FILTERS = {
  employeeId: { label: '员工编号', kind: 'text' },
  employeeName: { label: '姓名', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  employeeStatus: { label: '员工状态', kind: 'select', options: [0, 1, 2, 3, 4] },
} as const satisfies Record<string, FilterDef>;

export const EMPLOYEE_SORTS = {
  employeeId: '员工编号',
  employeeName: '姓名',
  shopCode: '门店',
  regionName: '区域',
} as const;

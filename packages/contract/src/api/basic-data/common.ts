import { z } from 'zod';
import { anniversary, businessToday, yearsBetween } from '../../dates';
import type { PiiClass } from '../../privacy';
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

/**
 * Why a person's history row was written (employee_history.kind): the process or register that
 * changed them. Reports and the staff page show the text, never the key.
 */
export const EMPLOYEE_HISTORY_KIND_TEXT = {
  entry: { zh: '入职', en: 'Onboarding' },
  cancelEntry: { zh: '取消入职', en: 'Onboarding cancelled' },
  transfer: { zh: '人事异动', en: 'Store transfer' },
  jobChange: { zh: '岗位异动', en: 'Position change' },
  rboTransfer: { zh: 'RBO调动', en: 'RBO transfer' },
  resignation: { zh: '离职', en: 'Resignation' },
  resignationChange: { zh: '离职信息变更', en: 'Resignation change' },
  regularisation: { zh: '转正', en: 'Regularisation' },
  probationExtension: { zh: '延长试用', en: 'Probation extended' },
  contractRenewal: { zh: '合同续签', en: 'Contract renewal' },
  edit: { zh: '信息修改', en: 'Edited' },
  amend: { zh: '信息更正', en: 'Corrected' },
} as const satisfies Record<string, { zh: string; en: string }>;
export type TEmployeeHistoryKind = keyof typeof EMPLOYEE_HISTORY_KIND_TEXT;

/** Salary basis of spec §9. */
export const SALARY_BASIS_VALUES = [0, 1] as const;
export const SALARY_BASIS_TEXT: Record<number, string> = { 0: '税前月薪', 1: '税前年薪' };

export { PUNISHMENT_TEXT, PUNISHMENTS, type TPunishment } from './punishments';

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
 * The first two digits of a resident identity number: the provinces of GB/T 2260 (11–15 华北,
 * 21–23 东北, 31–37 华东, 41–46 中南, 50–54 西南, 61–65 西北, 71 台湾), and 81 香港, 82 澳门,
 * 83 台湾 of the residence permits of 港澳台 residents, which have the same 18-digit form.
 */
const PROVINCE_CODES: ReadonlySet<string> = new Set([
  ...['11', '12', '13', '14', '15', '21', '22', '23'],
  ...['31', '32', '33', '34', '35', '36', '37'],
  ...['41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54'],
  ...['61', '62', '63', '64', '65', '71', '81', '82', '83'],
]);

/** No one under 16 may be employed (劳动法 §15). */
export const MIN_EMPLOYMENT_AGE = 16;

/** Birth date (YYYY-MM-DD) as written in positions 7–14 of an identity number. */
function birthDateIn(value: string): string {
  return `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
}

/**
 * What is wrong with the number itself: 18 characters (17 digits and a digit or X), a known
 * province code, a birth date the calendar has (from 1900; with `today`, not after it), the check
 * character (ISO 7064 MOD 11-2). Null when it is well formed. Expects a trimmed, upper-case value.
 */
function identityNumberFormProblem(value: string, today?: string): string | null {
  if (value.length !== 18) return '身份证号码位数不正确（应为18位）';
  if (!/^\d{17}[\dX]$/.test(value)) return '身份证号码格式不正确（前17位应为数字，最后一位为数字或X）';
  if (!PROVINCE_CODES.has(value.slice(0, 2))) return '身份证号码的地区码不正确';
  const birth = birthDateIn(value);
  if (!isCalendarDate(birth) || birth < '1900-01-01') return '身份证号码中的出生日期无效';
  if (today !== undefined && birth > today) return '身份证号码中的出生日期晚于今天';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_WEIGHTS[i];
  if (ID_CHECK_CHARS[sum % 11] !== value[17]) return '身份证号码校验位不正确';
  return null;
}

/**
 * The identity-number rule of every form and of the server: why a mainland resident identity
 * number cannot be an employee's, or null when it can. In this order: 18 characters, 17 digits
 * and a digit or X (a lower-case x is read as X), a known province code, a real birth date from
 * 1900 on and not after `today`, the check character (ISO 7064 MOD 11-2), and the holder at
 * least 16 years old today. `today` is the business date (YYYY-MM-DD), by default today in
 * China. A form's gender is held against the number by identityGenderProblem, its first day of
 * work by employmentDateProblem.
 */
export function identityNumberProblem(value: string, today: string = businessToday()): string | null {
  const v = value.trim().toUpperCase();
  const problem = identityNumberFormProblem(v, today);
  if (problem) return problem;
  if (yearsBetween(birthDateIn(v), today) < MIN_EMPLOYMENT_AGE) return `员工未满${MIN_EMPLOYMENT_AGE}周岁，不能录用`;
  return null;
}

/** 17 digits (area, birth date, sequence) completed with their ISO 7064 MOD 11-2 check character. */
export function withCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return `${first17}${ID_CHECK_CHARS[sum % 11]}`;
}

/** A child may be added to the company's child insurance until their 18th birthday. */
export const CHILD_INSURANCE_MAX_AGE = 18;

/**
 * The identity number of a child to insure (少儿险): the same form rules as an employee's (18
 * characters, province, a real birth date not after `today`, ISO 7064 MOD 11-2 check character),
 * and the child under 18 on `coveredFrom` (the first day of cover). Null when it may be insured.
 */
export function childIdentityNumberProblem(value: string, coveredFrom: string, today?: string): string | null {
  const v = value.trim().toUpperCase();
  const problem = identityNumberFormProblem(v, today);
  if (problem) return problem;
  if (yearsBetween(birthDateIn(v), coveredFrom) >= CHILD_INSURANCE_MAX_AGE)
    return `子女须未满${CHILD_INSURANCE_MAX_AGE}周岁`;
  return null;
}

/** Birth date (YYYY-MM-DD) and gender encoded in a valid identity number. */
export function identityNumberFacts(value: string): { birthDate: string; gender: 'M' | 'F' } {
  return {
    birthDate: birthDateIn(value),
    gender: Number(value[16]) % 2 === 1 ? 'M' : 'F',
  };
}

/**
 * The gender a well-formed identity number encodes (its 17th digit: odd 男, even 女), or
 * undefined while the number is not well formed.
 */
export function identityNumberGender(value: string | undefined | null): 'M' | 'F' | undefined {
  const v = (value ?? '').trim().toUpperCase();
  return identityNumberFormProblem(v) === null ? identityNumberFacts(v).gender : undefined;
}

/**
 * A form with a gender and an identity number: why they disagree, or null (also while either is
 * missing or the number is not well formed: the number's own rule speaks then).
 */
export function identityGenderProblem(identityNumber: string | undefined | null, gender: unknown): string | null {
  const encoded = identityNumberGender(identityNumber);
  if (!encoded || (gender !== 'M' && gender !== 'F') || gender === encoded) return null;
  return `性别与身份证号码不符（身份证号码为${GENDER_TEXT[encoded]}）`;
}

/**
 * The first day the holder of a well-formed identity number may be employed (their 16th
 * birthday), or undefined while the number is not well formed.
 */
export function employableFrom(identityNumber: string | undefined | null): string | undefined {
  const v = (identityNumber ?? '').trim().toUpperCase();
  if (identityNumberFormProblem(v) !== null) return undefined;
  return anniversary(birthDateIn(v), MIN_EMPLOYMENT_AGE);
}

/**
 * A date a person's employment starts on (入职日期, 预计入职日期, 实际到岗日期, named by `label`)
 * must not come before their 16th birthday; null when it does not or cannot be told yet.
 */
export function employmentDateProblem(
  identityNumber: string | undefined | null,
  date: string | undefined | null,
  label: string,
): string | null {
  const from = employableFrom(identityNumber);
  if (!from || !date || !isCalendarDate(date) || date >= from) return null;
  return `${label}不能早于员工年满${MIN_EMPLOYMENT_AGE}周岁的日期（${from}）`;
}

/** 310104199001011234 → 3101**********1234, for callers who may not see the whole number. */
export function maskIdentityNumber(value: string): string {
  if (value.length <= 8) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

/** An identity number of a person who may be employed today (identityNumberProblem), upper-cased. */
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
  /** What personal data a column of a generic name holds (`amount` of a salary): masked like it. */
  pii?: PiiClass;
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

import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { PII_PURPOSES } from '../privacy';

/** PostgreSQL's integer: no id, page or count of a request goes beyond it. */
export const MAX_INT32 = 2_147_483_647;

/** The longest text a column filter searches for. */
export const MAX_FILTER_TEXT = 100;

/**
 * A row id from JSON or a query string: a positive 32-bit integer written in decimal digits.
 * `0x10`, `1e3`, `1.5` and ids beyond 32 bits are refused (a plain coercion accepts the first two).
 */
export function zId(message = '编号无效') {
  return z
    .union([z.number(), z.string().regex(/^\s*\d{1,10}\s*$/, message)], { error: message })
    .pipe(z.coerce.number<string | number>().int(message).positive(message).max(MAX_INT32, message));
}

/** A whole number from JSON or a query string, in decimal digits, within [min, max]. */
export function zInt(min: number, max: number, message = `应为${min}到${max}之间的整数`) {
  return z
    .union([z.number(), z.string().regex(/^\s*-?\d{1,10}\s*$/, message)], { error: message })
    .pipe(z.coerce.number<string | number>().int(message).min(min, message).max(max, message));
}

const ZFilterValue = z.union(
  [z.string().max(MAX_FILTER_TEXT, `筛选内容最多${MAX_FILTER_TEXT}个字符`), z.number().finite(), z.null()],
  { error: '筛选内容应为文字或数字' },
);

/** One column filter: `search` (text, select value, lower bound) and `searchTwo` (upper bound). */
export const ZColumnFilterSchema = z.object({
  search: ZFilterValue.optional(),
  searchTwo: ZFilterValue.optional(),
  isSearch: z.boolean().optional(),
});
export type TColumnFilter = z.infer<typeof ZColumnFilterSchema>;

/** Paging, sorting and column filters shared by every list call (ARCHITECTURE §4). */
/**
 * An export with sensitive personal data in clear (含敏感信息, issue 38): why. Only for a holder of
 * SensitiveData; without it every export masks identity numbers and phones.
 */
export const ZSensitiveExportSchema = z
  .object({
    purpose: z.enum(PII_PURPOSES, { message: '请选择导出敏感信息的原因' }).describe('原因'),
    reason: z.string().trim().max(200, '说明不能超过200字').optional().describe('说明'),
  })
  .refine((v) => v.purpose !== 'other' || (v.reason ?? '') !== '', {
    message: '选择“其他”时请填写说明',
    path: ['reason'],
  });
export type TSensitiveExport = z.infer<typeof ZSensitiveExportSchema>;

export const ZPageRequestSchema = z.object({
  pageIndex: zInt(1, 1_000_000).default(1).describe('页码'),
  pageSize: zInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe('每页条数'),
  sortFieldName: z.string().max(64).optional().describe('排序字段'),
  sortDirection: z.enum(['asc', 'desc']).optional().describe('排序方向'),
  filters: z.record(z.string(), ZColumnFilterSchema).optional().describe('筛选条件'),
  /** Exports only: 含敏感信息 and why. */
  sensitive: ZSensitiveExportSchema.optional().describe('含敏感信息'),
});
export type TPageRequest = z.infer<typeof ZPageRequestSchema>;

export function pageResultSchema<T extends z.ZodTypeAny>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number().int(),
    /** The rows are more than LIST_COUNT_CAP, and `total` says that many. */
    capped: z.boolean().optional().describe('总数超过上限，只计到上限'),
  });
}
export interface PageResult<T> {
  list: T[];
  total: number;
  capped?: boolean;
}

export const ZEmptySchema = z.object({}).passthrough();

/** Date as YYYY-MM-DD, and a day the calendar has (not 2026-02-30). */
export const ZDateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(isCalendarDate, '日期不存在');

/** YYYY-MM-DD naming a day the calendar has. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function envelopeSchema<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/**
 * The Chinese label of a field, read from the schema's `.describe()` along an issue path, so a
 * validation error names the field the way the form does.
 */
export function fieldLabel(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  let current: z.ZodType | undefined = schema;
  let label: string | undefined;
  for (const key of path) {
    current = unwrap(current);
    if (!current) return label;
    if (current instanceof z.ZodObject) {
      current = (current.shape as Record<string, z.ZodType>)[String(key)];
    } else if (current instanceof z.ZodArray) {
      current = current.element as z.ZodType;
    } else if (current instanceof z.ZodRecord) {
      current = current.valueType as z.ZodType;
    } else {
      return label;
    }
    label = current?.description ?? unwrap(current)?.description ?? label;
  }
  return label;
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let s = schema;
  for (let i = 0; i < 8 && s; i++) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) {
      s = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodPipe) {
      s = s.in as z.ZodType;
    } else {
      return s;
    }
  }
  return s;
}

import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** One column filter: `search` (text, select value, lower bound) and `searchTwo` (upper bound). */
export const ZColumnFilterSchema = z.object({
  search: z.union([z.string(), z.number(), z.null()]).optional(),
  searchTwo: z.union([z.string(), z.number(), z.null()]).optional(),
  isSearch: z.boolean().optional(),
});
export type TColumnFilter = z.infer<typeof ZColumnFilterSchema>;

/** Paging, sorting and column filters shared by every list call (ARCHITECTURE §4). */
export const ZPageRequestSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1).describe('页码'),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe('每页条数'),
  sortFieldName: z.string().max(64).optional().describe('排序字段'),
  sortDirection: z.enum(['asc', 'desc']).optional().describe('排序方向'),
  filters: z.record(z.string(), ZColumnFilterSchema).optional().describe('筛选条件'),
});
export type TPageRequest = z.infer<typeof ZPageRequestSchema>;

export function pageResultSchema<T extends z.ZodTypeAny>(row: T) {
  return z.object({ list: z.array(row), total: z.number().int() });
}
export interface PageResult<T> {
  list: T[];
  total: number;
}

export const ZEmptySchema = z.object({}).passthrough();

/** Date as YYYY-MM-DD. */
export const ZDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

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

import { z } from 'zod';
import { type ExportColumn, type FilterDef, listRequestSchema, ZRowId } from './common';

export const PositionPaths = {
  getPositionList: '/api/Position/GetPositionList',
  getPositionDetail: '/api/Position/GetPositionDetail',
  createPosition: '/api/Position/CreatePosition',
  updatePosition: '/api/Position/UpdatePosition',
  exportPositionList: '/api/Position/ExportPositionList',
} as const;

export const POSITION_FILTERS = {
  code: { label: '岗位编码', kind: 'text' },
  name: { label: '岗位名称', kind: 'text' },
  employeeType: { label: '员工类型', kind: 'select', options: ['store', 'office'] },
  defaultRank: { label: '默认职级', kind: 'text' },
  isActive: { label: '启用状态', kind: 'boolean' },
} as const satisfies Record<string, FilterDef>;

export const POSITION_SORTS = {
  code: '岗位编码',
  name: '岗位名称',
  employeeType: '员工类型',
  defaultRank: '默认职级',
  isActive: '启用状态',
  headcount: '在职人数',
} as const;

export const ZPositionListRequestSchema = listRequestSchema(POSITION_SORTS, POSITION_FILTERS);
export type TPositionListRequest = z.infer<typeof ZPositionListRequestSchema>;

export const ZPositionRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  employeeType: z.enum(['store', 'office']),
  employeeTypeText: z.string(),
  defaultRank: z.string(),
  isActive: z.boolean(),
  isActiveText: z.string(),
  /** Active or resigning employees holding the position, within the caller's scope. */
  headcount: z.number().int(),
  /** The version an edit sends back: a save over a newer one is refused (40901). */
  updatedTime: z.string(),
});
export type TPositionRow = z.infer<typeof ZPositionRowSchema>;

const positionFields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(2, '岗位编码至少2个字符')
    .max(32, '岗位编码最多32个字符')
    .regex(/^[A-Z0-9_-]+$/, '岗位编码只能包含大写字母、数字、下划线和连字符')
    .describe('岗位编码'),
  name: z.string().trim().min(1, '请输入岗位名称').max(64, '岗位名称最多64个字符').describe('岗位名称'),
  employeeType: z.enum(['store', 'office'], { error: '请选择员工类型' }).describe('员工类型'),
  defaultRank: z.string().trim().max(16, '默认职级最多16个字符').default('').describe('默认职级'),
  isActive: z.boolean().default(true).describe('启用状态'),
};

export const ZCreatePositionRequestSchema = z.object(positionFields);
export type TCreatePositionRequest = z.infer<typeof ZCreatePositionRequestSchema>;

export const ZUpdatePositionRequestSchema = z.object({
  id: ZRowId.describe('岗位'),
  ...positionFields,
  updatedTime: z.string().min(1).describe('数据版本'),
});
export type TUpdatePositionRequest = z.infer<typeof ZUpdatePositionRequestSchema>;

export const POSITION_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'code', header: '岗位编码', width: 12 },
  { key: 'name', header: '岗位名称', width: 16 },
  { key: 'employeeTypeText', header: '员工类型', width: 12 },
  { key: 'defaultRank', header: '默认职级', width: 10 },
  { key: 'isActiveText', header: '启用状态', width: 10 },
  { key: 'headcount', header: '在职人数', width: 10 },
];

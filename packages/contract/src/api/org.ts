import { z } from 'zod';
import type { OrgUnitKind } from '../enums';
import { zId } from './common';

export { OrgPaths } from './org-paths';

export const ZOrgUnitRowSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: z.enum(['company', 'department', 'region', 'store']),
  code: z.string(),
  name: z.string(),
  path: z.string(),
  /** False for an ancestor listed only so the tree reaches the caller's own unit. */
  inScope: z.boolean(),
});

export const ZShopCityRequestSchema = z.object({
  keyword: z.string().trim().max(32).optional().describe('关键字'),
  includeClosed: z.boolean().optional().describe('包含已关店'),
  /** Every open store of the company, not only the caller's: the destination of a transfer. */
  destination: z.boolean().optional().describe('调入门店（全公司在营门店）'),
});
export type TShopCityRequest = z.infer<typeof ZShopCityRequestSchema>;
export const ZShopCityRowSchema = z.object({
  id: z.number().int(),
  shopCode: z.string(),
  shopName: z.string(),
  city: z.string(),
  province: z.string(),
  regionName: z.string(),
  isOpen: z.boolean(),
  /** 用工主体: a transfer to another entity's store needs a new contract (转签). */
  employingEntity: z.string(),
});

export const ZPositionOptionsRequestSchema = z.object({
  employeeType: z.enum(['store', 'office']).optional().describe('员工类型'),
});
export type TPositionOptionsRequest = z.infer<typeof ZPositionOptionsRequestSchema>;
export const ZPositionOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  employeeType: z.enum(['store', 'office']),
  defaultRank: z.string(),
});

export const ORG_UNIT_KINDS = ['company', 'department', 'region', 'store'] as const satisfies readonly OrgUnitKind[];
export const ORG_UNIT_KIND_TEXT: Record<OrgUnitKind, { zh: string; en: string }> = {
  company: { zh: '公司', en: 'Company' },
  department: { zh: '部门', en: 'Department' },
  region: { zh: '区域', en: 'Region' },
  store: { zh: '门店', en: 'Store' },
};

/**
 * Where a unit of each kind may hang (the add and move rules): departments under the company or
 * another department, regions under the company, stores under a region. The company is the root.
 */
export const ORG_PARENT_KINDS: Record<OrgUnitKind, readonly OrgUnitKind[]> = {
  company: [],
  department: ['company', 'department'],
  region: ['company'],
  store: ['region'],
};

/** A store's shop row, as the tree's side panel shows it. */
export const ZOrgStoreSchema = z.object({
  shopId: z.number().int(),
  isOpen: z.boolean(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  employingEntity: z.string(),
  budgetHeadcount: z.number().int(),
  openedDate: z.string().nullable(),
});

export const ZOrgTreeNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: z.enum(ORG_UNIT_KINDS),
  code: z.string(),
  name: z.string(),
  path: z.string(),
  sort: z.number().int(),
  /** Active employees (在职 and 离职中) placed at this unit itself. */
  ownHeadcount: z.number().int(),
  /** Active employees of the unit and every unit below it. */
  headcount: z.number().int(),
  /** False for an ancestor listed only so the tree reaches the caller's own unit (counted 0). */
  inScope: z.boolean(),
  store: ZOrgStoreSchema.nullable(),
});
export type TOrgTreeNode = z.infer<typeof ZOrgTreeNodeSchema>;

export const ZOrgTreeSchema = z.object({
  nodes: z.array(ZOrgTreeNodeSchema),
  /** The caller may change the tree: isEdit on OrgTree and a company-wide data scope. */
  canEdit: z.boolean(),
});
export type TOrgTree = z.infer<typeof ZOrgTreeSchema>;

export const ZOrgSearchRequestSchema = z.object({
  keyword: z.string().trim().min(1, '请输入名称或编码').max(32, '关键字最多32个字符').describe('名称或编码'),
});
export type TOrgSearchRequest = z.infer<typeof ZOrgSearchRequestSchema>;
export const ZOrgSearchRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORG_UNIT_KINDS),
  code: z.string(),
  name: z.string(),
  path: z.string(),
});

const unitName = z.string().trim().min(1, '请输入名称').max(64, '名称最多64个字符').describe('名称');

/**
 * 新增下级: a department or a region. A store is added in 门店信息 (CreateShop), which creates its
 * org unit and shop row together; the tree links there.
 */
export const ZCreateOrgUnitRequestSchema = z.object({
  parentId: zId().describe('上级组织'),
  kind: z.enum(['department', 'region']).describe('类型'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(2, '编码至少2个字符')
    .max(32, '编码最多32个字符')
    .regex(/^[A-Z0-9-]+$/, '编码只能包含大写字母、数字和连字符')
    .describe('编码'),
  name: unitName,
});
export type TCreateOrgUnitRequest = z.infer<typeof ZCreateOrgUnitRequestSchema>;

export const ZRenameOrgUnitRequestSchema = z.object({
  id: zId().describe('组织'),
  name: unitName,
});
export type TRenameOrgUnitRequest = z.infer<typeof ZRenameOrgUnitRequestSchema>;

export const ZMoveOrgUnitRequestSchema = z.object({
  id: zId().describe('组织'),
  parentId: zId().describe('新上级'),
});
export type TMoveOrgUnitRequest = z.infer<typeof ZMoveOrgUnitRequestSchema>;

export const ZCloseStoreRequestSchema = z.object({ id: zId().describe('门店组织') });
export type TCloseStoreRequest = z.infer<typeof ZCloseStoreRequestSchema>;

export const ZOrgUnitIdSchema = z.object({ id: z.number().int() });

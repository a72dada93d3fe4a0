import { z } from 'zod';

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

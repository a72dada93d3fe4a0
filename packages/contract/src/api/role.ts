import { z } from 'zod';
import { SCOPE_KINDS } from '../enums';
import { ZRowId } from './basic-data/common';

export * from './role-paths';

/** A role's id as the spec and the web speak of it ('001', '019', 'admin'): it never changes. */
export const ZRoleCode = z
  .string()
  .trim()
  .min(1, '请输入角色编号')
  .max(16, '角色编号最多16个字符')
  .regex(/^[0-9A-Za-z_-]+$/, '角色编号只能包含字母、数字、下划线和连字符');

const ZRoleName = z.string().trim().min(1, '请输入角色名称').max(64, '角色名称最多64个字符');
const ZRoleDescription = z.string().trim().max(200, '角色说明最多200个字符').default('');

export const ZRoleRowSchema = z.object({
  id: z.number().int(),
  roleId: z.string(),
  name: z.string(),
  description: z.string(),
  scopeKind: z.enum(SCOPE_KINDS),
  scopeText: z.string(),
  /** Users holding the role (enabled or not). */
  userCount: z.number().int(),
  /** Menu codes granted. */
  grantCount: z.number().int(),
  disabled: z.boolean(),
  createdTime: z.string(),
});
export type TRoleRow = z.infer<typeof ZRoleRowSchema>;

/** One grant: visible (a row at all) and, when isEdit is 1, editable. */
export const ZRoleGrantSchema = z.object({
  menuCode: z.string().trim().min(1).max(64),
  isEdit: z.union([z.literal(0), z.literal(1)]),
});
export type TRoleGrant = z.infer<typeof ZRoleGrantSchema>;

export const ZRoleUserSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  displayName: z.string(),
  orgUnitName: z.string(),
  isEnabled: z.boolean(),
});
export type TRoleUser = z.infer<typeof ZRoleUserSchema>;

export const ZRoleDetailSchema = ZRoleRowSchema.extend({
  grants: z.array(ZRoleGrantSchema),
  users: z.array(ZRoleUserSchema),
});
export type TRoleDetail = z.infer<typeof ZRoleDetailSchema>;

export const ZRoleIdRequestSchema = z.object({ roleId: ZRoleCode.describe('角色编号') });
export type TRoleIdRequest = z.infer<typeof ZRoleIdRequestSchema>;

export const ZCreateRoleRequestSchema = z.object({
  roleId: ZRoleCode.describe('角色编号'),
  name: ZRoleName.describe('角色名称'),
  scopeKind: z.enum(SCOPE_KINDS, { message: '请选择数据范围' }).describe('数据范围'),
  description: ZRoleDescription.describe('角色说明'),
});
export type TCreateRoleRequest = z.infer<typeof ZCreateRoleRequestSchema>;

export const ZRenameRoleRequestSchema = z.object({
  roleId: ZRoleCode.describe('角色编号'),
  name: ZRoleName.describe('角色名称'),
  description: ZRoleDescription.describe('角色说明'),
});
export type TRenameRoleRequest = z.infer<typeof ZRenameRoleRequestSchema>;

export const ZSetRoleDisabledRequestSchema = z.object({
  roleId: ZRoleCode.describe('角色编号'),
  disabled: z.boolean().describe('停用'),
});
export type TSetRoleDisabledRequest = z.infer<typeof ZSetRoleDisabledRequestSchema>;

/** The role's grants replace its old ones entirely. */
export const ZSaveRoleGrantsRequestSchema = z.object({
  roleId: ZRoleCode.describe('角色编号'),
  grants: z.array(ZRoleGrantSchema).max(200).describe('菜单权限'),
});
export type TSaveRoleGrantsRequest = z.infer<typeof ZSaveRoleGrantsRequestSchema>;

export const ZRoleUserRequestSchema = z.object({
  roleId: ZRoleCode.describe('角色编号'),
  userId: ZRowId.describe('用户'),
});
export type TRoleUserRequest = z.infer<typeof ZRoleUserRequestSchema>;

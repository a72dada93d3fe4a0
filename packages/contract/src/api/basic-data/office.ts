import { z } from 'zod';
import { type ExportColumn, type FilterDef, listRequestSchema, ZRowId } from './common';

/** Sign-in accounts ('user info', permission Office). */
export const OfficePaths = {
  getUserList: '/api/Office/GetUserList',
  getUserDetail: '/api/Office/GetUserDetail',
  setUserEnabled: '/api/Office/SetUserEnabled',
  resetUserPassword: '/api/Office/ResetUserPassword',
  updateUser: '/api/Office/UpdateUser',
  getRoleOptions: '/api/Office/GetRoleOptions',
  exportUserList: '/api/Office/ExportUserList',
} as const;

export const OFFICE_USER_FILTERS = {
  account: { label: '登录账号', kind: 'text' },
  displayName: { label: '姓名', kind: 'text' },
  orgUnitName: { label: '所属组织', kind: 'text' },
  roleId: { label: '角色', kind: 'text' },
  employeeId: { label: '员工编号', kind: 'text' },
  isEnabled: { label: '启用状态', kind: 'boolean' },
  mustChangePassword: { label: '待修改密码', kind: 'boolean' },
} as const satisfies Record<string, FilterDef>;

export const OFFICE_USER_SORTS = {
  account: '登录账号',
  displayName: '姓名',
  orgUnitName: '所属组织',
  isEnabled: '启用状态',
  lastLoginTime: '最近登录时间',
  createdTime: '创建时间',
} as const;

export const ZOfficeUserListRequestSchema = listRequestSchema(OFFICE_USER_SORTS, OFFICE_USER_FILTERS);
export type TOfficeUserListRequest = z.infer<typeof ZOfficeUserListRequestSchema>;

export const ZOfficeRoleSchema = z.object({
  id: z.number().int(),
  roleId: z.string(),
  name: z.string(),
  scopeKind: z.enum(['all', 'org', 'store', 'self']),
  scopeText: z.string(),
});

export const ZOfficeUserRowSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  /** The id robots @-mention in notifications (企业微信 userid, 钉钉 mobile, 飞书 open_id). */
  imId: z.string().nullable(),
  orgUnitId: z.number().int(),
  orgUnitName: z.string(),
  orgUnitKind: z.string(),
  /** What the account may see: the widest scope of its roles over its org unit. */
  scopeText: z.string(),
  roles: z.array(ZOfficeRoleSchema),
  roleNames: z.string(),
  isEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** The employee behind the account, when it lies in the caller's scope. */
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  createdTime: z.string(),
  /** Concurrency token: send it back with UpdateUser. */
  updatedTime: z.string(),
});
export type TOfficeUserRow = z.infer<typeof ZOfficeUserRowSchema>;

export const ZOfficeUserDetailSchema = ZOfficeUserRowSchema.extend({
  menus: z.array(z.object({ menuCode: z.string(), isEdit: z.number().int() })),
  activeSessionCount: z.number().int(),
});
export type TOfficeUserDetail = z.infer<typeof ZOfficeUserDetailSchema>;

export const ZOfficeUserIdRequestSchema = z.object({ userId: ZRowId.describe('用户') });

export const ZSetUserEnabledRequestSchema = z.object({
  userId: ZRowId.describe('用户'),
  isEnabled: z.boolean({ error: '请选择启用或停用' }).describe('启用状态'),
});
export type TSetUserEnabledRequest = z.infer<typeof ZSetUserEnabledRequestSchema>;

export const ZResetUserPasswordResponseSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  /** Shown to the administrator once; the user must change it at the next sign-in. */
  oneTimePassword: z.string(),
});

export const ZUpdateUserRequestSchema = z.object({
  userId: ZRowId.describe('用户'),
  updatedTime: z.string().min(1).describe('数据版本'),
  displayName: z.string().trim().min(1, '请输入姓名').max(64, '姓名最多64个字符').optional().describe('姓名'),
  email: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().email('邮箱格式不正确').max(128).nullable().optional(),
    )
    .describe('邮箱'),
  imId: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(64, 'IM 账号最多64个字符').nullable().optional(),
    )
    .describe('IM 账号'),
  orgUnitId: ZRowId.describe('所属组织'),
  roleIds: z.array(ZRowId).min(1, '请至少选择一个角色').max(10).describe('角色'),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequestSchema>;

export const ZRoleOptionSchema = ZOfficeRoleSchema.extend({
  /** False for roles wider than the caller's own rights: the caller cannot grant them. */
  grantable: z.boolean(),
});

export const OFFICE_USER_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'account', header: '登录账号', width: 16 },
  { key: 'displayName', header: '姓名', width: 10 },
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'email', header: '邮箱', width: 24 },
  { key: 'orgUnitName', header: '所属组织', width: 20 },
  { key: 'roleNames', header: '角色', width: 24 },
  { key: 'scopeText', header: '数据范围', width: 16 },
  { key: 'isEnabledText', header: '启用状态', width: 8 },
  { key: 'lastLoginTime', header: '最近登录时间', width: 18 },
  { key: 'createdTime', header: '创建时间', width: 18 },
];

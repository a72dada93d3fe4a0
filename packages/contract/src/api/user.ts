import { z } from 'zod';
import { EMPLOYEE_STATUS_VALUES } from '../enums';
import { NEW_PASSWORD_PROBLEM_TEXT, NEW_PASSWORD_RULE, normalizePassword } from '../password';
import { ZPageRequestSchema, zInt } from './common';

export { UserPaths } from './user-paths';

export const ZLoginRequestSchema = z.object({
  account: z.string().trim().min(1, '请输入账号').max(64).describe('账号'),
  password: z.string().overwrite(normalizePassword).min(1, '请输入密码').max(128).describe('密码'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZNavMenuSchema = z.object({
  menuCode: z.string(),
  isEdit: z.number().int().min(0).max(1),
  roleID: z.string(),
});
export type TNavMenu = z.infer<typeof ZNavMenuSchema>;

export const ZRoleSummarySchema = z.object({ roleID: z.string(), roleName: z.string() });

export const ZLoginResponseSchema = z.object({
  accessToken: z.string(),
  dispName: z.string(),
  navMenus: z.array(ZNavMenuSchema),
  roleList: z.array(ZRoleSummarySchema),
  userID: z.number().int(),
  avatar: z.string(),
  loginMethod: z.enum(['password', 'sso']),
  mustChangePassword: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZLoginWithJwtRequestSchema = z.object({
  jToken: z.string().trim().min(1, '缺少单点登录令牌').describe('单点登录令牌'),
});

/** Public: what the sign-in page needs to offer company sign-on, and the sidebar's environment. */
export const ZAuthConfigResponseSchema = z.object({
  ssoEnabled: z.boolean(),
  /** OIDC_ISSUER: the browser discovers the provider's endpoints from it. */
  oidcIssuer: z.string().nullable(),
  oidcClientId: z.string().nullable(),
  /** The scope the browser asks the provider for (OIDC_SCOPE, default `openid profile email`). */
  oidcScope: z.string().nullable(),
  appEnv: z.string(),
  version: z.string(),
});
export type TAuthConfigResponse = z.infer<typeof ZAuthConfigResponseSchema>;

/**
 * Company sign-on as the server last found it, checking OIDC_ISSUER's discovery document and keys
 * at start, at each sign-in that needs them and on 重新检测: `pending` until the check at start
 * ends; `unreachable` may pass by itself (no connection, no answer, HTTP 5xx); `misconfigured`
 * needs a change of the settings or at the provider.
 */
export const SSO_STATUSES = ['notConfigured', 'pending', 'ok', 'unreachable', 'misconfigured'] as const;
export type TSsoStatus = (typeof SSO_STATUSES)[number];

export const ZSsoStatusSchema = z.object({
  status: z.enum(SSO_STATUSES),
  /** When the provider was last asked; null before the first answer. */
  checkedAt: z.string().nullable(),
  /**
   * For administrators only (the same who see the interface cards' configuration), null for the
   * others: why sign-on does not work (null while it does), what looks doubtful though it may
   * work, and the settings in force.
   */
  cause: z.string().nullable(),
  warnings: z.array(z.string()),
  settings: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      scope: z.string(),
      allowInsecure: z.boolean(),
    })
    .nullable(),
});
export type TSsoStatusView = z.infer<typeof ZSsoStatusSchema>;

export const ZFlowSummarySchema = z.object({ flowId: z.number().int(), flowName: z.string() });

export const ZUserInfoResponseSchema = z.object({
  userID: z.number().int(),
  account: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()),
  roleList: z.array(ZRoleSummarySchema),
  unreadMessageCount: z.number().int(),
  navMenus: z.array(ZNavMenuSchema),
  flowList: z.array(ZFlowSummarySchema),
  mustChangePassword: z.boolean(),
});
export type TUserInfoResponse = z.infer<typeof ZUserInfoResponseSchema>;

/** Both passwords as at sign-in (`normalizePassword`); the rule is checked on the trimmed value. */
export const ZChangePasswordRequestSchema = z.object({
  oldPassword: z.string().overwrite(normalizePassword).min(1, '请输入原密码').max(128).describe('原密码'),
  newPassword: z
    .string()
    .overwrite(normalizePassword)
    .min(NEW_PASSWORD_RULE.minLength, NEW_PASSWORD_PROBLEM_TEXT.tooShort)
    .max(NEW_PASSWORD_RULE.maxLength, NEW_PASSWORD_PROBLEM_TEXT.tooLong)
    .regex(NEW_PASSWORD_RULE.letter, NEW_PASSWORD_PROBLEM_TEXT.needLetter)
    .regex(NEW_PASSWORD_RULE.digit, NEW_PASSWORD_PROBLEM_TEXT.needDigit)
    .describe('新密码'),
});

/** An administrator lifts the sign-in throttles of an account (permission Office, edit). */
export const ZUnlockAccountRequestSchema = z.object({
  account: z.string().trim().min(1, '请输入账号').max(64).describe('账号'),
});
export type TUnlockAccountRequest = z.infer<typeof ZUnlockAccountRequestSchema>;

/** Whether sign-in to an account is throttled now, and its failures from all addresses. */
export const ZAccountLockStateSchema = z.object({
  account: z.string(),
  locked: z.boolean(),
  /** The latest end of a running block of the account's keys (ISO 8601), or null. */
  lockedUntil: z.string().nullable(),
  /** Failed sign-ins from all addresses still counted. */
  failures: z.number().int(),
});
export type TAccountLockState = z.infer<typeof ZAccountLockStateSchema>;

export const ZMenuButtonResponseSchema = z.object({
  buttons: z.array(z.object({ menuCode: z.string(), isEdit: z.number().int() })),
});

/** Employee lookup for start forms (spec §3 employee lookup parameters). */
export const ZUserInfoForStartWfUserRequestSchema = z.object({
  employeeId: z.string().trim().min(1, '请输入员工编号').max(32).describe('员工编号'),
  employeeType: z.enum(['store', 'office']).optional().describe('员工类型'),
  employeeState: z.coerce
    .number()
    .int()
    .refine((v) => (EMPLOYEE_STATUS_VALUES as readonly number[]).includes(v), '员工状态无效')
    .optional()
    .describe('员工状态'),
  isCanSend: z.boolean().optional().describe('是否可发起'),
  isSelectRBO: z.boolean().optional().describe('是否零售员工'),
});

export const ZEmployeeBriefSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  employeeType: z.enum(['store', 'office']),
  status: z.number().int(),
  statusText: z.string(),
  gender: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  regionName: z.string().nullable(),
  orgUnitName: z.string(),
  positionName: z.string(),
  rank: z.string(),
  entryDate: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TEmployeeBrief = z.infer<typeof ZEmployeeBriefSchema>;

export const ZSearchEmployeeRequestSchema = z.object({
  keyword: z.string().trim().min(1, '请输入姓名或员工编号').max(32).describe('关键字'),
  limit: zInt(1, 50).default(20).describe('条数'),
  /** A start form's picker: each person found says whether this process can be started for them. */
  flowId: zInt(1, 99).optional().describe('流程'),
});
/**
 * Why a process cannot be started for a person (SearchEmployee with flowId): their status, or the
 * work of this process (or of its group) already running for them.
 */
export const ZStartBlockSchema = z.object({
  status: z.number().int().optional(),
  runningFlowNo: z.string().optional(),
  runningFlowName: z.string().optional(),
});
export type TStartBlock = z.infer<typeof ZStartBlockSchema>;
export const ZSearchEmployeeResultSchema = z.object({
  name: z.string(),
  employeeId: z.string(),
  shopCode: z.string().nullable(),
  /** With flowId: null when the process can be started for this person. */
  blocked: ZStartBlockSchema.nullable().optional(),
});

export const ZNewHireListRequestSchema = ZPageRequestSchema;
export const ZNewHireRowSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  entryDate: z.string(),
  positionName: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
});

import {
  NEW_HIRE_PAGE_SIZE,
  normalizePassword,
  type TEmployeeBrief,
  type TLoginRequest,
  type TLoginResponse,
  type TUserInfoResponse,
  UserPaths,
  type ZAuthConfigResponseSchema,
  type ZChangePasswordRequestSchema,
  type ZMenuButtonResponseSchema,
  type ZNewHireRowSchema,
  type ZSearchEmployeeResultSchema,
} from '@hris/contract';
import type { z } from 'zod';
import { http } from './http';

export type AuthConfig = z.infer<typeof ZAuthConfigResponseSchema>;
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;
export type MenuButtons = z.infer<typeof ZMenuButtonResponseSchema>;
export type NewHireRow = z.infer<typeof ZNewHireRowSchema>;
export type EmployeeSearchResult = z.infer<typeof ZSearchEmployeeResultSchema>;

let authConfig: Promise<AuthConfig> | null = null;

/**
 * Public: tells the sign-in page whether SSO is offered, and the sidebar the environment. Fixed
 * for the page's life, so asked once (a failure is asked again next time).
 */
export function getAuthConfig(): Promise<AuthConfig> {
  authConfig ??= http.post<AuthConfig>(UserPaths.getAuthConfig, {}, { withoutToken: true }).catch((error: unknown) => {
    authConfig = null;
    throw error;
  });
  return authConfig;
}

/** Spec §5: account and password are trimmed before sending. */
export const login = (body: TLoginRequest) =>
  http.post<TLoginResponse>(
    UserPaths.login,
    { account: body.account.trim(), password: normalizePassword(body.password) },
    { withoutToken: true },
  );

export const loginWithJwt = (jToken: string) =>
  http.post<TLoginResponse>(UserPaths.loginWithJwt, { jToken }, { withoutToken: true });

/** Sign-out revokes the token; whatever the answer, the caller clears the session. */
export const logout = () => http.post<null>(UserPaths.logout, {}, { silent: true, endingSession: true });

export const getUserInfo = () => http.post<TUserInfoResponse>(UserPaths.getUserInfo);

export const changePassword = (body: ChangePasswordRequest) => http.post<null>(UserPaths.changePassword, body);

/** Button permissions; the caller shows 获取权限失败 itself (spec §6), hence `silent`. */
export const getUserMenuButton = () => http.post<MenuButtons>(UserPaths.getUserMenuButton, {}, { silent: true });

/** With `flowId`, each person says whether that process can be started for them (`blocked`). */
export const searchEmployee = (keyword: string, limit = 20, flowId?: number) =>
  http.post<EmployeeSearchResult[]>(UserPaths.searchEmployee, { keyword, limit, ...(flowId ? { flowId } : {}) });

/** New hires of this week: page 1 of 999 rows, the answer is a plain list (spec §7, §9). */
export const getWeeklyNewHireList = () =>
  http.post<NewHireRow[]>(UserPaths.getWeeklyNewHireList, { pageIndex: 1, pageSize: NEW_HIRE_PAGE_SIZE });

/** An employee the caller may start a process about (their placement and rank); null when not found. */
export const getEmployeeForStart = (employeeId: string, employeeState?: number) =>
  http.post<TEmployeeBrief | null>(UserPaths.getUserInfoForStartWfUser, { employeeId, employeeState });

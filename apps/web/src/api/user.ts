import {
  NEW_HIRE_PAGE_SIZE,
  type TEmployeeBrief,
  type TLoginResponse,
  type TUserInfoResponse,
  UserPaths,
  type ZChangePasswordRequestSchema,
  type ZMenuButtonResponseSchema,
  type ZNewHireRowSchema,
  type ZSearchEmployeeResultSchema,
} from '@hris/contract';
import type { z } from 'zod';
import { http } from './http';

// The sign-in page's calls, without axios; the app asks the same (cached) config.
export { type AuthConfig, getAuthConfig, login } from './sign-in';

export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;
export type MenuButtons = z.infer<typeof ZMenuButtonResponseSchema>;
export type NewHireRow = z.infer<typeof ZNewHireRowSchema>;
export type EmployeeSearchResult = z.infer<typeof ZSearchEmployeeResultSchema>;

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

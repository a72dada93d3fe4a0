import {
  OfficePaths,
  RolePaths,
  type TCreateRoleRequest,
  type TOfficeUserRow,
  type TRenameRoleRequest,
  type TRoleDetail,
  type TRoleGrant,
  type TRoleRow,
} from '@hris/contract';
import type { DataTablePage } from '../components/DataTable';
import { http } from './http';

/** Query keys of the role pages: a change refreshes the list and the role's detail. */
export const roleKeys = {
  all: ['role'] as const,
  list: ['role', 'list'] as const,
  detail: (roleId: string) => ['role', 'detail', roleId] as const,
};

export const getRoleList = () => http.post<TRoleRow[]>(RolePaths.getRoleList, {});
export const getRoleDetail = (roleId: string) => http.post<TRoleDetail>(RolePaths.getRoleDetail, { roleId });
export const createRole = (body: TCreateRoleRequest) =>
  http.post<{ id: number }>(RolePaths.createRole, body, { silent: true });
export const renameRole = (body: TRenameRoleRequest) => http.post<null>(RolePaths.renameRole, body, { silent: true });
export const setRoleDisabled = (roleId: string, disabled: boolean) =>
  http.post<null>(RolePaths.setRoleDisabled, { roleId, disabled });
export const saveRoleGrants = (roleId: string, grants: TRoleGrant[]) =>
  http.post<null>(RolePaths.saveRoleGrants, { roleId, grants });
export const addRoleUser = (roleId: string, userId: number) =>
  http.post<null>(RolePaths.addRoleUser, { roleId, userId });
export const removeRoleUser = (roleId: string, userId: number) =>
  http.post<null>(RolePaths.removeRoleUser, { roleId, userId });

/** The user picker: accounts whose name or account contains the text (the 用户信息 list, 20 each). */
export async function searchUsers(keyword: string): Promise<TOfficeUserRow[]> {
  const page = (field: 'displayName' | 'account') =>
    http.post<DataTablePage<TOfficeUserRow>>(OfficePaths.getUserList, {
      pageIndex: 1,
      pageSize: 20,
      filters: { [field]: { search: keyword } },
    });
  const [byName, byAccount] = await Promise.all([page('displayName'), page('account')]);
  const seen = new Set<number>();
  return [...byName.list, ...byAccount.list].filter((u) => !seen.has(u.userId) && seen.add(u.userId));
}

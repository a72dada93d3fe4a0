import { SCOPE_KIND_TEXT, type ScopeKind, type TOfficeUserDetail, type TOfficeUserRow } from '@hris/contract';
import type { AuthContext } from '../../../http/auth-context';
import { widestScope } from '../../../http/auth-context';
import { inScope } from '../../../http/scope';
import { chinaDateTime } from '../../../lists/format';
import type { UserRow } from './office.repository';

export interface UserRole {
  id: number;
  roleId: string;
  name: string;
  scopeKind: string;
}

function scopeText(kind: ScopeKind, unitName: string): string {
  return kind === 'all' || kind === 'self' ? SCOPE_KIND_TEXT[kind] : `${SCOPE_KIND_TEXT[kind]}（${unitName}）`;
}

export function presentUserRow(auth: AuthContext, row: UserRow, roles: UserRole[]): TOfficeUserRow {
  const kinds = roles.map((r) => r.scopeKind as ScopeKind);
  // The person behind an account is shown only when the caller may see that person.
  const showEmployee =
    row.employeeRef != null &&
    row.employeeOrgPath != null &&
    inScope(auth, { orgPath: row.employeeOrgPath, employeeRef: row.employeeRef });
  return {
    userId: row.id,
    account: row.account,
    displayName: row.displayName,
    email: row.email,
    imId: row.imId,
    orgUnitId: row.orgUnitId,
    orgUnitName: row.orgUnitName,
    orgUnitKind: row.orgUnitKind,
    scopeText: roles.length === 0 ? '无' : scopeText(widestScope(kinds), row.orgUnitName),
    roles: roles.map((r) => ({
      id: r.id,
      roleId: r.roleId,
      name: r.name,
      scopeKind: r.scopeKind as ScopeKind,
      scopeText: SCOPE_KIND_TEXT[r.scopeKind as ScopeKind],
    })),
    roleNames: roles.map((r) => r.name).join('、'),
    isEnabled: row.isEnabled,
    mustChangePassword: row.mustChangePassword,
    employeeId: showEmployee ? row.employeeId : null,
    employeeName: showEmployee ? row.employeeName : null,
    lastLoginTime: row.lastLoginAt,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export function presentUserSheetRow(auth: AuthContext, row: UserRow, roles: UserRole[]) {
  const r = presentUserRow(auth, row, roles);
  return {
    ...r,
    isEnabledText: r.isEnabled ? '启用' : '停用',
    lastLoginTime: r.lastLoginTime ? chinaDateTime(new Date(r.lastLoginTime)) : '',
    createdTime: chinaDateTime(row.createdAt),
  };
}

export function presentUserDetail(
  auth: AuthContext,
  row: UserRow,
  roles: UserRole[],
  menus: { menuCode: string; isEdit: number }[],
  activeSessionCount: number,
): TOfficeUserDetail {
  return { ...presentUserRow(auth, row, roles), menus, activeSessionCount };
}

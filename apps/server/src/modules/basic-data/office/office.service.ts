import {
  ErrorCode,
  listText,
  type Message,
  msg,
  OFFICE_USER_EXPORT_COLUMNS,
  OFFICE_USER_FILTERS,
  type OFFICE_USER_SORTS,
  SCOPE_KIND_TEXT,
  type ScopeKind,
  type TOfficeUserListRequest,
  type TUpdateUserRequest,
} from '@hris/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { appUser, employee, orgUnit } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { AppError, errors } from '../../../http/errors';
import { escapeLike, inScope, scopeWhere } from '../../../http/scope';
import type { ListQuery, ListSpec } from '../../../lists/list-query';
import { ScopedRecords } from '../../../lists/scoped-records';
import { forgetDevices } from '../../auth/login-device';
import { revokeUserSessions } from '../../auth/session.repository';
import { generateOneTimePassword, hashPassword } from '../../user/password';
import { presentUserDetail, presentUserRow, presentUserSheetRow, type UserRole } from './office.presenter';
import * as repo from './office.repository';
import { canGrantRole, loadRolesWithMenus, resolveGrantableRoles } from './role-grants';

export const OFFICE_USER_LIST_SPEC: ListSpec<keyof typeof OFFICE_USER_FILTERS, keyof typeof OFFICE_USER_SORTS> = {
  filterDefs: OFFICE_USER_FILTERS,
  filterColumns: {
    account: { columns: [appUser.account] },
    displayName: { columns: [appUser.displayName] },
    orgUnitName: { columns: [orgUnit.name] },
    roleId: {
      build: (f) =>
        f.kind === 'text'
          ? sql`exists (select 1 from user_role ur join role r on r.id = ur.role_ref where ur.user_id = ${appUser.id} and (r.role_id ilike ${`%${escapeLike(f.text)}%`} or r.name ilike ${`%${escapeLike(f.text)}%`}))`
          : undefined,
    },
    employeeId: { columns: [employee.employeeId] },
    isEnabled: { column: appUser.isEnabled },
    mustChangePassword: { column: appUser.mustChangePassword },
  },
  sortKeys: {
    account: { expr: appUser.account, type: 'text' },
    displayName: { expr: appUser.displayName, type: 'text' },
    orgUnitName: { expr: orgUnit.name, type: 'text' },
    isEnabled: { expr: appUser.isEnabled, type: 'bool' },
    lastLoginTime: { expr: sql`coalesce(${repo.lastLogin}, 'epoch'::timestamptz)`, type: 'timestamptz' },
    createdTime: { expr: appUser.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'account', direction: 'asc' },
  idColumn: appUser.id,
};

/** The roles of each of the given users. */
async function rolesByUser(db: Executor, userIds: number[]) {
  const byUser = new Map<number, UserRole[]>();
  for (const r of await repo.findRolesOfUsers(db, userIds)) {
    byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  }
  return byUser;
}

/** A page of users, each with its roles (one more statement for the page). */
async function findUserPageWithRoles(
  db: Executor,
  q: ListQuery,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const rows = await repo.findUserPage(db, q, where, limit, offset);
  const roles = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, roles: roles.get(r.id) ?? [] }));
}

const records = new ScopedRecords({
  spec: OFFICE_USER_LIST_SPEC,
  scope: (auth) => scopeWhere(auth, { orgPath: orgUnit.path, employeeRef: appUser.employeeRef }),
  page: findUserPageWithRoles,
  count: repo.countUsers,
  present: (row, auth) => presentUserRow(auth, row, row.roles),
  export: {
    title: '用户信息',
    action: 'user.export',
    columns: OFFICE_USER_EXPORT_COLUMNS,
    present: (row, auth) => presentUserSheetRow(auth, row, row.roles),
  },
  record: {
    what: msg('noun.user'),
    find: repo.findUserById,
    place: (row) => ({ orgPath: row.orgPath, employeeRef: row.employeeRef }),
  },
});

export class OfficeService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TOfficeUserListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TOfficeUserListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, userId: number) {
    const row = await records.find(this.db, auth, userId);
    const [roles, menus, sessions] = await Promise.all([
      rolesByUser(this.db, [userId]),
      repo.findMenusOfUser(this.db, userId),
      repo.countActiveSessions(this.db, userId),
    ]);
    return presentUserDetail(auth, row, roles.get(userId) ?? [], menus, sessions);
  }

  async roleOptions(auth: AuthContext) {
    return (await loadRolesWithMenus(this.db)).map((r) => ({
      id: r.id,
      roleId: r.roleId,
      name: r.name,
      scopeKind: r.scopeKind,
      scopeText: SCOPE_KIND_TEXT[r.scopeKind as ScopeKind],
      grantable: canGrantRole(auth, r),
    }));
  }

  /** Disabling signs the user out everywhere at once (10003 on the next call). */
  async setEnabled(actor: Actor, userId: number, isEnabled: boolean) {
    const { auth } = actor;
    await this.db.transaction(async (tx) => {
      const user = await this.lockManageable(tx, auth, userId, msg('office.action.setEnabled'));
      if (user.isEnabled === isEnabled) return;
      await repo.updateUser(tx, userId, { isEnabled });
      if (!isEnabled) await revokeUserSessions(tx, userId, 'disabled');
      await audit(tx, actor, { action: isEnabled ? 'user.enable' : 'user.disable', target: `user:${user.account}` });
    });
  }

  /**
   * A new random password, shown once to the administrator. The user's sessions end and the
   * next sign-in must change it (mustChangePassword).
   */
  async resetPassword(actor: Actor, userId: number) {
    const { auth } = actor;
    const oneTimePassword = generateOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);
    const account = await this.db.transaction(async (tx) => {
      const user = await this.lockManageable(tx, auth, userId, msg('office.action.resetPassword'));
      await repo.updateUser(tx, userId, { passwordHash, mustChangePassword: true });
      await revokeUserSessions(tx, userId, 'password-reset');
      await forgetDevices(tx, userId);
      await audit(tx, actor, { action: 'user.resetPassword', target: `user:${user.account}` });
      return user.account;
    });
    return { userId, account, oneTimePassword };
  }

  /** Roles and org unit; a change ends the user's sessions so the next sign-in loads the new menus. */
  async update(actor: Actor, input: TUpdateUserRequest) {
    const { auth } = actor;
    await this.db.transaction(async (tx) => {
      const user = await this.lockManageable(tx, auth, input.userId, msg('office.action.update'));
      if (user.updatedAt.toISOString() !== input.updatedTime) {
        throw errors.conflict(msg('office.stale'));
      }
      const unit = await repo.findOrgUnit(tx, input.orgUnitId);
      if (!unit) throw errors.validation(msg('common.unitNotFound'));
      if (!inScope(auth, { orgPath: unit.path }))
        throw errors.forbidden(msg('common.orgOutOfScope', { name: unit.name }));
      const roles = await resolveGrantableRoles(tx, auth, input.roleIds);
      const before = (await repo.findRolesOfUsers(tx, [user.id])).map((r) => r.id).sort((a, b) => a - b);
      const after = roles.map((r) => r.id).sort((a, b) => a - b);
      const rolesChanged = before.join(',') !== after.join(',');
      const unitChanged = unit.id !== user.orgUnitId;

      await repo.updateUser(tx, user.id, {
        orgUnitId: unit.id,
        ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.imId !== undefined ? { imId: input.imId } : {}),
      });
      if (rolesChanged) await repo.replaceRoles(tx, user.id, after);
      if (rolesChanged || unitChanged) await revokeUserSessions(tx, user.id, 'roles-changed');
      await audit(tx, actor, {
        action: 'user.update',
        target: `user:${user.account}`,
        summary: {
          orgUnit: unitChanged ? { old: user.orgUnitId, new: unit.id } : undefined,
          roles: rolesChanged ? { old: before, new: after } : undefined,
          displayName: input.displayName !== undefined ? { old: user.displayName, new: input.displayName } : undefined,
        },
      });
    });
  }

  /**
   * The user row, locked, when the caller may manage it: not the caller itself, inside the
   * caller's scope, and holding no role the caller could not grant.
   */
  private async lockManageable(tx: Executor, auth: AuthContext, userId: number, action: Message) {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw errors.notFound(msg('noun.user'));
    if (user.id === auth.userId) throw errors.forbidden(msg('office.cannotManageSelf', { action }));
    const unit = await repo.findOrgUnit(tx, user.orgUnitId);
    if (!unit || !inScope(auth, { orgPath: unit.path, employeeRef: user.employeeRef })) {
      throw new AppError(ErrorCode.OutOfScope);
    }
    const held = await loadRolesWithMenus(
      tx,
      (await repo.findRolesOfUsers(tx, [userId])).map((r) => r.id),
    );
    const above = held.filter((r) => !canGrantRole(auth, r));
    if (above.length > 0) {
      throw errors.forbidden(
        msg('office.cannotManageHigherRoles', { roles: listText(above.map((r) => r.name)), action }),
      );
    }
    return user;
  }
}

import {
  isPermissionKey,
  listText,
  menuEntry,
  msg,
  NEW_HIRE_ROLE_ID,
  SCOPE_KIND_TEXT,
  type TCreateRoleRequest,
  type TRenameRoleRequest,
  type TRoleDetail,
  type TRoleGrant,
  type TRoleRow,
  type TRoleUserRequest,
  type TSaveRoleGrantsRequest,
  type TSetRoleDisabledRequest,
} from '@hris/contract';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors } from '../../http/errors';
import * as repo from './role.repository';

function presentRole(r: repo.RoleRecord): TRoleRow {
  return {
    id: r.id,
    roleId: r.roleId,
    name: r.name,
    description: r.description,
    scopeKind: r.scopeKind,
    scopeText: SCOPE_KIND_TEXT[r.scopeKind],
    userCount: Number(r.userCount),
    grantCount: Number(r.grantCount),
    disabled: r.disabled,
    createdTime: r.createdAt.toISOString(),
  };
}

const GRANT_TEXT = ['可见', '可编辑'] as const;

/** A menu code as the log shows it: 员工信息（StaffList）. */
function menuLabel(code: string) {
  const entry = menuEntry(code);
  return entry ? `${entry.zh}（${code}）` : code;
}

/**
 * The grants that differ, one field per menu: 可见 / 可编辑 / empty before and after, so the
 * system log's side-by-side view reads as the matrix's change.
 */
export function grantsDiff(before: TRoleGrant[], after: TRoleGrant[]) {
  const was = new Map(before.map((g) => [g.menuCode, g.isEdit]));
  const now = new Map(after.map((g) => [g.menuCode, g.isEdit]));
  const old: Record<string, string> = {};
  const next: Record<string, string> = {};
  for (const code of new Set([...was.keys(), ...now.keys()])) {
    if (was.get(code) === now.get(code)) continue;
    const text = (v: number | undefined) => (v === undefined ? '' : GRANT_TEXT[v === 1 ? 1 : 0]);
    old[menuLabel(code)] = text(was.get(code));
    next[menuLabel(code)] = text(now.get(code));
  }
  return { old, new: next };
}

/** Menu codes the request names twice or that are no permission key of spec §6. */
function checkGrants(grants: TRoleGrant[]) {
  const unknown = grants.map((g) => g.menuCode).filter((c) => !isPermissionKey(c));
  if (unknown.length > 0) throw errors.validation(msg('role.unknownMenu', { codes: listText(unknown) }));
  const seen = new Set<string>();
  const twice = grants.map((g) => g.menuCode).filter((c) => seen.has(c) || !seen.add(c));
  if (twice.length > 0) throw errors.validation(msg('role.duplicateMenu', { codes: listText(twice) }));
}

/**
 * 角色权限 (spec §2 /system/rolePermissions): roles, their menu grants and users. Only callers
 * whose data scope is everything manage roles; every write runs under one advisory lock and keeps
 * at least one enabled administrator able to edit role permissions.
 */
export class RoleService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext): Promise<TRoleRow[]> {
    assertAllScope(auth);
    return (await repo.listRoles(this.db)).map(presentRole);
  }

  async detail(auth: AuthContext, roleId: string): Promise<TRoleDetail> {
    assertAllScope(auth);
    const row = await mustFind(this.db, roleId);
    const [grants, users] = await Promise.all([repo.grantsOf(this.db, row.id), repo.usersOf(this.db, row.id)]);
    return { ...presentRole(row), grants: grants.map(asGrant), users };
  }

  async create(actor: Actor, input: TCreateRoleRequest) {
    assertAllScope(actor.auth);
    try {
      return await this.db.transaction(async (tx) => {
        const created = await repo.insertRole(tx, input);
        await audit(tx, actor, { action: 'role.create', target: `role:${input.roleId}`, summary: { new: input } });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'role_role_id_uq'))
        throw errors.validation(msg('role.idTaken', { roleId: input.roleId }));
      throw error;
    }
  }

  async rename(actor: Actor, input: TRenameRoleRequest) {
    assertAllScope(actor.auth);
    await this.write(actor, input.roleId, async (tx, row) => {
      await repo.updateRole(tx, row.id, { name: input.name, description: input.description });
      return {
        action: 'role.rename',
        summary: {
          old: { name: row.name, description: row.description },
          new: { name: input.name, description: input.description },
        },
      };
    });
  }

  async setDisabled(actor: Actor, input: TSetRoleDisabledRequest) {
    assertAllScope(actor.auth);
    if (input.disabled && input.roleId === NEW_HIRE_ROLE_ID) throw errors.validation(msg('role.newHireRoleFixed'));
    await this.write(actor, input.roleId, async (tx, row) => {
      await repo.updateRole(tx, row.id, { disabled: input.disabled });
      return {
        action: input.disabled ? 'role.disable' : 'role.enable',
        summary: { old: { disabled: row.disabled }, new: { disabled: input.disabled } },
      };
    });
  }

  async saveGrants(actor: Actor, input: TSaveRoleGrantsRequest) {
    assertAllScope(actor.auth);
    checkGrants(input.grants);
    await this.write(actor, input.roleId, async (tx, row) => {
      const before = (await repo.grantsOf(tx, row.id)).map(asGrant);
      await repo.replaceGrants(tx, row.id, input.grants);
      return { action: 'role.grants', summary: grantsDiff(before, input.grants) };
    });
  }

  async addUser(actor: Actor, input: TRoleUserRequest) {
    assertAllScope(actor.auth);
    return this.write(actor, input.roleId, async (tx, row) => {
      const user = await mustFindUser(tx, input.userId);
      if (await repo.holds(tx, user.userId, row.id))
        throw errors.validation(msg('role.alreadyHolds', { user: user.displayName }));
      await repo.addUser(tx, user.userId, row.id);
      return { action: 'role.addUser', summary: holderChange(user, false, true), result: user.displayName };
    });
  }

  async removeUser(actor: Actor, input: TRoleUserRequest) {
    assertAllScope(actor.auth);
    return this.write(actor, input.roleId, async (tx, row) => {
      const user = await mustFindUser(tx, input.userId);
      if (!(await repo.holds(tx, user.userId, row.id)))
        throw errors.validation(msg('role.notHolding', { user: user.displayName }));
      await repo.removeUser(tx, user.userId, row.id);
      return { action: 'role.removeUser', summary: holderChange(user, true, false), result: user.displayName };
    });
  }

  /**
   * One role write: lock, change, check that an administrator remains, log, all in one
   * transaction (a refusal rolls the change back).
   */
  private async write(
    actor: Actor,
    roleId: string,
    change: (tx: Executor, row: repo.RoleRecord) => Promise<{ action: string; summary: unknown; result?: string }>,
  ) {
    return this.db.transaction(async (tx) => {
      await repo.lockRoleWrites(tx);
      const row = await mustFind(tx, roleId, true);
      const { action, summary, result } = await change(tx, row);
      await assertRoleAdministratorRemains(tx);
      await audit(tx, actor, { action, target: `role:${row.roleId} ${row.name}`, summary });
      return result;
    });
  }
}

/**
 * Refuses a change that would leave no enabled user able to edit role permissions. Call it inside
 * the change's transaction, after the change (under repo.lockRoleWrites).
 */
export async function assertRoleAdministratorRemains(tx: Executor) {
  if ((await repo.countRoleAdministrators(tx)) === 0) throw errors.validation(msg('role.lastAdmin'));
}

function assertAllScope(auth: AuthContext) {
  if (auth.scopeKind !== 'all') throw errors.forbidden(msg('role.allScopeOnly'));
}

async function mustFind(db: Executor, roleId: string, lock = false) {
  const row = await repo.findRole(db, roleId, lock);
  if (!row) throw errors.notFound(msg('role.noun'));
  return row;
}

async function mustFindUser(db: Executor, userId: number) {
  const user = await repo.findUser(db, userId);
  if (!user) throw errors.validation(msg('role.userNotFound'));
  return user;
}

function asGrant(g: { menuCode: string; isEdit: number }): TRoleGrant {
  return { menuCode: g.menuCode, isEdit: g.isEdit === 1 ? 1 : 0 };
}

/** A user joining or leaving the role, as a before/after the log view shows. */
function holderChange(
  user: { account: string; displayName: string; orgUnitName: string },
  before: boolean,
  after: boolean,
) {
  const field = `${user.displayName}（${user.account}，${user.orgUnitName}）`;
  const text = (held: boolean) => (held ? '拥有该角色' : '');
  return { old: { [field]: text(before) }, new: { [field]: text(after) } };
}

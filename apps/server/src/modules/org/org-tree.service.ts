import {
  ErrorCode,
  listText,
  msg,
  ORG_PARENT_KINDS,
  ORG_UNIT_KIND_TEXT,
  type TCloseStoreRequest,
  type TCreateOrgUnitRequest,
  type TMoveOrgUnitRequest,
  type TOrgTree,
  type TRenameOrgUnitRequest,
  ZCreateOrgUnitRequestSchema,
} from '@hris/contract';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orgUnit } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors, fieldRefusals } from '../../http/errors';
import { inScope, scopeWhere } from '../../http/scope';
import { countCurrentStaff, findCodeOwner, lockShopOfUnit, updateShop } from '../basic-data/shop/shop.repository';
import * as repo from './org-tree.repository';

type Unit = typeof orgUnit.$inferSelect;

const invalid = fieldRefusals(ZCreateOrgUnitRequestSchema);
const kindText = (kind: Unit['kind']) => ORG_UNIT_KIND_TEXT[kind];

/** The tree as the page draws it, and its edits (company-wide callers with isEdit on OrgTree). */
export class OrgTreeService {
  constructor(private readonly db: Db) {}

  /**
   * Every unit in the caller's scope (and the units above it, counted 0) with active-employee
   * counts summed up the tree from one grouped count.
   */
  async tree(auth: AuthContext): Promise<TOrgTree> {
    const scope = scopeWhere(auth, { orgPath: orgUnit.path });
    const rows = await repo.findTreeUnits(this.db, scope, auth.scopeKind === 'all' ? undefined : auth.orgPath);
    const nodes = rows.map((r) => {
      const visible = inScope(auth, { orgPath: r.path });
      return {
        id: r.id,
        parentId: r.parentId,
        kind: r.kind,
        code: r.code,
        name: r.name,
        path: r.path,
        sort: r.sort,
        ownHeadcount: visible ? r.ownHeadcount : 0,
        headcount: 0,
        inScope: visible,
        store:
          r.shopId == null
            ? null
            : {
                shopId: r.shopId,
                isOpen: r.isOpen ?? true,
                province: r.province ?? '',
                city: r.city ?? '',
                address: r.address ?? '',
                employingEntity: r.employingEntity ?? '',
                budgetHeadcount: r.budgetHeadcount ?? 0,
                openedDate: r.openedDate ?? null,
              },
      };
    });
    // Each unit's own count goes to it and every unit on its path.
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (const n of nodes) {
      if (n.ownHeadcount === 0) continue;
      for (const id of n.path.split('/').filter(Boolean)) {
        const above = byId.get(Number(id));
        if (above) above.headcount += n.ownHeadcount;
      }
    }
    return { nodes, canEdit: canEditTree(auth) };
  }

  search(auth: AuthContext, keyword: string) {
    return repo.searchUnits(this.db, scopeWhere(auth, { orgPath: orgUnit.path }), keyword);
  }

  /** 新增下级: a department or a region under a parent its kind may hang under. */
  async create(actor: Actor, input: TCreateOrgUnitRequest) {
    return this.edit(actor, async (tx) => {
      const parent = await repo.findUnitById(tx, input.parentId);
      if (!parent) throw errors.validation(msg('org.parentNotFound'));
      refuseKindMismatch({ kind: input.kind, name: input.name }, parent);
      const owner = await findCodeOwner(tx, input.code);
      if (owner) throw invalid('code', msg('org.codeTaken', { code: input.code, owner }));
      const unit = await repo.insertOrgUnit(tx, { ...input, parent }).catch((error: unknown) => {
        // Two editors adding the same code at once: the unique index decides.
        if (isUniqueViolation(error, 'org_unit_code_uq'))
          throw invalid('code', msg('org.codeTaken', { code: input.code, owner: msg('org.noun') }));
        throw error;
      });
      await audit(tx, actor, {
        action: 'org.create',
        target: `org:${input.code}`,
        summary: {
          old: null,
          new: { kind: input.kind, code: input.code, name: input.name, parent: parent.name, path: unit.path },
        },
      });
      return { id: unit.id };
    });
  }

  /** Renames a unit; a store's shop row takes the same name (ShopInfo shows it). */
  async rename(actor: Actor, input: TRenameOrgUnitRequest) {
    return this.edit(actor, async (tx) => {
      const unit = await this.lockUnit(tx, input.id);
      await repo.renameUnit(tx, unit.id, input.name);
      if (unit.kind === 'store') {
        const shopRow = await lockShopOfUnit(tx, unit.id);
        if (shopRow) await updateShop(tx, shopRow.id, { name: input.name });
      }
      await audit(tx, actor, {
        action: 'org.rename',
        target: `org:${unit.code}`,
        summary: { old: { name: unit.name }, new: { name: input.name } },
      });
      return { id: unit.id };
    });
  }

  /**
   * 移动到…: the unit and everything under it change path in one statement each, and every org
   * path copy follows (employees, works, deductions, …). A store moved to another region changes
   * its shop row's region too.
   */
  async move(actor: Actor, input: TMoveOrgUnitRequest) {
    return this.edit(actor, async (tx) => {
      const unit = await this.lockUnit(tx, input.id);
      if (unit.kind === 'company') throw errors.validation(msg('org.companyFixed'));
      const parent = await repo.findUnitById(tx, input.parentId);
      if (!parent) throw errors.validation(msg('org.parentNotFound'));
      if (parent.path.startsWith(unit.path))
        throw errors.validation(msg('org.cycle', { name: unit.name, parent: parent.name }));
      refuseKindMismatch(unit, parent);
      if (unit.parentId === parent.id)
        throw errors.validation(msg('org.sameParent', { name: unit.name, parent: parent.name }));
      const from = unit.parentId == null ? undefined : await repo.findUnitById(tx, unit.parentId);
      const path = await repo.moveOrgSubtree(tx, unit, parent);
      if (unit.kind === 'store') {
        const shopRow = await lockShopOfUnit(tx, unit.id);
        if (shopRow) await updateShop(tx, shopRow.id, { regionUnitId: parent.id });
      }
      await audit(tx, actor, {
        action: 'org.move',
        target: `org:${unit.code}`,
        summary: {
          old: { parent: from ? `${from.code} ${from.name}` : null, path: unit.path },
          new: { parent: `${parent.code} ${parent.name}`, path },
        },
      });
      return { id: unit.id };
    });
  }

  /** 关闭门店: only a store with no current employee and no running work. */
  async closeStore(actor: Actor, input: TCloseStoreRequest) {
    return this.edit(actor, async (tx) => {
      const unit = await this.lockUnit(tx, input.id);
      const shopRow = unit.kind === 'store' ? await lockShopOfUnit(tx, unit.id) : undefined;
      if (!shopRow) throw errors.validation(msg('org.notStore', { name: unit.name }));
      if (!shopRow.isOpen) throw errors.validation(msg('org.alreadyClosed', { name: unit.name }));
      const staff = await countCurrentStaff(tx, shopRow.id);
      if (staff > 0) throw errors.validation(msg('org.storeHasStaff', { count: staff }));
      await refuseRunningWorks(tx, unit.path);
      await updateShop(tx, shopRow.id, { isOpen: false });
      await audit(tx, actor, {
        action: 'org.closeStore',
        target: `org:${unit.code}`,
        summary: { old: { isOpen: true }, new: { isOpen: false } },
      });
      return { id: unit.id };
    });
  }

  /** One transaction per change, company-wide callers only, tree edits one at a time. */
  private edit<T>(actor: Actor, change: (tx: Executor) => Promise<T>) {
    if (actor.auth.scopeKind !== 'all') throw errors.forbidden(msg('org.allScopeOnly'));
    return this.db.transaction(async (tx) => {
      await repo.lockTree(tx);
      return change(tx);
    });
  }

  private async lockUnit(tx: Executor, id: number) {
    const unit = await repo.lockUnit(tx, id);
    if (!unit) throw errors.notFound(msg('org.noun'));
    return unit;
  }
}

/** isEdit on OrgTree and a company-wide scope: what the page's actions need. */
export function canEditTree(auth: AuthContext) {
  return auth.scopeKind === 'all' && auth.menus.get('OrgTree') === 1;
}

function refuseKindMismatch(unit: Pick<Unit, 'kind' | 'name'>, parent: Unit) {
  if (!ORG_PARENT_KINDS[unit.kind].includes(parent.kind))
    throw errors.validation(
      msg('org.kindMismatch', {
        kind: kindText(unit.kind),
        name: unit.name,
        parentKind: kindText(parent.kind),
        parent: parent.name,
      }),
    );
}

/** A store with running works stays open (its works' to-dos still need it): OrgTree and ShopInfo alike. */
export async function refuseRunningWorks(db: Executor, path: string) {
  const running = await repo.runningWorksUnder(db, path);
  if (running.count > 0)
    throw new AppError(
      ErrorCode.Validation,
      msg('org.storeHasRunningWorks', { count: running.count, works: listText(running.ids) }),
    );
}

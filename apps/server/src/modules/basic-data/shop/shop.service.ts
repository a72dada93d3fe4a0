import {
  ErrorCode,
  msg,
  SHOP_EXPORT_COLUMNS,
  SHOP_FILTERS,
  type SHOP_SORTS,
  type TCreateShopRequest,
  type TShopListRequest,
  type TUpdateShopRequest,
  ZCreateShopRequestSchema,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { shop } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { AppError, errors, fieldRefusals } from '../../../http/errors';
import { inScope, scopeWhere } from '../../../http/scope';
import type { ListSpec } from '../../../lists/list-query';
import { ScopedRecords } from '../../../lists/scoped-records';
import { refuseRunningWorks } from '../../org/org-tree.service';
import { presentShopDetail, presentShopRow } from './shop.presenter';
import * as repo from './shop.repository';

export const SHOP_LIST_SPEC: ListSpec<keyof typeof SHOP_FILTERS, keyof typeof SHOP_SORTS> = {
  filterDefs: SHOP_FILTERS,
  filterColumns: {
    shopCode: { columns: [shop.code] },
    shopName: { columns: [shop.name] },
    province: { columns: [shop.province] },
    city: { columns: [shop.city] },
    regionId: { column: shop.regionUnitId },
    isOpen: { column: shop.isOpen },
    budgetHeadcount: { column: shop.budgetHeadcount },
    openedDate: { column: shop.openedDate },
  },
  sortKeys: {
    shopCode: { expr: shop.code, type: 'text' },
    shopName: { expr: shop.name, type: 'text' },
    province: { expr: shop.province, type: 'text' },
    city: { expr: shop.city, type: 'text' },
    regionName: { expr: repo.regionUnit.name, type: 'text' },
    isOpen: { expr: shop.isOpen, type: 'bool' },
    budgetHeadcount: { expr: shop.budgetHeadcount, type: 'int' },
    headcount: { expr: repo.shopHeadcount, type: 'int' },
    openedDate: { expr: sql`coalesce(${shop.openedDate}, '0001-01-01'::date)`, type: 'date' },
  },
  defaultSort: { field: 'shopCode', direction: 'asc' },
  idColumn: shop.id,
};

const STALE = msg('shop.stale');
const invalid = fieldRefusals(ZCreateShopRequestSchema);

const records = new ScopedRecords({
  spec: SHOP_LIST_SPEC,
  scope: (auth) => scopeWhere(auth, { orgPath: repo.storeUnit.path }),
  page: repo.findShopPage,
  count: repo.countShops,
  present: presentShopRow,
  export: { title: '门店信息', action: 'shop.export', columns: SHOP_EXPORT_COLUMNS },
  record: { what: msg('noun.shop'), find: repo.findShopById, place: (row) => ({ orgPath: row.orgPath }) },
});

export class ShopService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TShopListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TShopListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, id: number) {
    const row = await records.find(this.db, auth, id);
    const [byStatus, byPosition] = await Promise.all([
      repo.headcountByStatus(this.db, id),
      repo.headcountByPosition(this.db, id),
    ]);
    return presentShopDetail(row, byStatus, byPosition);
  }

  /** A new shop is a new store unit under its region plus the shop row, in one transaction. */
  async create(actor: Actor, input: TCreateShopRequest) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const region = await this.regionInScope(tx, auth, input.regionId);
      const owner = await repo.findCodeOwner(tx, input.shopCode);
      if (owner) throw invalid('shopCode', msg('shop.codeTaken', { code: input.shopCode, owner }));
      const unit = await repo.insertStoreUnit(tx, { code: input.shopCode, name: input.shopName, region });
      const created = await repo.insertShop(tx, {
        orgUnitId: unit.id,
        regionUnitId: region.id,
        code: input.shopCode,
        name: input.shopName,
        province: input.province,
        city: input.city,
        address: input.address,
        isOpen: input.isOpen,
        openedDate: input.openedDate ?? null,
        budgetHeadcount: input.budgetHeadcount,
        employingEntity: input.employingEntity,
      });
      await audit(tx, actor, { action: 'shop.create', target: `shop:${input.shopCode}`, summary: input });
      return { id: created.id };
    });
  }

  /**
   * Edits a shop. The row is locked and its updatedTime compared with the one the editor read.
   * A new code renames the store unit too; a new region moves the store unit and its staff.
   */
  async update(actor: Actor, input: TUpdateShopRequest) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const current = await repo.lockShop(tx, input.id);
      if (!current) throw errors.notFound(msg('noun.shop'));
      const unit = await repo.findUnit(tx, current.orgUnitId);
      if (!unit || !inScope(auth, { orgPath: unit.path })) throw new AppError(ErrorCode.OutOfScope);
      if (current.updatedAt.toISOString() !== input.updatedTime) throw errors.conflict(STALE);

      if (input.shopCode !== current.code) {
        const owner = await repo.findCodeOwner(tx, input.shopCode, { shopId: current.id, unitId: unit.id });
        if (owner) throw invalid('shopCode', msg('shop.codeTaken', { code: input.shopCode, owner }));
      }
      if (current.isOpen && !input.isOpen) {
        const staff = await repo.countCurrentStaff(tx, current.id);
        if (staff > 0) throw errors.validation(msg('shop.hasStaff', { count: staff }));
        await refuseRunningWorks(tx, unit.path);
      }
      let movedTo: string | undefined;
      if (input.regionId !== current.regionUnitId) {
        const region = await this.regionInScope(tx, auth, input.regionId);
        movedTo = await repo.moveStoreUnit(tx, unit, region);
      }
      if (input.shopCode !== current.code || input.shopName !== current.name) {
        await repo.updateStoreUnit(tx, unit.id, { code: input.shopCode, name: input.shopName });
      }
      await repo.updateShop(tx, current.id, {
        code: input.shopCode,
        name: input.shopName,
        province: input.province,
        city: input.city,
        regionUnitId: input.regionId,
        address: input.address,
        isOpen: input.isOpen,
        openedDate: input.openedDate ?? null,
        budgetHeadcount: input.budgetHeadcount,
        employingEntity: input.employingEntity,
      });
      await audit(tx, actor, {
        action: 'shop.update',
        target: `shop:${current.code}`,
        summary: {
          old: {
            code: current.code,
            name: current.name,
            province: current.province,
            city: current.city,
            regionId: current.regionUnitId,
            address: current.address,
            isOpen: current.isOpen,
            openedDate: current.openedDate,
            budgetHeadcount: current.budgetHeadcount,
            employingEntity: current.employingEntity,
          },
          new: { ...input, updatedTime: undefined },
          movedTo,
        },
      });
      return { id: current.id };
    });
  }

  private async regionInScope(tx: Executor, auth: AuthContext, regionId: number) {
    const region = await repo.findRegion(tx, regionId);
    if (!region) throw errors.validation(msg('shop.regionNotFound'));
    if (!inScope(auth, { orgPath: region.path }))
      throw errors.forbidden(msg('shop.regionOutOfScope', { name: region.name }));
    return region;
  }
}

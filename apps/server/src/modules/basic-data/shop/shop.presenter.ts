import { EMPLOYEE_STATUS_TEXT, type TShopDetail, type TShopRow } from '@hris/contract';
import type { ShopRow } from './shop.repository';

export function presentShopRow(row: ShopRow): TShopRow {
  return {
    id: row.id,
    shopCode: row.code,
    shopName: row.name,
    province: row.province,
    city: row.city,
    regionId: row.regionId,
    regionName: row.regionName,
    address: row.address,
    isOpen: row.isOpen,
    isOpenText: row.isOpen ? '营业中' : '已关店',
    openedDate: row.openedDate,
    budgetHeadcount: row.budgetHeadcount,
    employingEntity: row.employingEntity,
    headcount: Number(row.headcount),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export function presentShopDetail(
  row: ShopRow,
  byStatus: { status: number; count: number }[],
  byPosition: { positionName: string; count: number }[],
): TShopDetail {
  return {
    ...presentShopRow(row),
    headcountByStatus: byStatus.map((s) => ({
      status: s.status,
      statusText: EMPLOYEE_STATUS_TEXT[s.status]?.zh ?? String(s.status),
      count: Number(s.count),
    })),
    headcountByPosition: byPosition.map((p) => ({ positionName: p.positionName, count: Number(p.count) })),
  };
}

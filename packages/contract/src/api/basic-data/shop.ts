import { z } from 'zod';
import { type ExportColumn, type FilterDef, listRequestSchema, ZCalendarDate, ZRowId } from './common';

/** Shops ('shop info', permission ShopInfo). GetShopCityInfo (org module) stays the picker. */
export const ShopPaths = {
  getShopList: '/api/Shop/GetShopList',
  getShopDetail: '/api/Shop/GetShopDetail',
  createShop: '/api/Shop/CreateShop',
  updateShop: '/api/Shop/UpdateShop',
  exportShopList: '/api/Shop/ExportShopList',
} as const;

export const SHOP_FILTERS = {
  shopCode: { label: '门店编码', kind: 'text' },
  shopName: { label: '门店名称', kind: 'text' },
  province: { label: '省份', kind: 'text' },
  city: { label: '城市', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  isOpen: { label: '营业状态', kind: 'boolean' },
  budgetHeadcount: { label: '编制人数', kind: 'numberRange' },
  openedDate: { label: '开业日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;

export const SHOP_SORTS = {
  shopCode: '门店编码',
  shopName: '门店名称',
  province: '省份',
  city: '城市',
  regionName: '区域',
  isOpen: '营业状态',
  budgetHeadcount: '编制人数',
  headcount: '在职人数',
  openedDate: '开业日期',
} as const;

export const ZShopListRequestSchema = listRequestSchema(SHOP_SORTS, SHOP_FILTERS);
export type TShopListRequest = z.infer<typeof ZShopListRequestSchema>;

export const ZShopRowSchema = z.object({
  id: z.number().int(),
  shopCode: z.string(),
  shopName: z.string(),
  province: z.string(),
  city: z.string(),
  regionId: z.number().int(),
  regionName: z.string(),
  address: z.string(),
  isOpen: z.boolean(),
  isOpenText: z.string(),
  openedDate: z.string().nullable(),
  budgetHeadcount: z.number().int(),
  /** 用工主体: the company that employs the store's staff. */
  employingEntity: z.string(),
  /** Employees active or resigning (status 1 or 4). */
  headcount: z.number().int(),
  /** Concurrency token: send it back with UpdateShop. */
  updatedTime: z.string(),
});
export type TShopRow = z.infer<typeof ZShopRowSchema>;

export const ZShopDetailSchema = ZShopRowSchema.extend({
  headcountByStatus: z.array(z.object({ status: z.number().int(), statusText: z.string(), count: z.number().int() })),
  headcountByPosition: z.array(z.object({ positionName: z.string(), count: z.number().int() })),
});
export type TShopDetail = z.infer<typeof ZShopDetailSchema>;

const shopFields = {
  shopCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(2, '门店编码至少2个字符')
    .max(16, '门店编码最多16个字符')
    .regex(/^[A-Z0-9-]+$/, '门店编码只能包含大写字母、数字和连字符')
    .describe('门店编码'),
  shopName: z.string().trim().min(1, '请输入门店名称').max(64, '门店名称最多64个字符').describe('门店名称'),
  province: z.string().trim().min(1, '请输入省份').max(32, '省份最多32个字符').describe('省份'),
  city: z.string().trim().min(1, '请输入城市').max(32, '城市最多32个字符').describe('城市'),
  regionId: ZRowId.describe('区域'),
  address: z.string().trim().max(200, '地址最多200个字符').default('').describe('地址'),
  isOpen: z.boolean().default(true).describe('营业状态'),
  openedDate: z.preprocess((v) => (v === '' ? null : v), ZCalendarDate.nullable().optional()).describe('开业日期'),
  budgetHeadcount: z
    .number({ error: '编制人数应为整数' })
    .int('编制人数应为整数')
    .min(0, '编制人数不能小于0')
    .max(9999, '编制人数不能超过9999')
    .default(0)
    .describe('编制人数'),
  employingEntity: z.string().trim().min(1, '请输入用工主体').max(64, '用工主体最多64个字符').describe('用工主体'),
};

export const ZCreateShopRequestSchema = z.object(shopFields);
export type TCreateShopRequest = z.infer<typeof ZCreateShopRequestSchema>;

export const ZUpdateShopRequestSchema = z.object({
  id: ZRowId.describe('门店'),
  updatedTime: z.string().min(1).describe('数据版本'),
  ...shopFields,
});
export type TUpdateShopRequest = z.infer<typeof ZUpdateShopRequestSchema>;

export const SHOP_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 22 },
  { key: 'province', header: '省份', width: 10 },
  { key: 'city', header: '城市', width: 10 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'address', header: '地址', width: 36 },
  { key: 'isOpenText', header: '营业状态', width: 10 },
  { key: 'openedDate', header: '开业日期', width: 12 },
  { key: 'employingEntity', header: '用工主体', width: 24 },
  { key: 'budgetHeadcount', header: '编制人数', width: 10 },
  { key: 'headcount', header: '在职人数', width: 10 },
];

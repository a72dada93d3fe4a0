import { z } from 'zod';
import { ZDateString, zId } from '../api/common';
import { addDays, businessToday } from '../dates';
import type { ProcessInfo } from './types';

/**
 * 人事异动（调店） (flow 18): an active employee moves to another store. The releasing side (the
 * current store's region) and the receiving side (the new store's region, then its store HR)
 * agree; head-office HR files it; the move applies on its effective date.
 */
export const changeOfPersonnelProcess = {
  flowId: 18,
  key: 'changeOfPersonnel',
  name: '人事异动（调店）',
  nameEn: 'Personnel change: store transfer',
  category: 'hr',
  startForm: 'change_of_personnel_post',
  steps: [1801, 1802, 1803, 1804],
  built: true,
} satisfies ProcessInfo;

/** 异动类型: a move keeps the position and rank unless it is 调店并调岗. */
export const CHANGE_TYPES = [
  { value: 'shop', label: '调店', labelEn: 'Store transfer' },
  { value: 'shopAndPosition', label: '调店并调岗', labelEn: 'Store transfer with new position' },
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number]['value'];

/** 生效日期 may lie this many days before the day it is entered (a late filing)… */
export const EFFECTIVE_MAX_DAYS_BEFORE = 30;
/** …and this many days after it. */
export const EFFECTIVE_MAX_DAYS_AHEAD = 180;

/** 生效日期 as the starter or the receiving store enters it; null when it is within the window. */
export function effectiveTimeProblem(effectiveTime: string, today: string = businessToday()): string | null {
  const earliest = addDays(today, -EFFECTIVE_MAX_DAYS_BEFORE);
  if (effectiveTime < earliest) return `生效日期不能早于${earliest}`;
  const latest = addDays(today, EFFECTIVE_MAX_DAYS_AHEAD);
  if (effectiveTime > latest) return `生效日期不能晚于${latest}`;
  return null;
}

/**
 * 人事异动（调店） form. The fields after `reason` are written by the server from the database
 * (the person's current placement, the new store's names and scope) and shown read-only.
 */
export const ZChangeOfPersonnelFormSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
    changeTheType: z.enum(['shop', 'shopAndPosition'], { message: '请选择异动类型' }).describe('异动类型'),
    newShopCode: z.string().trim().min(1, '请选择调入门店').max(16).describe('调入门店'),
    newPosition: zId('请选择新岗位').optional().describe('新岗位'),
    newRank: z.string().trim().max(16, '职级不能超过16个字').optional().describe('新职级'),
    effectiveTime: ZDateString.describe('生效日期'),
    reason: z.string().trim().min(1, '请填写异动原因').max(500, '异动原因不能超过500字').describe('异动原因'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('调出门店'),
    shopName: z.string().optional().describe('调出门店名称'),
    regionName: z.string().optional().describe('调出区域'),
    positionName: z.string().optional().describe('原岗位'),
    rank: z.string().optional().describe('原职级'),
    newShopName: z.string().optional().describe('调入门店名称'),
    newRegionName: z.string().optional().describe('调入区域'),
    newPositionName: z.string().optional().describe('新岗位名称'),
    /** The new store's org path: whose HR handle the receiving steps. */
    newOrgPath: z.string().optional().describe('调入门店范围'),
    crossRegion: z.boolean().optional().describe('跨区域'),
    /** The starter is the releasing region's HR: the release needs no second review. */
    releasedByStarter: z.boolean().optional().describe('调出区域已同意'),
  })
  .superRefine((f, ctx) => {
    if (f.changeTheType === 'shopAndPosition') {
      if (f.newPosition === undefined) ctx.addIssue({ code: 'custom', message: '请选择新岗位', path: ['newPosition'] });
      if (!f.newRank) ctx.addIssue({ code: 'custom', message: '请填写新职级', path: ['newRank'] });
    }
    if (f.shopCode && f.newShopCode === f.shopCode)
      ctx.addIssue({ code: 'custom', message: '调入门店不能是员工当前所在门店', path: ['newShopCode'] });
  });
export type TChangeOfPersonnelForm = z.infer<typeof ZChangeOfPersonnelFormSchema>;
export type TChangeOfPersonnelFormInput = z.input<typeof ZChangeOfPersonnelFormSchema>;

import { z } from 'zod';
import { ZDateString } from '../api/common';
import { rboTransferMessages } from './rbo-transfer.messages';
import type { ProcessInfo } from './types';

/**
 * 零售员工批量调动 (flow 27): head-office or regional HR moves many store employees at once from the
 * RBO template, one work each; head-office HR approves them at 2701 (batch).
 */
export const rboTransferProcess = {
  flowId: 27,
  key: 'rboTransfer',
  name: '零售员工批量调动',
  nameEn: 'Retail transfer in batches',
  category: 'hr',
  startForm: 'rbo_post',
  steps: [2701],
  built: true,
  messages: rboTransferMessages,
} satisfies ProcessInfo;

/**
 * One row of the RBO template as a work's form: who, to which store, from which day. The fields
 * after `remark` are written by the server (current and new store, scope of the new store).
 */
export const ZRboTransferFormSchema = z.object({
  employeeId: z.string().trim().min(1, '请填写员工编号').max(32).describe('员工编号'),
  newShopCode: z.string().trim().min(1, '请填写调入门店编码').max(16).describe('调入门店编码'),
  goShopTime: ZDateString.describe('调入日期'),
  remark: z.string().trim().max(200, '备注不能超过200字').optional().describe('备注'),
  employeeName: z.string().optional().describe('员工姓名'),
  shopCode: z.string().optional().describe('调出门店'),
  shopName: z.string().optional().describe('调出门店名称'),
  newShopName: z.string().optional().describe('调入门店名称'),
  positionName: z.string().optional().describe('岗位'),
  batchNo: z.string().optional().describe('批次号'),
});
export type TRboTransferForm = z.infer<typeof ZRboTransferFormSchema>;

import { z } from 'zod';
import { ZDateString } from '../api/common';
import { addDays } from '../dates';
import type { RenewalResult } from './contract-renewal.labels';
import { contractRenewalMessages } from './contract-renewal.messages';
import type { ProcessInfo } from './types';

/**
 * 合同续签 (flow 14). The system starts it before a fixed-term contract ends (or an HR starts it by
 * hand); the store HR proposes the result, the region reviews and approves, head-office HR
 * approves; a renewal is then signed by the employee and filed, and the new contract is created.
 * Not renewing ends at head office and sends the employee to the resignation side.
 */
export const contractRenewalProcess = {
  flowId: 14,
  key: 'contractRenewal',
  name: '合同续签',
  nameEn: 'Contract renewal',
  category: 'hr',
  startForm: 'contract_renewal_post',
  steps: [1402, 1403, 1404, 1405, 1406, 1407],
  built: true,
  messages: contractRenewalMessages,
} satisfies ProcessInfo;

export {
  RENEWAL_CONTRACT_TYPES,
  RENEWAL_RESULTS,
  type RenewalContractType,
  type RenewalResult,
} from './contract-renewal.labels';

/** Defaults of the daily start (configurable on the server: RENEWAL_WINDOW_DAYS, RENEWAL_DEADLINE_DAYS). */
export const RENEWAL_WINDOW_DAYS = 60;
export const RENEWAL_DEADLINE_DAYS = 30;

/** jzsj, the approval deadline: `days` before the current contract's end. */
export function renewalDeadline(contractEnd: string, days: number = RENEWAL_DEADLINE_DAYS): string {
  return addDays(contractEnd, -days);
}

/** The renewal's result leaves the employee without a new contract (the resignation side). */
export function endsEmployment(result: RenewalResult | undefined): boolean {
  return result !== undefined && result !== 'renew';
}

/**
 * 合同续签 form. The starter (or, for a work the system started, the store HR at 1402) fills the
 * proposal: result, contract type, dates and reasons. The fields after `reasons` are written by
 * the server from Basic data (the current contract, the 三期 data, the count of fixed terms) and
 * shown read-only. Whether the proposal is complete and lawful is checked on the server when it is
 * submitted (messages contractRenewal.*).
 */
export const ZContractRenewalFormSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
  contractReviewResult: z
    .enum(['renew', 'notRenew', 'employeeDeclines', 'negotiate'], { message: '请选择续签结果' })
    .optional()
    .describe('续签结果'),
  contractTypeText: z.enum(['fixed', 'open_ended'], { message: '请选择合同类型' }).optional().describe('合同类型'),
  contractBeginDay: ZDateString.optional().describe('新合同开始日期'),
  contractEndDay: ZDateString.optional().describe('新合同结束日期'),
  reasons: z.string().trim().max(500, '说明不能超过500字').default('').describe('说明'),
  /** After two fixed terms the employee asked in writing for a fixed term again (劳动合同法 §14). */
  fixedTermRequested: z.boolean().optional().describe('员工书面要求固定期限'),
  /** 1406: the day the employee signed the new contract. */
  signedDate: ZDateString.optional().describe('签署日期'),
  employeeName: z.string().optional().describe('员工姓名'),
  shopCode: z.string().optional().describe('门店'),
  shopName: z.string().optional().describe('门店名称'),
  positionName: z.string().optional().describe('岗位'),
  currentContractType: z.string().optional().describe('现合同类型'),
  currentContractBeginDay: z.string().optional().describe('现合同开始日期'),
  currentContractEndDay: z.string().optional().describe('现合同结束日期'),
  currentSequence: z.number().int().optional().describe('现合同序号'),
  jzsj: z.string().optional().describe('审批截止日期'),
  isThreePeriodsTitle: z.enum(['是', '否']).optional().describe('是否三期'),
  /** The end of the 三期 the employee is in (or will be in at the contract's end). */
  threePeriodEndDay: z.string().optional().describe('三期结束日期'),
  /** Consecutive fixed-term contracts so far. */
  fixedTermCount: z.number().int().optional().describe('已订立固定期限次数'),
  /** The end date was moved to the 三期's end by the server. */
  extendedForThreePeriods: z.boolean().optional().describe('因三期顺延'),
  startedBySystem: z.boolean().optional().describe('系统发起'),
});
export type TContractRenewalForm = z.infer<typeof ZContractRenewalFormSchema>;
export type TContractRenewalFormInput = z.input<typeof ZContractRenewalFormSchema>;

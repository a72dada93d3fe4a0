import { z } from 'zod';
import { ZDateString, zId } from '../api/common';
import { contractEditMessages } from './contract-edit.messages';
import type { ProcessInfo } from './types';

/**
 * 续签结果变更 (flow 29): corrects the result of a finished contract renewal (the employee changed
 * their mind, a date was wrong). The region's HR reviews (2901) and head-office HR approves
 * (2902); finishing records each change as (field, old, new) and applies it to the contract.
 */
export const contractEditProcess = {
  flowId: 29,
  key: 'contractEdit',
  name: '续签结果变更',
  nameEn: 'Contract renewal result change',
  category: 'hr',
  startForm: 'contract_edit',
  steps: [2901, 2902],
  built: true,
  messages: contractEditMessages,
} satisfies ProcessInfo;

/**
 * 续签结果变更 form: the renewal work and its new result. The fields after `reason` are written by
 * the server from the renewal (what it decided) and shown read-only.
 */
export const ZContractEditFormSchema = z.object({
  renewalWorkId: zId('请选择要变更的合同续签流程').describe('合同续签流程'),
  contractReviewResult: z
    .enum(['renew', 'notRenew', 'employeeDeclines', 'negotiate'], { message: '请选择变更后的续签结果' })
    .describe('变更后续签结果'),
  contractTypeText: z
    .enum(['fixed', 'open_ended'], { message: '请选择合同类型' })
    .optional()
    .describe('变更后合同类型'),
  contractBeginDay: ZDateString.optional().describe('变更后开始日期'),
  contractEndDay: ZDateString.optional().describe('变更后结束日期'),
  fixedTermRequested: z.boolean().optional().describe('员工书面要求固定期限'),
  reason: z.string().trim().min(1, '请填写变更原因').max(500, '变更原因不能超过500字').describe('变更原因'),
  employeeId: z.string().optional().describe('员工'),
  employeeName: z.string().optional().describe('员工姓名'),
  shopCode: z.string().optional().describe('门店'),
  shopName: z.string().optional().describe('门店名称'),
  renewalFlowNo: z.string().optional().describe('原流程编号'),
  previousResult: z.string().optional().describe('原续签结果'),
  previousContractType: z.string().optional().describe('原合同类型'),
  previousBeginDay: z.string().optional().describe('原开始日期'),
  previousEndDay: z.string().optional().describe('原结束日期'),
  /** The contract the renewal created (none when it did not renew). */
  contractId: z.number().int().optional().describe('续签合同'),
  currentContractEndDay: z.string().optional().describe('现合同结束日期'),
  isThreePeriodsTitle: z.enum(['是', '否']).optional().describe('是否三期'),
  threePeriodEndDay: z.string().optional().describe('三期结束日期'),
  fixedTermCount: z.number().int().optional().describe('已订立固定期限次数'),
  extendedForThreePeriods: z.boolean().optional().describe('因三期顺延'),
});
export type TContractEditForm = z.infer<typeof ZContractEditFormSchema>;
export type TContractEditFormInput = z.input<typeof ZContractEditFormSchema>;

import { z } from 'zod';

export * from './contract-renewal-paths';

export const ZRenewalEmployeeRequestSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
});
export type TRenewalEmployeeRequest = z.infer<typeof ZRenewalEmployeeRequestSchema>;

/**
 * An employee's current contract as a renewal starts from it: the dates a new contract follows on
 * from, the 三期 the contract must not end inside, and the count of consecutive fixed terms that
 * makes an open-ended contract due (劳动合同法 §14).
 */
export const ZRenewalInfoSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  positionName: z.string(),
  currentContractType: z.string(),
  /** 固定期限 … as shown. */
  currentContractTypeText: z.string(),
  currentContractBeginDay: z.string(),
  currentContractEndDay: z.string(),
  currentSequence: z.number().int(),
  /** The day after the current contract ends. */
  suggestedBeginDay: z.string(),
  /** The approval deadline (jzsj). */
  jzsj: z.string(),
  isThreePeriodsTitle: z.enum(['是', '否']),
  /** The end of the 三期 the employee is in or will be in (empty when none). */
  threePeriodEndDay: z.string(),
  fixedTermCount: z.number().int(),
  /** An open-ended contract is due unless the employee asks in writing for a fixed term. */
  openEndedDue: z.boolean(),
  /** A renewal of this contract is running (its flow number), or empty. */
  runningFlowNo: z.string(),
});
export type TRenewalInfo = z.infer<typeof ZRenewalInfoSchema>;

/** A finished renewal a result change (flow 29) may correct. */
export const ZFinishedRenewalSchema = z.object({
  workId: z.number().int(),
  flowNo: z.string(),
  contractReviewResult: z.enum(['renew', 'notRenew', 'employeeDeclines', 'negotiate']),
  contractReviewResultText: z.string(),
  contractTypeText: z.string(),
  contractBeginDay: z.string(),
  contractEndDay: z.string(),
  finishedTime: z.string(),
});
export type TFinishedRenewal = z.infer<typeof ZFinishedRenewalSchema>;
export const ZFinishedRenewalListSchema = z.array(ZFinishedRenewalSchema);

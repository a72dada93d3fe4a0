import { z } from 'zod';
import { ZDateString } from '../api/common';
import { addDays, addMonths } from '../dates';
import { evaluationMessages } from './evaluation.messages';
import type { ProcessInfo } from './types';

/**
 * 试用期考核 (flow 13). The system starts it before a probation period ends (no start form); the
 * store HR evaluates (1302), the regional HR reviews (1303) and head-office HR confirms (1306,
 * batch). Confirming records the regularisation date, extending moves the probation end (and a
 * new evaluation follows before it), failing sends the employee to the resignation side.
 */
export const evaluationProcess = {
  flowId: 13,
  key: 'evaluation',
  name: '试用期考核',
  nameEn: 'Probation evaluation',
  category: 'hr',
  viewForm: 'evaluation_view',
  steps: [1302, 1303, 1306],
  built: true,
  messages: evaluationMessages,
} satisfies ProcessInfo;

export { EVALUATION_RESULTS, type EvaluationResult } from './evaluation.labels';

/** Days before the probation end the system starts the evaluation (server: EVALUATION_LEAD_DAYS). */
export const EVALUATION_LEAD_DAYS = 15;
/** Probation in total may not exceed six months (劳动合同法 §19). */
export const PROBATION_MAX_MONTHS = 6;

/** The last day a probation that began on `begin` may run to. */
export function latestProbationEnd(begin: string): string {
  return addDays(addMonths(begin, PROBATION_MAX_MONTHS), -1);
}

/**
 * 试用期考核 form. The store HR fills the result at 1302 (and may correct it at 1303/1306); the
 * fields after `reason` are written by the server from the employee record and shown read-only.
 */
export const ZEvaluationFormSchema = z.object({
  employeeId: z.string().trim().min(1).max(32).describe('员工'),
  evaluationResult: z.enum(['pass', 'extend', 'fail'], { message: '请选择考核结果' }).optional().describe('考核结果'),
  /** extend: the new probation end. */
  newProbationEndDay: ZDateString.optional().describe('延长至'),
  /** pass: the regularisation date (default the day after the probation end). */
  regularDate: ZDateString.optional().describe('转正日期'),
  reason: z.string().trim().max(500, '考核意见不能超过500字').default('').describe('考核意见'),
  employeeName: z.string().optional().describe('员工姓名'),
  shopCode: z.string().optional().describe('门店'),
  shopName: z.string().optional().describe('门店名称'),
  positionName: z.string().optional().describe('岗位'),
  entryDate: z.string().optional().describe('入职日期'),
  probationPeriodBeginDay: z.string().optional().describe('试用期开始日期'),
  probationPeriodEndDay: z.string().optional().describe('试用期结束日期'),
  /** The latest end a probation extension may set (six months in total). */
  latestProbationEndDay: z.string().optional().describe('试用期最长至'),
});
export type TEvaluationForm = z.infer<typeof ZEvaluationFormSchema>;
export type TEvaluationFormInput = z.input<typeof ZEvaluationFormSchema>;

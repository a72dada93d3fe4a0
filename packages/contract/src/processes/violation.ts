import { z } from 'zod';
import { PUNISHMENTS } from '../api/basic-data/common';
import { ZDateString } from '../api/common';
import type { ProcessInfo } from './types';
import { violationMessages } from './violation.messages';

/**
 * 员工违纪 (flow 30). The store HR (or an HR above the store) reports an active employee's
 * violation with its evidence and the proposed punishment; 3001 the regional HR reviews, 3002 the
 * regional manager approves, 3003 head-office HR approves and, for a termination only, 3004 the HR
 * director approves. Finishing records the violation in Basic data; a termination also starts the
 * employee's resignation (flow 15, involuntary, reason 违纪).
 */
export const violationProcess = {
  flowId: 30,
  key: 'violation',
  name: '员工违纪',
  nameEn: 'Employee violation',
  category: 'hr',
  startForm: 'violation_post',
  steps: [3001, 3002, 3003, 3004],
  built: true,
  messages: violationMessages,
} satisfies ProcessInfo;

export { punishmentLabel, VIOLATION_PUNISHMENTS } from './violation.labels';

/**
 * 员工违纪 form. The starter fills employeeId … lastWorkingDay (最后工作日 only for 解除劳动合同);
 * the fields after it are written by the server from Basic data and shown read-only, and
 * resignationWorkId once finishing started the resignation. 违纪日期 not in the future is checked
 * by the server (business date, Asia/Shanghai); the server drops a warning's 最后工作日.
 */
export const ZViolationFormSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
    violationDate: ZDateString.describe('违纪日期'),
    description: z.string().trim().min(1, '请填写违纪说明').max(1000, '违纪说明不能超过1000字').describe('违纪说明'),
    punishment: z.enum(PUNISHMENTS, { message: '请选择处分（书面警告、严重书面警告或解除劳动合同）' }).describe('处分'),
    lastWorkingDay: ZDateString.optional().describe('最后工作日'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('门店'),
    shopName: z.string().optional().describe('门店名称'),
    positionName: z.string().optional().describe('岗位'),
    isThreePeriodsTitle: z.enum(['是', '否']).optional().describe('是否三期'),
    /** The resignation (flow 15) the finished termination started. */
    resignationWorkId: z.number().int().optional().describe('离职流程'),
  })
  .superRefine((f, ctx) => {
    if (f.punishment !== 'termination') return;
    if (!f.lastWorkingDay)
      ctx.addIssue({ code: 'custom', path: ['lastWorkingDay'], message: '解除劳动合同须填写最后工作日' });
    else if (f.lastWorkingDay < f.violationDate)
      ctx.addIssue({ code: 'custom', path: ['lastWorkingDay'], message: '最后工作日不能早于违纪日期' });
  });
export type TViolationForm = z.infer<typeof ZViolationFormSchema>;
export type TViolationFormInput = z.input<typeof ZViolationFormSchema>;

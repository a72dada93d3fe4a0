import { addDays, msg, startOfBusinessDay } from '@hris/contract';
import { z } from 'zod';
import { job } from '../../src/db/schema';
import { fieldError } from '../../src/processes/shared/personnel';
import { findTargetEmployee, targetOfPerson } from '../../src/processes/shared/target';
import type { ProcessDefinition } from '../../src/workflow/types';
import { exampleProcessInfo } from './info';

export const ZExampleFormSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').describe('员工'),
  amount: z.coerce.number().positive('须大于0').describe('金额'),
  payDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .describe('发放日期'),
});
type Form = z.infer<typeof ZExampleFormSchema>;

/** The job the example leaves for its pay date: it writes one system-log row. */
export const EXAMPLE_PAY_JOB = 'example.pay';

/**
 * The server side of 示例流程: the store HR asks for an amount paid to an employee on a date
 * (today or later, checked against the engine's business day), 9801 the regional HR approves, and
 * the finished work queues the payment for its date.
 */
export const exampleProcess: ProcessDefinition<Form> = {
  flowId: exampleProcessInfo.flowId,
  formSchema: ZExampleFormSchema,
  nodes: [
    {
      nodeId: 9801,
      name: '区域审核',
      nameEn: 'Regional review',
      assignee: 'regionHr',
      actions: ['approve', 'rollback', 'finish'],
    },
  ],

  async prepare(tx, auth, form, { today }) {
    if (form.payDate < today || form.payDate > addDays(today, 31))
      throw fieldError(
        'payDate',
        msg('common.sharedRule', { text: { zh: '发放日期须在今天起31天内', en: 'Pay within 31 days from today' } }),
      );
    return targetOfPerson(await findTargetEmployee(tx, auth, form.employeeId, [1]));
  },

  async onComplete({ tx, workId, form }) {
    const f = form as Form;
    await tx.insert(job).values({
      kind: EXAMPLE_PAY_JOB,
      payload: { workId, amount: f.amount },
      runAt: startOfBusinessDay(f.payDate),
    });
  },

  rowFields(form) {
    return { amount: form.amount };
  },
};

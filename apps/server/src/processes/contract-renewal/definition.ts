import {
  addDays,
  ErrorCode,
  employeeLabel,
  msg,
  type TContractRenewalForm,
  ZContractRenewalFormSchema,
} from '@hris/contract';
import { and, asc, between, eq, notExists, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { autoStart, employee, work } from '../../db/schema';
import { AppError } from '../../http/errors';
import { workflowSettings } from '../../workflow/settings';
import { SYSTEM_ACCOUNT } from '../../workflow/system-actor';
import type { ProcessDefinition, WorkTarget } from '../../workflow/types';
import { ADDABLE_ABOVE } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { findTargetEmployee, targetOfPerson } from '../shared/target';
import { applyRenewal } from './effects';
import { type RenewalFacts, renewalFacts, settleProposal } from './facts';

type Form = TContractRenewalForm;

/** What the store HR (1402) and the regional HR (1403) propose or correct. */
const PROPOSAL = [
  'contractReviewResult',
  'contractTypeText',
  'contractBeginDay',
  'contractEndDay',
  'reasons',
  'fixedTermRequested',
] as const;

const renews = (f: Form) => f.contractReviewResult === 'renew';
const jzsj = (f: Form) => f.jzsj;

/**
 * 合同续签 (flow 14). The system starts it for every active employee whose fixed-term contract ends
 * within the renewal window (RENEWAL_WINDOW_DAYS, once per contract), or an HR starts it by hand
 * with the proposal filled in. 1402 the store HR proposes (only for a work the system started);
 * 1403 the regional HR reviews; 1404 the regional manager approves; then a renewal goes to 1406,
 * the store HR records the employee's signature, and 1407, head-office HR files it (batch) and
 * the new contract is created; any other result goes to 1405, head-office HR approves, and the
 * employee goes to the resignation side. Steps 1402–1405 are due by jzsj (30 days before the end).
 */
export const contractRenewalProcess: ProcessDefinition<Form> = {
  flowId: 14,
  formSchema: ZContractRenewalFormSchema,
  firstNode: (f) => (f.startedBySystem ? 1402 : 1403),
  nodes: [
    {
      nodeId: 1402,
      name: '门店HR填写续签意见',
      nameEn: 'Store HR proposes',
      assignee: 'storeHr',
      addable: ADDABLE_ABOVE.storeHr,
      fallback: ['regionHr', 'hqHr'],
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      editable: PROPOSAL,
      onApprove: (tx, f, { target }) => settle(tx, f, target),
      deadlineDate: jzsj,
    },
    {
      nodeId: 1403,
      name: '区域HR审核',
      nameEn: 'Regional HR review',
      assignee: 'regionHr',
      addable: ADDABLE_ABOVE.regionHr,
      fallback: 'hqHr',
      // A store without its own HR: the regional HR proposed at 1402 and does not review herself.
      independentOf: [1402],
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      editable: PROPOSAL,
      onApprove: (tx, f, { target }) => settle(tx, f, target),
      deadlineDate: jzsj,
    },
    {
      nodeId: 1404,
      name: '区域经理审批',
      nameEn: 'Regional manager approval',
      assignee: 'regionManager',
      addable: ADDABLE_ABOVE.regionManager,
      fallback: 'hqHr',
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineDate: jzsj,
      next: (f) => (renews(f) ? 1406 : 1405),
    },
    {
      nodeId: 1405,
      name: '总部HR审批',
      nameEn: 'Head-office HR approval',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineDate: jzsj,
      next: () => null,
    },
    {
      nodeId: 1406,
      name: '员工签署确认',
      nameEn: 'Employee signs',
      assignee: 'storeHr',
      kind: 'confirm',
      fallback: ['regionHr', 'hqHr'],
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      editable: ['signedDate'],
      beforeApprove: (f, { today }) => {
        if (!f.signedDate) return msg('contractRenewal.signedDateRequired');
        if (f.signedDate > today) return msg('contractRenewal.signedInFuture');
        return null;
      },
      deadlineDate: (f) => f.currentContractEndDay,
    },
    {
      nodeId: 1407,
      name: '总部HR备案',
      nameEn: 'Head-office HR files',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'transfer'],
      batch: true,
    },
  ],

  async prepare(tx, auth, form) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    const facts = await renewalFacts(tx, person.id);
    fill(form, facts);
    form.startedBySystem = auth.account === SYSTEM_ACCOUNT;
    if (form.startedBySystem) {
      // The store HR proposes at 1402.
      for (const field of PROPOSAL) delete form[field];
      form.reasons = '';
    } else {
      propose(form, facts);
    }
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t, previous) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== t.employeeRef) throw new AppError(ErrorCode.Validation, msg('personnel.employeeLocked'));
    form.startedBySystem = previous.startedBySystem;
    await settle(tx, form, t);
  },

  async onComplete({ tx, workId, form, target, actorUserId, now }) {
    await applyRenewal(tx, { workId, form: form as Form, employeeRef: target.employeeRef, actorUserId, now });
  },

  autoStart: {
    async due(tx, today, limit) {
      const until = addDays(today, workflowSettings.renewalWindowDays);
      const rows = await dueForRenewal(tx, today, until, limit);
      return rows.map((employeeId) => ({ employeeId, reasons: '' }));
    },
    subject: (f) => renewalSubject(f.employeeId, f.currentContractEndDay ?? ''),
  },

  rowFields(form) {
    return {
      contractReviewResult: form.contractReviewResult,
      currentContractEndDay: form.currentContractEndDay,
      jzsj: form.jzsj,
      contractBeginDay: form.contractBeginDay,
      contractEndDay: form.contractEndDay,
    };
  },
};

/** Once per contract: the employee and the end of the contract being renewed. */
export function renewalSubject(employeeId: string, contractEnd: string) {
  return `${employeeId}:${contractEnd}`;
}

/**
 * Active employees whose contract ends in [today, until], not yet started for that contract and
 * without a renewal running (employee_active_contract_end_idx).
 */
async function dueForRenewal(db: Executor, today: string, until: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(
      and(
        eq(employee.status, 1),
        between(employee.contractEndDate, today, until),
        notExists(
          db
            .select({ one: sql`1` })
            .from(autoStart)
            .where(
              and(
                eq(autoStart.flowId, 14),
                eq(
                  autoStart.subject,
                  sql`${employee.employeeId} || ':' || to_char(${employee.contractEndDate}, 'YYYY-MM-DD')`,
                ),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(work)
            .where(and(eq(work.flowId, 14), eq(work.status, 'running'), eq(work.targetEmployeeRef, employee.id))),
        ),
      ),
    )
    .orderBy(asc(employee.contractEndDate), asc(employee.id))
    .limit(limit);
  return rows.map((r) => r.employeeId);
}

/** The facts of Basic data, written into the form for every later step to show. */
function fill(form: Form, facts: RenewalFacts) {
  if (!facts.currentContractEndDay)
    throw new AppError(
      ErrorCode.Validation,
      msg('contractRenewal.noFixedContract', { employee: employeeLabel(facts.employeeName, facts.employeeId) }),
    );
  form.employeeName = facts.employeeName;
  form.shopCode = facts.shopCode;
  form.shopName = facts.shopName;
  form.positionName = facts.positionName;
  form.currentContractType = facts.currentContractType;
  form.currentContractBeginDay = facts.currentContractBeginDay;
  form.currentContractEndDay = facts.currentContractEndDay;
  form.currentSequence = facts.currentSequence;
  form.jzsj = facts.jzsj;
  form.isThreePeriodsTitle = facts.threePeriodEndDay ? '是' : '否';
  form.threePeriodEndDay = facts.threePeriodEndDay || undefined;
  form.fixedTermCount = facts.fixedTermCount;
}

/** Checks and completes the proposal (the law, the dates), or refuses it naming the field. */
function propose(form: Form, facts: RenewalFacts) {
  const problem = settleProposal(form, facts);
  if (problem) throw fieldError(problem.field, problem.message);
}

/**
 * An approval that may have changed the proposal: Basic data is read again (a 三期 recorded since,
 * a contract changed by hand) and the proposal checked against it.
 */
async function settle(tx: Tx, form: Form, target: WorkTarget) {
  const facts = await renewalFacts(tx, target.employeeRef);
  if (facts.status !== 1)
    throw new AppError(
      ErrorCode.Validation,
      msg('contractRenewal.notActive', { employee: employeeLabel(facts.employeeName, facts.employeeId) }),
    );
  if (facts.currentContractEndDay !== form.currentContractEndDay)
    throw new AppError(
      ErrorCode.Conflict,
      msg('contractRenewal.contractChanged', {
        employee: employeeLabel(facts.employeeName, facts.employeeId),
        end: facts.currentContractEndDay || '—',
      }),
    );
  fill(form, facts);
  propose(form, facts);
}

import {
  addDays,
  businessToday,
  ErrorCode,
  employeeLabel,
  formatFlowNo,
  latestProbationEnd,
  msg,
  type TEvaluationForm,
  ZEvaluationFormSchema,
} from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, position, shop } from '../../db/schema';
import { AppError } from '../../http/errors';
import { changeEmployee } from '../../modules/employee/employee-changes';
import { workflowSettings } from '../../workflow/settings';
import type { NodeAction, ProcessDefinition, WorkTarget } from '../../workflow/types';
import { ADDABLE_ABOVE } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { findTargetEmployee, targetOfPerson } from '../shared/target';
import { resignationFacts } from '../staff-turnover/facts';
import { startResignationBySystem } from '../staff-turnover/start-by-system';

type Form = TEvaluationForm;

const FLOW_ID = 13;

/**
 * A probation that ended without an evaluation (the system was down, nobody could handle the first
 * step yet) is still evaluated up to this many days after its end, once.
 */
export const LATE_EVALUATION_DAYS = 30;

/** What 1302 and 1303 may decide: the result, the date it needs and the remarks. */
const RESULT_FIELDS = ['evaluationResult', 'newProbationEndDay', 'regularDate', 'reason'] as const;
const REVIEW_ACTIONS: readonly NodeAction[] = ['approve', 'rollback', 'finish', 'transfer'];

/**
 * 试用期考核 (flow 13). The system starts it `evaluationLeadDays` before an active employee's
 * probation ends (no start form, starter 系统): 1302 the store HR evaluates (its region's HR when
 * the store has none), due by the probation end; 1303 the regional HR reviews; 1306 head-office HR
 * confirms (batch). Finishing confirms the employee (转正日期), extends the probation (a new
 * evaluation follows before the new end) or fails them (离职中, HR told). Terminated: nothing.
 */
export const evaluationProcess: ProcessDefinition<Form> = {
  flowId: FLOW_ID,
  formSchema: ZEvaluationFormSchema,
  nodes: [
    {
      nodeId: 1302,
      name: '门店HR考核',
      nameEn: 'Store HR evaluates',
      assignee: 'storeHr',
      addable: ADDABLE_ABOVE.storeHr,
      fallback: ['regionHr', 'hqHr'],
      actions: REVIEW_ACTIONS,
      editable: RESULT_FIELDS,
      deadlineDate: (f) => f.probationPeriodEndDay,
      onApprove: checkDecision,
    },
    {
      nodeId: 1303,
      name: '区域HR审核',
      nameEn: 'Regional HR review',
      assignee: 'regionHr',
      addable: ADDABLE_ABOVE.regionHr,
      fallback: 'hqHr',
      // A store without its own HR: the regional HR decided at 1302 and does not review herself.
      independentOf: [1302],
      actions: REVIEW_ACTIONS,
      editable: RESULT_FIELDS,
      deadlineHours: 72,
      onApprove: checkDecision,
    },
    {
      nodeId: 1306,
      name: '总部HR确认',
      nameEn: 'Head-office HR confirms',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'transfer'],
      batch: true,
      onApprove: checkDecision,
    },
  ],

  autoStart: {
    /**
     * Active employees whose probation ends from LATE_EVALUATION_DAYS ago to `evaluationLeadDays`
     * ahead (the partial index employee_active_probation_end_idx), not yet confirmed, with no
     * evaluation running and none started for this probation end.
     */
    async due(tx, today, limit) {
      const from = addDays(today, -LATE_EVALUATION_DAYS);
      const to = addDays(today, workflowSettings.evaluationLeadDays);
      const rows = await tx
        .select({ employeeId: employee.employeeId })
        .from(employee)
        .where(
          sql`${employee.status} = 1
            and ${employee.probationEndDate} between ${from} and ${to}
            and ${employee.regularDate} is null
            and not exists (select 1 from work w
              where w.flow_id = ${FLOW_ID} and w.target_employee_ref = ${employee.id} and w.status = 'running')
            and not exists (select 1 from auto_start a
              where a.flow_id = ${FLOW_ID}
                and a.subject = ${employee.employeeId} || ':' || to_char(${employee.probationEndDate}, 'YYYY-MM-DD'))`,
        )
        .orderBy(employee.probationEndDate, employee.id)
        .limit(limit);
      return rows.map((r) => ({ employeeId: r.employeeId, reason: '' }));
    },
    // One evaluation per probation period: an extension's new end is a new subject.
    subject: (form) => `${form.employeeId}:${form.probationPeriodEndDay}`,
  },

  async prepare(tx, auth, form) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    const [facts] = await tx
      .select({
        entryDate: employee.entryDate,
        probationBeginDate: employee.probationBeginDate,
        probationEndDate: employee.probationEndDate,
        shopName: shop.name,
        positionName: position.name,
      })
      .from(employee)
      .leftJoin(shop, eq(shop.id, employee.shopId))
      .leftJoin(position, eq(position.id, employee.positionId))
      .where(eq(employee.id, person.id));
    const begin = facts.probationBeginDate ?? facts.entryDate;
    if (!facts.probationEndDate || !begin)
      throw new AppError(
        ErrorCode.Validation,
        msg('evaluation.noProbation', { employee: employeeLabel(person.name, person.employeeId) }),
      );
    // The result is the store HR's to fill at 1302.
    form.evaluationResult = undefined;
    form.newProbationEndDay = undefined;
    form.regularDate = undefined;
    form.reason = '';
    form.employeeName = person.name;
    form.shopCode = person.shopCode ?? undefined;
    form.shopName = facts.shopName ?? undefined;
    form.positionName = facts.positionName ?? undefined;
    form.entryDate = facts.entryDate ?? undefined;
    form.probationPeriodBeginDay = begin;
    form.probationPeriodEndDay = facts.probationEndDate;
    form.latestProbationEndDay = latestProbationEnd(begin);
    return targetOfPerson(person);
  },

  async onComplete({ tx, workId, form, target, actorUserId, now }) {
    const f = form as Form;
    // The history names the work, and the remarks when there are some.
    const remark = `试用期考核 ${formatFlowNo(FLOW_ID, workId)}${f.reason ? `：${f.reason}` : ''}`;
    const event = { effectiveDate: businessToday(now), actorUserId, workId, remark };
    if (f.evaluationResult === 'pass') {
      await changeEmployee(
        tx,
        target.employeeRef,
        { regularDate: f.regularDate },
        { ...event, kind: 'regularisation', effectiveDate: f.regularDate! },
      );
    } else if (f.evaluationResult === 'extend') {
      // The daily start evaluates the new period before its end: its subject is new.
      await changeEmployee(
        tx,
        target.employeeRef,
        { probationEndDate: f.newProbationEndDay },
        { ...event, kind: 'probationExtension' },
      );
    } else if (f.evaluationResult === 'fail') {
      // The system starts the resignation (被动离职 / 试用期考核不合格): it makes the person 离职中.
      const today = businessToday(now);
      const end = f.probationPeriodEndDay ?? today;
      await startResignationBySystem(tx, now, {
        employeeRef: target.employeeRef,
        dimissionType: 'passive',
        dimissionReason: 'probationFailed',
        lastWorkingDay: end > today ? end : today,
        remark,
        sourceFlowId: FLOW_ID,
        sourceWorkId: workId,
      });
    }
  },

  rowFields(form) {
    return {
      evaluationResult: form.evaluationResult,
      probationPeriodEndDay: form.probationPeriodEndDay,
      newProbationEndDay: form.newProbationEndDay,
    };
  },
};

/**
 * An approval's checks (onApprove of every step): the person is still active on the probation the
 * work evaluates, and the decision is complete and lawful. Fills the default 转正日期 (the day after
 * the probation end) and drops the date the result does not use.
 */
async function checkDecision(tx: Tx, form: Form, { today, target }: { today: string; target: WorkTarget }) {
  const [person] = await tx
    .select({
      employeeId: employee.employeeId,
      name: employee.name,
      status: employee.status,
      probationEndDate: employee.probationEndDate,
    })
    .from(employee)
    .where(eq(employee.id, target.employeeRef));
  const label = employeeLabel(person.name, person.employeeId);
  if (person.status !== 1) throw new AppError(ErrorCode.Validation, msg('evaluation.notActive', { employee: label }));
  if (person.probationEndDate !== form.probationPeriodEndDay)
    throw new AppError(
      ErrorCode.Validation,
      msg('evaluation.probationChanged', { employee: label, end: person.probationEndDate ?? '—' }),
    );

  const end = form.probationPeriodEndDay!;
  const begin = form.probationPeriodBeginDay ?? end;
  const latest = form.latestProbationEndDay ?? latestProbationEnd(begin);
  const needsReason = () => {
    if (!form.reason) throw fieldError('reason', msg('evaluation.reasonRequired'));
  };
  switch (form.evaluationResult) {
    case 'pass':
      form.regularDate ||= addDays(end, 1);
      if (form.regularDate < begin) throw fieldError('regularDate', msg('evaluation.regularDateTooEarly', { begin }));
      form.newProbationEndDay = undefined;
      return;
    case 'extend':
      if (!form.newProbationEndDay) throw fieldError('newProbationEndDay', msg('evaluation.newEndRequired'));
      if (form.newProbationEndDay <= end)
        throw fieldError('newProbationEndDay', msg('evaluation.newEndNotLater', { end }));
      // 劳动合同法 §19: probation, extensions included, is six months at most.
      if (form.newProbationEndDay > latest)
        throw fieldError('newProbationEndDay', msg('evaluation.tooLong', { latest }));
      needsReason();
      form.regularDate = undefined;
      return;
    case 'fail': {
      needsReason();
      // 三期: no dismissal (被动离职), the resignation would refuse it at the end.
      const facts = await resignationFacts(tx, target.employeeRef, today);
      if (facts.threePeriodEndDay)
        throw fieldError(
          'evaluationResult',
          msg('resignation.threePeriodsPassive', { employee: label, end: facts.threePeriodEndDay }),
        );
      form.newProbationEndDay = undefined;
      form.regularDate = undefined;
      return;
    }
    default:
      throw fieldError('evaluationResult', msg('evaluation.resultRequired'));
  }
}

import { ErrorCode, formatFlowNo, msg, realNumberProblem, type THolidayForm, ZHolidayFormSchema } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { inScope } from '../../http/scope';
import { roleHolders } from '../../workflow/assign';
import type { ProcessDefinition, StoreTarget } from '../../workflow/types';
import { headOfficeApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import * as holidays from './holiday.repository';
import { holidaySubmission } from './tables';

type Form = THolidayForm;

/**
 * 节日礼品名单 (flow 22): a store's answer to a holiday head-office HR opened (modules/holiday).
 * The work is about the store (a StoreTarget, no person). 2202 the regional HR consolidates
 * (may correct 实发人数 and its remark), 2203 head-office HR confirms, and the work waits at 2204
 * until head office closes the holiday (CloseHoliday approves every 2204 of it).
 */
export const holidayProcess: ProcessDefinition<Form, StoreTarget> = {
  flowId: 22,
  formSchema: ZHolidayFormSchema,
  // A regional HR who answers for a store of the region has consolidated it already.
  firstNode: (f) => (f.consolidatedByStarter ? 2203 : 2202),
  nodes: [
    regionalHrReview(2202, {
      name: '区域HR汇总',
      nameEn: 'Regional HR consolidation',
      editable: ['realNumber', 'remark'],
      batch: true,
      onApprove: (tx, form, { target }) => recordRealNumber(tx, form, target),
    }),
    headOfficeApproval(2203, { name: '总部HR确认', nameEn: 'Head-office HR confirmation', batch: true }),
    headOfficeApproval(2204, {
      name: '总部HR关闭',
      nameEn: 'Head-office HR close',
      batch: true,
      // The answers of a holiday finish together, when head office closes it.
      onApprove: async (tx, form) => {
        const h = await holidays.findHoliday(tx, form.holidayId);
        if (h?.status !== 'closed')
          throw new AppError(ErrorCode.Validation, msg('holiday.waitForClose', { name: form.holidayName ?? '' }));
      },
    }),
  ],

  async prepare(tx, auth, form, { today }) {
    const h = await openHoliday(tx, form.holidayId);
    if (h.deadline < today) throw fieldError('holidayId', msg('holiday.pastDeadline', { deadline: h.deadline }));
    const target = await check(tx, auth, form);
    const existing = await holidays.findSubmission(tx, form.holidayId, form.shopId);
    if (existing) throw alreadySubmitted(form, existing.workId);
    const regionHrs = await roleHolders(tx, 'regionHr', { orgPath: target.orgPath, starterUserId: auth.userId });
    form.consolidatedByStarter = regionHrs.includes(auth.userId);
    return target;
  },

  async revalidate(tx, auth, form, target, previous) {
    if (form.holidayId !== previous.holidayId || form.shopId !== target.shopId)
      throw new AppError(ErrorCode.Validation, msg('holiday.targetLocked'));
    // A list returned for correction may be resubmitted after the deadline, not after the close.
    await openHoliday(tx, form.holidayId);
    await check(tx, auth, form);
    form.consolidatedByStarter = previous.consolidatedByStarter;
    await recordRealNumber(tx, form, target);
  },

  async onStarted({ tx, workId, form, target }) {
    const f = form as Form;
    try {
      // Its own savepoint: a refusal by the unique index leaves the transaction usable for the message.
      await tx.transaction((sp) =>
        sp
          .insert(holidaySubmission)
          .values({ holidayId: f.holidayId, shopId: target.shopId, workId, realNumber: f.realNumber }),
      );
    } catch (error) {
      if (!isUniqueViolation(error, 'holiday_submission_store_uq')) throw error;
      const other = await holidays.findSubmission(tx, f.holidayId, target.shopId);
      throw alreadySubmitted(f, other?.workId ?? workId);
    }
  },

  async onComplete({ tx, workId, form }) {
    await tx
      .update(holidaySubmission)
      .set({ status: 'finished', realNumber: (form as Form).realNumber })
      .where(eq(holidaySubmission.workId, workId));
  },

  // The store may answer again (another work) once this one is terminated.
  async onTerminate({ tx, workId }) {
    await tx.delete(holidaySubmission).where(eq(holidaySubmission.workId, workId));
  },

  rowFields(form) {
    return {
      holidayName: form.holidayName,
      holidayPresent: form.holidayPresent,
      shopCodeCount: form.shopCodeCount,
      realNumber: form.realNumber,
    };
  },
};

/** The holiday, locked against a close running at the same time; refused when unknown or closed. */
async function openHoliday(tx: Tx, holidayId: number) {
  const h = await holidays.findHoliday(tx, holidayId, { lock: 'share' });
  if (!h) throw fieldError('holidayId', msg('holiday.notFound'));
  if (h.status !== 'open') throw fieldError('holidayId', msg('holiday.closedHoliday', { name: h.name }));
  return h;
}

/**
 * The store in the starter's scope and open; writes the holiday's and the store's facts into the
 * form (在册人数 = the store's active headcount now) and checks 实发人数 against them.
 */
async function check(tx: Tx, auth: AuthContext, form: Form): Promise<StoreTarget> {
  const h = (await holidays.findHoliday(tx, form.holidayId))!;
  const store = await storeForStart(tx, auth, form.shopId);
  form.holidayName = h.name;
  form.holidayPresent = h.present;
  form.giftValue = h.giftValueCents / 100;
  form.deadline = h.deadline;
  form.shopCode = store.shopCode;
  form.shopName = store.shopName;
  form.shopCodeCount = store.shopCodeCount;
  const problem = realNumberProblem(form);
  if (problem) throw fieldError(problem.field, msg('common.sharedRule', { text: problem.message }));
  return { employeeRef: null, orgUnitId: store.orgUnitId, orgPath: store.orgPath, shopId: store.shopId };
}

/** The store a list is for: in the starter's scope (a store HR: their own) and open. */
export async function storeForStart(tx: Executor, auth: AuthContext, shopId: number) {
  const store = await holidays.findStore(tx, shopId);
  if (!store) throw fieldError('shopId', msg('common.notFound', { what: msg('noun.shop') }));
  if (!inScope(auth, { orgPath: store.orgPath })) throw new AppError(ErrorCode.OutOfScope, msg('scope.shop'));
  if (!store.isOpen)
    throw fieldError('shopId', msg('holiday.storeNotOpen', { shop: `${store.shopName}（${store.shopCode}）` }));
  return store;
}

/** 2202's (and a resubmission's) number is the submission's too: the summary reads it there. */
async function recordRealNumber(tx: Tx, form: Form, target: StoreTarget) {
  await tx
    .update(holidaySubmission)
    .set({ realNumber: form.realNumber })
    .where(and(eq(holidaySubmission.shopId, target.shopId), eq(holidaySubmission.holidayId, form.holidayId)));
}

function alreadySubmitted(form: Form, workId: number) {
  return new AppError(
    ErrorCode.Conflict,
    msg('holiday.alreadySubmitted', {
      shop: `${form.shopName ?? ''}（${form.shopCode ?? ''}）`,
      name: form.holidayName ?? '',
      flowNo: formatFlowNo(22, workId),
    }),
  );
}

import {
  addDays,
  EFFECTIVE_MAX_DAYS_AHEAD,
  ErrorCode,
  msg,
  type TRboTransferForm,
  ZRboTransferFormSchema,
} from '@hris/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, shop } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { queueTransferSigning } from '../../modules/transfer-sign/queue';
import type { ProcessDefinition } from '../../workflow/types';
import { ADDABLE_ABOVE } from '../shared/nodes';
import {
  assertNoOpenChange,
  currentPlacement,
  destinationShop,
  fieldError,
  PERSONNEL_GROUP,
} from '../shared/personnel';
import { findTargetEmployee, targetOfPerson } from '../shared/target';
import { scheduleChange } from '../shared/work-changes';

type Form = TRboTransferForm;

/**
 * 零售员工批量调动 (flow 27). Head-office or regional HR uploads the RBO template; each row starts
 * one work for an active store employee in their scope, to another open store from a day not in
 * the past. 2701 总部HR审批 approves them (batch). Finishing moves the person on that day (now or
 * the `personnel.apply` job), position and rank unchanged, and starts 转签 across entities.
 */
export const rboTransferProcess: ProcessDefinition<Form> = {
  flowId: 27,
  group: PERSONNEL_GROUP,
  formSchema: ZRboTransferFormSchema,
  nodes: [
    {
      nodeId: 2701,
      name: '总部HR审批',
      nameEn: 'Head-office HR approval',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      batch: true,
      deadlineHours: 72,
    },
  ],

  async prepare(tx, auth, form, { today }) {
    if (auth.scopeKind === 'store' || auth.scopeKind === 'self')
      throw new AppError(ErrorCode.Forbidden, msg('rbo.startersOnly'));
    if (form.goShopTime < today) throw fieldError('goShopTime', msg('rbo.dateInPast', { date: form.goShopTime }));
    const latest = addDays(today, EFFECTIVE_MAX_DAYS_AHEAD);
    if (form.goShopTime > latest)
      throw fieldError('goShopTime', msg('common.sharedRule', { text: `调入日期不能晚于${latest}` }));
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    await assertNoOpenChange(tx, person);
    await fill(tx, auth, form, person);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== t.employeeRef) throw new AppError(ErrorCode.Validation, msg('personnel.employeeLocked'));
    await fill(tx, auth, form, person);
  },

  async onComplete({ tx, workId, form, target: t, actorUserId, now }) {
    const f = form as Form;
    const [to] = await tx.select({ id: shop.id }).from(shop).where(eq(shop.code, f.newShopCode));
    const [person] = await tx
      .select({ shopId: employee.shopId, positionId: employee.positionId, rank: employee.rank })
      .from(employee)
      .where(eq(employee.id, t.employeeRef));
    await scheduleChange(tx, {
      workId,
      employeeRef: t.employeeRef,
      to: { shopId: to.id, positionId: person.positionId, rank: person.rank },
      effectiveDate: f.goShopTime,
      kind: 'rboTransfer',
      actorUserId,
      now,
    });
    if (person.shopId)
      await queueTransferSigning(tx, {
        workId,
        employeeRef: t.employeeRef,
        fromShopId: person.shopId,
        toShopId: to.id,
        effectiveDate: f.goShopTime,
      });
  },

  rowFields(form) {
    return { newShopCode: form.newShopCode, newShopName: form.newShopName, goShopTime: form.goShopTime };
  },
};

type Person = Awaited<ReturnType<typeof findTargetEmployee>>;

async function fill(tx: Tx, _auth: AuthContext, form: Form, person: Person) {
  const current = await currentPlacement(tx, person, 'personnel.notStoreEmployee');
  const to = await destinationShop(tx, form.newShopCode, person.shopId);
  form.employeeName = person.name;
  form.shopCode = person.shopCode ?? undefined;
  form.shopName = current.shopName ?? undefined;
  form.positionName = current.positionName;
  form.newShopName = to.name;
}

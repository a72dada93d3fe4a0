import { ErrorCode, msg, type TChangeOfPersonnelForm, ZChangeOfPersonnelFormSchema } from '@hris/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, shop } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { queueTransferSigning } from '../../modules/transfer-sign/queue';
import { roleHolders } from '../../workflow/assign';
import type { ProcessDefinition } from '../../workflow/types';
import { ADDABLE_ABOVE } from '../shared/nodes';
import {
  assertNoOpenChange,
  currentPlacement,
  destinationShop,
  effectiveProblem,
  fieldError,
  PERSONNEL_GROUP,
  regionName,
  storePosition,
  writeCurrentPlacement,
} from '../shared/personnel';
import { findTargetEmployee, targetOfPerson } from '../shared/target';
import { scheduleChange } from '../shared/work-changes';

type Form = TChangeOfPersonnelForm;

/** The receiving side: the new store's region, then its store HR (or its region's when it has none). */
const receiving = (f: Form) => f.newOrgPath;

/** After the release: the new region agrees when the move leaves the region, else the new store does. */
const afterRelease = (f: Form) => (f.crossRegion ? 1802 : 1803);

/**
 * 人事异动（调店） (flow 18). The current store's HR (or an HR above it) moves an active store
 * employee to another store. 1801 the releasing region's HR agrees (skipped when the starter is
 * that HR); 1802 the receiving region's HR agrees (only when the move leaves the region: inside one
 * region nobody is asked twice); 1803 the receiving store's HR confirms the reception and the
 * effective date; 1804 head-office HR files it (batch). Finishing records the change on the work
 * and applies it on its effective date (now, or the `personnel.apply` job); a move to another
 * employing entity starts its transfer signing (转签).
 */
export const changeOfPersonnelProcess: ProcessDefinition<Form> = {
  flowId: 18,
  group: PERSONNEL_GROUP,
  formSchema: ZChangeOfPersonnelFormSchema,
  // The receiving region's manager learns of the move once it is filed.
  copiesOnFinish: [{ rule: 'regionManager', at: receiving }],
  firstNode: (f) => (f.releasedByStarter ? afterRelease(f) : 1801),
  nodes: [
    {
      nodeId: 1801,
      name: '调出区域HR审核',
      nameEn: 'Releasing region HR review',
      assignee: 'regionHr',
      addable: ADDABLE_ABOVE.regionHr,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
      next: afterRelease,
    },
    {
      nodeId: 1802,
      name: '调入区域HR审核',
      nameEn: 'Receiving region HR review',
      assignee: 'regionHr',
      addable: ADDABLE_ABOVE.regionHr,
      at: receiving,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
    },
    {
      nodeId: 1803,
      name: '调入门店确认接收',
      nameEn: 'Receiving store confirms',
      assignee: 'storeHr',
      kind: 'confirm',
      fallback: 'regionHr',
      at: receiving,
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      editable: ['effectiveTime'],
      deadlineHours: 72,
      beforeApprove: (f, { today }) => effectiveProblem(f.effectiveTime, today),
    },
    {
      nodeId: 1804,
      name: '总部HR备案',
      nameEn: 'Head-office HR files',
      assignee: 'hqHr',
      addable: ADDABLE_ABOVE.hqHr,
      actions: ['approve', 'rollback', 'transfer'],
      batch: true,
    },
  ],

  async prepare(tx, auth, form, { today }) {
    const problem = effectiveProblem(form.effectiveTime, today);
    if (problem) throw fieldError('effectiveTime', problem);
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    await assertNoOpenChange(tx, person);
    await fillPlacement(tx, auth, form, person);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t, previous, { today }) {
    if (form.effectiveTime !== previous.effectiveTime) {
      const problem = effectiveProblem(form.effectiveTime, today);
      if (problem) throw fieldError('effectiveTime', problem);
    }
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== t.employeeRef) throw new AppError(ErrorCode.Validation, msg('personnel.employeeLocked'));
    await fillPlacement(tx, auth, form, person);
  },

  async onComplete({ tx, workId, form, target: t, actorUserId, now }) {
    const f = form as Form;
    const [to] = await tx.select({ id: shop.id }).from(shop).where(eq(shop.code, f.newShopCode));
    const [from] = await tx.select({ shopId: employee.shopId }).from(employee).where(eq(employee.id, t.employeeRef));
    await scheduleChange(tx, {
      workId,
      employeeRef: t.employeeRef,
      to: { shopId: to.id, positionId: f.newPosition!, rank: f.newRank ?? '' },
      effectiveDate: f.effectiveTime,
      kind: 'transfer',
      actorUserId,
      now,
    });
    if (from.shopId)
      await queueTransferSigning(tx, {
        workId,
        employeeRef: t.employeeRef,
        fromShopId: from.shopId,
        toShopId: to.id,
        effectiveDate: f.effectiveTime,
      });
  },

  rowFields(form) {
    return {
      changeTheType: form.changeTheType,
      newShopCode: form.newShopCode,
      newShopName: form.newShopName,
      effectiveTime: form.effectiveTime,
    };
  },
};

type Person = Awaited<ReturnType<typeof findTargetEmployee>>;

/**
 * Writes what the server knows into the form: the person's current placement, the new store (open,
 * another one), the new position (the current one for 调店), whether the move leaves the region
 * and whether the starter is the releasing region's HR.
 */
async function fillPlacement(tx: Tx, auth: AuthContext, form: Form, person: Person) {
  const current = await currentPlacement(tx, person, 'personnel.notStoreEmployee');
  const to = await destinationShop(tx, form.newShopCode, person.shopId);
  if (form.changeTheType === 'shop') {
    form.newPosition = current.positionId;
    form.newRank = current.rank;
    form.newPositionName = current.positionName;
  } else {
    const p = await storePosition(tx, form.newPosition!);
    if (p.id === current.positionId && (form.newRank ?? '') === current.rank)
      throw fieldError('newPosition', msg('personnel.nothingChanges'));
    form.newPositionName = p.name;
  }
  writeCurrentPlacement(form, person, current);
  form.regionName = await regionName(tx, current.regionUnitId);
  form.newShopName = to.name;
  form.newRegionName = await regionName(tx, to.regionUnitId);
  form.newOrgPath = to.orgPath;
  form.crossRegion = to.regionUnitId !== current.regionUnitId;
  const releasers = await roleHolders(tx, 'regionHr', { orgPath: person.orgPath, starterUserId: auth.userId });
  form.releasedByStarter = releasers.includes(auth.userId);
}

import { ErrorCode, effectiveTimeProblem, employeeLabel, formatFlowNo, msg } from '@hris/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, orgUnit, position, shop, work, workChange } from '../../db/schema';
import { AppError } from '../../http/errors';

/** The group of the personnel changes — 调店, 零售批量调动, 调岗: one running per person, one list. */
export const PERSONNEL_GROUP = 'personnelChange';

/**
 * Refuses a personnel change for someone who has one running (any of the three flows) or one
 * finished but not yet in effect. The database holds the first rule against two starts at once
 * (work_one_running_group_uq); this check names the work that is in the way.
 */
export async function assertNoOpenChange(tx: Tx, person: { id: number; name: string; employeeId: string }) {
  const employee = employeeLabel(person.name, person.employeeId);
  const [running] = await tx
    .select({ id: work.id, flowId: work.flowId })
    .from(work)
    .where(and(eq(work.targetEmployeeRef, person.id), eq(work.status, 'running'), eq(work.flowGroup, PERSONNEL_GROUP)))
    .limit(1);
  if (running)
    throw new AppError(
      ErrorCode.Conflict,
      msg('personnel.alreadyRunning', { employee, flowNo: formatFlowNo(running.flowId, running.id) }),
    );
  const [pending] = await tx
    .select({ date: workChange.effectiveDate })
    .from(workChange)
    .where(and(eq(workChange.employeeRef, person.id), isNull(workChange.appliedAt)))
    .limit(1);
  if (pending) throw new AppError(ErrorCode.Conflict, msg('personnel.pendingChange', { employee, date: pending.date }));
}

/** A store by code with its unit, region and employing entity. */
export async function findShopByCode(tx: Tx, code: string) {
  const [row] = await tx
    .select({
      id: shop.id,
      code: shop.code,
      name: shop.name,
      isOpen: shop.isOpen,
      orgUnitId: shop.orgUnitId,
      regionUnitId: shop.regionUnitId,
      orgPath: orgUnit.path,
      employingEntity: shop.employingEntity,
    })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .where(eq(shop.code, code));
  return row;
}

/** The destination of a move: an existing, open store other than the current one. */
export async function destinationShop(tx: Tx, code: string, currentShopId: number | null) {
  const to = await findShopByCode(tx, code);
  if (!to) throw fieldError('newShopCode', msg('personnel.shopUnknown', { shopCode: code }));
  if (!to.isOpen) throw fieldError('newShopCode', msg('personnel.shopClosed', { shopCode: code }));
  if (to.id === currentShopId) throw fieldError('newShopCode', msg('personnel.sameShop'));
  return to;
}

/** An active store position. */
export async function storePosition(tx: Tx, positionId: number) {
  const [row] = await tx.select().from(position).where(eq(position.id, positionId));
  if (!row?.isActive) throw fieldError('newPosition', msg('personnel.positionUnknown'));
  if (row.employeeType !== 'store')
    throw fieldError('newPosition', msg('personnel.positionNotStore', { name: row.name }));
  return row;
}

export async function regionName(tx: Tx, regionUnitId: number) {
  const [row] = await tx.select({ name: orgUnit.name }).from(orgUnit).where(eq(orgUnit.id, regionUnitId));
  return row?.name ?? '';
}

/** A refusal placed on one field of the form (data.fields). */
export function fieldError(field: string, message: ReturnType<typeof msg>) {
  return new AppError(ErrorCode.Validation, message, { details: { fields: [{ field, message }] } });
}

/** 生效日期 outside the window of a personnel change (flows 18, 32), as a message; null inside. */
export function effectiveProblem(date: string, today: string) {
  const problem = effectiveTimeProblem(date, today);
  return problem ? msg('common.sharedRule', { text: problem }) : null;
}

/**
 * A store employee's placement now (position, rank, store and its region), read once for the
 * form a personnel change shows; refuses anyone who is not a store employee in a store, with the
 * process's own message.
 */
export async function currentPlacement(
  tx: Tx,
  person: { id: number; name: string; employeeId: string; shopId: number | null },
  notStoreEmployee: 'personnel.notStoreEmployee' | 'jobChange.notStoreEmployee',
) {
  const [current] = await tx
    .select({
      employeeType: employee.employeeType,
      positionId: employee.positionId,
      positionName: position.name,
      rank: employee.rank,
      shopName: shop.name,
      regionUnitId: shop.regionUnitId,
    })
    .from(employee)
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(eq(employee.id, person.id));
  if (current?.employeeType !== 'store' || !person.shopId || current.regionUnitId === null || !current.shopName)
    throw new AppError(
      ErrorCode.Validation,
      msg(notStoreEmployee, { employee: employeeLabel(person.name, person.employeeId) }),
    );
  return { ...current, shopName: current.shopName, regionUnitId: current.regionUnitId };
}

/** What a personnel change's form keeps of the person as they stand at the start. */
interface PlacementFields {
  employeeName?: string;
  shopCode?: string;
  shopName?: string;
  positionName?: string;
  rank?: string;
}

/**
 * Writes the person's placement now onto the form (the names the lists, the documents and the
 * history show), the same for every personnel change.
 */
export function writeCurrentPlacement(
  form: PlacementFields,
  person: { name: string; shopCode: string | null },
  current: Awaited<ReturnType<typeof currentPlacement>>,
) {
  form.employeeName = person.name;
  form.shopCode = person.shopCode ?? undefined;
  form.shopName = current.shopName ?? undefined;
  form.positionName = current.positionName;
  form.rank = current.rank;
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appUser, employee, orgUnit, shop, work, workEvent } from '../db/schema';

/** A work with its target person, as a document about it needs it. */
export async function findWorkWithEmployee(db: Executor, workId: number) {
  const [row] = await db
    .select({
      id: work.id,
      flowId: work.flowId,
      status: work.status,
      orgPath: work.orgPath,
      formData: work.formData,
      finishedAt: work.finishedAt,
      employeeName: employee.name,
      employeeId: employee.employeeId,
    })
    .from(work)
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .where(eq(work.id, workId));
  return row;
}

/** The start and every approval of a work, in order, with the names of who acted (and for whom). */
export async function findDecisions(db: Executor, workId: number) {
  const onBehalfOf = appUser;
  const rows = await db
    .select({
      kind: workEvent.kind,
      nodeId: workEvent.nodeId,
      actorUserId: workEvent.actorUserId,
      onBehalfOfUserId: workEvent.onBehalfOfUserId,
      msg: workEvent.msg,
      createdAt: workEvent.createdAt,
    })
    .from(workEvent)
    .where(and(eq(workEvent.workId, workId), inArray(workEvent.kind, ['start', 'approve'])))
    .orderBy(asc(workEvent.id));
  const ids = [...new Set(rows.flatMap((r) => [r.actorUserId, r.onBehalfOfUserId]).filter((id) => id != null))];
  const users = ids.length
    ? await db
        .select({ id: onBehalfOf.id, displayName: onBehalfOf.displayName })
        .from(onBehalfOf)
        .where(inArray(onBehalfOf.id, ids))
    : [];
  const name = (id: number | null) => (id == null ? '' : (users.find((u) => u.id === id)?.displayName ?? ''));
  return rows.map((r) => ({ ...r, actorName: name(r.actorUserId), onBehalfOfName: name(r.onBehalfOfUserId) }));
}

/** The company at the top of an org path (/1/5/17/ → unit 1). */
/**
 * The legal employer a letter about a person is issued in the name of: the employing entity
 * (用工主体) of the store they work (or worked) at — banks and embassies expect the party to the
 * contract, which a transfer to another entity renews (转签) — else the group (`findCompanyName`).
 */
export async function findEmployerName(db: Executor, employeeId: string, orgPath: string): Promise<string> {
  const [row] = await db
    .select({ entity: shop.employingEntity })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .where(eq(employee.employeeId, employeeId));
  return row?.entity.trim() || findCompanyName(db, orgPath);
}

export async function findCompanyName(db: Executor, orgPath: string): Promise<string> {
  const top = Number(orgPath.split('/').find(Boolean));
  if (!Number.isInteger(top)) return '';
  const [row] = await db.select({ name: orgUnit.name }).from(orgUnit).where(eq(orgUnit.id, top));
  return row?.name ?? '';
}

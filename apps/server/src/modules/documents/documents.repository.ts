import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, employee, orgUnit, work, workEvent } from '../../db/schema';
import { proofLetter } from '../../processes/proof/tables';

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
export async function findCompanyName(db: Executor, orgPath: string): Promise<string> {
  const top = Number(orgPath.split('/').find(Boolean));
  if (!Number.isInteger(top)) return '';
  const [row] = await db.select({ name: orgUnit.name }).from(orgUnit).where(eq(orgUnit.id, top));
  return row?.name ?? '';
}

/** A person by employee number, with where they stand (for the scope check) and their dates. */
export async function findEmployeeByNumber(db: Executor, employeeId: string) {
  const [row] = await db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      status: employee.status,
      orgPath: employee.orgPath,
      entryDate: employee.entryDate,
      leaveDate: employee.leaveDate,
    })
    .from(employee)
    .where(eq(employee.employeeId, employeeId));
  return row;
}

/** The employee's latest finished resignation (flow 15): the one their departure came from. */
export async function findLastFinishedResignation(db: Executor, employeeRef: number) {
  const [row] = await db
    .select({ id: work.id, orgPath: work.orgPath, formData: work.formData, finishedAt: work.finishedAt })
    .from(work)
    .where(and(eq(work.flowId, 15), eq(work.status, 'finished'), eq(work.targetEmployeeRef, employeeRef)))
    .orderBy(desc(work.finishedAt), desc(work.id))
    .limit(1);
  return row;
}

/** The letter a finished 证明信 (flow 25) issued, with the person's identity data for printing it. */
export async function findProofLetter(db: Executor, workId: number) {
  const [row] = await db
    .select({
      letterNo: proofLetter.letterNo,
      issuedOn: proofLetter.issuedOn,
      identityNumber: employee.identityNumber,
      leaveDate: employee.leaveDate,
    })
    .from(proofLetter)
    .innerJoin(employee, eq(employee.id, proofLetter.employeeRef))
    .where(eq(proofLetter.workId, workId));
  return row;
}

import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appUser, attachment, employee, shop, violation, violationAttachment } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';
import { countEmployeeRecords, employeeColumns } from '../shared/employee-sql';

const violationFields = {
  id: violation.id,
  ...employeeColumns,
  orgPath: employee.orgPath,
  violationDate: violation.violationDate,
  punishment: violation.punishment,
  description: violation.description,
  workId: violation.workId,
  createdAt: violation.createdAt,
  createdByName: appUser.displayName,
  attachmentCount: sql<number>`(select count(*)::int from violation_attachment va where va.violation_id = ${violation.id})`,
};

function violationSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...violationFields, sortValue })
    .from(violation)
    .innerJoin(employee, eq(employee.id, violation.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .leftJoin(appUser, eq(appUser.id, violation.createdBy));
}

export type ViolationRow = Awaited<ReturnType<ReturnType<typeof violationSelect>['execute']>>[number];

export async function findViolationPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(violationSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export function countViolations(db: Executor, where: SQL | undefined) {
  return countEmployeeRecords(db, violation, where);
}

export async function findViolationById(db: Executor, id: number) {
  const [row] = await violationSelect(db, sql<string>`''`).where(eq(violation.id, id)).limit(1);
  return row;
}

export async function findViolationsOfEmployee(db: Executor, employeeRef: number) {
  return db
    .select()
    .from(violation)
    .where(eq(violation.employeeRef, employeeRef))
    .orderBy(desc(violation.violationDate), desc(violation.id));
}

export async function findAttachmentsOfViolation(db: Executor, violationId: number) {
  return db
    .select({ id: attachment.id, fileName: attachment.fileName, byteLength: attachment.byteLength })
    .from(violationAttachment)
    .innerJoin(attachment, eq(attachment.id, violationAttachment.attachmentId))
    .where(eq(violationAttachment.violationId, violationId))
    .orderBy(asc(violationAttachment.sort));
}

export async function findAttachments(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: attachment.id, uploadedBy: attachment.uploadedBy, fileName: attachment.fileName })
    .from(attachment)
    .where(inArray(attachment.id, ids));
}

/** Attachments already linked to some violation (a file belongs to one record). */
export async function findLinkedAttachments(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ attachmentId: violationAttachment.attachmentId })
    .from(violationAttachment)
    .where(inArray(violationAttachment.attachmentId, ids));
}

export async function insertViolation(
  db: Executor,
  values: typeof violation.$inferInsert,
  attachmentIds: number[],
): Promise<{ id: number }> {
  const [row] = await db.insert(violation).values(values).returning({ id: violation.id });
  if (attachmentIds.length > 0) {
    await db
      .insert(violationAttachment)
      .values(attachmentIds.map((attachmentId, sort) => ({ violationId: row.id, attachmentId, sort })));
    await db
      .update(attachment)
      .set({ ownerKind: 'violation', ownerId: row.id })
      .where(and(inArray(attachment.id, attachmentIds)));
  }
  return row;
}

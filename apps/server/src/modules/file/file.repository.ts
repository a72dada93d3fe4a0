import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachment, downloadTicket, employee, violation } from '../../db/schema';

export type AttachmentRow = typeof attachment.$inferSelect;

export async function findAttachment(db: Executor, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachment).where(eq(attachment.id, id)).limit(1);
  return row;
}

/** The org path and person of the employee a violation belongs to (scope check of its files). */
export async function findViolationOwner(db: Executor, violationId: number) {
  const [owner] = await db
    .select({ orgPath: employee.orgPath, employeeRef: employee.id })
    .from(violation)
    .innerJoin(employee, eq(employee.id, violation.employeeRef))
    .where(eq(violation.id, violationId));
  return owner;
}

/**
 * Serialises one user's uploads until the end of the transaction, so two concurrent uploads cannot
 * both see room left in the quota and both be stored.
 */
export async function lockUploader(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hris.upload_quota'), ${userId}::int)`);
}

/** Bytes the user uploaded in the last 24 hours (index attachment_uploader_idx). */
export async function bytesUploadedLastDay(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${attachment.byteLength}), 0)` })
    .from(attachment)
    .where(and(eq(attachment.uploadedBy, userId), gt(attachment.createdAt, sql`now() - interval '24 hours'`)));
  return Number(row?.total ?? 0);
}

export async function insertAttachment(tx: Executor, values: typeof attachment.$inferInsert): Promise<AttachmentRow> {
  const [row] = await tx.insert(attachment).values(values).returning();
  return row;
}

/** Stores a ticket's hash for one user and one attachment, valid for `seconds` (database clock). */
export async function insertTicket(
  db: Executor,
  ticket: { tokenHash: string; userId: number; attachmentId: number; seconds: number },
) {
  await db.insert(downloadTicket).values({
    tokenHash: ticket.tokenHash,
    userId: ticket.userId,
    attachmentId: ticket.attachmentId,
    expiresAt: sql`now() + make_interval(secs => ${ticket.seconds})`,
  });
}

/** Tickets expired for more than an hour are of no use, even to explain a failure: deleted. */
export async function deleteStaleTickets(db: Executor) {
  await db.delete(downloadTicket).where(sql`${downloadTicket.expiresAt} < now() - interval '1 hour'`);
}

/**
 * Uses a ticket: one statement marks it used if it is unused, unexpired and for this attachment,
 * and answers its user; a second use, a late one or one for another file gets nothing.
 */
export async function claimTicket(db: Executor, tokenHash: string, attachmentId: number): Promise<number | undefined> {
  const [row] = await db
    .update(downloadTicket)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(downloadTicket.tokenHash, tokenHash),
        isNull(downloadTicket.usedAt),
        gt(downloadTicket.expiresAt, sql`now()`),
        eq(downloadTicket.attachmentId, attachmentId),
      ),
    )
    .returning({ userId: downloadTicket.userId });
  return row?.userId;
}

/**
 * The engine's queries: Drizzle only, each on the executor it is given (the action's transaction).
 * The rules that decide what to write live in the action files.
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, attachment, employee, job, orgUnit, shop, task, work, workEvent } from '../../db/schema';

export type WorkRow = typeof work.$inferSelect;
export type TaskRow = typeof task.$inferSelect;

/** The work row, locked until the transaction ends: actions on one work queue here. */
export async function lockWork(db: Executor, workId: number): Promise<WorkRow | undefined> {
  const [w] = await db.select().from(work).where(eq(work.id, workId)).for('update');
  return w;
}

export async function findWorkFlowId(db: Executor, workId: number): Promise<number | undefined> {
  const [w] = await db.select({ flowId: work.flowId }).from(work).where(eq(work.id, workId));
  return w?.flowId;
}

export async function findWorkStarterId(db: Executor, workId: number): Promise<number> {
  const [w] = await db.select({ starter: work.starterUserId }).from(work).where(eq(work.id, workId));
  return w?.starter ?? 0;
}

export async function insertWork(db: Executor, values: typeof work.$inferInsert): Promise<number> {
  const [created] = await db.insert(work).values(values).returning({ id: work.id });
  return created.id;
}

export async function updateWork(db: Executor, workId: number, values: Partial<typeof work.$inferInsert>) {
  await db.update(work).set(values).where(eq(work.id, workId));
}

/** Updates the work and counts one more version: a change its readers may have seen. */
export async function updateWorkVersion(db: Executor, workId: number, values: Partial<typeof work.$inferInsert> = {}) {
  await db
    .update(work)
    .set({ ...values, version: sql`${work.version} + 1` })
    .where(eq(work.id, workId));
}

export async function insertWorkEvent(db: Executor, values: typeof workEvent.$inferInsert) {
  await db.insert(workEvent).values(values);
}

export async function findTask(db: Executor, taskId: number): Promise<TaskRow | undefined> {
  const [t] = await db.select().from(task).where(eq(task.id, taskId));
  return t;
}

/** Locks the work of a to-do (none when the to-do does not exist), in one statement. */
export async function lockWorkOfTask(db: Executor, taskId: number): Promise<WorkRow | undefined> {
  const [w] = await db
    .select()
    .from(work)
    .where(eq(work.id, db.select({ workId: task.workId }).from(task).where(eq(task.id, taskId))))
    .for('update');
  return w;
}

export async function findTaskNodeId(db: Executor, taskId: number): Promise<number | undefined> {
  const [from] = await db.select({ nodeId: task.nodeId }).from(task).where(eq(task.id, taskId));
  return from?.nodeId;
}

export async function findOpenTasks(db: Executor, workId: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(task)
    .where(and(eq(task.workId, workId), eq(task.status, 'todo')));
}

/** The nodes of a work that someone approved (result 0), each once. */
export async function findApprovedNodeIds(db: Executor, workId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ nodeId: task.nodeId })
    .from(task)
    .where(and(eq(task.workId, workId), eq(task.result, 0)));
  return rows.map((r) => r.nodeId);
}

export async function insertTask(db: Executor, values: typeof task.$inferInsert): Promise<number> {
  const [created] = await db.insert(task).values(values).returning({ id: task.id });
  return created.id;
}

export async function insertTasks(db: Executor, values: (typeof task.$inferInsert)[]) {
  return db.insert(task).values(values).returning({ id: task.id, assigneeUserId: task.assigneeUserId });
}

export async function completeTask(
  db: Executor,
  taskId: number,
  values: { result: number; opinion: string | null; completedAt: Date },
) {
  await db
    .update(task)
    .set({ status: 'done', ...values })
    .where(eq(task.id, taskId));
}

/** Cancels the work's other open to-dos (the other holders' copies of a node visit). */
export async function cancelOpenTasksBesides(db: Executor, workId: number, keptTaskId: number, now: Date) {
  await db
    .update(task)
    .set({ status: 'cancelled', completedAt: now })
    .where(and(eq(task.workId, workId), eq(task.status, 'todo'), ne(task.id, keptTaskId)));
}

export async function cancelTasks(db: Executor, taskIds: number[], now: Date) {
  await db.update(task).set({ status: 'cancelled', completedAt: now }).where(inArray(task.id, taskIds));
}

export async function reassignTask(db: Executor, taskId: number, userId: number, now: Date) {
  await db
    .update(task)
    .set({ assigneeUserId: userId, onBehalfOfUserId: null, arrivedAt: now })
    .where(eq(task.id, taskId));
}

export async function insertJob(db: Executor, values: typeof job.$inferInsert) {
  await db.insert(job).values(values);
}

/** The employee a work is about, as messages name them. */
export async function findEmployeeLabel(db: Executor, employeeRef: number) {
  const [e] = await db
    .select({ id: employee.id, name: employee.name, employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.id, employeeRef));
  return e;
}

/** The store a work about a store is about (code and name), as messages name it. */
export async function findShopLabel(db: Executor, shopId: number) {
  const [s] = await db.select({ code: shop.code, name: shop.name }).from(shop).where(eq(shop.id, shopId));
  return s ? `${s.name}（${s.code}）` : '';
}

export async function findUser(db: Executor, userId: number) {
  const [u] = await db
    .select({ id: appUser.id, name: appUser.displayName, isEnabled: appUser.isEnabled })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return u;
}

/** The org path of the unit a user belongs to. */
export async function findUserOrgPath(db: Executor, userId: number): Promise<string | undefined> {
  const [u] = await db
    .select({ path: orgUnit.path })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(appUser.id, userId));
  return u?.path;
}

/** How many attachments the work holds besides the given ones. */
export async function countWorkAttachmentsBesides(db: Executor, workId: number, attachmentIds: number[]) {
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attachment)
    .where(
      and(eq(attachment.ownerKind, 'work'), eq(attachment.ownerId, workId), notInArray(attachment.id, attachmentIds)),
    );
  return held?.n ?? 0;
}

export async function findAttachments(db: Executor, attachmentIds: number[]) {
  return db.select().from(attachment).where(inArray(attachment.id, attachmentIds));
}

export async function attachToWork(db: Executor, workId: number, attachmentIds: number[]) {
  await db.update(attachment).set({ ownerKind: 'work', ownerId: workId }).where(inArray(attachment.id, attachmentIds));
}

/** Users by id, with their names and whether they may sign in. */
export async function findUsers(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0)
    return new Map<number, { id: number; name: string; isEnabled: boolean; employeeRef: number | null }>();
  const rows = await db
    .select({
      id: appUser.id,
      name: appUser.displayName,
      isEnabled: appUser.isEnabled,
      employeeRef: appUser.employeeRef,
    })
    .from(appUser)
    .where(inArray(appUser.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r]));
}

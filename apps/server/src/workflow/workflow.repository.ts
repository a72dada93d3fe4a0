/**
 * The queries of the work page, the task handling beside the engine and the substitutes: Drizzle
 * only, each on the executor it is given. Permissions, rules and presentation stay in the services.
 */
import { and, asc, desc, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  appUser,
  attachment,
  employee,
  orgUnit,
  role,
  shop,
  substitute,
  task,
  userRole,
  work,
  workAddition,
  workCopy,
  workEvent,
} from '../db/schema';
import type { AuthContext } from '../http/auth-context';
import { escapeLike, scopeWhere } from '../http/scope';

// The engine asks these too: one query each.
export { findUser, findUserOrgPath, findWorkFlowId } from './engine/repository';

export async function findWork(db: Executor, workId: number) {
  const [w] = await db.select().from(work).where(eq(work.id, workId));
  return w;
}

/** The work with its starter's name and the person and store it is about. */
export async function findWorkDetail(db: Executor, workId: number) {
  const [w] = await db
    .select({
      w: work,
      starterName: appUser.displayName,
      starterAccount: appUser.account,
      targetName: employee.name,
      targetEmployeeId: employee.employeeId,
      targetStatus: employee.status,
      shopCode: shop.code,
      shopName: shop.name,
    })
    .from(work)
    .innerJoin(appUser, eq(appUser.id, work.starterUserId))
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .where(eq(work.id, workId));
  return w;
}

export async function findWorkStart(db: Executor, workId: number) {
  const [w] = await db
    .select({ startedAt: work.startedAt, starterName: appUser.displayName, starterAccount: appUser.account })
    .from(work)
    .innerJoin(appUser, eq(appUser.id, work.starterUserId))
    .where(eq(work.id, workId));
  return w;
}

export function findWorkAttachments(db: Executor, workId: number) {
  return db
    .select()
    .from(attachment)
    .where(and(eq(attachment.ownerKind, 'work'), eq(attachment.ownerId, workId)))
    .orderBy(asc(attachment.id));
}

/** One open to-do of the user on the work, with whom it stands in for. */
export async function findOpenTaskOf(db: Executor, workId: number, userId: number) {
  const behalf = alias(appUser, 'behalf');
  const [mine] = await db
    .select({
      taskId: task.id,
      nodeId: task.nodeId,
      onBehalfOfName: behalf.displayName,
      deadlineAt: task.deadlineAt,
      additionId: task.additionId,
    })
    .from(task)
    .leftJoin(behalf, eq(behalf.id, task.onBehalfOfUserId))
    .where(and(eq(task.workId, workId), eq(task.assigneeUserId, userId), eq(task.status, 'todo')))
    .limit(1);
  return mine;
}

/** The latest of the events that move a work between nodes, with its actor's name. */
export async function findLastMove(db: Executor, workId: number) {
  const [last] = await db
    .select({
      kind: workEvent.kind,
      nodeId: workEvent.nodeId,
      msg: workEvent.msg,
      createdAt: workEvent.createdAt,
      byName: appUser.displayName,
    })
    .from(workEvent)
    .leftJoin(appUser, eq(appUser.id, workEvent.actorUserId))
    .where(and(eq(workEvent.workId, workId), inArray(workEvent.kind, ['start', 'approve', 'rollback', 'withdraw'])))
    .orderBy(desc(workEvent.id))
    .limit(1);
  return last;
}

/** Every task of the work in arrival order, with its assignee's name and whom they stood in for. */
export function findTasksWithNames(db: Executor, workId: number) {
  const assignee = alias(appUser, 'assignee');
  const behalf = alias(appUser, 'behalf');
  return db
    .select({ t: task, name: assignee.displayName, behalfName: behalf.displayName })
    .from(task)
    .innerJoin(assignee, eq(assignee.id, task.assigneeUserId))
    .leftJoin(behalf, eq(behalf.id, task.onBehalfOfUserId))
    .where(eq(task.workId, workId))
    .orderBy(asc(task.arrivedAt), asc(task.id));
}

export function findWorkTasks(db: Executor, workId: number) {
  return db.select().from(task).where(eq(task.workId, workId)).orderBy(asc(task.id));
}

/** The work's events in order, with the actor's name and whom they stood in for. */
export function findWorkEvents(db: Executor, workId: number) {
  const actor = alias(appUser, 'actor');
  const behalf = alias(appUser, 'behalf');
  return db
    .select({ e: workEvent, actorName: actor.displayName, behalfName: behalf.displayName })
    .from(workEvent)
    .leftJoin(actor, eq(actor.id, workEvent.actorUserId))
    .leftJoin(behalf, eq(behalf.id, workEvent.onBehalfOfUserId))
    .where(eq(workEvent.workId, workId))
    .orderBy(asc(workEvent.id));
}

/** The steps skipped for a work (NodeDefinition.independentOf): node, why and when, oldest first. */
export function findSkippedSteps(db: Executor, workId: number) {
  return db
    .select({
      afterTaskId: workEvent.taskId,
      nodeId: workEvent.nodeId,
      msg: workEvent.msg,
      createdAt: workEvent.createdAt,
    })
    .from(workEvent)
    .where(and(eq(workEvent.workId, workId), eq(workEvent.kind, 'skip')))
    .orderBy(asc(workEvent.id));
}

/** The tasks with their work and what names it: the person, or for a work about a store the store. */
export function findNamedTasks(db: Executor, taskIds: number[]) {
  return db
    .select({
      id: task.id,
      nodeId: task.nodeId,
      flowId: work.flowId,
      workId: work.id,
      name: sql<string | null>`coalesce(${employee.name}, ${shop.name})`,
      employeeId: employee.employeeId,
      // What a batch's decisions of this to-do change: its person's records, else its store's, else its work's.
      laneKey: sql<string>`coalesce('e' || ${work.targetEmployeeRef}, 's' || ${work.shopId}, 'w' || ${work.id})`,
    })
    .from(task)
    .innerJoin(work, eq(work.id, task.workId))
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .where(inArray(task.id, taskIds));
}

/** The user's to-dos in works of one flow, optionally of works started by one named starter. */
export function findOpenTasksInFlow(db: Executor, userId: number, flowId: number, starterName?: string) {
  const starter = alias(appUser, 'starter');
  return db
    .select({ id: task.id, nodeId: task.nodeId })
    .from(task)
    .innerJoin(work, eq(work.id, task.workId))
    .innerJoin(starter, eq(starter.id, work.starterUserId))
    .where(
      and(
        eq(task.assigneeUserId, userId),
        eq(task.status, 'todo'),
        eq(work.flowId, flowId),
        starterName ? eq(starter.displayName, starterName) : undefined,
      ),
    )
    .orderBy(asc(task.id));
}

/** All to-dos of a user, with the org path their works were started at. */
export function findOpenTasksOfUser(db: Executor, userId: number) {
  return db
    .select({ id: task.id, orgPath: work.orgPath })
    .from(task)
    .innerJoin(work, eq(work.id, task.workId))
    .where(and(eq(task.assigneeUserId, userId), eq(task.status, 'todo')))
    .orderBy(asc(task.id));
}

export async function findTaskWithWork(db: Executor, taskId: number) {
  const [row] = await db
    .select({
      assignee: task.assigneeUserId,
      nodeId: task.nodeId,
      status: task.status,
      additionId: task.additionId,
      w: work,
    })
    .from(task)
    .innerJoin(work, eq(work.id, task.workId))
    .where(eq(task.id, taskId));
  return row;
}

/**
 * Enabled users by account, at most 50: those named by `only` when given, else those inside the
 * caller's data scope; `keyword` matches name or account.
 */
export function findPickableUsers(db: Executor, auth: AuthContext, filter: { only?: number[]; keyword?: string }) {
  const { only } = filter;
  const like = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return db
    .select({ userId: appUser.id, name: appUser.displayName, account: appUser.account, orgUnitName: orgUnit.name })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(
      and(
        eq(appUser.isEnabled, true),
        only ? (only.length ? inArray(appUser.id, only) : sql`false`) : scopeWhere(auth, { orgPath: orgUnit.path }),
        like ? sql`(${appUser.displayName} ilike ${like} or ${appUser.account} ilike ${like})` : undefined,
      ),
    )
    .orderBy(asc(appUser.account))
    .limit(50);
}

/**
 * Enabled users besides `exceptUserId` holding one of the (enabled) roles given, each at the unit
 * named beside it (anywhere when `orgUnitId` is null).
 */
export async function findRoleHolders(
  db: Executor,
  exceptUserId: number,
  roles: { roleId: string; orgUnitId: number | null }[],
): Promise<number[]> {
  const held = (r: { roleId: string; orgUnitId: number | null }): SQL | undefined =>
    r.orgUnitId === null
      ? eq(role.roleId, r.roleId)
      : and(eq(role.roleId, r.roleId), eq(appUser.orgUnitId, r.orgUnitId));
  const rows = await db
    .selectDistinct({ id: appUser.id })
    .from(appUser)
    .innerJoin(userRole, eq(userRole.userId, appUser.id))
    .innerJoin(role, eq(role.id, userRole.roleRef))
    .where(
      and(
        eq(appUser.isEnabled, true),
        eq(role.disabled, false),
        sql`${appUser.id} <> ${exceptUserId}`,
        or(...roles.map(held)),
      ),
    );
  return rows.map((r) => r.id);
}

/** The user's substitutes whose window has not ended before `today`, by start. */
export function findSubstitutesOf(db: Executor, userId: number, today: string) {
  return db
    .select({
      id: substitute.id,
      substituteUserId: substitute.substituteUserId,
      substituteName: appUser.displayName,
      startDate: substitute.startDate,
      endDate: substitute.endDate,
    })
    .from(substitute)
    .innerJoin(appUser, eq(appUser.id, substitute.substituteUserId))
    .where(and(eq(substitute.userId, userId), gte(substitute.endDate, today)))
    .orderBy(asc(substitute.startDate));
}

/** The user's substitutes whose window shares a day with the one given. */
export function findOverlappingSubstitutes(
  db: Executor,
  userId: number,
  window: { startDate: string; endDate: string },
) {
  return db
    .select({ id: substitute.id })
    .from(substitute)
    .where(
      and(
        eq(substitute.userId, userId),
        sql`${substitute.startDate} <= ${window.endDate}`,
        sql`${substitute.endDate} >= ${window.startDate}`,
      ),
    );
}

export async function insertSubstitute(db: Executor, values: typeof substitute.$inferInsert) {
  const [row] = await db.insert(substitute).values(values).returning({ id: substitute.id });
  return row;
}

/** Deletes one of the user's substitutes; the ids removed (none when it is not theirs). */
export function deleteSubstitute(db: Executor, id: number, userId: number) {
  return db
    .delete(substitute)
    .where(and(eq(substitute.id, id), eq(substitute.userId, userId)))
    .returning({ id: substitute.id });
}

/** An addition (加签) with its adder's name: what an added approver's to-do shows. */
export async function findAddition(db: Executor, additionId: number) {
  const [a] = await db
    .select({ a: workAddition, adderName: appUser.displayName })
    .from(workAddition)
    .innerJoin(appUser, eq(appUser.id, workAddition.adderUserId))
    .where(eq(workAddition.id, additionId));
  return a;
}

/** The work's additions (加签) but those taken back, oldest first. */
export function findAdditions(db: Executor, workId: number) {
  return db
    .select()
    .from(workAddition)
    .where(and(eq(workAddition.workId, workId), ne(workAddition.status, 'cancelled')))
    .orderBy(asc(workAddition.id));
}

/** Who was copied on a work, by whom, at which step, when, and whether they have read it. */
export function findWorkCopies(db: Executor, workId: number) {
  const copied = alias(appUser, 'copied');
  const by = alias(appUser, 'copied_by');
  return db
    .select({
      userName: copied.displayName,
      byName: by.displayName,
      nodeId: workCopy.nodeId,
      copiedAt: workCopy.copiedAt,
      readAt: workCopy.readAt,
    })
    .from(workCopy)
    .innerJoin(copied, eq(copied.id, workCopy.userId))
    .leftJoin(by, eq(by.id, workCopy.byUserId))
    .where(eq(workCopy.workId, workId))
    .orderBy(asc(workCopy.copiedAt), asc(workCopy.userId));
}

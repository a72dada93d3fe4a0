import { ErrorCode, msg } from '@hris/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { appUser, orgUnit, role, roleMenuPermission, task, userRole, workCopy } from '../../db/schema';
import { AppError } from '../../http/errors';
import { TASK_MENU_KEYS } from '../access';
import { roleHolders } from '../assign';
import { notify } from '../notify';
import { nodeOf, type RegisteredProcess } from '../registry';
import type { CopyRule } from '../types';
import { nodeName, processName, targetName } from './load';
import * as repo from './repository';

/**
 * Where a work lies for the people who may be copied on it: where its target stood at the start,
 * and every place a step of it is handled (a store transfer's receiving store).
 */
export function workPlaces(process: RegisteredProcess, w: { orgPath: string; formData: unknown }): string[] {
  const form = (w.formData ?? {}) as Record<string, unknown>;
  const places = new Set([w.orgPath]);
  for (const n of process.nodes) {
    const at = n.at?.(form);
    if (at) places.add(at);
  }
  return [...places];
}

/**
 * Users whose data scope holds one of `places` and who may open the task centre: a role of scope
 * all, or of scope org or store at a unit above a place. (Self scope holds no work.)
 */
export function holdsWorkWhere(places: readonly string[]) {
  const covering = places.map((p) => sql`${p} like ${orgUnit.path} || '%'`);
  return and(
    eq(appUser.isEnabled, true),
    sql`exists (
      select 1 from ${userRole} ur join ${role} r on r.id = ur.role_ref
      where ur.user_id = ${appUser.id} and not r.disabled
        and (r.scope_kind = 'all' or (r.scope_kind in ('org', 'store') and (${sql.join(covering, sql` or `)})))
    )`,
    sql`exists (
      select 1 from ${userRole} ur join ${role} r on r.id = ur.role_ref
        join ${roleMenuPermission} m on m.role_ref = r.id
      where ur.user_id = ${appUser.id} and not r.disabled and m.menu_code in (${sql.join(
        TASK_MENU_KEYS.map((k) => sql`${k}`),
        sql`, `,
      )})
    )`,
  );
}

/** Of `userIds`, those whose scope holds the work. */
async function holdersAmong(db: Executor, places: readonly string[], userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(and(inArray(appUser.id, [...userIds]), holdsWorkWhere(places)));
  return new Set(rows.map((r) => r.id));
}

interface CopyingWork {
  id: number;
  flowId: number;
  orgPath: string;
  starterUserId: number;
  formData: unknown;
  targetEmployeeRef: number | null;
}

/**
 * Copies a work to users a handler chose (抄送): each must be enabled and hold the work in their
 * scope, or the whole action is refused. New copies are recorded (work_copy, once per user), told
 * (a message, and outside channels for kind 'copy') and written in the history.
 */
export async function copyByHandler(
  tx: Tx,
  process: RegisteredProcess,
  w: CopyingWork,
  by: { userId: number; name: string },
  nodeId: number | null,
  userIds: readonly number[],
  now: Date,
): Promise<number> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return 0;
  const users = await repo.findUsers(tx, wanted);
  for (const id of wanted) {
    const u = users.get(id);
    if (!u?.isEnabled) throw new AppError(ErrorCode.Validation, msg('workflow.copyUserUnavailable'));
  }
  const holding = await holdersAmong(tx, workPlaces(process, w), wanted);
  for (const id of wanted)
    if (!holding.has(id))
      throw new AppError(ErrorCode.Validation, msg('workflow.copyNotHolder', { name: users.get(id)!.name }));
  return record(tx, process, w, by, nodeId, wanted, now);
}

/**
 * The copies a process definition names (a step's `copies` when it is approved, `copiesOnFinish`
 * when the work finishes): the holders of each rule where the rule says, but the starter and
 * whoever handled a step of it.
 */
export async function copyByDefinition(
  tx: Tx,
  process: RegisteredProcess,
  w: CopyingWork,
  rules: readonly CopyRule[] | undefined,
  nodeId: number | null,
  now: Date,
) {
  if (!rules?.length) return;
  const form = (w.formData ?? {}) as Record<string, unknown>;
  // Those who decided a step of it know it already.
  const deciders = new Set(
    (await tx.select({ id: task.assigneeUserId }).from(task).where(eq(task.workId, w.id))).map((r) => r.id),
  );
  const ids = new Set<number>();
  for (const rule of rules) {
    const at = rule.at?.(form) ?? w.orgPath;
    for (const id of await roleHolders(tx, rule.rule, { orgPath: at, starterUserId: w.starterUserId }))
      if (id !== w.starterUserId && !deciders.has(id)) ids.add(id);
  }
  await record(tx, process, w, null, nodeId, [...ids], now);
}

async function record(
  tx: Tx,
  process: RegisteredProcess,
  w: CopyingWork,
  by: { userId: number; name: string } | null,
  nodeId: number | null,
  userIds: number[],
  now: Date,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const added = await tx
    .insert(workCopy)
    .values(userIds.map((userId) => ({ workId: w.id, userId, byUserId: by?.userId ?? null, nodeId, copiedAt: now })))
    .onConflictDoNothing()
    .returning({ userId: workCopy.userId });
  if (added.length === 0) return 0;
  const names = await repo.findUsers(
    tx,
    added.map((a) => a.userId),
  );
  await repo.insertWorkEvent(tx, {
    workId: w.id,
    nodeId,
    kind: 'copy',
    actorUserId: by?.userId ?? null,
    msg: `抄送给${added.map((a) => names.get(a.userId)?.name ?? '').join('、')}`,
    createdAt: now,
  });
  const who = await targetName(tx, w);
  const step = nodeId !== null ? nodeOf(process, nodeId) : undefined;
  const flow = processName(process.info);
  const subject = who
    ? msg('notice.subject.ofTarget', { target: who, process: flow })
    : msg('notice.subject.process', { process: flow });
  for (const a of added) {
    await notify(
      tx,
      a.userId,
      msg('notice.copyTitle', { process: flow }),
      msg('notice.copyContent', {
        by: by ? by.name : msg('display.system'),
        subject: step ? msg('notice.subject.atStep', { subject, step: nodeName(step) }) : subject,
      }),
      { flowId: w.flowId, workId: w.id, kind: 'copy' },
    );
  }
  return added.length;
}

/** Opening a copied work marks the copy read. */
export async function markCopyRead(db: Executor, userId: number, workId: number, now: Date) {
  await db
    .update(workCopy)
    .set({ readAt: now })
    .where(and(eq(workCopy.workId, workId), eq(workCopy.userId, userId), isNull(workCopy.readAt)));
}

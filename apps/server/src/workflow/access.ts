import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { task, work, workCopy } from '../db/schema';
import type { AuthContext } from '../http/auth-context';
import { inScope } from '../http/scope';

/** The menu keys that open the task centre (spec §6): every task and work route takes any of them. */
export const TASK_MENU_KEYS = ['Task', 'TaskIndex', 'TaskALL'] as const;

/**
 * How a user reaches a work: 'takesPart' — its starter, anyone it was ever assigned to (or on whose
 * behalf), a holder of TaskALL whose data scope covers the work's org unit at start; 'copied' —
 * only through a copy (抄送), read-only; null — not at all (or no such work).
 */
export async function workAccess(
  db: Executor,
  auth: AuthContext,
  workId: number,
): Promise<'takesPart' | 'copied' | null> {
  const [w] = await db
    .select({ starterUserId: work.starterUserId, orgPath: work.orgPath })
    .from(work)
    .where(eq(work.id, workId));
  if (!w) return null;
  if (w.starterUserId === auth.userId) return 'takesPart';
  if (auth.menus.has('TaskALL') && inScope(auth, { orgPath: w.orgPath })) return 'takesPart';
  const [mine] = await db
    .select({ one: sql`1` })
    .from(task)
    .where(
      and(eq(task.workId, workId), or(eq(task.assigneeUserId, auth.userId), eq(task.onBehalfOfUserId, auth.userId))),
    )
    .limit(1);
  if (mine) return 'takesPart';
  return (await isCopiedTo(db, auth.userId, workId)) ? 'copied' : null;
}

/**
 * Who may see a work (workAccess): those who take part in it and, read-only, whoever it was copied
 * to. `copies: false` asks who takes part (may attach files to it).
 */
export async function canViewWork(
  db: Executor,
  auth: AuthContext,
  workId: number,
  { copies = true }: { copies?: boolean } = {},
): Promise<boolean> {
  const access = await workAccess(db, auth, workId);
  return access === 'takesPart' || (copies && access === 'copied');
}

/** Whether the work was copied to the user (抄送). */
export async function isCopiedTo(db: Executor, userId: number, workId: number): Promise<boolean> {
  const [copy] = await db
    .select({ one: sql`1` })
    .from(workCopy)
    .where(and(eq(workCopy.workId, workId), eq(workCopy.userId, userId)));
  return Boolean(copy);
}

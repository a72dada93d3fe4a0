import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { task, work, workCopy } from '../db/schema';
import type { AuthContext } from '../http/auth-context';
import { inScope } from '../http/scope';

/**
 * Who may see a work: its starter, anyone it was ever assigned to (or on whose behalf), holders of
 * TaskALL whose data scope covers the work's org unit at start, and — read-only — whoever it was
 * copied to (抄送). `copies: false` asks who takes part in it (may attach files to it).
 */
export async function canViewWork(
  db: Executor,
  auth: AuthContext,
  workId: number,
  { copies = true }: { copies?: boolean } = {},
): Promise<boolean> {
  const [w] = await db
    .select({ starterUserId: work.starterUserId, orgPath: work.orgPath })
    .from(work)
    .where(eq(work.id, workId));
  if (!w) return false;
  if (w.starterUserId === auth.userId) return true;
  if (auth.menus.has('TaskALL') && inScope(auth, { orgPath: w.orgPath })) return true;
  const [mine] = await db
    .select({ one: sql`1` })
    .from(task)
    .where(
      and(eq(task.workId, workId), or(eq(task.assigneeUserId, auth.userId), eq(task.onBehalfOfUserId, auth.userId))),
    )
    .limit(1);
  if (mine) return true;
  return copies && (await isCopiedTo(db, auth.userId, workId));
}

/** Whether the work was copied to the user (抄送). */
export async function isCopiedTo(db: Executor, userId: number, workId: number): Promise<boolean> {
  const [copy] = await db
    .select({ one: sql`1` })
    .from(workCopy)
    .where(and(eq(workCopy.workId, workId), eq(workCopy.userId, userId)));
  return Boolean(copy);
}

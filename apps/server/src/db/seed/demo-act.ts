import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../http/actor';
import type { WorkflowEngine } from '../../workflow/engine';
import type { Db } from '../client';
import { task } from '../schema';

/**
 * How the demo seeds decide a step: the account's open to-do of the work, through the engine as
 * that user. A missing to-do is a broken demo plan (`label` names the seed in the error).
 */
export function demoActor(
  demo: { db: Db; engine: WorkflowEngine; as: (account: string) => Promise<Actor> },
  label: string,
) {
  const { db, engine, as } = demo;
  return async function act(
    account: string,
    workId: number,
    action: 'approve' | 'rollback' | 'finish',
    opinion: string,
    form?: Record<string, unknown>,
  ) {
    const actor = await as(account);
    const [todo] = await db
      .select({ taskId: task.id })
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.assigneeUserId, actor.auth.userId), eq(task.status, 'todo')));
    if (!todo) throw new Error(`${label}: ${account} has no to-do for work ${workId}`);
    await engine.act(actor, { taskId: todo.taskId, action, opinion, form });
  };
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, task, work } from '../db/schema';
import type { Actor } from '../http/actor';
import { WorkflowEngine } from '../workflow/engine';
import { markWorkMessagesRead } from '../workflow/notify';

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

/**
 * How the demo seeds play works that began in the past: the engine on a clock set to a moment of
 * a business day (China time), so the work, its to-dos and its history carry those times and its
 * checks run against that day, as they did when a user started or decided it then. Each step is
 * decided by the holder of the work's open to-do, whoever the assignment rules gave it to.
 */
export function demoPast(demo: { db: Db; as: (account: string) => Promise<Actor> }, label: string) {
  const { db, as } = demo;
  const engineAt = (day: string, time: string) => new WorkflowEngine(db, () => new Date(`${day}T${time}:00+08:00`));

  async function start(day: string, account: string, flowId: number, form: unknown, time = '10:00') {
    return (await engineAt(day, time).start(await as(account), flowId, form)).workId;
  }

  async function decide(
    day: string,
    workId: number,
    action: 'approve' | 'rollback' | 'finish',
    opinion: string,
    form?: Record<string, unknown>,
    time = '11:00',
  ) {
    const [todo] = await db
      .select({ taskId: task.id, account: appUser.account })
      .from(task)
      .innerJoin(appUser, eq(appUser.id, task.assigneeUserId))
      .where(and(eq(task.workId, workId), eq(task.status, 'todo')))
      .orderBy(asc(task.id))
      .limit(1);
    if (!todo) throw new Error(`${label}: work ${workId} has no open to-do`);
    await engineAt(day, time).act(await as(todo.account), { taskId: todo.taskId, action, opinion, form });
  }

  /** The starter has opened the work since (its 已办结 message is read), as the app marks it. */
  async function seenByStarter(workId: number) {
    const [w] = await db.select({ starter: work.starterUserId }).from(work).where(eq(work.id, workId));
    if (w) await markWorkMessagesRead(db, w.starter, workId);
  }

  return { start, decide, seenByStarter };
}

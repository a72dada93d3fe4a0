import { businessToday } from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { appUser, notifyChannel, notifyPreference, task } from '../../db/schema';
import { hasMenu } from '../../http/auth-context';
import type { AfterCommit } from '../../workflow/jobs';
import { queueOutside } from '../../workflow/notify';
import { actorForUser } from '../auth/acting-user';
import { healthExpiringCounts } from '../health/health.service';
import { sendOutbox } from './sender';

/** The daily job that queues each user's digest (once per business date). */
export const NOTIFY_DIGEST_JOB = 'notify.digest';

/** Where the digest's link opens: 我的任务. */
const DIGEST_LINK = '/task/myTask';

/**
 * Each user who gets the digest on some channel (their choice, else the channel's default) and has
 * something in it: their open to-dos, how many are overdue, and the health certificates of their
 * scope needing attention (when they may read the registry). Queued with the key
 * `digest:<date>:<user>`, so a job run twice queues nothing twice; nobody gets an empty digest.
 */
export async function notifyDigestJob(tx: Tx, payload: Record<string, unknown>, now: Date): Promise<AfterCommit> {
  const today = typeof payload.date === 'string' ? payload.date : businessToday(now);
  const recipients = await tx
    .selectDistinct({ userId: appUser.id })
    .from(appUser)
    .innerJoin(notifyChannel, eq(notifyChannel.enabled, true))
    .leftJoin(
      notifyPreference,
      and(
        eq(notifyPreference.userId, appUser.id),
        eq(notifyPreference.channel, notifyChannel.channel),
        eq(notifyPreference.kind, 'digest'),
      ),
    )
    .where(
      and(
        eq(appUser.isEnabled, true),
        sql`coalesce(${notifyPreference.enabled}, 'digest' = any(${notifyChannel.defaultKinds}))`,
      ),
    );
  for (const { userId } of recipients) {
    const [todos] = await tx
      .select({
        open: sql<number>`count(*)`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${task.deadlineAt} < ${now})`.mapWith(Number),
      })
      .from(task)
      .where(and(eq(task.assigneeUserId, userId), eq(task.status, 'todo')));
    const lines: string[] = [];
    if (todos.open > 0)
      lines.push(`待办：${todos.open} 项${todos.overdue > 0 ? `，其中已超时 ${todos.overdue} 项` : ''}`);
    const { auth } = await actorForUser(tx, userId);
    if (hasMenu(auth, 'HealthOfList')) {
      const health = await healthExpiringCounts(tx, auth, today);
      if (health.expiring + health.expired + health.missing > 0)
        lines.push(`健康证：即将过期 ${health.expiring} 人，已过期 ${health.expired} 人，缺失 ${health.missing} 人`);
    }
    if (lines.length === 0) continue;
    await queueOutside(tx, {
      key: `digest:${today}:${userId}`,
      userId,
      kind: 'digest',
      title: `HRIS 每日摘要（${today}）`,
      content: lines.join('\n'),
      link: DIGEST_LINK,
    });
  }
  // Sent right after the commit, not a tick later.
  return async (db, options) => {
    await sendOutbox(db, options.notify);
  };
}

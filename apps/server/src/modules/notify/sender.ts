import { NOTIFY_MAX_ATTEMPTS, type TNotifyChannel, type TNotifyKind } from '@hris/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser, employee, notifyChannel, notifyOutbox, shop, task, work } from '../../db/schema';
import { chinaDateTime } from '../../lists/format';
import { getProcess, nodeOf } from '../../workflow/registry';
import { sendVia } from './channels';
import type { ChannelConfig, OutgoingMessage, SendResult } from './channels/types';

/** A message claimed this long ago and still `sending` was left by a server that stopped mid-send. */
export const STALE_SENDING_MS = 5 * 60_000;
/** Messages one sender claims at a time. */
export const SEND_BATCH = 20;
/** The wait before the next attempt, after 1, 2, … failed ones (then 发送失败 at NOTIFY_MAX_ATTEMPTS). */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

export interface SenderOptions {
  /** Where users open HRIS (PUBLIC_URL): links in messages are made absolute with it. */
  publicUrl?: string;
  /** Longest one platform call may take. */
  timeoutMs?: number;
}

type OutboxRow = typeof notifyOutbox.$inferSelect;

/** The kinds about a to-do of the recipient: not sent once it is handled, and linked as 去办理. */
const OPEN_TASK_KINDS: ReadonlySet<TNotifyKind> = new Set(['todo', 'returned', 'overdue']);

/** What one pass did. */
export interface SendSummary {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

/**
 * Sends what the outbox holds, on any number of servers at once: each pass claims due messages
 * with FOR UPDATE SKIP LOCKED (a message is claimed by one sender), calls the platform outside any
 * transaction, then records the answer. A message whose sender stopped mid-send is claimed again
 * after STALE_SENDING_MS and sent with the same key. The approval that queued it never waits.
 */
export async function sendOutbox(db: Db, options: SenderOptions = {}): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  await db
    .update(notifyOutbox)
    .set({ status: 'pending' })
    .where(
      and(
        eq(notifyOutbox.status, 'sending'),
        lte(notifyOutbox.claimedAt, sql`now() - make_interval(secs => ${STALE_SENDING_MS / 1000})`),
      ),
    );
  // Read once a pass, and only when something is due (most ticks find nothing).
  let configs: Map<TNotifyChannel, { enabled: boolean; config: ChannelConfig }> | undefined;
  for (;;) {
    const claimed = await claim(db);
    if (claimed.length === 0) break;
    configs ??= new Map(
      (await db.select().from(notifyChannel)).map((c) => [
        c.channel,
        { enabled: c.enabled, config: c.config as unknown as ChannelConfig },
      ]),
    );
    for (const row of claimed) {
      const outcome = await deliver(db, row, configs.get(row.channel), options);
      await record(db, row, outcome);
      summary[outcome.state] += 1;
    }
  }
  return summary;
}

/** Claims due messages: one statement, so two senders never take the same row. */
async function claim(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: notifyOutbox.id })
    .from(notifyOutbox)
    .where(and(eq(notifyOutbox.status, 'pending'), lte(notifyOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(notifyOutbox.nextAttemptAt), asc(notifyOutbox.id))
    .limit(SEND_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notifyOutbox)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${notifyOutbox.attempts} + 1` })
    .where(inArray(notifyOutbox.id, due))
    .returning();
}

type Outcome = { state: keyof SendSummary; answer: string };

async function deliver(
  db: Db,
  row: OutboxRow,
  channel: { enabled: boolean; config: ChannelConfig } | undefined,
  options: SenderOptions,
): Promise<Outcome> {
  if (!channel?.enabled) return { state: 'skipped', answer: '渠道已停用，未发送' };
  const message = await compose(db, row, options.publicUrl);
  if ('skip' in message) return { state: 'skipped', answer: message.skip };
  let result: SendResult;
  try {
    result = await sendVia(row.channel, channel.config, message, { timeoutMs: options.timeoutMs });
  } catch (err) {
    result = { ok: false, retry: true, answer: err instanceof Error ? err.message : String(err) };
  }
  if (result.ok) return { state: 'sent', answer: result.answer };
  const last = !result.retry || row.attempts >= NOTIFY_MAX_ATTEMPTS;
  return { state: last ? 'failed' : 'retrying', answer: result.answer };
}

/**
 * Records the attempt, only while the row is still this attempt's (a sender that took longer
 * than STALE_SENDING_MS does not overwrite the answer of the one that took the row over).
 */
async function record(db: Db, row: OutboxRow, outcome: Outcome) {
  const wait = RETRY_BACKOFF_MS[Math.min(row.attempts, RETRY_BACKOFF_MS.length) - 1];
  const set =
    outcome.state === 'sent'
      ? { status: 'sent' as const, sentAt: sql`now()` }
      : outcome.state === 'retrying'
        ? { status: 'pending' as const, nextAttemptAt: sql`now() + make_interval(secs => ${wait / 1000})` }
        : { status: outcome.state };
  await db
    .update(notifyOutbox)
    .set({ ...set, lastAnswer: outcome.answer.slice(0, 1000) })
    .where(
      and(eq(notifyOutbox.id, row.id), eq(notifyOutbox.status, 'sending'), eq(notifyOutbox.attempts, row.attempts)),
    );
}

/**
 * The message as the platform gets it: the title, what happened, then the work's facts (flow,
 * person by name and number, store, step, deadline) and a link. No other personal data. A to-do
 * handled (or moved) before it could be sent is not sent.
 */
export async function compose(
  db: Db,
  row: OutboxRow,
  publicUrl: string | undefined,
): Promise<OutgoingMessage | { skip: string }> {
  const [user] = await db
    .select({ name: appUser.displayName, email: appUser.email, imId: appUser.imId })
    .from(appUser)
    .where(eq(appUser.id, row.userId));
  if (!user) return { skip: '收件人不存在，未发送' };
  const lines = row.content ? row.content.split('\n') : [];
  const aboutOpenTask = OPEN_TASK_KINDS.has(row.kind);
  if (row.workId !== null) {
    const [w] = await db
      .select({
        flowId: work.flowId,
        name: employee.name,
        employeeId: employee.employeeId,
        shopName: shop.name,
      })
      .from(work)
      .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
      .leftJoin(shop, eq(shop.id, work.shopId))
      .where(eq(work.id, row.workId));
    const process = w ? getProcess(w.flowId) : undefined;
    if (process) lines.push(`流程：${process.info.name}`);
    if (w?.name) lines.push(`人员：${w.name}（${w.employeeId}）`);
    if (w?.shopName) lines.push(`门店：${w.shopName}`);
    if (row.nodeId !== null && aboutOpenTask) {
      const [open] = await db
        .select({ deadlineAt: task.deadlineAt })
        .from(task)
        .where(
          and(
            eq(task.workId, row.workId),
            eq(task.nodeId, row.nodeId),
            eq(task.assigneeUserId, row.userId),
            eq(task.status, 'todo'),
          ),
        )
        .limit(1);
      if (!open) return { skip: '待办已处理或已转出，未发送' };
      const node = process ? nodeOf(process, row.nodeId) : undefined;
      if (node) lines.push(`步骤：${node.name}`);
      if (open.deadlineAt) lines.push(`办理期限：${chinaDateTime(open.deadlineAt)}`);
    }
  }
  const base = publicUrl?.replace(/\/+$/, '');
  return {
    key: row.key,
    title: row.title,
    lines,
    link: base && row.link ? `${base}/#${row.link}` : undefined,
    linkText: aboutOpenTask ? '去办理' : '查看',
    to: { name: user.name, email: user.email, imId: user.imId },
  };
}

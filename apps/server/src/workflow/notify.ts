import type { Message, TNotifyKind } from '@hris/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { message } from '../db/schema';
import { type StoredTexts, storedText } from '../http/stored-text';
import { roleHolders } from './assign';
import type { AssigneeRule } from './types';

/** The work a message is about; with a node, the message is a to-do there. */
export interface MessageAbout {
  flowId: number;
  workId: number;
  nodeId?: number | null;
  /**
   * What kind of message it is, when it also goes out by e-mail or IM (issue 36): the user's
   * choices and the channels' defaults decide where. Without it the message stays in HRIS.
   */
  kind?: TNotifyKind;
}

/**
 * A message in the user's inbox (counted as unread in the navbar badge), linked to its work; with
 * a kind, also queued in the outbox for each channel the user gets that kind on, in the same
 * transaction (modules/notify/sender.ts sends it after the commit).
 */
export async function notify(
  db: Executor,
  userId: number,
  titleText: Message,
  contentText: Message,
  about: MessageAbout,
) {
  const link = taskLink(about.flowId, about.workId, about.nodeId ?? null);
  // Stored in Chinese (the outbox, older readers) and as messages, read in the reader's language.
  const title = String(titleText);
  const content = String(contentText);
  const texts: StoredTexts = { title: storedText(titleText), content: storedText(contentText) };
  const values = { userId, title: title.slice(0, 200), content, texts, link, workId: about.workId };
  if (!about.kind) {
    await db.insert(message).values(values);
    return;
  }
  // One round trip, as before the outbox: the message, then its queueing under its id.
  await db.execute(sql`
    with m as (
      insert into ${message} (user_id, title, content, texts, link, work_id)
      values (${userId}::int, ${values.title}, ${content}, ${JSON.stringify(texts)}::jsonb, ${link}, ${about.workId}::int)
      returning id
    )
    select ${queueCall(sql`'m:' || m.id`, {
      userId,
      kind: about.kind,
      title,
      content,
      link,
      workId: about.workId,
      nodeId: about.nodeId ?? null,
    })} from m`);
}

/** One message to queue for outside delivery; `key` is unique per message (the channel is appended). */
export interface OutsideMessage {
  key: string;
  userId: number;
  kind: TNotifyKind;
  title: string;
  content: string;
  link: string | null;
  workId?: number | null;
  nodeId?: number | null;
}

/**
 * Queues the message on every enabled channel where the user gets its kind: their own choice, else
 * the channel's default; e-mail only to a user with an address. One call of the database function
 * `hris_queue_outside` (migration 0035, which keeps its plan per connection); nothing when no
 * channel is on. A key already queued is left as it is (a job run twice queues nothing twice).
 */
export async function queueOutside(db: Executor, m: OutsideMessage) {
  await db.execute(sql`select ${queueCall(sql`${m.key}`, m)}`);
}

function queueCall(key: SQL, m: Omit<OutsideMessage, 'key'>): SQL {
  return sql`hris_queue_outside(${key}, ${m.userId}::int, ${m.kind}, ${m.title.slice(0, 200)}, ${m.content}, ${m.link}, ${m.workId ?? null}::int, ${m.nodeId ?? null}::int)`;
}

/**
 * The user's unread messages about a work are read once the user opens or handles it (a to-do
 * message has done its job). Returns how many were marked, so the badge can drop by as many.
 */
export async function markWorkMessagesRead(db: Executor, userId: number, workId: number): Promise<number> {
  const rows = await db
    .update(message)
    .set({ isRead: true })
    .where(and(eq(message.userId, userId), eq(message.workId, workId), eq(message.isRead, false)))
    .returning({ id: message.id });
  return rows.length;
}

export function taskLink(flowId: number, workId: number, nodeId: number | null): string {
  return `/process/do?flowId=${flowId}&workId=${workId}${nodeId != null ? `&nodeId=${nodeId}` : ''}`;
}

/**
 * One message to each holder of the rules where `orgPath` lies (each person once): the store's
 * and the region's HR told about a person who is leaving.
 */
export async function notifyHolders(
  db: Executor,
  rules: readonly Exclude<AssigneeRule, 'starter'>[],
  orgPath: string,
  title: Message,
  content: Message,
  about: MessageAbout,
) {
  const users = new Set<number>();
  for (const rule of rules) for (const id of await roleHolders(db, rule, { orgPath, starterUserId: 0 })) users.add(id);
  for (const userId of users) await notify(db, userId, title, content, about);
}

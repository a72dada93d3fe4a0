import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { message } from '../db/schema';
import { roleHolders } from './assign';
import type { AssigneeRule } from './types';

/** The work a message is about; with a node, the message is a to-do there. */
export interface MessageAbout {
  flowId: number;
  workId: number;
  nodeId?: number | null;
}

/** A message in the user's inbox (counted as unread in the navbar badge), linked to its work. */
export async function notify(db: Executor, userId: number, title: string, content: string, about: MessageAbout) {
  await db.insert(message).values({
    userId,
    title: title.slice(0, 200),
    content,
    link: taskLink(about.flowId, about.workId, about.nodeId ?? null),
    workId: about.workId,
  });
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
  title: string,
  content: string,
  about: MessageAbout,
) {
  const users = new Set<number>();
  for (const rule of rules) for (const id of await roleHolders(db, rule, { orgPath, starterUserId: 0 })) users.add(id);
  for (const userId of users) await notify(db, userId, title, content, about);
}

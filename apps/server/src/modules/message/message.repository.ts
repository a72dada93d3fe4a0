import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { message } from '../../db/schema';

export type MessageRow = typeof message.$inferSelect;

/** Messages that are about no work (a notice with a link of its own), one statement for all. */
export async function insertMessages(
  db: Executor,
  rows: readonly { userId: number; title: string; content: string; link: string }[],
) {
  if (rows.length > 0) await db.insert(message).values(rows.map((r) => ({ ...r, title: r.title.slice(0, 200) })));
}

/** A user's messages, or only the unread ones. */
function messagesOf(userId: number, unreadOnly: boolean | undefined): SQL | undefined {
  return and(eq(message.userId, userId), unreadOnly ? eq(message.isRead, false) : undefined);
}

/** One page of a user's messages, newest first. */
export async function findMessagePage(
  db: Executor,
  userId: number,
  unreadOnly: boolean | undefined,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(message)
    .where(messagesOf(userId, unreadOnly))
    .orderBy(desc(message.createdAt), desc(message.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countMessages(db: Executor, userId: number, unreadOnly: boolean | undefined) {
  const [row] = await db.select({ n: count() }).from(message).where(messagesOf(userId, unreadOnly));
  return Number(row?.n ?? 0);
}

/** Marks a user's unread messages read, the given ones or (`ids` undefined) all; returns those it changed. */
export async function markMessagesRead(db: Executor, userId: number, ids: number[] | undefined) {
  return db
    .update(message)
    .set({ isRead: true })
    .where(and(eq(message.userId, userId), eq(message.isRead, false), ids ? inArray(message.id, ids) : undefined))
    .returning({ id: message.id });
}

import type { Message } from '@hris/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { message } from '../../db/schema';
import { type StoredText, stored } from '../../http/stored-text';

export type MessageRow = typeof message.$inferSelect;

/**
 * Messages that are about no work (a notice with a link of its own), one statement for all: the
 * Chinese text as every message keeps it, and its catalogue messages (`texts`) to be read in the
 * reader's language (ARCHITECTURE §10).
 */
export async function insertMessages(
  db: Executor,
  rows: readonly {
    userId: number;
    title: Message;
    content: Message | readonly Message[];
    link: string;
    createdAt?: Date;
  }[],
) {
  if (rows.length === 0) return;
  await db.insert(message).values(
    rows.map(({ title, content, ...row }) => {
      const [t, c] = [stored(title), stored(content)];
      return {
        ...row,
        title: t.zh.slice(0, 200),
        content: c.zh,
        texts: { title: t.text as StoredText, content: c.text },
      };
    }),
  );
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

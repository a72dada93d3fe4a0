import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, message } from '../../db/schema';

export async function countUnreadMessages(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(message)
    .where(and(eq(message.userId, userId), eq(message.isRead, false)));
  return Number(row?.n ?? 0);
}

export async function updatePassword(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(appUser)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(appUser.id, userId));
}

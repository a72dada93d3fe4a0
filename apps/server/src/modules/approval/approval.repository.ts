/**
 * The queries of 抄送我的, the copy and add-sign pickers and the personal phrases: Drizzle only,
 * each on the executor it is given.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { appUser, orgUnit, role, userPhrase, userRole, workCopy } from '../../db/schema';
import { escapeLike } from '../../http/scope';

/** The caller's copies of the works on a page: when, by whom, read or not. */
export function findCopiesOf(db: Executor, userId: number, workIds: number[]) {
  if (workIds.length === 0) return Promise.resolve([]);
  const by = alias(appUser, 'copied_by');
  return db
    .select({ workId: workCopy.workId, copiedAt: workCopy.copiedAt, readAt: workCopy.readAt, byName: by.displayName })
    .from(workCopy)
    .leftJoin(by, eq(by.id, workCopy.byUserId))
    .where(and(eq(workCopy.userId, userId), inArray(workCopy.workId, workIds)));
}

export async function countCopies(db: Executor, userId: number) {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${workCopy.readAt} is null)`.mapWith(Number) })
    .from(workCopy)
    .where(eq(workCopy.userId, userId));
  return { total: Number(row?.total ?? 0), unread: row?.unread ?? 0 };
}

/** Marks the caller's unread copies read (those of `workIds`, or all); how many. */
export async function markCopiesRead(db: Executor, userId: number, workIds: number[] | undefined, now: Date) {
  const rows = await db
    .update(workCopy)
    .set({ readAt: now })
    .where(
      and(
        eq(workCopy.userId, userId),
        isNull(workCopy.readAt),
        workIds ? inArray(workCopy.workId, workIds) : undefined,
      ),
    )
    .returning({ workId: workCopy.workId });
  return rows.length;
}

/** Users a picker offers (at most 50, by account), with their unit and role names. */
export function findPickUsers(db: Executor, where: ReturnType<typeof and>, keyword?: string) {
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  return db
    .select({
      userId: appUser.id,
      name: appUser.displayName,
      account: appUser.account,
      orgUnitName: orgUnit.name,
      roleText: sql<string>`coalesce((
        select string_agg(r.name, '、' order by r.role_id) from ${userRole} ur join ${role} r on r.id = ur.role_ref
        where ur.user_id = ${appUser.id} and not r.disabled), '')`,
    })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(
      and(where, like ? sql`(${appUser.displayName} ilike ${like} or ${appUser.account} ilike ${like})` : undefined),
    )
    .orderBy(asc(appUser.account))
    .limit(50);
}

export function findPhrases(db: Executor, userId: number) {
  return db
    .select({ id: userPhrase.id, text: userPhrase.text })
    .from(userPhrase)
    .where(eq(userPhrase.userId, userId))
    .orderBy(asc(userPhrase.sort), asc(userPhrase.id));
}

/**
 * The queries of 抄送我的, the copy and add-sign pickers and the personal phrases: Drizzle only,
 * each on the executor it is given.
 */
import { LIST_COUNT_CAP } from '@hris/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { appUser, orgUnit, role, userPhrase, userRole, workCopy } from '../../db/schema';
import { escapeLike } from '../../http/scope';

const copiedBy = alias(appUser, 'copied_by');

// Prepared once per connection and mapped by one compiled function (db/prepared.ts): the page's
// copies are read on every request of 抄送我的.
const copiesStatement = preparedPerExecutor((db) =>
  db
    .select({
      workId: workCopy.workId,
      copiedAt: workCopy.copiedAt,
      readAt: workCopy.readAt,
      byName: copiedBy.displayName,
    })
    .from(workCopy)
    .leftJoin(copiedBy, eq(copiedBy.id, workCopy.byUserId))
    .where(
      and(
        eq(workCopy.userId, sql.placeholder('userId')),
        sql`${workCopy.workId} = any(${sql.placeholder('workIds')}::int[])`,
      ),
    )
    .prepare('work_copies_of'),
);

/** The caller's copies of the works on a page: when, by whom, read or not. */
export async function findCopiesOf(db: Executor, userId: number, workIds: number[]) {
  if (workIds.length === 0) return [];
  return copiesStatement(db).execute({ userId, workIds });
}

/**
 * The order a capped count of one user's copies reads them in: the list's own, along
 * work_copy_user_idx. Unordered, PostgreSQL may read work_copy from its start for the first
 * copies of the user (the read marks keep clearing the visibility map that makes the index-only
 * scan look cheap): 40 – 140 ms a count on the bench seed instead of 2 – 26 ms (bench/README).
 */
export const copiesNewestFirst = sql`${workCopy.copiedAt} desc`;

/**
 * The caller's copies and unread copies, each counted from its own index (work_copy_user_idx,
 * work_copy_unread_idx) and capped: the list's total as every list's (LIST_COUNT_CAP), the unread
 * badge at 1,000 (it shows 999+).
 */
export async function countCopies(db: Executor, userId: number) {
  const capped = (where: SQL, cap: number, order = sql``) =>
    sql<number>`(select count(*) from (select 1 from ${workCopy} where ${where} ${order} limit ${cap}) c)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      total: capped(sql`${workCopy.userId} = ${userId}`, LIST_COUNT_CAP, sql`order by ${copiesNewestFirst}`),
      unread: capped(sql`${workCopy.userId} = ${userId} and ${workCopy.readAt} is null`, 1000),
    })
    .from(sql`(select 1) as one`);
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
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

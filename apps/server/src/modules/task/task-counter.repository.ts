import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { userTaskCounter } from '../../db/schema';

/**
 * Built once and prepared on each connection: GetTaskCounts runs nothing else, and building the
 * statement had cost the server more than PostgreSQL spent running it.
 */
const sumStatement = preparedPerExecutor((db) =>
  db
    .select({
      flowId: userTaskCounter.flowId,
      state: userTaskCounter.state,
      n: sql<number>`sum(${userTaskCounter.n})::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(userTaskCounter)
    .where(eq(userTaskCounter.userId, sql.placeholder('userId')))
    .groupBy(userTaskCounter.flowId, userTaskCounter.state)
    .prepare('task_counter_sums'),
);

/** A user's counter deltas summed per process type and state, with how many rows each sum read. */
export function sumCounters(db: Executor, userId: number) {
  return sumStatement(db).execute({ userId });
}

/**
 * Replaces the user's deltas by their sums in one statement. Deltas other transactions append
 * meanwhile are not in its snapshot and stay; rows another fold deleted first are skipped; so
 * nothing is lost or counted twice, even when two servers fold the same user at once.
 */
export async function foldCounters(db: Executor, userId: number) {
  await db.execute(sql`with folded as (
      delete from ${userTaskCounter} where ${userTaskCounter.userId} = ${userId} returning flow_id, state, n)
    insert into ${userTaskCounter} (user_id, flow_id, state, n)
    select ${userId}, flow_id, state, sum(n) from folded group by flow_id, state having sum(n) <> 0`);
}

import { count, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { work } from '../../db/schema';
import { aggregateWorks, workPage } from '../../lists/work-list.repository';
import { welfareClaim } from '../../processes/welfare/tables';

/** 婚育福利 (flow 20) and 少儿险增加 (flow 21): the works of their lists. */
export const WELFARE_FLOW = 20;
export const INSURANCE_FLOW = 21;

/** The amount head office booked (cents), read by the claim's work (welfare_claim_work_uq). */
const bookedCents = sql<
  number | null
>`(select ${welfareClaim.amountCents} from ${welfareClaim} where ${welfareClaim.workId} = ${work.id})`;

/** A benefit claim: the work with the amount its claim booked. */
export const findWelfarePage = workPage({ bookedCents });
export type WelfareListRow = Awaited<ReturnType<typeof findWelfarePage>>[number];

/** How many claims `where` selects, how many are booked and their amount (cents, exact). */
export async function sumWelfare(db: Executor, where: SQL | undefined) {
  const row = await aggregateWorks(db, where, {
    n: count(),
    booked: sql<string>`count(${bookedCents})::text`,
    cents: sql<string>`coalesce(sum(${bookedCents}), 0)::text`,
  });
  return { count: Number(row?.n ?? 0), bookedCount: Number(row?.booked ?? 0), bookedCents: Number(row?.cents ?? 0) };
}
export type WelfareSums = Awaited<ReturnType<typeof sumWelfare>>;

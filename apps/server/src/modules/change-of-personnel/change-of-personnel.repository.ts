import { sql } from 'drizzle-orm';
import { work } from '../../db/schema';
import { countWorks, workPage } from '../../lists/work-list.repository';

/** The flows of 人事异动列表: 人事异动（调店） 18 and 调岗 32. */
export const PERSONNEL_CHANGE_FLOWS = [18, 32] as const;

/** One page of personnel changes: the rows of every list of works, and whether the change has applied. */
export const findChangePage = workPage({
  /** Whether the recorded change has applied; null while none is recorded. */
  applied: sql<
    boolean | null
  >`(select bool_and(wc.applied_at is not null) from work_change wc where wc.work_id = ${work.id})`,
});

export type ChangeRow = Awaited<ReturnType<typeof findChangePage>>[number];

export const countChanges = countWorks;

import { LIST_COUNT_CAP, type PageResult } from '@hris/contract';

/** How many rows a capped count reads: one past the cap tells that there are more. */
export const COUNT_UP_TO = LIST_COUNT_CAP + 1;

/** A count read up to COUNT_UP_TO rows as a list's total: the cap, and `capped`, beyond it. */
export function cappedTotal(counted: number): Pick<PageResult<never>, 'total' | 'capped'> {
  return counted > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, capped: true } : { total: counted };
}

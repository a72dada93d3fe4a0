import { z } from 'zod';

export * from './dashboard-paths';

const ZDateRangeSchema = z.object({ from: z.string(), to: z.string() });

/**
 * The two counts of the home page, over the active employees (在职) of the caller's scope, with the
 * business-date ranges they count (today and the last day, both included), so a page opened from a
 * count filters by the same days.
 */
export const ZExpiringCountsSchema = z.object({
  /** 60天内到期合同. */
  contractsEnding: z.number().int(),
  contractRange: ZDateRangeSchema,
  /** 30天内试用期到期. */
  probationsEnding: z.number().int(),
  probationRange: ZDateRangeSchema,
});
export type TExpiringCounts = z.infer<typeof ZExpiringCountsSchema>;

import { z } from 'zod';

export * from './dashboard-paths';

const ZDateRangeSchema = z.object({ from: z.string(), to: z.string() });

/**
 * The two counts of the home page, over the active employees (在职) of the caller's scope, with the
 * business-date ranges they count (today and the last day, both included), so a page opened from a
 * count filters by the same days.
 */
export const ZExpiringCountsSchema = z.object({
  /** 60天内到期合同; null for a caller holding neither EmployeeContract nor StaffList. */
  contractsEnding: z.number().int().nullable(),
  contractRange: ZDateRangeSchema,
  /** 30天内试用期到期; null as contractsEnding. */
  probationsEnding: z.number().int().nullable(),
  probationRange: ZDateRangeSchema,
  /**
   * 健康证: the active store employees of the scope whose certificate is 即将过期 (ends within
   * `expiringRange`), 已过期 or 缺失; null for a caller without HealthOfList.
   */
  health: z
    .object({
      expiring: z.number().int(),
      expired: z.number().int(),
      missing: z.number().int(),
      expiringRange: ZDateRangeSchema,
    })
    .nullable(),
  /**
   * 培训: the active employees of the scope with a required project (by position) not passed within
   * its valid months; null for a caller without TrainParticipation.
   */
  train: z.object({ overdue: z.number().int() }).nullable(),
});
export type TExpiringCounts = z.infer<typeof ZExpiringCountsSchema>;

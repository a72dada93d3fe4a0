import { EVALUATION_LEAD_DAYS, RENEWAL_DEADLINE_DAYS, RENEWAL_WINDOW_DAYS } from '@hris/contract';

/**
 * How early the system starts what it starts by itself (config: RENEWAL_WINDOW_DAYS,
 * RENEWAL_DEADLINE_DAYS, EVALUATION_LEAD_DAYS), set once at boot; tests may change them.
 */
export const workflowSettings = {
  /** A renewal starts when the contract ends within this many days. */
  renewalWindowDays: RENEWAL_WINDOW_DAYS,
  /** Its approval deadline (jzsj) is this many days before the contract's end. */
  renewalDeadlineDays: RENEWAL_DEADLINE_DAYS,
  /** A probation evaluation starts this many days before the probation ends. */
  evaluationLeadDays: EVALUATION_LEAD_DAYS,
};

export function configureWorkflow(settings: Partial<typeof workflowSettings>) {
  Object.assign(workflowSettings, settings);
}

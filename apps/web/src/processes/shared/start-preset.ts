import { createContext, useContext } from 'react';

/**
 * What the start page's address preselects on the start form: `?employeeId=E100001` (the staff
 * record's 调店 / 调岗 / 离职 links). The start page provides it; forms rendered elsewhere (a
 * resubmission, a test) get nothing.
 */
export interface StartPreset {
  employeeId?: string;
  /** 节日礼品名单: the holiday the message's link names (`?holidayId=3`). */
  holidayId?: number;
  /** The process being started: the person picker says whom it cannot be started for, and why. */
  flowId?: number;
}

export const StartPresetContext = createContext<StartPreset>({});

export const useStartPreset = () => useContext(StartPresetContext);

/** The start page's address for a flow, with the person preselected. */
export function startPathFor(flowId: number, employeeId?: string): string {
  const query = new URLSearchParams({ flowId: String(flowId) });
  if (employeeId) query.set('employeeId', employeeId);
  return `/process/do?${query.toString()}`;
}

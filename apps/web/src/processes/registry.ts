import { deductionUi } from './deduction';
import { staffEntryUi } from './staff-entry';
import type { ProcessUi } from './types';

/** The forms of every process the web can show; adding a process is one line here. */
const PROCESS_UIS: readonly ProcessUi[] = [staffEntryUi, deductionUi];

const byFlow = new Map(PROCESS_UIS.map((ui) => [ui.flowId, ui]));

export function processUi(flowId: number): ProcessUi | undefined {
  return byFlow.get(flowId);
}

export function hasProcessUi(flowId: number): boolean {
  return byFlow.has(flowId);
}

export type { ProcessFormHandle, ProcessUi } from './types';

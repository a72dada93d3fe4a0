import type { Catalogue } from '../messages/catalogue';
import { changeOfPersonnelProcess } from './change-of-personnel';
import { contractEditProcess } from './contract-edit';
import { contractRenewalProcess } from './contract-renewal';
import { deductionProcess } from './deduction';
import { evaluationProcess } from './evaluation';
import { healthInvoiceProcess } from './health-invoice';
import { healthUpdateProcess } from './health-update';
import { holidayProcess } from './holiday';
import { insuranceProcess } from './insurance';
import { jobChangeProcess } from './job-change';
import { proofProcess } from './proof';
import { rboTransferProcess } from './rbo-transfer';
import { staffEntryProcess } from './staff-entry';
import { staffTurnoverProcess } from './staff-turnover';
import { staffTurnoverModifyProcess } from './staff-turnover-modify';
import type { ProcessInfo } from './types';
import { violationProcess } from './violation';
import { welfareProcess } from './welfare';

export * from './change-of-personnel';
export * from './contract-edit';
export * from './contract-renewal';
export * from './deduction';
export * from './evaluation';
export * from './health-invoice';
export * from './health-update';
export * from './holiday';
export * from './insurance';
export * from './job-change';
export * from './money';
export * from './proof';
export * from './rbo-transfer';
export * from './staff-entry';
export * from './staff-turnover';
export * from './staff-turnover-modify';
export type { ProcessInfo } from './types';
export * from './violation';
export * from './welfare';

/**
 * The 17 processes of spec §4, in the order menus and filters list them. A process is one file
 * of this folder (its names, step ids and, once built, its form schema), its messages beside it
 * (`<process>.messages.ts`, carried by its info) plus its line here.
 */
const PROCESS_LIST = [
  staffEntryProcess,
  evaluationProcess,
  changeOfPersonnelProcess,
  jobChangeProcess,
  contractRenewalProcess,
  staffTurnoverProcess,
  staffTurnoverModifyProcess,
  rboTransferProcess,
  violationProcess,
  contractEditProcess,
  welfareProcess,
  insuranceProcess,
  holidayProcess,
  deductionProcess,
  proofProcess,
  healthUpdateProcess,
  healthInvoiceProcess,
] as const;

export const PROCESSES: readonly ProcessInfo[] = PROCESS_LIST;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type WithMessages = Extract<(typeof PROCESS_LIST)[number], { messages: Catalogue }>;

/** Every process's messages, one catalogue: the message catalogue takes them in whole (messages/index.ts). */
export type ProcessMessages = UnionToIntersection<WithMessages['messages']>;
export const PROCESS_MESSAGES = Object.assign(
  {},
  ...PROCESS_LIST.map((p: ProcessInfo) => p.messages ?? {}),
) as ProcessMessages;

export function findProcess(flowId: number): ProcessInfo | undefined {
  return PROCESSES.find((p) => p.flowId === flowId);
}

/** The number HR staff quote on the phone: flow id + work id, e.g. 12-000123. */
export function formatFlowNo(flowId: number, workId: number): string {
  return `${flowId}-${String(workId).padStart(6, '0')}`;
}

import type { ProcessInfo } from '@hris/contract';

/** A process of the contract as the web reads it: flow id, key, names, category, forms, steps, built. */
export type ContractProcess = Omit<ProcessInfo, 'messages'>;

/**
 * The contract's processes, written in by the build from `packages/contract` (vite.config.ts
 * `define`). The contract keeps each process beside its zod schemas in one module, and a chunk
 * that reads a name from a module holds all of it: the sign-in page and the shell would load zod
 * and every process schema with them. The forms import those schemas themselves.
 */
export const PROCESSES: readonly ContractProcess[] = __CONTRACT_PROCESSES__;

export function findProcess(flowId: number): ContractProcess | undefined {
  return PROCESSES.find((p) => p.flowId === flowId);
}

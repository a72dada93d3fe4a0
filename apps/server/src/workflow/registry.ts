import { findProcess, type ProcessInfo } from '@hris/contract';
import { changeOfPersonnelProcess } from '../processes/change-of-personnel/definition';
import { contractEditProcess } from '../processes/contract-edit/definition';
import { contractRenewalProcess } from '../processes/contract-renewal/definition';
import { deductionProcess } from '../processes/deduction/definition';
import { evaluationProcess } from '../processes/evaluation/definition';
import { healthInvoiceProcess } from '../processes/health-invoice/definition';
import { healthUpdateProcess } from '../processes/health-update/definition';
import { holidayProcess } from '../processes/holiday/definition';
import { insuranceProcess } from '../processes/insurance/definition';
import { jobChangeProcess } from '../processes/job-change/definition';
import { proofProcess } from '../processes/proof/definition';
import { rboTransferProcess } from '../processes/rbo-transfer/definition';
import { staffEntryProcess } from '../processes/staff-entry/definition';
import { staffTurnoverProcess } from '../processes/staff-turnover/definition';
import { staffTurnoverModifyProcess } from '../processes/staff-turnover-modify/definition';
import { violationProcess } from '../processes/violation/definition';
import { welfareProcess } from '../processes/welfare/definition';
import { type NodeDefinition, type ProcessDefinition, startNodeId } from './types';

/** Every process the server runs; adding a process is one line here (ARCHITECTURE §6). */
const DEFINITIONS: ProcessDefinition<any, any>[] = [
  staffEntryProcess,
  deductionProcess,
  changeOfPersonnelProcess,
  rboTransferProcess,
  jobChangeProcess,
  contractRenewalProcess,
  contractEditProcess,
  evaluationProcess,
  staffTurnoverProcess,
  staffTurnoverModifyProcess,
  violationProcess,
  welfareProcess,
  insuranceProcess,
  proofProcess,
  holidayProcess,
  healthUpdateProcess,
  healthInvoiceProcess,
];

export interface RegisteredProcess {
  info: ProcessInfo;
  def: ProcessDefinition<any, any>;
  /** The synthetic start node followed by the definition's nodes. */
  nodes: NodeDefinition<any, any>[];
}

const registry = new Map<number, RegisteredProcess>();
for (const def of DEFINITIONS) registerProcess(def);

/**
 * Adds a process, checked against its contract entry. The server registers DEFINITIONS and
 * nothing else; the engine's tests register a fixture process with an entry of its own (a flow
 * id no real flow uses), so they run without any real process.
 */
export function registerProcess(def: ProcessDefinition<any, any>, info = findProcess(def.flowId)): RegisteredProcess {
  if (info?.flowId !== def.flowId) throw new Error(`Process ${def.flowId} is not listed in the contract`);
  if (registry.has(def.flowId)) throw new Error(`Process ${def.flowId} is registered twice`);
  const ids = def.nodes.map((n) => n.nodeId);
  for (const id of ids) if (!info.steps.includes(id)) throw new Error(`Step ${id} is not a step of flow ${def.flowId}`);
  const process = { info, def, nodes: [startNode(def.flowId), ...def.nodes] };
  registry.set(def.flowId, process);
  return process;
}

function startNode(flowId: number): NodeDefinition<any, any> {
  return {
    nodeId: startNodeId(flowId),
    name: '发起人修改',
    nameEn: 'Starter revises',
    assignee: 'starter',
    actions: ['approve', 'finish'],
  };
}

export function getProcess(flowId: number): RegisteredProcess | undefined {
  return registry.get(flowId);
}

export function builtFlowIds(): number[] {
  return [...registry.keys()];
}

export function nodeOf(process: RegisteredProcess, nodeId: number): NodeDefinition<any, any> | undefined {
  return process.nodes.find((n) => n.nodeId === nodeId);
}

/**
 * Whose role holders handle a node of a work: the work's own scope (where its target stood at the
 * start), or the place the node names (`at`), e.g. a transfer's new store.
 */
export function nodeScope(
  process: RegisteredProcess,
  nodeId: number,
  w: { orgPath: string; starterUserId: number; formData?: unknown },
): { orgPath: string; starterUserId: number } {
  const at = nodeOf(process, nodeId)?.at?.((w.formData ?? {}) as Record<string, unknown>);
  return { orgPath: at ?? w.orgPath, starterUserId: w.starterUserId };
}

/** The node an approval leads to, or null when the work is complete. */
export function nextNodeId(process: RegisteredProcess, nodeId: number, form: Record<string, unknown>): number | null {
  const index = process.nodes.findIndex((n) => n.nodeId === nodeId);
  const node = process.nodes[index];
  if (index === 0) return process.def.firstNode?.(form) ?? process.nodes[1]?.nodeId ?? null;
  if (node?.next) return node.next(form);
  return process.nodes[index + 1]?.nodeId ?? null;
}

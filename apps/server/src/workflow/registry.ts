import { findProcess, type ProcessInfo } from '@hris/contract';
import { type NodeDefinition, type ProcessDefinition, startNodeId } from './types';

export interface RegisteredProcess {
  info: ProcessInfo;
  def: ProcessDefinition<any, any>;
  /** The synthetic start node followed by the definition's nodes. */
  nodes: NodeDefinition<any, any>[];
}

/**
 * The processes the engine runs, by flow id. The registry knows no process: processes/index.ts
 * lists them and the server registers them at its start (parts.ts); the engine's tests register a
 * fixture process with an entry of its own (a flow id no real flow uses).
 */
const registry = new Map<number, RegisteredProcess>();

/** Adds a process, checked against its contract entry. */
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

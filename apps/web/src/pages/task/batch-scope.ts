import type { TaskListParams } from '../../api/workflow';

// Apart from BatchDialog.tsx: the to-do list reads it at once, the dialog's code loads when it opens.

/**
 * What the to-do list is narrowed to — its process picker or 流程类型 filter, its 当前步骤 filter —
 * so that 批量处理 opens on what the user is looking at.
 */
export function narrowedTo(
  flowId: number | undefined,
  params: TaskListParams | null,
): { initialFlowId?: number; initialNodeName?: string } {
  const filtered = Number(params?.filters?.flowId?.search);
  const nodeName = params?.filters?.nodeName?.search;
  return {
    ...(flowId || filtered ? { initialFlowId: flowId || filtered } : {}),
    ...(typeof nodeName === 'string' && nodeName.trim() ? { initialNodeName: nodeName } : {}),
  };
}

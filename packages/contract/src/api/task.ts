import { z } from 'zod';
import { DEFAULT_UPLOAD_LIMIT } from '../constants';
import { envelopeSchema, pageResultSchema, ZDateString, ZPageRequestSchema, zId } from './common';

export { TaskExtraPaths, TaskPaths, WfPaths } from './task-paths';

export const ZTaskCountsSchema = z.object({
  toDo: z.number().int(),
  running: z.number().int(),
  completed: z.number().int(),
});
export type TTaskCounts = z.infer<typeof ZTaskCountsSchema>;

export const ZStartableFlowSchema = z.object({
  flowId: z.number().int(),
  flowName: z.string(),
  startForm: z.string().nullable(),
  category: z.enum(['hr', 'benefit', 'other']),
});

export const ZTaskListRequestSchema = ZPageRequestSchema.extend({
  flowId: zId().optional().describe('流程类型'),
  state: z.enum(['running', 'completed']).optional().describe('状态'),
});
export type TTaskListRequest = z.infer<typeof ZTaskListRequestSchema>;

export const ZToDoUserTaskListRequestSchema = ZTaskListRequestSchema.extend({
  userId: zId('请选择用户').describe('用户'),
});
export type TToDoUserTaskListRequest = z.infer<typeof ZToDoUserTaskListRequestSchema>;

/** Common task-row fields (spec §3); process-specific fields ride along. */
export const ZTaskRowSchema = z
  .object({
    taskId: z.number().int().nullable(),
    workId: z.number().int(),
    flowId: z.number().int(),
    flowNo: z.string(),
    flowName: z.string(),
    status: z.string(),
    statusText: z.string(),
    name: z.string().nullable(),
    employeeId: z.string().nullable(),
    shopCode: z.string().nullable(),
    shopName: z.string().nullable(),
    rhrEmployeeName: z.string().nullable(),
    nodeId: z.number().int().nullable(),
    nodeName: z.string(),
    approvalOpinion: z.string().nullable(),
    toDoUserName: z.string().nullable(),
    starterName: z.string(),
    starterUserDispName: z.string(),
    startedTime: z.string(),
    arrivedTime: z.string(),
    deadlineTime: z.string().nullable(),
    isOverdue: z.boolean(),
  })
  .loose();
export type TTaskRow = z.infer<typeof ZTaskRowSchema>;

/** A task list's answer, as its routes declare it: a page of task rows in the envelope. */
export const ZTaskPageResponseSchema = envelopeSchema(pageResultSchema(ZTaskRowSchema).nullable());

export const ZTaskCountsByFlowSchema = ZTaskCountsSchema.extend({
  byFlow: z.array(
    z.object({
      flowId: z.number().int(),
      flowName: z.string(),
      toDo: z.number().int(),
      running: z.number().int(),
      completed: z.number().int(),
    }),
  ),
});

export const TASK_ACTIONS = ['approve', 'rollback', 'finish'] as const;
export const ZTaskActionSchema = z.enum(TASK_ACTIONS, { message: '请选择处理方式' });

export const ZStartWorkRequestSchema = z.object({
  flowId: zId().describe('流程'),
  form: z.record(z.string(), z.unknown()).describe('表单'),
  attachmentIds: z
    .array(z.number().int().positive())
    .max(DEFAULT_UPLOAD_LIMIT, `附件最多${DEFAULT_UPLOAD_LIMIT}个`)
    .default([])
    .describe('附件'),
});

export const ZProcessTaskRequestSchema = z.object({
  taskId: zId().describe('待办'),
  action: ZTaskActionSchema.describe('处理方式'),
  opinion: z.string().trim().max(1000, '审批意见不能超过1000字').optional().describe('审批意见'),
  rollbackNodeId: zId().optional().describe('退回节点'),
  form: z.record(z.string(), z.unknown()).optional().describe('表单'),
  /** People to copy (抄送) with the action: users whose data scope holds the work. */
  copyUserIds: z.array(zId('抄送人编号无效')).max(20, '抄送人最多20人').optional().describe('抄送人'),
});

export const ZActResultSchema = z.object({
  workId: z.number().int(),
  status: z.enum(['running', 'finished', 'stopped']),
  currentNodeId: z.number().int().nullable(),
  msg: z.string(),
});

/** Spec §3 withdraw payload: taskToDo { taskActionType, flowId, workId, nodeId, taskReturn }. */
export const ZWithdrawTaskRequestSchema = z.object({
  taskToDo: z.object({
    taskActionType: z.literal(1, { message: '撤回的 taskActionType 应为 1' }).describe('操作类型'),
    flowId: zId().describe('流程'),
    workId: zId().describe('流程实例'),
    nodeId: zId().optional().describe('节点'),
    taskReturn: z.record(z.string(), z.unknown()).optional().describe('退回信息'),
  }),
});

export const ZBatchProcessingRequestSchema = z.object({
  taskIds: z
    .array(z.number().int().positive())
    .min(1, '请选择待办')
    .max(2000, '一次最多批量处理2000条')
    .describe('待办'),
  action: ZTaskActionSchema.describe('处理方式'),
  opinion: z.string().trim().max(1000).optional().describe('审批意见'),
});
export const ZBatchResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Each to-do as the user knows it (flow number, person), the failed ones too. */
  results: z.array(
    z.object({
      taskId: z.number().int(),
      flowNo: z.string(),
      name: z.string(),
      employeeId: z.string(),
      ok: z.boolean(),
      msg: z.string(),
    }),
  ),
});

export const ZTransferWorkRequestSchema = z
  .object({
    taskIds: z.array(z.number().int().positive()).max(2000).optional().describe('待办'),
    fromUserId: zId().optional().describe('原处理人'),
    toUserId: zId('请选择转办对象').describe('转办对象'),
    reason: z.string().trim().max(200).optional().describe('转办说明'),
  })
  .refine((v) => (v.taskIds?.length ?? 0) > 0 || v.fromUserId, { message: '请选择要转办的待办', path: ['taskIds'] });

export const ZBatchNodesInfoRequestSchema = z.object({
  starterUserDispName: z.string().trim().max(64).optional().describe('发起人'),
  flowId: zId().describe('流程'),
});
export const ZBatchNodeInfoSchema = z.object({
  nodeId: z.number().int(),
  nodeName: z.string(),
  count: z.number().int(),
  actions: z.array(ZTaskActionSchema),
  taskIds: z.array(z.number().int()),
});

export const ZToolbarRequestSchema = z.object({
  flowId: zId().describe('流程'),
  workId: zId().optional().describe('流程实例'),
  nodeId: zId().optional().describe('节点'),
});
export const ZToolbarSchema = z.object({
  buttons: z.array(
    z.enum([
      'start',
      'approve',
      'rollback',
      'finish',
      'withdraw',
      'transfer',
      'remind',
      'progress',
      'attach',
      'addSign',
      'copy',
      'print',
    ]),
  ),
  rollbackTargets: z.array(z.object({ nodeId: z.number().int(), nodeName: z.string() })),
  taskId: z.number().int().nullable(),
  editableFields: z.array(z.string()),
  /** My to-do is an added approver's (加签): it goes back to the adder, named here. */
  addedBy: z.object({ name: z.string(), mode: z.enum(['before', 'after']), reason: z.string() }).nullable(),
});

export type TToolbar = z.infer<typeof ZToolbarSchema>;
export type TFlowChart = z.infer<typeof ZFlowChartSchema>;

export const ZWorkRefSchema = z.object({ workId: zId().describe('流程实例') });
export const ZProgressRequestSchema = z.object({
  flowId: zId().describe('流程'),
  workId: zId().describe('流程实例'),
});
/**
 * What a row of the approval progress records: the start of the work, the decision on a to-do
 * (TASK_ACTIONS, by its result code), a step the system skipped (自动跳过: its handler had just
 * decided the step before), or a handler who added approvers before themselves (前加签, result 3).
 * Withdrawn and superseded to-dos are not rows.
 */
export const PROGRESS_ACTIONS = ['start', ...TASK_ACTIONS, 'skip', 'addSign'] as const;
export type ProgressAction = (typeof PROGRESS_ACTIONS)[number];

export const ZProgressRowSchema = z.object({
  nodeId: z.number().int().nullable(),
  nodeName: z.string(),
  /** null while the to-do waits (未办理). */
  actionType: z.enum(PROGRESS_ACTIONS).nullable(),
  /** The action in Chinese as the spec words it (发起, 审批通过, 退回, 终止流程); empty while waiting. */
  actionTypeText: z.string(),
  msg: z.string().nullable(),
  processorName: z.string(),
  startedTime: z.string(),
  completedTime: z.string().nullable(),
  taskIntervalText: z.string(),
});
export const ZFlowChartSchema = z.object({
  nodes: z.array(
    z.object({
      nodeId: z.number().int(),
      name: z.string(),
      assigneeText: z.string(),
      /** The start (发起), a step of the flow, an approver added to a step (加签), or the end. */
      kind: z.enum(['start', 'step', 'added', 'end']),
      /** The start is current while the work is back with the starter; the end is passed once finished. */
      state: z.enum(['passed', 'current', 'pending']),
    }),
  ),
  edges: z.array(
    z.object({
      from: z.number().int(),
      to: z.number().int(),
      kind: z.enum(['normal', 'rollback']),
      taken: z.boolean(),
    }),
  ),
});

export const ZWorkDetailSchema = z.object({
  workId: z.number().int(),
  flowId: z.number().int(),
  flowNo: z.string(),
  flowName: z.string(),
  startForm: z.string().nullable(),
  viewForm: z.string().nullable(),
  status: z.string(),
  statusText: z.string(),
  stopReason: z.string().nullable(),
  currentNodeId: z.number().int().nullable(),
  currentNodeName: z.string().nullable(),
  form: z.record(z.string(), z.unknown()),
  starterName: z.string(),
  startedTime: z.string(),
  finishedTime: z.string().nullable(),
  target: z
    .object({
      name: z.string(),
      employeeId: z.string(),
      shopCode: z.string().nullable(),
      shopName: z.string().nullable(),
      statusText: z.string(),
    })
    .nullable(),
  attachments: z.array(
    z.object({ id: z.number().int(), fileName: z.string(), routeUrl: z.string(), byteLength: z.number().int() }),
  ),
  myTask: z
    .object({
      taskId: z.number().int(),
      nodeId: z.number().int(),
      nodeName: z.string(),
      onBehalfOfName: z.string().nullable(),
      /** When this to-do is overdue (null: no deadline); a date on the form (审批截止) may be earlier. */
      deadlineTime: z.string().nullable(),
      /** An added approver's to-do (加签): who added me, how and why. */
      addedBy: z.object({ name: z.string(), mode: z.enum(['before', 'after']), reason: z.string() }).nullable(),
    })
    .nullable(),
  /** While the work waits at a step it was returned to: who returned it, from which step, why. */
  returned: z
    .object({
      byName: z.string(),
      fromNodeName: z.string(),
      opinion: z.string().nullable(),
      time: z.string(),
    })
    .nullable(),
  /** How many of the caller's unread messages about this work opening it marked read. */
  markedRead: z.number().int(),
  /** The caller sees this work because they were copied on it (抄送), not as a participant. */
  copiedOnly: z.boolean(),
});

export const ZAddWorkAttachmentRequestSchema = z.object({
  workId: zId().describe('流程实例'),
  attachmentIds: z
    .array(z.number().int().positive())
    .min(1, '请选择附件')
    .max(DEFAULT_UPLOAD_LIMIT, `附件最多${DEFAULT_UPLOAD_LIMIT}个`)
    .describe('附件'),
});

export const ZSubstituteSchema = z.object({
  id: z.number().int(),
  substituteUserId: z.number().int(),
  substituteName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export const ZSetSubstituteRequestSchema = z
  .object({
    substituteUserId: zId('请选择代理人').describe('代理人'),
    startDate: ZDateString.describe('开始日期'),
    endDate: ZDateString.describe('结束日期'),
  })
  .refine((v) => v.endDate >= v.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });

export const ZTransferUserListRequestSchema = z.object({
  keyword: z.string().trim().max(32).optional().describe('关键字'),
  /** The to-do being transferred: only those who may decide its step are offered. */
  taskId: zId().optional().describe('待办'),
  /** Choosing a substitute: only holders of the caller's approval roles at the caller's unit. */
  forSubstitute: z.boolean().optional().describe('代理人'),
});
export const ZTransferUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  account: z.string(),
  orgUnitName: z.string(),
});

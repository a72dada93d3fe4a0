import { z } from 'zod';

/** Task and workflow paths of spec §7, verbatim (spelling included). */
export const TaskPaths = {
  getCanStartedWfList: '/api/Task/GetCanStartedWFList',
  getTaskCounts: '/api/Task/GetTaskCounts',
  getFlowToolbarConfigByFlowNo: '/api/Task/GetFlowToolbarConfigByFlowNo',
  getToDoTaskList: '/api/Task/GetToDoTaskList',
  getRuningTaskList: '/api/Task/GetRuningTaskList',
  getCompletedTaskList: '/api/Task/GetCompletedTaskList',
  getRuningTaskListForToDoUser: '/api/Task/GetRuningTaskListForToDoUser',
  batchProcessingTasks: '/api/Task/BatchProcessingTasks',
  transferWork: '/api/Task/TransferWork',
  getBatchNodesInfo: '/api/Task/GetBatchNodesInfo',
  exportRuningTaskList: '/api/Task/ExportRuningTaskList',
  exportCompletedTaskList: '/api/Task/ExportCompletedTaskList',
  getFlowHistory: '/api/WF/GetFlowHistory',
  withdrawTask: '/api/WF/WithdrawTask',
} as const;

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

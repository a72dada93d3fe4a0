// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

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

export const WfPaths = {
  startWork: '/api/WF/StartWork',
  processTask: '/api/WF/ProcessTask',
  getWorkDetail: '/api/WF/GetWorkDetail',
  getApprovalProgress: '/api/WF/GetApprovalProgress',
  getFlowChart: '/api/WF/GetFlowChart',
  remindWork: '/api/WF/RemindWork',
  addWorkAttachment: '/api/WF/AddWorkAttachment',
  getMySubstitute: '/api/WF/GetMySubstitute',
  setSubstitute: '/api/WF/SetSubstitute',
  deleteSubstitute: '/api/WF/DeleteSubstitute',
} as const;

export const TaskExtraPaths = {
  getAllTaskList: '/api/Task/GetAllTaskList',
  getMyStartedTaskList: '/api/Task/GetMyStartedTaskList',
  getTransferUserList: '/api/Task/GetTransferUserList',
} as const;

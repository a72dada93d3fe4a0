import {
  ApprovalPaths,
  OrgPaths,
  type PageResult,
  type TAttachment,
  TaskExtraPaths,
  TaskPaths,
  type TTaskRow,
  WfPaths,
  WITHDRAW_TASK_ACTION_TYPE,
  type ZActResultSchema,
  type ZBatchNodeInfoSchema,
  type ZBatchResultSchema,
  type ZFlowChartSchema,
  type ZPositionOptionSchema,
  type ZProgressRowSchema,
  type ZShopCityRowSchema,
  type ZStartableFlowSchema,
  type ZSubstituteSchema,
  type ZTaskCountsByFlowSchema,
  type ZToolbarSchema,
  type ZTransferUserSchema,
  type ZWorkDetailSchema,
} from '@hris/contract';
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { DataTableRequest } from '../components/DataTable';
import { saveBlob } from '../utils/download';
import { ApiError, http, postSeeingEnvelope, type ServerFieldError } from './http';
import type { TaskListKind } from './keys';

export { type TaskListKind, wfKeys } from './keys';

export type TaskRow = TTaskRow & Record<string, unknown>;
export type TaskCountsByFlow = z.infer<typeof ZTaskCountsByFlowSchema>;
export type StartableFlow = z.infer<typeof ZStartableFlowSchema>;
export type Toolbar = z.infer<typeof ZToolbarSchema>;
export type ToolbarButton = Toolbar['buttons'][number];
export type WorkDetail = z.infer<typeof ZWorkDetailSchema>;
export type ActResult = z.infer<typeof ZActResultSchema>;
export type ProgressRow = z.infer<typeof ZProgressRowSchema>;
export type FlowChartData = z.infer<typeof ZFlowChartSchema>;
export type BatchNode = z.infer<typeof ZBatchNodeInfoSchema>;
export type BatchResult = z.infer<typeof ZBatchResultSchema>;
export type TransferUser = z.infer<typeof ZTransferUserSchema>;
export type Substitute = z.infer<typeof ZSubstituteSchema>;
export type ShopOption = z.infer<typeof ZShopCityRowSchema>;
export type PositionOption = z.infer<typeof ZPositionOptionSchema>;
export type TaskAction = 'approve' | 'rollback' | 'finish';
export type WorkAttachment = TAttachment;

const LIST_PATH: Record<TaskListKind, string> = {
  toDo: TaskPaths.getToDoTaskList,
  running: TaskPaths.getRuningTaskList,
  completed: TaskPaths.getCompletedTaskList,
  all: TaskExtraPaths.getAllTaskList,
  started: TaskExtraPaths.getMyStartedTaskList,
  userToDo: TaskPaths.getRuningTaskListForToDoUser,
  copied: ApprovalPaths.getCopiedTaskList,
};

export interface TaskListParams extends DataTableRequest {
  flowId?: number;
  state?: 'running' | 'completed';
  /** Whose to-dos (task transfer). */
  userId?: number;
}

export const getTaskCounts = () => http.post<TaskCountsByFlow>(TaskPaths.getTaskCounts);

export const getTaskList = (kind: TaskListKind, params: TaskListParams, config?: AxiosRequestConfig) =>
  http.post<PageResult<TaskRow>>(LIST_PATH[kind], params, config);

/** Exports the rows of the current filter as .xlsx, saved under the server's (UTF-8) file name. */
export async function exportTaskList(kind: 'running' | 'completed', params: TaskListParams): Promise<void> {
  const url = kind === 'running' ? TaskPaths.exportRuningTaskList : TaskPaths.exportCompletedTaskList;
  const { pageIndex: _page, pageSize: _size, ...filter } = params;
  const { blob, fileName } = await http.fetchFile(url, { ...filter, pageIndex: 1, pageSize: 1000 });
  saveBlob(blob, fileName ?? `${kind}.xlsx`);
}

export const getCanStartedWfList = () => http.post<StartableFlow[]>(TaskPaths.getCanStartedWfList);

export const getToolbar = (body: { flowId: number; workId?: number; nodeId?: number }) =>
  http.post<Toolbar>(TaskPaths.getFlowToolbarConfigByFlowNo, body);

export const getWorkDetail = (workId: number) => http.post<WorkDetail>(WfPaths.getWorkDetail, { workId });

export type { ServerFieldError };

/** A refused submit that names the fields at fault; the message was already shown by the HTTP layer. */
export class FieldErrors extends Error {
  constructor(
    message: string,
    readonly fields: ServerFieldError[],
  ) {
    super(message);
    this.name = 'FieldErrors';
  }
}

function isFieldList(value: unknown): value is ServerFieldError[] {
  return Array.isArray(value) && value.every((f) => f && typeof f === 'object' && typeof f.field === 'string');
}

/**
 * A POST whose refusal keeps the envelope's `data.fields`, so a form can mark the fields. The
 * shared HTTP layer still shows the message; the envelope is read on its way through axios'
 * response transform, before the layer reduces it to an ApiError.
 */
export async function postWithFields<T>(url: string, body: unknown): Promise<T> {
  let envelope: unknown;
  try {
    return await postSeeingEnvelope<T>(http, url, body, (seen) => {
      envelope = seen;
    });
  } catch (error) {
    const fields = (envelope as { data?: { fields?: unknown } } | undefined)?.data?.fields;
    if (error instanceof ApiError && error.kind === 'envelope' && isFieldList(fields)) {
      throw new FieldErrors(error.message, fields);
    }
    throw error;
  }
}

export const startWork = (body: { flowId: number; form: Record<string, unknown>; attachmentIds: number[] }) =>
  postWithFields<{ workId: number; nodeId: number }>(WfPaths.startWork, body);

export const processTask = (body: {
  taskId: number;
  action: TaskAction;
  opinion?: string;
  rollbackNodeId?: number;
  form?: Record<string, unknown>;
  /** People to copy (抄送) with the decision. */
  copyUserIds?: number[];
}) => postWithFields<ActResult>(WfPaths.processTask, body);

/** Spec §3/§4: withdraw sends taskToDo { taskActionType 1, flowId, workId, nodeId, taskReturn }. */
export const withdrawTask = (work: { flowId: number; workId: number; nodeId?: number | null }) =>
  http.post<ActResult | null>(TaskPaths.withdrawTask, {
    taskToDo: {
      taskActionType: WITHDRAW_TASK_ACTION_TYPE,
      flowId: work.flowId,
      workId: work.workId,
      ...(work.nodeId != null ? { nodeId: work.nodeId } : {}),
      taskReturn: { currentNodeId: work.nodeId ?? null, flowId: work.flowId, workId: work.workId },
    },
  });

export const remindWork = (workId: number) =>
  http.post<{ reminded: number; msg: string }>(WfPaths.remindWork, { workId });

export const addWorkAttachment = (workId: number, attachmentIds: number[]) =>
  http.post<null>(WfPaths.addWorkAttachment, { workId, attachmentIds });

export const getApprovalProgress = (flowId: number, workId: number) =>
  http.post<ProgressRow[]>(WfPaths.getApprovalProgress, { flowId, workId }, { silent: true });

export const getFlowChart = (flowId: number, workId?: number) =>
  http.post<FlowChartData>(WfPaths.getFlowChart, { flowId, ...(workId ? { workId } : {}) }, { silent: true });

export const getBatchNodesInfo = (body: { flowId: number; starterUserDispName?: string }) =>
  http.post<BatchNode[]>(TaskPaths.getBatchNodesInfo, body);

export const batchProcessingTasks = (body: { taskIds: number[]; action: TaskAction; opinion?: string }) =>
  http.post<BatchResult>(TaskPaths.batchProcessingTasks, body);

export const transferWork = (body: { taskIds?: number[]; fromUserId?: number; toUserId: number; reason?: string }) =>
  http.post<BatchResult>(TaskPaths.transferWork, body);

/** Users a picker offers: for a to-do, those who may decide its step; for a substitute, holders of my roles. */
export const getTransferUserList = (query: { keyword?: string; taskId?: number; forSubstitute?: boolean }) =>
  http.post<TransferUser[]>(TaskExtraPaths.getTransferUserList, query);

export const getMySubstitute = () => http.post<Substitute[]>(WfPaths.getMySubstitute);

export const setSubstitute = (body: { substituteUserId: number; startDate: string; endDate: string }) =>
  http.post<{ id: number }>(WfPaths.setSubstitute, body);

export const deleteSubstitute = (id: number) => http.post<null>(WfPaths.deleteSubstitute, { id });

export const getShopCityInfo = (keyword?: string) =>
  http.post<ShopOption[]>(OrgPaths.getShopCityInfo, keyword ? { keyword } : {});

/** Every open store of the company, whatever the caller's scope: where a transfer may go. */
export const getDestinationShops = () => http.post<ShopOption[]>(OrgPaths.getShopCityInfo, { destination: true });

export const getPositionOptions = (employeeType: 'store' | 'office') =>
  http.post<PositionOption[]>(OrgPaths.getPositionOptions, { employeeType });

export { downloadAttachment, openAttachment } from './file';

/** The /process/do address of a task row or work. */
export function processPath(ref: { flowId: number; workId?: number | null; nodeId?: number | null }): string {
  const query = new URLSearchParams({ flowId: String(ref.flowId) });
  if (ref.workId) query.set('workId', String(ref.workId));
  if (ref.nodeId != null && ref.workId) query.set('nodeId', String(ref.nodeId));
  return `/process/do?${query.toString()}`;
}

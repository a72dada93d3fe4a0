import { formatFlowNo, type MessageKey } from '@hris/contract';
import { formatDateTime } from '../../http/xlsx';
import { flowNameShown, label, starterNameShown, stepNameShown } from '../../workflow/display-names';
import { getProcess, nodeOf } from '../../workflow/registry';
import type { TaskListKind } from './task-list.plan';
import type { FetchedRow } from './task-list.repository';

/** A fetched row as the task tables show it: to-dos with their own step, works with their current one. */
export function presentTaskRow(kind: TaskListKind, r: FetchedRow, now: number): ReturnType<typeof present> {
  if (kind === 'toDo') {
    return present(r, {
      taskId: r.taskId!,
      nodeId: r.nodeId!,
      arrivedTime: r.arrivedAt!.toISOString(),
      toDoUserName: r.toDoUserName,
      deadlineTime: r.deadlineAt?.toISOString() ?? null,
      isOverdue: r.deadlineAt ? r.deadlineAt.getTime() < now : false,
    });
  }
  return present(r, {
    taskId: null,
    nodeId: r.currentNodeId,
    arrivedTime: (r.status === 'running'
      ? r.currentArrivedAt
        ? new Date(r.currentArrivedAt)
        : r.startedAt
      : (r.finishedAt ?? r.startedAt)
    ).toISOString(),
    toDoUserName: r.toDoUserName,
    deadlineTime: null,
    isOverdue: false,
  });
}

interface BaseRow {
  workId: number;
  flowId: number;
  status: string;
  stopReason: string | null;
  formData: unknown;
  startedAt: Date;
  name: string | null;
  employeeId: string | null;
  shopCode: string | null;
  shopName: string | null;
  starterName: string;
  starterAccount: string;
  approvalOpinion: string | null;
  rhrEmployeeName: string | null;
}

const STATUS_LABEL: Record<string, MessageKey> = {
  running: 'display.workStatus.running',
  finished: 'display.workStatus.finished',
  stopped: 'display.workStatus.stopped',
};
const statusText = (status: string) => (STATUS_LABEL[status] ? label(STATUS_LABEL[status]) : status);

function present(
  r: BaseRow,
  extra: {
    taskId: number | null;
    nodeId: number | null;
    arrivedTime: string;
    toDoUserName: string | null;
    deadlineTime: string | null;
    isOverdue: boolean;
  },
) {
  const process = getProcess(r.flowId);
  const form = r.formData as Record<string, unknown>;
  const starter = starterNameShown(r.starterName, r.starterAccount);
  const node = extra.nodeId != null && process ? nodeOf(process, extra.nodeId) : undefined;
  // The process's own columns go last: V8 builds an object that starts with a spread and then
  // gains two dozen keys in slow dictionary mode, which had dominated the time of a large export.
  return {
    taskId: extra.taskId,
    workId: r.workId,
    flowId: r.flowId,
    flowNo: formatFlowNo(r.flowId, r.workId),
    flowName: flowNameShown(r.flowId),
    status: r.status,
    // A work stopped for want of a handler keeps the node it stopped at; a terminated one has none.
    statusText:
      r.status === 'stopped' && extra.nodeId != null ? label('display.workStatus.halted') : statusText(r.status),
    // A work about a store (节日礼品名单) has no target employee: its target is the store.
    name: r.employeeId === null ? r.shopName : r.name,
    employeeId: r.employeeId,
    shopCode: r.shopCode,
    shopName: r.shopName,
    rhrEmployeeName: r.rhrEmployeeName,
    nodeId: extra.nodeId,
    nodeName: node
      ? stepNameShown(r.flowId, extra.nodeId)
      : r.status === 'running'
        ? ''
        : STATUS_LABEL[r.status]
          ? label(STATUS_LABEL[r.status])
          : '',
    approvalOpinion: r.approvalOpinion,
    toDoUserName: extra.toDoUserName,
    starterName: starter,
    starterUserDispName: starter,
    startedTime: r.startedAt.toISOString(),
    arrivedTime: extra.arrivedTime,
    deadlineTime: extra.deadlineTime,
    isOverdue: extra.isOverdue,
    ...(process && r.formData ? process.def.rowFields(form) : {}),
  };
}

export type TaskRow = ReturnType<typeof presentTaskRow>;

export const TASK_EXPORT_COLUMNS = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'flowName', header: '流程类型', width: 18 },
  { key: 'employee', header: '员工', width: 18 },
  { key: 'shopCode', header: '门店', width: 10 },
  { key: 'rhrEmployeeName', header: '区域HR', width: 12 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'toDoUserName', header: '处理人', width: 16 },
  { key: 'approvalOpinion', header: '审批意见', width: 24 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'arrivedTime', header: '到达/完成时间', width: 18 },
  { key: 'statusText', header: '状态', width: 10 },
];

/** The cells of TASK_EXPORT_COLUMNS (only those: a 100,000-row export copies nothing else). */
export const presentTaskExportRow = (r: TaskRow) => ({
  flowNo: r.flowNo,
  flowName: r.flowName,
  employee: r.name ? (r.employeeId === null ? r.name : `${r.name}-${r.employeeId}`) : '',
  shopCode: r.shopCode,
  rhrEmployeeName: r.rhrEmployeeName,
  nodeName: r.nodeName,
  toDoUserName: r.toDoUserName,
  approvalOpinion: r.approvalOpinion,
  starterName: r.starterName,
  startedTime: formatDateTime(r.startedTime),
  arrivedTime: formatDateTime(r.arrivedTime),
  statusText: r.statusText,
});

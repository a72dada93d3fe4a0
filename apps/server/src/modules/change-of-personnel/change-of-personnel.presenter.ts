import {
  employeeLabel,
  PERSONNEL_CHANGE_TYPE_TEXT,
  POSITION_CHANGE_KIND_TEXT,
  POSITION_CHANGE_KINDS,
  type TChangeOfPersonnelRow,
  type TPersonnelChangeType,
  type TWorkListStatus,
  WORK_LIST_STATUS_TEXT,
} from '@hris/contract';
import { getProcess, nodeOf } from '../../workflow/registry';
import { startNodeId } from '../../workflow/types';
import { chinaDateTime } from '../basic-data/shared/format';
import { formatFlowNo } from '../task/task.presenter';
import type { ChangeRow } from './change-of-personnel.repository';

/** A form field as text: forms of another flow (or an older form) may not have it. */
const field = (form: Record<string, unknown>, key: string) => {
  const value = form[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

/** 调店 / 调店并调岗 by flow 18's changeTheType, 调岗 for flow 32. */
function changeType(flowId: number, form: Record<string, unknown>): TPersonnelChangeType | null {
  if (flowId === 32) return 'position';
  if (form.changeTheType === 'shop' || form.changeTheType === 'shopAndPosition') return form.changeTheType;
  return null;
}

/** 已终止 when a handler ended the work, 已停止 when it stopped for want of a handler (it keeps its node). */
export function workListStatus(status: string, currentNodeId: number | null): TWorkListStatus {
  if (status === 'stopped') return currentNodeId == null ? 'terminated' : 'stopped';
  return status === 'finished' ? 'finished' : 'running';
}

function nodeName(flowId: number, nodeId: number | null): string {
  if (nodeId == null) return '';
  if (nodeId === startNodeId(flowId)) return '发起人修改';
  const process = getProcess(flowId);
  return (process && nodeOf(process, nodeId)?.name) ?? '';
}

export function presentChangeRow(r: ChangeRow): TChangeOfPersonnelRow {
  const form = (r.formData ?? {}) as Record<string, unknown>;
  const type = changeType(r.flowId, form);
  const kind = POSITION_CHANGE_KINDS.find((k) => k === form.changeKind) ?? null;
  const status = workListStatus(r.status, r.currentNodeId);
  const employeeName = r.employeeName ?? field(form, 'employeeName');
  const employeeId = r.employeeId ?? field(form, 'employeeId');
  const applied = r.applied ?? null;
  return {
    workId: r.id,
    flowId: r.flowId,
    flowNo: formatFlowNo(r.flowId, r.id),
    type,
    typeText: type ? PERSONNEL_CHANGE_TYPE_TEXT[type] : '',
    changeKind: kind,
    changeKindText: kind ? POSITION_CHANGE_KIND_TEXT[kind] : '',
    employeeId,
    employeeName,
    employeeLabel: employeeName ? employeeLabel(employeeName, employeeId) : employeeId,
    shopCode: r.shopCode ?? field(form, 'shopCode'),
    shopName: r.shopName ?? field(form, 'shopName'),
    regionName: r.regionName ?? field(form, 'regionName'),
    newShopCode: field(form, 'newShopCode'),
    newShopName: field(form, 'newShopName'),
    newRegionName: field(form, 'newRegionName'),
    positionName: field(form, 'positionName'),
    newPositionName: field(form, 'newPositionName'),
    rank: field(form, 'rank'),
    newRank: field(form, 'newRank'),
    effectiveTime: field(form, 'effectiveTime'),
    status,
    statusText: WORK_LIST_STATUS_TEXT[status],
    nodeId: status === 'running' || status === 'stopped' ? r.currentNodeId : null,
    nodeName: status === 'running' || status === 'stopped' ? nodeName(r.flowId, r.currentNodeId) : '',
    startedTime: r.startedAt.toISOString(),
    finishedTime: r.finishedAt ? r.finishedAt.toISOString() : null,
    starterName: r.starterName ?? '',
    applied,
    appliedText: applied === null ? '' : applied ? '已生效' : '未生效',
  };
}

/** The sheet shows times in China as YYYY-MM-DD HH:mm. */
export function presentChangeSheetRow(r: ChangeRow) {
  const row = presentChangeRow(r);
  return {
    ...row,
    startedTime: chinaDateTime(r.startedAt),
    finishedTime: chinaDateTime(r.finishedAt),
  };
}

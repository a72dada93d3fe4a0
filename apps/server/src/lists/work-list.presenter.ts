import {
  employeeLabel,
  formatFlowNo,
  type TWorkListRow,
  type TWorkListStatus,
  WORK_LIST_STATUS_TEXT,
} from '@hris/contract';
import { label, stepNameShown } from '../workflow/display-names';
import { SYSTEM_ACCOUNT } from '../workflow/system-actor';
import { chinaDateTime } from './format';
import type { WorkListRow } from './work-list.repository';

export type Form = Record<string, unknown>;

/** A form field as text: forms of another flow (or an older form) may not have it. */
export const formField = (form: Form, key: string) => {
  const value = form[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

/** One of a form choice's values, or null when the form holds none of them. */
export function formOption<T extends string>(form: Form, key: string, values: readonly T[]): T | null {
  return values.find((v) => v === form[key]) ?? null;
}

/** 已终止 when a handler ended the work, 已停止 when it stopped for want of a handler (it keeps its node). */
export function workListStatus(status: string, currentNodeId: number | null): TWorkListStatus {
  if (status === 'stopped') return currentNodeId == null ? 'terminated' : 'stopped';
  return status === 'finished' ? 'finished' : 'running';
}

/** The step's name in the process definition ('' for a flow not registered on this server). */
export function workNodeName(flowId: number, nodeId: number | null): string {
  return stepNameShown(flowId, nodeId);
}

/** The system account started the work (the daily starts of renewals and evaluations). */
export const startedBySystem = (r: Pick<WorkListRow, 'starterAccount'>) =>
  r.starterAccount?.toLowerCase() === SYSTEM_ACCOUNT;

/**
 * The fields every row of a list of works has; the person and store fall back to the form's copy.
 * A list adds its own with `Object.assign` onto this fresh row: a spread copy that then gains a
 * dozen keys leaves V8 a slow dictionary object, for the presenter, the masking walk and the
 * serialiser alike.
 */
export function presentWorkListRow(r: WorkListRow): TWorkListRow {
  const form = (r.formData ?? {}) as Form;
  const status = workListStatus(r.status, r.currentNodeId);
  const employeeName = r.employeeName ?? formField(form, 'employeeName');
  const employeeId = r.employeeId ?? formField(form, 'employeeId');
  const waiting = status === 'running' || status === 'stopped';
  const bySystem = startedBySystem(r);
  return {
    workId: r.id,
    flowId: r.flowId,
    flowNo: formatFlowNo(r.flowId, r.id),
    employeeId,
    employeeName,
    employeeLabel: employeeName ? employeeLabel(employeeName, employeeId) : employeeId,
    shopCode: r.shopCode ?? formField(form, 'shopCode'),
    shopName: r.shopName ?? formField(form, 'shopName'),
    regionName: r.regionName ?? formField(form, 'regionName'),
    status,
    statusText: WORK_LIST_STATUS_TEXT[status],
    nodeId: waiting ? r.currentNodeId : null,
    nodeName: waiting ? workNodeName(r.flowId, r.currentNodeId) : '',
    startedTime: r.startedAt.toISOString(),
    finishedTime: r.finishedAt ? r.finishedAt.toISOString() : null,
    starterName: bySystem ? label('display.system') : (r.starterName ?? ''),
    startedBySystem: bySystem,
  };
}

/** A presented row as the sheet shows it: times in China as YYYY-MM-DD HH:mm. */
export function sheetTimes<T extends object>(row: T, r: Pick<WorkListRow, 'startedAt' | 'finishedAt'>) {
  return { ...row, startedTime: chinaDateTime(r.startedAt), finishedTime: chinaDateTime(r.finishedAt) };
}

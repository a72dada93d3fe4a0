import { Button, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { TaskListKind, TaskRow } from '../../api/workflow';
import type { DataColumn } from '../../components/DataTable';
import { targetText } from '../../components/EmployeeSearch';
import { PROCESSES } from '../../processes/contract-processes';
import { formatDate, formatDateTime } from '../../utils/date';
import '../../processes/i18n';
import { processTaskColumns } from '../../processes/registry';

/** The processes a task list can be filtered by: those that run. */
export const BUILT_FLOWS = PROCESSES.filter((p) => p.built);

export function flowName(flowId: number, language: string): string {
  const info = PROCESSES.find((p) => p.flowId === flowId);
  if (!info) return String(flowId);
  return language.startsWith('en') ? info.nameEn : info.name;
}

const STATUS_COLOR: Record<string, string> = { running: 'processing', finished: 'success', stopped: 'default' };

/** A row of 抄送我的 the user has not opened yet. */
export function isUnreadCopy(kind: TaskListKind, row: TaskRow): boolean {
  return kind === 'copied' && row.unread === true;
}

/** The flow number that opens the row; an unread copy is marked by a dot, bold, and in words for screen readers. */
function FlowNoLink({ row, unread, onOpen, t }: { row: TaskRow; unread: boolean; onOpen: () => void; t: TFunction }) {
  return (
    <span className="wf-flow-no-cell">
      {unread && <span className="wf-unread-dot" aria-hidden data-testid="unread-dot" />}
      <Typography.Link className="wf-flow-no" strong={unread} onClick={onOpen}>
        {row.flowNo}
        {unread && <span className="hris-sr-only">{`（${t('wf.copied.unread')}）`}</span>}
      </Typography.Link>
    </span>
  );
}

export interface TaskColumnOptions {
  kind: TaskListKind;
  flowId?: number;
  language: string;
  onOpen: (row: TaskRow) => void;
}

/** The task table of spec §3: common fields, the process's own when narrowed, filters and sort. */
export function taskColumns(
  t: TFunction,
  { kind, flowId, language, onOpen }: TaskColumnOptions,
): DataColumn<TaskRow>[] {
  const toDo = kind === 'toDo' || kind === 'userToDo';
  const copied = kind === 'copied';
  const columns: DataColumn<TaskRow>[] = [
    {
      key: 'flowNo',
      name: t('wf.list.flowNo'),
      width: copied ? 136 : 120,
      sortable: true,
      fixed: 'left',
      slot: (row) => <FlowNoLink row={row} unread={isUnreadCopy(kind, row)} onOpen={() => onOpen(row)} t={t} />,
    },
    {
      key: 'flowId',
      name: t('wf.list.flowName'),
      width: 136,
      filter: {
        type: 'select',
        options: BUILT_FLOWS.map((p) => ({ value: p.flowId, label: flowName(p.flowId, language) })),
      },
      slot: (row) => flowName(row.flowId, language),
    },
    {
      key: 'name',
      name: t('wf.list.employee'),
      width: 150,
      sortable: true,
      filter: { type: 'text', placeholder: t('wf.list.employeeFilter') },
      slot: (row) => targetText(row),
    },
    {
      key: 'shopCode',
      name: t('wf.list.shop'),
      width: 170,
      sortable: true,
      ellipsis: true,
      filter: { type: 'text' },
      slot: (row) =>
        row.shopCode ? (
          <Tooltip title={row.shopName}>
            <span>{`${row.shopCode} ${row.shopName ?? ''}`.trim()}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    // Columns only one process has (spec §3), shown when the list is narrowed to that process.
    ...processTaskColumns(flowId),
    {
      key: 'nodeName',
      name: t('wf.list.nodeName'),
      width: 160,
      filter: { type: 'text' },
      slot: (row) => (
        <span className="wf-node-cell">
          <span>{row.nodeName || '—'}</span>
          {row.isOverdue && (
            <Tooltip title={t('wf.list.overdueAt', { time: formatDate(row.deadlineTime) })}>
              <Tag color="error" className="wf-overdue" data-testid="overdue-tag">
                {t('wf.list.overdue')}
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    { key: 'toDoUserName', name: t('wf.list.handler'), type: 'text', width: 120, ellipsis: true },
    { key: 'rhrEmployeeName', name: t('wf.list.rhr'), type: 'text', width: 100 },
    { key: 'approvalOpinion', name: t('wf.list.opinion'), type: 'text', width: 180, ellipsis: true },
    {
      key: 'starterName',
      name: t('wf.list.starter'),
      type: 'text',
      width: 100,
      filter: { type: 'text' },
    },
    {
      key: 'startedTime',
      name: t('wf.list.startedTime'),
      type: 'datetime',
      width: 150,
      sortable: true,
      filter: { type: 'dateRange' },
    },
  ];
  if (copied) {
    // The server lists the newest copy first; its arrivedTime sort and filter are the copy's time.
    columns.push(
      { key: 'copiedByName', name: t('wf.copied.by'), type: 'text', width: 110 },
      {
        key: 'arrivedTime',
        name: t('wf.copied.time'),
        width: 150,
        sortable: true,
        filter: { type: 'dateRange' },
        slot: (row) => formatDateTime(row.copiedTime as string | undefined),
      },
    );
  } else {
    columns.push({
      key: 'arrivedTime',
      name: kind === 'completed' ? t('wf.list.completedTime') : t('wf.list.arrivedTime'),
      type: 'datetime',
      width: 150,
      sortable: true,
      filter: { type: 'dateRange' },
    });
  }
  if (!toDo) {
    columns.push({
      key: 'status',
      name: t('wf.list.status'),
      width: 90,
      slot: (row) => (
        <Tag color={STATUS_COLOR[row.status] ?? 'default'}>
          {t(`wf.status.${row.status}`, { defaultValue: row.statusText })}
        </Tag>
      ),
    });
  }
  columns.push({
    key: 'actions',
    name: t('common.actions'),
    width: 84,
    fixed: 'right',
    fixedOnMobile: true,
    slot: (row) => (
      <Button
        type="link"
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(row);
        }}
        data-testid="task-open"
      >
        {kind === 'toDo' ? t('wf.list.handle') : t('wf.list.view')}
      </Button>
    ),
  });
  return columns;
}

import type { TableProps } from 'antd';
import { Empty } from 'antd';
import { type Key, type RefObject, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  getTaskList,
  processPath,
  type TaskListKind,
  type TaskListParams,
  type TaskRow,
  wfKeys,
} from '../../api/workflow';
import { DataTable, type DataTableRequest } from '../../components/DataTable';
import '../../processes/i18n';
import { isUnreadCopy, taskColumns } from './columns';
import { TaskCard } from './TaskCard';
import './task.css';

export interface TaskTableProps {
  kind: TaskListKind;
  flowId?: number;
  state?: 'running' | 'completed';
  userId?: number;
  /** Receives the parameters of the page shown (the export sends the same filter). */
  paramsRef?: RefObject<TaskListParams | null>;
  rowSelection?: TableProps<TaskRow>['rowSelection'];
  emptyText?: string;
  /** Each page as it arrives (the transfer result names the works it moved). */
  onPage?: (rows: TaskRow[], total: number) => void;
}

/** A table's request with the list's own scope (process, state, whose to-dos). */
function scoped(
  params: DataTableRequest,
  flowId: number | undefined,
  state: TaskTableProps['state'],
  userId: number | undefined,
): TaskListParams {
  return { ...params, ...(flowId ? { flowId } : {}), ...(state ? { state } : {}), ...(userId ? { userId } : {}) };
}

/** The row key: a to-do is a task; other lists have one row per work. */
export function taskRowKey(row: TaskRow): Key {
  return row.taskId ?? `w${row.workId}`;
}

/**
 * One task list (spec §2): server paging, column filters and sort; a row opens /process/do (a
 * to-do at its step, any other row as the work).
 */
export function TaskTable({ kind, flowId, state, userId, paramsRef, rowSelection, emptyText, onPage }: TaskTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const open = useCallback(
    (row: TaskRow) =>
      navigate(processPath({ flowId: row.flowId, workId: row.workId, nodeId: kind === 'toDo' ? row.nodeId : null })),
    [kind, navigate],
  );
  const columns = useMemo(
    () => taskColumns(t, { kind, flowId, language: i18n.language, onOpen: open }),
    [t, kind, flowId, i18n.language, open],
  );

  // The parameters of the rows shown, asked for or taken from the cache.
  const onView = useCallback(
    ({ params }: { params: DataTableRequest }) => {
      if (paramsRef) paramsRef.current = scoped(params, flowId, state, userId);
    },
    [paramsRef, flowId, state, userId],
  );

  const request = (params: DataTableRequest) => {
    return getTaskList(kind, scoped(params, flowId, state, userId)).then((page) => {
      onPage?.(page.list, page.total);
      return page;
    });
  };

  return (
    <DataTable<TaskRow>
      columns={columns}
      queryKey={wfKeys.list(kind, flowId ?? 0, state ?? '', userId ?? 0)}
      request={request}
      onView={paramsRef ? onView : undefined}
      rowKey={taskRowKey}
      rowSelection={rowSelection}
      rowClassName={(row) =>
        [row.isOverdue ? 'is-overdue' : '', isUnreadCopy(kind, row) ? 'is-unread' : ''].filter(Boolean).join(' ')
      }
      onRowClick={rowSelection ? undefined : open}
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('wf.list.noRows')} />}
      card={
        rowSelection
          ? undefined
          : (row) => <TaskCard row={row} kind={kind} t={t} language={i18n.language} onOpen={open} />
      }
    />
  );
}

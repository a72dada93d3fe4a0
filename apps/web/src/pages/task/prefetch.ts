import { DEFAULT_PAGE_SIZE } from '@hris/contract';
import { prefetchForPage } from '../../api/prefetched';
import { queryClient } from '../../api/query-client';
import { getTaskList, type TaskListParams, wfKeys } from '../../api/workflow';

/** The first page of my to-dos as the task table first asks for it: page 1, default size, no sort or filter. */
export const FIRST_TO_DO_PAGE: TaskListParams = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

/** The key the to-do table of /task/index reads that page under (TaskTable's prefix + DataTable's parameters). */
export const FIRST_TO_DO_KEY = [...wfKeys.list('toDo', 0, '', 0), FIRST_TO_DO_PAGE] as const;

/**
 * On a first visit to /task/index the router asks for the first page of to-dos while the page's
 * chunk loads, so the table renders with its rows, without asking for them again.
 */
export function prefetchTaskIndex(): void {
  prefetchForPage(queryClient, FIRST_TO_DO_KEY, () => getTaskList('toDo', FIRST_TO_DO_PAGE, { silent: true }));
}

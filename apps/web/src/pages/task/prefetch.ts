import { DEFAULT_PAGE_SIZE } from '@hris/contract';
import { queryClient } from '../../api/query-client';
import { getTaskList, type TaskListParams, wfKeys } from '../../api/workflow';

/** The first page of my to-dos as the task table first asks for it: page 1, default size, no sort or filter. */
export const FIRST_TO_DO_PAGE: TaskListParams = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

/** The key the to-do table of /task/index reads that page under (TaskTable's prefix + DataTable's parameters). */
export const FIRST_TO_DO_KEY = [...wfKeys.list('toDo', 0, '', 0), FIRST_TO_DO_PAGE] as const;

/** How long a prefetched first page counts as just asked for when the table mounts. */
const FRESH_MS = 10_000;
/** When the prefetched page arrived, until the table takes it. */
let arrivedAt: number | undefined;

/**
 * On a first visit to /task/index the router asks for the first page of to-dos while the page's
 * chunk loads, so the table renders with its rows. Silent: should it fail, the table's own query
 * asks again and shows the error once.
 */
export function prefetchTaskIndex(): void {
  void queryClient.prefetchQuery({
    queryKey: FIRST_TO_DO_KEY,
    queryFn: () =>
      getTaskList('toDo', FIRST_TO_DO_PAGE, { silent: true }).then((page) => {
        arrivedAt = Date.now();
        return page;
      }),
  });
}

/**
 * Whether the to-do table mounting now shows the page the router has just fetched, so it need
 * not ask for it again (every query is stale at once, and a mount asks again for stale data: the
 * first load sent the same request twice). Once: a later mount asks as usual.
 */
export function takePrefetchedFirstPage(): boolean {
  const fresh = arrivedAt !== undefined && Date.now() - arrivedAt < FRESH_MS;
  arrivedAt = undefined;
  return fresh;
}

// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/**
 * A work's state as the statistics lists of works show it (人事异动列表, 合同续签列表, 试用期考核列表):
 * 已终止 a handler ended it, 已停止 it stopped for want of a handler (it keeps the node it stopped at).
 */
export const WORK_LIST_STATUSES = ['running', 'finished', 'terminated', 'stopped'] as const;
export type TWorkListStatus = (typeof WORK_LIST_STATUSES)[number];
export const WORK_LIST_STATUS_TEXT: Record<TWorkListStatus, string> = {
  running: '进行中',
  finished: '已办结',
  terminated: '已终止',
  stopped: '已停止',
};

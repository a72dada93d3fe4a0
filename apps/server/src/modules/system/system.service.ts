import type { FilterDef, TSystemLogListRequest } from '@hris/contract';
import type { Db } from '../../db/client';
import { checkListRequest } from '../../http/list-request';
import { presentSystemLogRow } from './system.presenter';
import * as repo from './system.repository';

const LOG_FILTERS: Record<string, FilterDef> = {
  userName: { label: '用户', kind: 'text' },
  action: { label: '操作', kind: 'text' },
  createdTime: { label: '时间', kind: 'dateRange' },
};

/** The system log (who did what, when, from where); the route's permission is all it takes. */
export class SystemService {
  constructor(private readonly db: Db) {}

  async logList(input: TSystemLogListRequest) {
    checkListRequest(input, { sorts: ['createdTime'], filters: LOG_FILTERS });
    const f = input.filters ?? {};
    const text = (k: string) => (f[k]?.search != null && f[k]?.search !== '' ? String(f[k]?.search) : undefined);
    const from = f.createdTime?.search ? String(f.createdTime.search) : undefined;
    const to = f.createdTime?.searchTwo ? String(f.createdTime.searchTwo) : undefined;
    // The days are China's, both ends included.
    const filter: repo.SystemLogFilter = {
      userName: text('userName'),
      action: text('action'),
      from: from ? new Date(`${from}T00:00:00+08:00`) : undefined,
      to: to ? new Date(`${to}T23:59:59.999+08:00`) : undefined,
    };
    const page = {
      descending: input.sortDirection !== 'asc',
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    };
    const [rows, total] = await Promise.all([
      repo.findSystemLogPage(this.db, filter, page),
      repo.countSystemLogs(this.db, filter),
    ]);
    return { list: rows.map(presentSystemLogRow), total };
  }
}

import {
  msg,
  SYSTEM_LOG_ACTION_TEXT,
  SYSTEM_LOG_EXPORT_COLUMNS,
  SYSTEM_LOG_FILTERS,
  type SYSTEM_LOG_SORTS,
  type SystemLogModule,
  type TSystemLogListRequest,
} from '@hris/contract';
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemLog } from '../../db/schema';
import { ilikeContains } from '../../db/text-search';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import { chinaDaysFilter, type ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { presentSystemLogDetail, presentSystemLogRow, presentSystemLogSheetRow } from './system.presenter';
import * as repo from './system.repository';

/** The action codes whose Chinese text contains what was typed (操作 = 登录 finds login.*). */
function actionsNamed(text: string): string[] {
  return Object.entries(SYSTEM_LOG_ACTION_TEXT)
    .filter(([, label]) => label.includes(text))
    .map(([code]) => code);
}

const SYSTEM_LOG_LIST_SPEC: ListSpec<keyof typeof SYSTEM_LOG_FILTERS, keyof typeof SYSTEM_LOG_SORTS> = {
  filterDefs: SYSTEM_LOG_FILTERS,
  filterColumns: {
    createdTime: chinaDaysFilter(systemLog.createdAt),
    userName: { columns: [systemLog.userName] },
    ip: { columns: [systemLog.ip] },
    module: { build: (f) => (f.kind === 'select' ? repo.moduleIn(f.values as SystemLogModule[]) : undefined) },
    action: {
      build: (f) => {
        if (f.kind !== 'text') return undefined;
        const named = actionsNamed(f.text);
        return or(ilikeContains(systemLog.action, f.text), named.length ? inArray(systemLog.action, named) : undefined);
      },
    },
    target: { columns: [systemLog.target] },
    result: {
      build: (f) =>
        f.kind === 'select' && f.values.length === 1 ? repo.resultIs(f.values[0] === 'failure') : undefined,
    },
  },
  sortKeys: {
    createdTime: { expr: systemLog.createdAt, type: 'timestamptz' },
    userName: { expr: sql`coalesce(${systemLog.userName}, '')`, type: 'text' },
    action: { expr: systemLog.action, type: 'text' },
  },
  defaultSort: { field: 'createdTime', direction: 'desc' },
  idColumn: systemLog.id,
};

/** The log is company-wide: the SystemLog permission is all it takes (no data scope). */
const records = new ScopedRecords({
  spec: SYSTEM_LOG_LIST_SPEC,
  page: repo.findSystemLogPage,
  count: repo.countSystemLogs,
  present: presentSystemLogRow,
  export: {
    title: '系统日志',
    action: 'systemLog.export',
    columns: SYSTEM_LOG_EXPORT_COLUMNS,
    present: presentSystemLogSheetRow,
  },
  record: { what: msg('noun.systemLog'), find: repo.findSystemLog },
});

/** The system log (who did what, when, from where, with what result). */
export class SystemService {
  constructor(private readonly db: Db) {}

  async logList(auth: AuthContext, input: TSystemLogListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportLogList(actor: Actor, input: TSystemLogListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async logDetail(auth: AuthContext, id: number) {
    return presentSystemLogDetail(await records.find(this.db, auth, id));
  }
}

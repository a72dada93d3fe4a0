import {
  type EMPLOYEE_SORTS,
  TRAIN_OVERDUE_EXPORT_COLUMNS,
  TRAIN_OVERDUE_FILTERS,
  type TTrainOverdueListRequest,
} from '@hris/contract';
import { and } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { employee } from '../../db/schema';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import { todayInChina } from '../../lists/format';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../basic-data/shared/employee-sql';
import { countStaff } from '../basic-data/staff/staff.repository';
import { presentOverdue } from './train.presenter';
import * as repo from './train.repository';

function overdueSpec(today: string): ListSpec<keyof typeof TRAIN_OVERDUE_FILTERS, keyof typeof EMPLOYEE_SORTS> {
  return {
    filterDefs: TRAIN_OVERDUE_FILTERS,
    filterColumns: {
      employeeId: employeeFilterColumns.employeeId,
      employeeName: employeeFilterColumns.employeeName,
      shopCode: employeeFilterColumns.shopCode,
      regionId: employeeFilterColumns.regionId,
      projectId: { build: (f) => (f.kind === 'id' ? repo.hasOverdue(today, f.ids) : undefined) },
    },
    sortKeys: employeeSortKeys,
    defaultSort: { field: 'shopCode', direction: 'asc' },
    idColumn: employee.id,
  };
}

const overdue = new ScopedRecords({
  spec: () => overdueSpec(todayInChina()),
  scope: (auth: AuthContext) => and(repo.hasOverdue(todayInChina()), employeeScope(auth)),
  page: (db: Executor, q, where, limit, offset) => repo.findOverduePage(db, todayInChina(), q, where, limit, offset),
  count: countStaff,
  present: presentOverdue,
  export: { title: '必修培训未完成', action: 'train.overdueExport', columns: TRAIN_OVERDUE_EXPORT_COLUMNS },
});

/** The home page's count: active employees of the scope with a required project not passed in time. */
export async function trainOverdueCount(db: Executor, auth: AuthContext, today: string) {
  return { overdue: await repo.countOverdue(db, employeeScope(auth), today) };
}

/** Required trainings not passed (TrainParticipation): active employees with a required project overdue. */
export class TrainOverdueService {
  constructor(private readonly db: Db) {}

  async listOverdue(auth: AuthContext, input: TTrainOverdueListRequest) {
    return overdue.list(this.db, auth, input);
  }

  async exportOverdue(actor: Actor, input: TTrainOverdueListRequest) {
    return overdue.exportList(this.db, actor, input);
  }
}

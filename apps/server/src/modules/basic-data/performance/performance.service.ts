import {
  employeeLabel,
  type Message,
  msg,
  PERFORMANCE_EXPORT_COLUMNS,
  PERFORMANCE_FILTERS,
  type PERFORMANCE_SORTS,
  type TCreatePerformanceRequest,
  type TPerformanceListRequest,
  type TUpdatePerformanceRequest,
  ZCreatePerformanceRequestSchema,
} from '@hris/contract';
import type { Db } from '../../../db/client';
import { employeePerformance } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { errors, fieldRefusals } from '../../../http/errors';
import type { ListSpec } from '../../../lists/list-query';
import { employeePlace, ScopedRecords } from '../../../lists/scoped-records';
import { findEmployeeInScope, findEmployeeRefInScope, type TargetEmployee } from '../shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../shared/employee-sql';
import { presentPerformanceDetail, presentPerformanceRow } from './performance.presenter';
import * as repo from './performance.repository';

export const PERFORMANCE_LIST_SPEC: ListSpec<keyof typeof PERFORMANCE_FILTERS, keyof typeof PERFORMANCE_SORTS> = {
  filterDefs: PERFORMANCE_FILTERS,
  filterColumns: {
    ...employeeFilterColumns,
    period: { columns: [employeePerformance.period] },
    grade: { column: employeePerformance.grade },
    score: { column: employeePerformance.score },
    reviewer: { columns: [employeePerformance.reviewer] },
  },
  sortKeys: {
    ...employeeSortKeys,
    period: { expr: employeePerformance.period, type: 'text' },
    grade: { expr: employeePerformance.grade, type: 'text' },
    score: { expr: employeePerformance.score, type: 'numeric' },
    reviewer: { expr: employeePerformance.reviewer, type: 'text' },
    createdTime: { expr: employeePerformance.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'period', direction: 'desc' },
  idColumn: employeePerformance.id,
};

const records = new ScopedRecords({
  spec: PERFORMANCE_LIST_SPEC,
  scope: employeeScope,
  page: repo.findPerformancePage,
  count: repo.countPerformance,
  present: presentPerformanceRow,
  export: { title: '员工绩效', action: 'performance.export', columns: PERFORMANCE_EXPORT_COLUMNS },
  record: { what: msg('noun.performance'), find: repo.findPerformanceById, place: employeePlace },
});

const invalid = fieldRefusals(ZCreatePerformanceRequestSchema);

export class PerformanceService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TPerformanceListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TPerformanceListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, id: number) {
    const row = await records.find(this.db, auth, id);
    return presentPerformanceDetail(row, await repo.findPerformanceOfEmployee(this.db, row.employeeRef));
  }

  async create(actor: Actor, input: TCreatePerformanceRequest) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, auth, input.employeeId, { lock: true });
      this.checkPeriod(target, input.period);
      if (await repo.findByEmployeeAndPeriod(tx, target.id, input.period)) {
        throw invalid(
          'period',
          msg('performance.exists', {
            employee: employeeLabel(target.name, target.employeeId),
            period: periodText(input.period),
          }),
        );
      }
      const created = await repo.insertPerformance(tx, {
        employeeRef: target.id,
        period: input.period,
        grade: input.grade,
        score: input.score,
        reviewer: input.reviewer,
        remark: input.remark,
        createdBy: auth.userId,
      });
      await audit(tx, actor, {
        action: 'performance.create',
        target: `employee:${target.employeeId}`,
        summary: { id: created.id, period: input.period, grade: input.grade, score: input.score },
      });
      return { id: created.id };
    });
  }

  async update(actor: Actor, input: TUpdatePerformanceRequest) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const current = await repo.lockPerformance(tx, input.id);
      if (!current) throw errors.notFound(msg('noun.performance'));
      const target = await findEmployeeRefInScope(tx, auth, current.employeeRef);
      if (current.version !== input.version) throw errors.conflict(msg('performance.stale'));
      this.checkPeriod(target, input.period);
      const same = await repo.findByEmployeeAndPeriod(tx, target.id, input.period);
      if (same && same.id !== current.id) {
        throw invalid('period', msg('performance.periodTaken', { period: periodText(input.period) }));
      }
      const updated = await repo.updatePerformance(tx, input.id, input.version, {
        period: input.period,
        grade: input.grade,
        score: input.score,
        reviewer: input.reviewer,
        remark: input.remark,
      });
      if (!updated) throw errors.conflict(msg('performance.stale'));
      await audit(tx, actor, {
        action: 'performance.update',
        target: `employee:${target.employeeId}`,
        summary: {
          id: current.id,
          old: { period: current.period, grade: current.grade, score: Number(current.score) },
          new: { period: input.period, grade: input.grade, score: input.score },
        },
      });
      return { id: current.id };
    });
  }

  /** A review period cannot end before the employee joined. */
  private checkPeriod(target: TargetEmployee, period: string) {
    const year = Number(period.slice(0, 4));
    if (target.entryDate && year < Number(target.entryDate.slice(0, 4))) {
      throw invalid('period', msg('performance.periodBeforeEntry', { period, entryDate: target.entryDate }));
    }
  }
}

/** A review period as performancePeriodText writes it (2026年第三季度), in either language (Q3 2026). */
export function periodText(period: string): Message {
  const [year = period, part] = period.split('-');
  if (!part) return msg('performance.period.year', { year });
  if (part === 'H1') return msg('performance.period.firstHalf', { year });
  if (part === 'H2') return msg('performance.period.secondHalf', { year });
  const quarter = Number(part.slice(1));
  return msg('performance.period.quarter', {
    year,
    quarter: { zh: '一二三四'[quarter - 1] ?? '', en: String(quarter) },
  });
}

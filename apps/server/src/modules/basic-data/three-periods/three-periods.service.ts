import {
  employeeLabel,
  msg,
  type TCreateThreePeriodsRequest,
  THREE_PERIODS_EXPORT_COLUMNS,
  THREE_PERIODS_FILTERS,
  type THREE_PERIODS_SORTS,
  type TThreePeriodKind,
  type TThreePeriodsListRequest,
  type TUpdateThreePeriodsRequest,
  ZCreateThreePeriodsRequestSchema,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { threePeriod } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { errors, fieldRefusals } from '../../../http/errors';
import { addYears } from '../../../lists/format';
import type { ListSpec } from '../../../lists/list-query';
import { employeePlace, ScopedRecords } from '../../../lists/scoped-records';
import { findEmployeeInScope, findEmployeeRefInScope, type TargetEmployee } from '../shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../shared/employee-sql';
import { presentPeriodDetail, presentPeriodRow, presentPeriodSheetRow } from './three-periods.presenter';
import * as repo from './three-periods.repository';

export const THREE_PERIODS_LIST_SPEC: ListSpec<keyof typeof THREE_PERIODS_FILTERS, keyof typeof THREE_PERIODS_SORTS> = {
  filterDefs: THREE_PERIODS_FILTERS,
  filterColumns: {
    ...employeeFilterColumns,
    kind: { column: threePeriod.kind },
    beginDate: { column: threePeriod.beginDate },
    endDate: { column: threePeriod.endDate },
    childBirthDate: { column: threePeriod.childBirthDate },
    contractEndsInside: {
      build: (f) =>
        f.kind === 'boolean'
          ? f.value
            ? sql`${repo.insideContractEndDate} is not null`
            : sql`${repo.insideContractEndDate} is null`
          : undefined,
    },
  },
  sortKeys: {
    ...employeeSortKeys,
    kind: { expr: threePeriod.kind, type: 'text' },
    beginDate: { expr: threePeriod.beginDate, type: 'date' },
    endDate: { expr: threePeriod.endDate, type: 'date' },
    childBirthDate: { expr: sql`coalesce(${threePeriod.childBirthDate}, '0001-01-01'::date)`, type: 'date' },
    createdTime: { expr: threePeriod.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'beginDate', direction: 'desc' },
  idColumn: threePeriod.id,
};

/** The rules below name the fields of the form that records a period (the edit form has the same). */
const invalid = fieldRefusals(ZCreateThreePeriodsRequestSchema);

type PeriodInput = Pick<TCreateThreePeriodsRequest, 'kind' | 'beginDate' | 'endDate' | 'childBirthDate' | 'remark'>;

const records = new ScopedRecords({
  spec: THREE_PERIODS_LIST_SPEC,
  scope: employeeScope,
  page: repo.findPeriodPage,
  count: repo.countPeriods,
  present: presentPeriodRow,
  export: {
    title: '员工三期',
    action: 'threePeriods.export',
    columns: THREE_PERIODS_EXPORT_COLUMNS,
    present: presentPeriodSheetRow,
  },
  record: { what: msg('noun.threePeriods'), find: repo.findPeriodById, place: employeePlace },
});

export class ThreePeriodsService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TThreePeriodsListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TThreePeriodsListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, id: number) {
    const row = await records.find(this.db, auth, id);
    const [contracts, record, others] = await Promise.all([
      repo.findContractsOfEmployee(this.db, row.employeeRef),
      repo.findEmployeeContractRecord(this.db, row.employeeRef),
      repo.findPeriodsOfEmployee(this.db, row.employeeRef),
    ]);
    return presentPeriodDetail(row, contracts, record, others);
  }

  async create(actor: Actor, input: TCreateThreePeriodsRequest) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, auth, input.employeeId, { lock: true });
      await this.check(tx, target, input);
      const created = await repo.insertPeriod(tx, {
        employeeRef: target.id,
        kind: input.kind,
        beginDate: input.beginDate,
        endDate: input.endDate,
        childBirthDate: input.childBirthDate ?? null,
        remark: input.remark,
        createdBy: auth.userId,
      });
      const flagged = await this.flagContracts(tx, target.id, input);
      await audit(tx, actor, {
        action: 'threePeriods.create',
        target: `employee:${target.employeeId}`,
        summary: { id: created.id, kind: input.kind, beginDate: input.beginDate, endDate: input.endDate, flagged },
      });
      return { id: created.id, flaggedContractIds: flagged };
    });
  }

  async update(actor: Actor, input: TUpdateThreePeriodsRequest) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const current = await repo.lockPeriod(tx, input.id);
      if (!current) throw errors.notFound(msg('noun.threePeriods'));
      const target = await findEmployeeRefInScope(tx, auth, current.employeeRef, { lock: true });
      if (current.version !== input.version) throw errors.conflict(msg('threePeriods.stale'));
      await this.check(tx, target, input, current.id);
      const updated = await repo.updatePeriod(tx, input.id, input.version, {
        kind: input.kind,
        beginDate: input.beginDate,
        endDate: input.endDate,
        childBirthDate: input.childBirthDate ?? null,
        remark: input.remark,
      });
      if (!updated) throw errors.conflict(msg('threePeriods.stale'));
      const flagged = await this.flagContracts(tx, target.id, input);
      await audit(tx, actor, {
        action: 'threePeriods.update',
        target: `employee:${target.employeeId}`,
        summary: {
          id: current.id,
          old: { kind: current.kind, beginDate: current.beginDate, endDate: current.endDate },
          new: { kind: input.kind, beginDate: input.beginDate, endDate: input.endDate },
          flagged,
        },
      });
      return { id: current.id, flaggedContractIds: flagged };
    });
  }

  /** The rules of 三期: female employees only, sensible dates, no two periods at once. */
  private async check(tx: Executor, target: TargetEmployee, input: PeriodInput, exceptId?: number) {
    const kind = msg(`threePeriodKind.${input.kind}`);
    if (target.gender !== 'F') {
      throw invalid(
        'employeeId',
        msg('threePeriods.femaleOnly', { employee: employeeLabel(target.name, target.employeeId) }),
      );
    }
    if (input.endDate < input.beginDate) throw invalid('endDate', msg('threePeriods.endBeforeStart', { kind }));
    const birth = input.childBirthDate ?? null;
    if (input.kind !== 'pregnancy' && !birth) {
      throw invalid('childBirthDate', msg('threePeriods.childBirthRequired', { kind }));
    }
    if (input.kind === 'maternity' && birth && (birth < input.beginDate || birth > input.endDate)) {
      throw invalid('childBirthDate', msg('threePeriods.birthOutsideMaternity'));
    }
    if (input.kind === 'nursing' && birth) {
      const firstBirthday = addYears(birth, 1);
      if (input.beginDate < birth) throw invalid('childBirthDate', msg('threePeriods.nursingBeforeBirth'));
      if (input.endDate > firstBirthday) {
        throw invalid('endDate', msg('threePeriods.nursingPastFirstBirthday', { firstBirthday }));
      }
    }
    const clash = (await repo.findPeriodsOfEmployee(tx, target.id, exceptId)).find(
      (p) => p.beginDate <= input.endDate && p.endDate >= input.beginDate,
    );
    if (clash) {
      throw invalid(
        'beginDate',
        msg('threePeriods.overlaps', {
          kind: msg(`threePeriodKind.${clash.kind as TThreePeriodKind}`),
          begin: clash.beginDate,
          end: clash.endDate,
        }),
      );
    }
    if (target.entryDate && input.endDate < target.entryDate) {
      throw invalid('endDate', msg('threePeriods.endsBeforeEntry', { kind, entryDate: target.entryDate }));
    }
  }

  private async flagContracts(tx: Executor, employeeRef: number, input: PeriodInput) {
    const contracts = await repo.findContractsOfEmployee(tx, employeeRef);
    const ids = contracts
      .filter((c) => c.endDate != null && c.endDate >= input.beginDate && c.endDate <= input.endDate)
      .map((c) => c.id);
    await repo.flagContracts(tx, ids);
    return ids;
  }
}

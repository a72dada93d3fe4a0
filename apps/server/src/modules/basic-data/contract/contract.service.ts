import {
  CONTRACT_EXPORT_COLUMNS,
  CONTRACT_FILTERS,
  type CONTRACT_SORTS,
  msg,
  type TContractListRequest,
  type TCreateContractRequest,
  ZCreateContractRequestSchema,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeContract } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { fieldRefusals } from '../../../http/errors';
import type { ListSpec } from '../../../lists/list-query';
import { employeePlace, ScopedRecords } from '../../../lists/scoped-records';
import { findEmployeeInScope } from '../shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../shared/employee-sql';
import { findPeriodsOfEmployee } from '../three-periods/three-periods.repository';
import { endsInside, presentContractDetail, presentContractRow, presentContractSheetRow } from './contract.presenter';
import * as repo from './contract.repository';

export const CONTRACT_LIST_SPEC: ListSpec<keyof typeof CONTRACT_FILTERS, keyof typeof CONTRACT_SORTS> = {
  filterDefs: CONTRACT_FILTERS,
  filterColumns: {
    ...employeeFilterColumns,
    contractType: { column: employeeContract.contractType },
    sequence: { column: employeeContract.sequence },
    beginDate: { column: employeeContract.beginDate },
    endDate: { column: employeeContract.endDate },
    isThreePeriods: { column: employeeContract.isThreePeriods },
    transferSignStatus: { column: employeeContract.transferSignStatus },
  },
  sortKeys: {
    ...employeeSortKeys,
    contractType: { expr: employeeContract.contractType, type: 'text' },
    sequence: { expr: employeeContract.sequence, type: 'int' },
    beginDate: { expr: employeeContract.beginDate, type: 'date' },
    endDate: { expr: sql`coalesce(${employeeContract.endDate}, '9999-12-31'::date)`, type: 'date' },
    transferSignStatus: { expr: employeeContract.transferSignStatus, type: 'int' },
    createdTime: { expr: employeeContract.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'createdTime', direction: 'desc' },
  idColumn: employeeContract.id,
};

const OPEN_END = '9999-12-31';
const invalid = fieldRefusals(ZCreateContractRequestSchema);
const period = (begin: string, end: string | null) =>
  msg('contract.period', { begin, end: end ?? msg('contract.openEnd') });

const records = new ScopedRecords({
  spec: CONTRACT_LIST_SPEC,
  scope: employeeScope,
  page: repo.findContractPage,
  count: repo.countContracts,
  present: presentContractRow,
  export: {
    title: '员工合同',
    action: 'contract.export',
    columns: CONTRACT_EXPORT_COLUMNS,
    present: presentContractSheetRow,
  },
  record: { what: msg('noun.contract'), find: repo.findContractById, place: employeePlace },
});

export class ContractService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TContractListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TContractListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, id: number) {
    const row = await records.find(this.db, auth, id);
    const [periods, siblings] = await Promise.all([
      findPeriodsOfEmployee(this.db, row.employeeRef),
      repo.findContractsOfEmployee(this.db, row.employeeRef),
    ]);
    return presentContractDetail(row, periods, siblings);
  }

  /**
   * Adds a contract. The employee row is locked for the transaction so two HR users adding
   * contracts for one person cannot both pass the overlap check.
   */
  async create(actor: Actor, input: TCreateContractRequest) {
    const { auth } = actor;
    const endDate = input.endDate ?? null;
    if (input.contractType === 'open_ended' && endDate) {
      throw invalid('endDate', msg('contract.openEndedHasNoEnd'));
    }
    if (input.contractType !== 'open_ended' && !endDate) {
      throw invalid('endDate', msg('contract.endDateRequired', { type: msg(`contractType.${input.contractType}`) }));
    }
    if (endDate && endDate < input.beginDate) throw invalid('endDate', msg('contract.endBeforeStart'));

    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, auth, input.employeeId, { lock: true });
      if (target.entryDate && input.beginDate < target.entryDate) {
        throw invalid('beginDate', msg('contract.beginsBeforeEntry', { entryDate: target.entryDate }));
      }
      if (target.status === 0 && target.leaveDate && input.beginDate > target.leaveDate) {
        throw invalid('beginDate', msg('contract.beginsAfterLeave', { leaveDate: target.leaveDate }));
      }
      const existing = await repo.findContractsOfEmployee(tx, target.id);
      const overlaps = (begin: string, end: string | null) =>
        begin <= (endDate ?? OPEN_END) && (end ?? OPEN_END) >= input.beginDate;
      const clash = existing.find((c) => overlaps(c.beginDate, c.endDate));
      if (clash) {
        throw invalid(
          'beginDate',
          msg('contract.overlapsContract', {
            sequence: clash.sequence,
            period: period(clash.beginDate, clash.endDate),
          }),
        );
      }
      // The contract on the employee record (kept before contracts were rows, and by the demo data)
      // counts too, unless this request records that very contract.
      const recorded = target.contractBeginDate;
      if (
        recorded &&
        recorded !== input.beginDate &&
        !existing.some((c) => c.beginDate === recorded) &&
        overlaps(recorded, target.contractEndDate)
      ) {
        throw invalid(
          'beginDate',
          msg('contract.overlapsRecorded', { period: period(recorded, target.contractEndDate) }),
        );
      }
      const sequence = input.sequence ?? Math.max(0, ...existing.map((c) => c.sequence)) + 1;
      if (existing.some((c) => c.sequence === sequence)) {
        throw invalid('sequence', msg('contract.sequenceTaken', { sequence }));
      }
      const periods = await findPeriodsOfEmployee(tx, target.id);
      const insidePeriod = periods.some((p) => endsInside(endDate, p));
      const created = await repo.insertContract(tx, {
        employeeRef: target.id,
        contractType: input.contractType,
        sequence,
        beginDate: input.beginDate,
        endDate,
        isThreePeriods: input.isThreePeriods || insidePeriod,
        remark: input.remark,
        createdBy: auth.userId,
      });
      const isLatest =
        existing.every((c) => c.beginDate < input.beginDate) && (!recorded || recorded <= input.beginDate);
      if (isLatest) await repo.setEmployeeContractDates(tx, target.id, { beginDate: input.beginDate, endDate });
      await audit(tx, actor, {
        action: 'contract.create',
        target: `employee:${target.employeeId}`,
        summary: {
          contractId: created.id,
          contractType: input.contractType,
          sequence,
          beginDate: input.beginDate,
          endDate,
          updatesEmployee: isLatest,
        },
      });
      return { id: created.id, sequence, isThreePeriods: input.isThreePeriods || insidePeriod };
    });
  }
}

import {
  employeeLabel,
  identityGenderProblem,
  identityNumberFacts,
  msg,
  STAFF_EXPORT_COLUMNS,
  STAFF_FILTERS,
  type STAFF_SORTS,
  type TAddOfficeStaffRequest,
  type TAddOfficeStaffResponse,
  type TStaffListRequest,
  type TUpdateStaffRequest,
  ZAddOfficeStaffRequestSchema,
  ZUpdateStaffRequestSchema,
} from '@hris/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { sealedEquals } from '../../../db/pii-crypto';
import { appUser, employee, position, userRole } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { errors, fieldRefusals } from '../../../http/errors';
import { inScope, requireInScope } from '../../../http/scope';
import { addDays, addMonths, todayInChina } from '../../../lists/format';
import { characterIndexedContains, type ListSpec } from '../../../lists/list-query';
import { ScopedRecords } from '../../../lists/scoped-records';
import {
  changeEmployee,
  type EmployeeChangeEvent,
  type EmployeeValues,
  EmployeeVersionConflict,
} from '../../employee/employee-changes';
import { generateOneTimePassword, hashPassword } from '../../user/password';
import * as contractRepo from '../contract/contract.repository';
import { resolveGrantableRoles } from '../office/role-grants';
import * as performanceRepo from '../performance/performance.repository';
import * as salaryRepo from '../salary/salary.repository';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../shared/employee-sql';
import * as threePeriodsRepo from '../three-periods/three-periods.repository';
import * as violationRepo from '../violation/violation.repository';
import { presentStaffDetail, presentStaffRow } from './staff.presenter';
import * as repo from './staff.repository';

type StaffFilter = keyof typeof STAFF_FILTERS;
type StaffSort = keyof typeof STAFF_SORTS;

export const STAFF_LIST_SPEC: ListSpec<StaffFilter, StaffSort> = {
  filterDefs: STAFF_FILTERS,
  filterColumns: {
    employeeId: employeeFilterColumns.employeeId,
    name: characterIndexedContains(employee.name),
    shopCode: employeeFilterColumns.shopCode,
    regionId: employeeFilterColumns.regionId,
    positionId: { column: employee.positionId },
    status: { column: employee.status },
    employeeType: { column: employee.employeeType },
    gender: { column: employee.gender },
    entryDate: { column: employee.entryDate },
    contractEndDate: { column: employee.contractEndDate },
    probationEndDate: { column: employee.probationEndDate },
    // Masked on the page: a whole number finds its person, a part of one nobody (a part that matched
    // would tell the masked digits one by one).
    phone: { build: (f) => (f.kind === 'text' ? eq(employee.phone, f.text.trim()) : undefined) },
    // Sealed at rest: a whole number matches by its mac; a part of one matches nothing.
    identityNumber: {
      build: (f) => (f.kind === 'text' ? sealedEquals(employee.identityNumber, f.text) : undefined),
    },
  },
  sortKeys: {
    employeeId: { expr: employee.employeeId, type: 'text' },
    name: { expr: employee.name, type: 'text' },
    shopCode: employeeSortKeys.shopCode,
    regionName: employeeSortKeys.regionName,
    positionName: { expr: position.name, type: 'text' },
    rank: { expr: employee.rank, type: 'text' },
    status: { expr: employee.status, type: 'int' },
    entryDate: { expr: sql`coalesce(${employee.entryDate}, '0001-01-01'::date)`, type: 'date' },
    contractEndDate: { expr: sql`coalesce(${employee.contractEndDate}, '9999-12-31'::date)`, type: 'date' },
    probationEndDate: { expr: sql`coalesce(${employee.probationEndDate}, '9999-12-31'::date)`, type: 'date' },
  },
  defaultSort: { field: 'employeeId', direction: 'asc' },
  idColumn: employee.id,
};

const invalidEdit = fieldRefusals(ZUpdateStaffRequestSchema);
const invalidOffice = fieldRefusals(ZAddOfficeStaffRequestSchema);

/** Where an employee row lies: its org path, and itself for self scope. */
const employeeRowPlace = (row: { id: number; orgPath: string }) => ({ orgPath: row.orgPath, employeeRef: row.id });

const records = new ScopedRecords({
  spec: STAFF_LIST_SPEC,
  scope: employeeScope,
  page: repo.findStaffPage,
  count: repo.countStaff,
  present: (row, auth) => presentStaffRow(row, { showIdentity: StaffService.showIdentity(auth) }),
  export: { title: '员工信息', action: 'staff.export', columns: STAFF_EXPORT_COLUMNS },
  record: { what: msg('noun.employee'), find: repo.findStaffById, place: employeeRowPlace },
});

export class StaffService {
  constructor(private readonly db: Db) {}

  /** Whole identity numbers only for callers who may edit the staff list. */
  static showIdentity(auth: AuthContext, keys: readonly string[] = ['StaffList']) {
    return keys.some((k) => auth.menus.get(k) === 1);
  }

  query(auth: AuthContext, input: TStaffListRequest, extra: (SQL | undefined)[] = []) {
    return records.query(auth, input, extra);
  }

  async list(auth: AuthContext, input: TStaffListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TStaffListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, id: number) {
    const row = await records.find(this.db, auth, id);
    const db = this.db;
    const [history, processes, account, attachments, contracts, violations, performances, threePeriods, salaries] =
      await Promise.all([
        repo.findHistory(db, id),
        repo.findProcesses(db, id),
        repo.findAccount(db, id),
        repo.findAttachments(db, id),
        contractRepo.findContractsOfEmployee(db, id),
        violationRepo.findViolationsOfEmployee(db, id),
        performanceRepo.findPerformanceOfEmployee(db, id),
        threePeriodsRepo.findPeriodsOfEmployee(db, id),
        auth.menus.has('SalaryList') ? salaryRepo.findSalaryOfEmployee(db, id) : Promise.resolve(null),
      ]);
    const codes = history
      .filter((h) => h.field === 'shopId' || h.field === 'positionId' || h.field === 'orgUnitId')
      .flatMap((h) => [h.oldValue, h.newValue])
      .filter((v): v is string => Boolean(v));
    const names = await repo.findNamesForCodes(db, [...new Set(codes)]);
    return presentStaffDetail({
      row,
      showIdentity: StaffService.showIdentity(auth),
      history,
      names,
      processes,
      account,
      attachments,
      contracts,
      violations,
      performances,
      threePeriods,
      salaries,
      placementLocked: row.employeeType === 'store' && auth.scopeKind !== 'all',
      statusLocked: auth.scopeKind !== 'all',
    });
  }

  /**
   * Edits a person in one transaction: the row is locked, its version checked, the rules applied,
   * and the change written as every change to a person is (employee/employee-changes.ts): each
   * change of shop, org unit, position, rank or status appended to its history, all in the log.
   */
  async update(actor: Actor, input: TUpdateStaffRequest) {
    const { auth } = actor;
    const changed = await this.db.transaction(async (tx) => {
      const current = requireInScope(
        auth,
        msg('noun.employee'),
        await repo.lockEmployee(tx, input.id),
        employeeRowPlace,
      );
      if (current.version !== input.version) throw errors.conflict(msg('staff.stale'));

      const next = { ...current };
      const assign = <K extends keyof typeof next>(key: K, value: (typeof next)[K] | undefined) => {
        if (value !== undefined) next[key] = value;
      };
      assign('name', input.name);
      assign('gender', input.gender);
      assign('identityNumber', input.identityNumber);
      assign('phone', input.phone);
      assign('email', input.email);
      assign('birthDate', input.birthDate);
      assign('rank', input.rank);
      assign('status', input.status);
      assign('entryDate', input.entryDate);
      assign('probationBeginDate', input.probationBeginDate);
      assign('probationEndDate', input.probationEndDate);
      assign('leaveDate', input.leaveDate);
      if (input.identityNumber !== undefined && input.birthDate === undefined && input.identityNumber) {
        next.birthDate = identityNumberFacts(input.identityNumber).birthDate;
      }

      await this.applyPlacement(tx, auth, current, next, input);
      this.checkPerson(next, input);
      assertPlacementByProcess(auth, current, next);

      const fields = Object.keys(next).filter(
        (k) =>
          !['version', 'updatedAt', 'createdAt'].includes(k) &&
          next[k as keyof typeof next] !== current[k as keyof typeof current],
      ) as (keyof typeof next)[];
      if (fields.length === 0) return [];

      const values: EmployeeValues = {};
      for (const f of fields) (values as Record<string, unknown>)[f] = next[f];
      const event: EmployeeChangeEvent = {
        kind: 'edit',
        effectiveDate: input.effectiveDate ?? todayInChina(),
        actorUserId: auth.userId,
        actorName: auth.account,
        remark: input.remark ?? '员工信息维护',
      };
      await changeEmployee(tx, input.id, values, event, { version: input.version, log: actor }).catch((error) => {
        if (error instanceof EmployeeVersionConflict) throw errors.conflict(msg('staff.stale'));
        throw error;
      });
      return fields;
    });
    return { changedFields: changed as string[] };
  }

  /** Shop, org unit and position: checked against the employee type and the caller's scope. */
  private async applyPlacement(
    tx: Executor,
    auth: AuthContext,
    current: typeof employee.$inferSelect,
    next: typeof employee.$inferSelect,
    input: TUpdateStaffRequest,
  ) {
    if (current.employeeType === 'store') {
      if (input.shopId === null) throw invalidEdit('shopId', msg('staff.storeNeedsShop'));
      if (input.orgUnitId !== undefined && input.shopId === undefined && input.orgUnitId !== current.orgUnitId) {
        throw invalidEdit('shopId', msg('staff.storeUnitFollowsShop'));
      }
      if (input.shopId !== undefined && input.shopId !== current.shopId) {
        const target = await repo.findShop(tx, input.shopId);
        if (!target) throw errors.validation(msg('staff.shopNotFound'));
        if (!target.isOpen) {
          throw invalidEdit('shopId', msg('staff.shopClosed', { code: target.code, name: target.name }));
        }
        if (!inScope(auth, { orgPath: target.orgPath })) {
          throw errors.forbidden(msg('staff.shopOutOfScope', { code: target.code }));
        }
        next.shopId = target.id;
        next.orgUnitId = target.orgUnitId;
        next.orgPath = target.orgPath;
      }
    } else {
      if (input.shopId) throw errors.validation(msg('staff.officeHasNoShop'));
      if (input.orgUnitId !== undefined && input.orgUnitId !== current.orgUnitId) {
        const unit = await repo.findOrgUnit(tx, input.orgUnitId);
        if (!unit) throw errors.validation(msg('common.unitNotFound'));
        if (unit.kind === 'store') throw errors.validation(msg('staff.officeNotInStore'));
        if (!inScope(auth, { orgPath: unit.path }))
          throw errors.forbidden(msg('common.orgOutOfScope', { name: unit.name }));
        next.orgUnitId = unit.id;
        next.orgPath = unit.path;
      }
    }
    if (input.positionId !== undefined && input.positionId !== current.positionId) {
      const target = await repo.findPosition(tx, input.positionId);
      if (!target) throw errors.validation(msg('staff.positionNotFound'));
      if (target.employeeType !== current.employeeType) {
        const kind = msg(target.employeeType === 'store' ? 'positionKind.store' : 'positionKind.office');
        throw invalidEdit('positionId', msg('staff.positionTypeMismatch', { name: target.name, kind }));
      }
      if (!target.isActive) throw invalidEdit('positionId', msg('staff.positionInactive', { name: target.name }));
      next.positionId = target.id;
      if (input.rank === undefined && current.rank === '') next.rank = target.defaultRank;
    }
  }

  private checkPerson(next: typeof employee.$inferSelect, input: TUpdateStaffRequest) {
    if (input.identityNumber !== undefined || input.gender !== undefined) {
      const problem = identityGenderProblem(next.identityNumber, next.gender);
      if (problem) throw invalidEdit('gender', msg('common.sharedRule', { text: problem }));
    }
    if (
      input.birthDate &&
      next.identityNumber &&
      identityNumberFacts(next.identityNumber).birthDate !== input.birthDate
    ) {
      throw invalidEdit('birthDate', msg('staff.birthDateMismatch'));
    }
    if (next.status === 0 && !next.leaveDate) throw invalidEdit('leaveDate', msg('staff.leaveDateRequired'));
    if (next.leaveDate && next.entryDate && next.leaveDate < next.entryDate) {
      throw invalidEdit('leaveDate', msg('staff.leaveBeforeEntry'));
    }
    if (next.probationBeginDate && next.probationEndDate && next.probationEndDate < next.probationBeginDate) {
      throw invalidEdit('probationEndDate', msg('staff.probationEndBeforeStart'));
    }
  }

  /**
   * Adds an office employee and its sign-in account in one transaction. The account gets a
   * one-time password, returned once; the user must change it at the first sign-in.
   */
  async addOffice(actor: Actor, input: TAddOfficeStaffRequest): Promise<TAddOfficeStaffResponse> {
    const { auth } = actor;
    // The request schema refuses it already; the rule is the same function.
    const genderProblem = identityGenderProblem(input.identityNumber, input.gender);
    if (genderProblem) throw invalidOffice('gender', msg('common.sharedRule', { text: genderProblem }));
    const oneTimePassword = generateOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);

    return this.db.transaction(async (tx) => {
      const unit = await repo.findOrgUnit(tx, input.orgUnitId);
      if (!unit) throw invalidOffice('orgUnitId', msg('staff.departmentNotFound'));
      if (unit.kind === 'store') throw invalidOffice('orgUnitId', msg('staff.officeNotInStore'));
      if (!inScope(auth, { orgPath: unit.path }))
        throw errors.forbidden(msg('common.orgOutOfScope', { name: unit.name }));
      const pos = await repo.findPosition(tx, input.positionId);
      if (!pos) throw errors.validation(msg('staff.positionNotFound'));
      if (pos.employeeType !== 'office') {
        throw invalidOffice('positionId', msg('staff.positionIsStore', { name: pos.name }));
      }
      if (!pos.isActive) throw invalidOffice('positionId', msg('staff.positionInactive', { name: pos.name }));

      for (const same of await repo.findEmployeesByIdentity(tx, input.identityNumber)) {
        if (same.dishonorableDischarge === 1) {
          throw invalidOffice(
            'identityNumber',
            msg('staff.identityBanned', {
              employee: employeeLabel(same.name, same.employeeId),
              leaveType: same.leaveType ?? msg('staff.leaveTypeUnknown'),
            }),
          );
        }
        if (same.status !== 0) {
          throw invalidOffice(
            'identityNumber',
            msg('staff.identityTaken', { employee: employeeLabel(same.name, same.employeeId) }),
          );
        }
      }
      const [taken] = await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(sql`lower(${appUser.account}) = lower(${input.account})`)
        .limit(1);
      if (taken) throw invalidOffice('account', msg('staff.accountTaken', { account: input.account }));
      const roles = await resolveGrantableRoles(tx, auth, input.roleIds);

      const employeeId = await repo.nextEmployeeNumber(tx);
      const today = todayInChina();
      const status = input.entryDate > today ? 3 : 1;
      const created = await repo.insertEmployee(tx, {
        employeeId,
        name: input.name,
        gender: input.gender,
        identityNumber: input.identityNumber,
        phone: input.phone,
        email: input.email,
        birthDate: identityNumberFacts(input.identityNumber).birthDate,
        employeeType: 'office',
        status,
        orgUnitId: unit.id,
        orgPath: unit.path,
        shopId: null,
        positionId: pos.id,
        rank: input.rank || pos.defaultRank,
        entryDate: input.entryDate,
        probationBeginDate: input.entryDate,
        probationEndDate: input.probationEndDate ?? addDays(addMonths(input.entryDate, 6), -1),
      });
      await repo.insertHistory(tx, [
        {
          employeeId: created.id,
          kind: 'entry',
          field: 'status',
          oldValue: null,
          newValue: String(status),
          effectiveDate: input.entryDate,
          actorUserId: auth.userId,
          remark: '新增办公室员工',
        },
      ]);
      const [user] = await tx
        .insert(appUser)
        .values({
          account: input.account,
          displayName: input.name,
          email: input.email,
          employeeRef: created.id,
          orgUnitId: unit.id,
          passwordHash,
          mustChangePassword: true,
        })
        .returning({ id: appUser.id });
      await tx.insert(userRole).values(roles.map((r) => ({ userId: user.id, roleRef: r.id })));
      await audit(tx, actor, {
        action: 'staff.addOffice',
        target: `employee:${employeeId}`,
        summary: {
          name: input.name,
          orgUnit: unit.code,
          position: pos.code,
          account: input.account,
          roles: roles.map((r) => r.roleId),
        },
      });
      return {
        id: created.id,
        employeeId,
        name: input.name,
        label: employeeLabel(input.name, employeeId),
        userId: user.id,
        account: input.account,
        oneTimePassword,
      };
    });
  }
}

/** A store employee's placement and status, which the personnel processes change. */
const PROCESS_FIELDS = ['shopId', 'orgUnitId', 'positionId', 'rank', 'status'] as const;
/** An office employee's status: they join by 新增办公室员工 and leave only through 离职 (flow 15). */
const OFFICE_PROCESS_FIELDS = ['status'] as const;

/**
 * A store employee moves, changes position or leaves through an approved process (调店, 调岗,
 * 离职 …), and any employee leaves only through the resignation process; only head-office HR
 * (scope: the whole company) may correct those fields directly, and the system log keeps the
 * before and after of the correction (employee-changes.ts).
 */
function assertPlacementByProcess(
  auth: AuthContext,
  current: typeof employee.$inferSelect,
  next: typeof employee.$inferSelect,
) {
  if (auth.scopeKind === 'all') return;
  const isStore = current.employeeType === 'store';
  const field = (isStore ? PROCESS_FIELDS : OFFICE_PROCESS_FIELDS).find((f) => next[f] !== current[f]);
  if (!field) return;
  throw invalidEdit(
    field === 'orgUnitId' ? 'shopId' : field,
    msg(isStore ? 'personnel.placementByProcess' : 'personnel.statusByProcess'),
  );
}

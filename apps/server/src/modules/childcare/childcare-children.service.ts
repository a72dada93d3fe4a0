import {
  CHILDCARE_EMPLOYEE_EXPORT_COLUMNS,
  CHILDCARE_EMPLOYEE_FILTERS,
  type CHILDCARE_EMPLOYEE_SORTS,
  employeeLabel,
  msg,
  type TChildcareEmployeeDetail,
  type TChildcareEmployeeListRequest,
  yearsBetween,
  ZSaveChildRequestSchema,
} from '@hris/contract';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { requireInScope } from '../../http/scope';
import { todayInChina } from '../../lists/format';
import { characterIndexedContains, chinaDaysFilter, type ListSpec } from '../../lists/list-query';
import { employeePlace, ScopedRecords } from '../../lists/scoped-records';
import { findEmployeeInScope } from '../basic-data/shared/employee-lookup';
import {
  countEmployeeRecords,
  employeeFilterColumns,
  employeeScope,
  employeeSortKeys,
} from '../basic-data/shared/employee-sql';
import { type ChildWithBalance, presentChildRow, presentEmployeeDetail } from './childcare.presenter';
import * as repo from './childcare.repository';
import { balancesOf } from './childcare-balances.service';
import { balanceYears } from './entitlement';
import { employeeChild } from './tables';

const invalidChild = fieldRefusals(ZSaveChildRequestSchema);

const thisYear = () => Number(todayInChina().slice(0, 4));

const childSpec: ListSpec<keyof typeof CHILDCARE_EMPLOYEE_FILTERS, keyof typeof CHILDCARE_EMPLOYEE_SORTS> = {
  filterDefs: CHILDCARE_EMPLOYEE_FILTERS,
  filterColumns: {
    employeeId: employeeFilterColumns.employeeId,
    employeeName: employeeFilterColumns.employeeName,
    shopCode: employeeFilterColumns.shopCode,
    regionId: employeeFilterColumns.regionId,
    childName: characterIndexedContains(employeeChild.name),
    birthDate: chinaDaysFilter(employeeChild.birthDate),
  },
  sortKeys: { ...employeeSortKeys, birthDate: { expr: employeeChild.birthDate, type: 'date' } },
  defaultSort: { field: 'birthDate', direction: 'desc' },
  idColumn: employeeChild.id,
};

/** A page of children with this year's balance (computed for the page's rows only). */
async function childPageWithBalances(
  db: Executor,
  ...args: Parameters<typeof repo.findChildPage> extends [unknown, ...infer R] ? R : never
): Promise<ChildWithBalance[]> {
  const rows = await repo.findChildPage(db, ...args);
  const year = thisYear();
  const balances = await balancesOf(
    db,
    rows.map((r) => ({ id: r.id, employeeRef: r.employeeRef, birthDate: r.birthDate })),
    () => [year],
  );
  const today = todayInChina();
  return rows.map((r) => ({
    ...r,
    age: Math.max(0, yearsBetween(r.birthDate, today)),
    balance: balances.get(r.id)?.[0] ?? { year, granted: 0, used: 0, remaining: 0, areas: [] },
  }));
}

const children = new ScopedRecords({
  spec: childSpec,
  scope: (auth: AuthContext) => and(repo.liveChild, employeeScope(auth)),
  page: (db, q, where, limit, offset) => childPageWithBalances(db, q, where, limit, offset),
  count: (db, where) => countEmployeeRecords(db, employeeChild, where),
  present: presentChildRow,
  export: { title: '员工育儿假', action: 'childcare.child.export', columns: CHILDCARE_EMPLOYEE_EXPORT_COLUMNS },
});

/** Employees' children (ChildcareOfEmployee): the list with this year's balances, a person's detail, registering and deleting. */
export class ChildcareChildrenService {
  constructor(private readonly db: Db) {}

  listChildren(auth: AuthContext, input: TChildcareEmployeeListRequest) {
    return children.list(this.db, auth, input);
  }

  exportChildren(actor: Actor, input: TChildcareEmployeeListRequest) {
    return children.exportList(this.db, actor, input);
  }

  /** An employee's children with every year's balance (birth year to the last eligible one, at most this year + 1). */
  async employeeDetail(auth: AuthContext, employeeNumber: string): Promise<TChildcareEmployeeDetail> {
    const target = await findEmployeeInScope(this.db, auth, employeeNumber);
    const place = await repo.findEmployeeStore(this.db, target.id);
    const kids = await repo.childrenOf(this.db, target.id);
    const until = thisYear() + 1;
    const balances = await balancesOf(this.db, kids, (kid, maxAge) => balanceYears(kid.birthDate, maxAge, until));
    return presentEmployeeDetail(target, place, kids, balances, todayInChina());
  }

  /** Registers a child of an employee, or with `id` corrects one; no two live children of one name and birth date. */
  async saveChild(actor: Actor, input: z.output<typeof ZSaveChildRequestSchema>) {
    if (input.birthDate > todayInChina()) throw invalidChild('birthDate', msg('childcare.birthInFuture'));
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, actor.auth, input.employeeId, { lock: true });
      const label = employeeLabel(target.name, target.employeeId);
      const before = input.id ? await repo.findChild(tx, input.id, { lock: true }) : undefined;
      if (input.id && !before) throw errors.notFound(msg('childcare.childNoun'));
      if (before && before.employeeRef !== target.id) {
        throw invalidChild('id', msg('childcare.childOfOther', { employee: label }));
      }
      if (before && before.birthDate !== input.birthDate) {
        const count = await repo.countLiveUses(tx, before.id);
        if (count > 0) throw invalidChild('birthDate', msg('childcare.childHasUses', { name: before.name, count }));
      }
      const values = { name: input.name, birthDate: input.birthDate, remark: input.remark };
      let id = input.id;
      try {
        if (id) await repo.updateChild(tx, id, values);
        else id = await repo.insertChild(tx, { ...values, employeeRef: target.id, createdBy: actor.auth.userId });
      } catch (error) {
        if (isUniqueViolation(error, 'employee_child_live_uq')) {
          throw invalidChild(
            'name',
            msg('childcare.childDuplicate', { employee: label, name: input.name, birthDate: input.birthDate }),
          );
        }
        throw error;
      }
      await audit(tx, actor, {
        action: before ? 'childcare.child.update' : 'childcare.child.create',
        target: `employee:${target.employeeId}`,
        summary: {
          id,
          before: before ? { name: before.name, birthDate: before.birthDate, remark: before.remark } : null,
          after: values,
        },
      });
      return { id: id as number };
    });
  }

  /** Soft delete, refused while the child has live uses. */
  async deleteChild(actor: Actor, id: number) {
    await this.db.transaction(async (tx) => {
      const child = requireInScope(
        actor.auth,
        msg('childcare.childNoun'),
        await repo.findChild(tx, id, { lock: true }),
        employeePlace,
      );
      const count = await repo.countLiveUses(tx, id);
      if (count > 0) throw errors.validation(msg('childcare.childHasUses', { name: child.name, count }));
      await repo.deleteChild(tx, id);
      await audit(tx, actor, {
        action: 'childcare.child.delete',
        target: `employee:${child.employeeId}`,
        summary: { id, before: { name: child.name, birthDate: child.birthDate }, after: null },
      });
    });
  }
}

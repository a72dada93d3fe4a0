import {
  CHILDCARE_USE_EXPORT_COLUMNS,
  CHILDCARE_USE_FILTERS,
  type CHILDCARE_USE_SORTS,
  employeeLabel,
  msg,
  type TChildcareUseListRequest,
  ZCreateChildcareUseRequestSchema,
} from '@hris/contract';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { requireInScope } from '../../http/scope';
import { characterIndexedContains, chinaDaysFilter, type ListSpec } from '../../lists/list-query';
import { employeePlace, ScopedRecords } from '../../lists/scoped-records';
import { findEmployeeInScope } from '../basic-data/shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../basic-data/shared/employee-sql';
import { presentUse } from './childcare.presenter';
import * as repo from './childcare.repository';
import { balancesOf, useRefusal } from './childcare-balances.service';
import { childcareUse, employeeChild } from './tables';

const invalidUse = fieldRefusals(ZCreateChildcareUseRequestSchema);

const useSpec: ListSpec<keyof typeof CHILDCARE_USE_FILTERS, keyof typeof CHILDCARE_USE_SORTS> = {
  filterDefs: CHILDCARE_USE_FILTERS,
  filterColumns: {
    employeeId: employeeFilterColumns.employeeId,
    employeeName: employeeFilterColumns.employeeName,
    shopCode: employeeFilterColumns.shopCode,
    regionId: employeeFilterColumns.regionId,
    childName: characterIndexedContains(employeeChild.name),
    startDate: chinaDaysFilter(childcareUse.startDate),
  },
  sortKeys: {
    startDate: { expr: childcareUse.startDate, type: 'date' },
    ...employeeSortKeys,
    days: { expr: childcareUse.days, type: 'numeric' },
  },
  defaultSort: { field: 'startDate', direction: 'desc' },
  idColumn: childcareUse.id,
};

const uses = new ScopedRecords({
  spec: useSpec,
  scope: (auth: AuthContext) => and(repo.liveUse, employeeScope(auth)),
  page: repo.findUsePage,
  count: repo.countUses,
  present: presentUse,
  export: { title: '育儿假使用记录', action: 'childcare.use.export', columns: CHILDCARE_USE_EXPORT_COLUMNS },
});

/** Uses of 育儿假 (ChildcareOfUsed): the list, recording one against the child's balance, cancelling one. */
export class ChildcareUsesService {
  constructor(private readonly db: Db) {}

  listUses(auth: AuthContext, input: TChildcareUseListRequest) {
    return uses.list(this.db, auth, input);
  }

  exportUses(actor: Actor, input: TChildcareUseListRequest) {
    return uses.exportList(this.db, actor, input);
  }

  /**
   * Records a use under the child's row lock (two HR users spending one balance queue): refused
   * beyond the year's balance, outside the child's eligible age, or over another use's dates.
   */
  async createUse(actor: Actor, input: z.output<typeof ZCreateChildcareUseRequestSchema>) {
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, actor.auth, input.employeeId);
      const child = await repo.findChild(tx, input.childId, { lock: true });
      if (!child) throw errors.notFound(msg('childcare.childNoun'));
      if (child.employeeRef !== target.id) {
        throw invalidUse(
          'childId',
          msg('childcare.childOfOther', { employee: employeeLabel(target.name, target.employeeId) }),
        );
      }
      const refusal = await useRefusal(tx, child, input);
      if (refusal) throw invalidUse(refusal.field, refusal.message);
      const clash = await repo.findOverlappingUse(tx, target.id, input.startDate, input.endDate);
      if (clash)
        throw invalidUse('startDate', msg('childcare.overlap', { start: clash.startDate, end: clash.endDate }));
      const year = Number(input.startDate.slice(0, 4));
      const id = await repo.insertUse(tx, {
        employeeRef: target.id,
        childId: child.id,
        year,
        startDate: input.startDate,
        endDate: input.endDate,
        days: input.days,
        remark: input.remark,
        createdBy: actor.auth.userId,
      });
      const after = (await balancesOf(tx, [child], () => [year])).get(child.id)?.[0];
      await audit(tx, actor, {
        action: 'childcare.use.create',
        target: `employee:${target.employeeId}`,
        summary: {
          id,
          before: null,
          after: {
            child: child.name,
            startDate: input.startDate,
            endDate: input.endDate,
            days: input.days,
            remark: input.remark,
          },
        },
      });
      return { id, child: child.name, year, remaining: after?.remaining ?? 0 };
    });
  }

  /** Cancels a use (the row stays with who, when and why); its days return to the balance. */
  async cancelUse(actor: Actor, input: { id: number; reason: string }) {
    await this.db.transaction(async (tx) => {
      const use = requireInScope(actor.auth, msg('childcare.useNoun'), await repo.findUse(tx, input.id), employeePlace);
      await repo.findChild(tx, use.childId, { lock: true });
      if (use.cancelledAt) throw errors.validation(msg('childcare.useAlreadyCancelled'));
      await repo.cancelUse(tx, input.id, { by: actor.auth.userId, reason: input.reason });
      await audit(tx, actor, {
        action: 'childcare.use.cancel',
        target: `employee:${use.employeeId}`,
        summary: {
          id: use.id,
          reason: input.reason,
          before: { child: use.childName, startDate: use.startDate, endDate: use.endDate, days: Number(use.days) },
          after: null,
        },
      });
    });
  }
}

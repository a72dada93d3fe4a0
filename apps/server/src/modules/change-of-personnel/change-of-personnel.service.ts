import {
  CHANGE_OF_PERSONNEL_EXPORT_COLUMNS,
  CHANGE_OF_PERSONNEL_FILTERS,
  type CHANGE_OF_PERSONNEL_SORTS,
  type TChangeOfPersonnelListRequest,
  type TPersonnelChangeType,
} from '@hris/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shop, work } from '../../db/schema';
import { ilikeContains } from '../../db/text-search';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import {
  formDateRange,
  formTextSort,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { formText } from '../../lists/work-list.repository';
import { presentChangeRow, presentChangeSheetRow } from './change-of-personnel.presenter';
import * as repo from './change-of-personnel.repository';

const TYPE_SQL: Record<TPersonnelChangeType, SQL> = {
  shop: and(eq(work.flowId, 18), sql`${work.formData}->>'changeTheType' = 'shop'`)!,
  shopAndPosition: and(eq(work.flowId, 18), sql`${work.formData}->>'changeTheType' = 'shopAndPosition'`)!,
  position: eq(work.flowId, 32),
};

export const CHANGE_LIST_SPEC: ListSpec<
  keyof typeof CHANGE_OF_PERSONNEL_FILTERS,
  keyof typeof CHANGE_OF_PERSONNEL_SORTS
> = {
  filterDefs: CHANGE_OF_PERSONNEL_FILTERS,
  filterColumns: {
    ...WORK_LIST_FILTER_COLUMNS,
    type: {
      build: (f) => (f.kind === 'select' ? or(...f.values.map((v) => TYPE_SQL[v as TPersonnelChangeType])) : undefined),
    },
    // The store before (where the work started) or after (the form's new store).
    shop: {
      build: (f) =>
        f.kind === 'text'
          ? or(
              ilikeContains(shop.code, f.text),
              ilikeContains(shop.name, f.text),
              ilikeContains(formText('newShopCode'), f.text),
              ilikeContains(formText('newShopName'), f.text),
            )
          : undefined,
    },
    // Regions are units of the org path: the work's (before) or the new store's (after).
    regionId: {
      build: (f) =>
        f.kind === 'id'
          ? or(
              ...f.ids.flatMap((id) => [
                sql`${work.orgPath} like ${`%/${id}/%`}`,
                sql`${formText('newOrgPath')} like ${`%/${id}/%`}`,
              ]),
            )
          : undefined,
    },
    effectiveTime: formDateRange('effectiveTime'),
  },
  sortKeys: {
    startedTime: workStartedSort,
    effectiveTime: formTextSort('effectiveTime'),
  },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

const records = new ScopedRecords({
  spec: CHANGE_LIST_SPEC,
  // Works of the two flows whose org unit at start lies in the caller's scope.
  scope: workListScope(repo.PERSONNEL_CHANGE_FLOWS),
  page: repo.findChangePage,
  count: repo.countChanges,
  present: presentChangeRow,
  export: {
    title: '人事异动列表',
    action: 'changeOfPersonnel.export',
    columns: CHANGE_OF_PERSONNEL_EXPORT_COLUMNS,
    present: presentChangeSheetRow,
  },
});
/** 人事异动列表: store transfers (18) and position changes (32) in the caller's scope, any state. */
export class ChangeOfPersonnelService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TChangeOfPersonnelListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TChangeOfPersonnelListRequest) {
    return records.exportList(this.db, actor, input);
  }
}

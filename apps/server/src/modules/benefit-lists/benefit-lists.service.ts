import {
  ErrorCode,
  INSURANCE_EXPORT_COLUMNS,
  INSURANCE_LIST_FILTERS,
  type INSURANCE_LIST_SORTS,
  msg,
  type TInsuranceListRequest,
  type TWelfareListRequest,
  type TWelfarePage,
  WELFARE_EXPORT_COLUMNS,
  WELFARE_LIST_FILTERS,
  type WELFARE_LIST_SORTS,
} from '@hris/contract';
import type { Db } from '../../db/client';
import { work } from '../../db/schema';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { type SheetExport, withLastRow } from '../../http/xlsx-stream';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import {
  formChoice,
  formTextSort,
  monthRange,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { countWorks, findWorkPage, formText } from '../../lists/work-list.repository';
import {
  presentInsuranceRow,
  presentInsuranceSheetRow,
  presentWelfareRow,
  presentWelfareSheetRow,
  presentWelfareTotals,
  welfareTotalsSheetRow,
} from './benefit-lists.presenter';
import * as repo from './benefit-lists.repository';

export const WELFARE_LIST_SPEC: ListSpec<keyof typeof WELFARE_LIST_FILTERS, keyof typeof WELFARE_LIST_SORTS> = {
  filterDefs: WELFARE_LIST_FILTERS,
  filterColumns: { ...WORK_LIST_FILTER_COLUMNS, treatmentCategory: formChoice('treatmentCategory') },
  sortKeys: { startedTime: workStartedSort },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

export const INSURANCE_LIST_SPEC: ListSpec<keyof typeof INSURANCE_LIST_FILTERS, keyof typeof INSURANCE_LIST_SORTS> = {
  filterDefs: INSURANCE_LIST_FILTERS,
  filterColumns: {
    ...WORK_LIST_FILTER_COLUMNS,
    startMonth: monthRange(formText('startMonth')),
    relation: formChoice('relation'),
  },
  sortKeys: { startedTime: workStartedSort, startMonth: formTextSort('startMonth') },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

const welfare = new ScopedRecords({
  spec: WELFARE_LIST_SPEC,
  scope: workListScope([repo.WELFARE_FLOW]),
  page: repo.findWelfarePage,
  count: countWorks,
  present: presentWelfareRow,
  export: {
    title: '婚育福利列表',
    action: 'welfare.export',
    columns: WELFARE_EXPORT_COLUMNS,
    present: presentWelfareSheetRow,
  },
});

const insurance = new ScopedRecords({
  spec: INSURANCE_LIST_SPEC,
  scope: workListScope([repo.INSURANCE_FLOW]),
  page: findWorkPage,
  count: countWorks,
  present: presentInsuranceRow,
  export: {
    title: '少儿险增加名单',
    action: 'insurance.export',
    columns: INSURANCE_EXPORT_COLUMNS,
    present: presentInsuranceSheetRow,
  },
});

/** Head-office HR (role 001) and the administrator hand the insurer its list. */
const mayExportInsurance = (auth: AuthContext) => auth.roles.some((r) => r.roleId === '001' || r.roleId === 'admin');

/**
 * 婚育福利列表 (flow 20) with the booked amounts and their sum, and 少儿险增加名单 (flow 21), whose
 * export (full identity numbers, for the insurer) is head office's only. Both in the caller's scope.
 */
export class BenefitListsService {
  constructor(private readonly db: Db) {}

  async listWelfare(auth: AuthContext, input: TWelfareListRequest): Promise<TWelfarePage> {
    const [page, sums] = await Promise.all([
      welfare.list(this.db, auth, input),
      repo.sumWelfare(this.db, welfare.query(auth, input).where),
    ]);
    return { ...page, totals: presentWelfareTotals(sums) };
  }

  /** The filter's rows, then a 合计 row of the booked amounts. */
  async exportWelfare(actor: Actor, input: TWelfareListRequest): Promise<SheetExport> {
    const sheet = await welfare.exportList(this.db, actor, input);
    const where = welfare.query(actor.auth, input).where;
    return withLastRow(sheet, async () => welfareTotalsSheetRow(await repo.sumWelfare(this.db, where)));
  }

  listInsurance(auth: AuthContext, input: TInsuranceListRequest) {
    return insurance.list(this.db, auth, input);
  }

  exportInsurance(actor: Actor, input: TInsuranceListRequest) {
    if (!mayExportInsurance(actor.auth)) throw new AppError(ErrorCode.Forbidden, msg('insurance.exportHeadOfficeOnly'));
    return insurance.exportList(this.db, actor, input);
  }
}

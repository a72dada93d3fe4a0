import {
  businessToday,
  CONTRACT_RENEWAL_EXPORT_COLUMNS,
  CONTRACT_RENEWAL_LIST_FILTERS,
  type CONTRACT_RENEWAL_LIST_SORTS,
  EVALUATION_EXPORT_COLUMNS,
  EVALUATION_LIST_FILTERS,
  type EVALUATION_LIST_SORTS,
  type TContractRenewalListRequest,
  type TEvaluationListRequest,
} from '@hris/contract';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { work } from '../../db/schema';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import {
  formChoice,
  formDateRange,
  formTextSort,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { formText } from '../../lists/work-list.repository';
import {
  presentEvaluationRow,
  presentEvaluationSheetRow,
  presentRenewalRow,
  presentRenewalSheetRow,
} from './renewal-lists.presenter';
import * as repo from './renewal-lists.repository';

/** Running past its approval deadline: jzsj (YYYY-MM-DD text) before today in China. */
function overdueSql(): SQL {
  const jzsj = formText('jzsj');
  return and(eq(work.status, 'running'), sql`${jzsj} <> ''`, sql`${jzsj} < ${businessToday()}`)!;
}

export const CONTRACT_RENEWAL_LIST_SPEC: ListSpec<
  keyof typeof CONTRACT_RENEWAL_LIST_FILTERS,
  keyof typeof CONTRACT_RENEWAL_LIST_SORTS
> = {
  filterDefs: CONTRACT_RENEWAL_LIST_FILTERS,
  filterColumns: {
    ...WORK_LIST_FILTER_COLUMNS,
    currentContractEndDay: formDateRange('currentContractEndDay'),
    contractReviewResult: formChoice('contractReviewResult'),
    isThreePeriods: {
      build: (f) =>
        f.kind === 'boolean' ? sql`${formText('isThreePeriodsTitle')} = ${f.value ? '是' : '否'}` : undefined,
    },
    overdue: { build: (f) => (f.kind === 'boolean' ? (f.value ? overdueSql() : not(overdueSql())) : undefined) },
  },
  sortKeys: {
    startedTime: workStartedSort,
    currentContractEndDay: formTextSort('currentContractEndDay'),
    jzsj: formTextSort('jzsj'),
  },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

export const EVALUATION_LIST_SPEC: ListSpec<keyof typeof EVALUATION_LIST_FILTERS, keyof typeof EVALUATION_LIST_SORTS> =
  {
    filterDefs: EVALUATION_LIST_FILTERS,
    filterColumns: {
      ...WORK_LIST_FILTER_COLUMNS,
      probationPeriodEndDay: formDateRange('probationPeriodEndDay'),
      evaluationResult: formChoice('evaluationResult'),
    },
    sortKeys: {
      startedTime: workStartedSort,
      probationPeriodEndDay: formTextSort('probationPeriodEndDay'),
    },
    defaultSort: { field: 'startedTime', direction: 'desc' },
    idColumn: work.id,
  };

const renewals = new ScopedRecords({
  spec: CONTRACT_RENEWAL_LIST_SPEC,
  scope: workListScope([repo.CONTRACT_RENEWAL_FLOW]),
  page: repo.findRenewalListPage,
  count: repo.countListWorks,
  present: presentRenewalRow,
  export: {
    title: '合同续签列表',
    action: 'contractRenewal.export',
    columns: CONTRACT_RENEWAL_EXPORT_COLUMNS,
    present: presentRenewalSheetRow,
  },
});

const evaluations = new ScopedRecords({
  spec: EVALUATION_LIST_SPEC,
  scope: workListScope([repo.EVALUATION_FLOW]),
  page: repo.findEvaluationListPage,
  count: repo.countListWorks,
  present: presentEvaluationRow,
  export: {
    title: '试用期考核列表',
    action: 'evaluation.export',
    columns: EVALUATION_EXPORT_COLUMNS,
    present: presentEvaluationSheetRow,
  },
});

/**
 * 合同续签列表 and 试用期考核列表: every contract renewal (14) and probation evaluation (13) whose
 * org unit at start lies in the caller's scope, any state, started by the system or by hand.
 */
export class RenewalListsService {
  constructor(private readonly db: Db) {}

  async listRenewals(auth: AuthContext, input: TContractRenewalListRequest) {
    return renewals.list(this.db, auth, input);
  }

  async exportRenewals(actor: Actor, input: TContractRenewalListRequest) {
    return renewals.exportList(this.db, actor, input);
  }

  async listEvaluations(auth: AuthContext, input: TEvaluationListRequest) {
    return evaluations.list(this.db, auth, input);
  }

  async exportEvaluations(actor: Actor, input: TEvaluationListRequest) {
    return evaluations.exportList(this.db, actor, input);
  }
}

import {
  PROOF_EXPORT_COLUMNS,
  PROOF_LIST_FILTERS,
  type PROOF_LIST_SORTS,
  ProofListPaths,
  pageResultSchema,
  proofApplyTypeLabel,
  proofProcess,
  type TProofRow,
  ZProofListRequestSchema,
  ZProofRowSchema,
} from '@hris/contract';
import { work } from '../../db/schema';
import { ilikeContains } from '../../db/text-search';
import type { ListSpec } from '../../lists/list-query';
import { type Form, formField, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import {
  formChoice,
  formDateRange,
  formTextSort,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { countWorks, findWorkPage, formText, type WorkListRow } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';

const PROOF_LIST_SPEC: ListSpec<keyof typeof PROOF_LIST_FILTERS, keyof typeof PROOF_LIST_SORTS> = {
  filterDefs: PROOF_LIST_FILTERS,
  filterColumns: {
    ...WORK_LIST_FILTER_COLUMNS,
    applyType: formChoice('applyType'),
    letterNo: { build: (f) => (f.kind === 'text' ? ilikeContains(formText('letterNo'), f.text) : undefined) },
    issuedOn: formDateRange('issuedOn'),
  },
  sortKeys: { startedTime: workStartedSort, issuedOn: formTextSort('issuedOn') },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

const count = (form: Form, key: string) => (typeof form[key] === 'number' ? (form[key] as number) : null);

export function presentProofRow(r: WorkListRow): TProofRow {
  const form = (r.formData ?? {}) as Form;
  const applyType = count(form, 'applyType');
  return Object.assign(presentWorkListRow(r), {
    applyType,
    applyTypeTitle: proofApplyTypeLabel(applyType),
    purpose: formField(form, 'purpose'),
    copies: count(form, 'copies'),
    positionName: formField(form, 'positionName'),
    letterNo: formField(form, 'letterNo'),
    issuedOn: formField(form, 'issuedOn'),
  });
}

/**
 * 证明信列表: the letters of the caller's scope, any state, with their numbers once issued. The
 * spec has no key of its own for it: the section's, Infotatistics.
 */
export const proofList = defineWorkList({
  paths: { page: ProofListPaths.getProofPageList, export: ProofListPaths.exportProofPageList },
  tag: 'Proof',
  summary: { page: '证明信列表', export: '导出证明信列表（.xlsx）' },
  permission: 'Infotatistics',
  request: ZProofListRequestSchema,
  page: pageResultSchema(ZProofRowSchema),
  records: {
    spec: PROOF_LIST_SPEC,
    scope: workListScope([proofProcess.flowId]),
    page: findWorkPage,
    count: countWorks,
    present: presentProofRow,
    export: {
      title: '证明信列表',
      action: 'proof.export',
      columns: PROOF_EXPORT_COLUMNS,
      present: (r: WorkListRow) => sheetTimes(presentProofRow(r), r),
    },
  },
});

import {
  PROOF_EXPORT_COLUMNS,
  PROOF_LIST_FILTERS,
  type PROOF_LIST_SORTS,
  proofApplyTypeLabel,
  type TProofListRequest,
  type TProofRow,
} from '@hris/contract';
import type { Db } from '../../db/client';
import { work } from '../../db/schema';
import { ilikeContains } from '../../db/text-search';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
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

const PROOF_FLOW = 25;

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
  return {
    ...presentWorkListRow(r),
    applyType,
    applyTypeTitle: proofApplyTypeLabel(applyType),
    purpose: formField(form, 'purpose'),
    copies: count(form, 'copies'),
    positionName: formField(form, 'positionName'),
    letterNo: formField(form, 'letterNo'),
    issuedOn: formField(form, 'issuedOn'),
  };
}

const proofs = new ScopedRecords({
  spec: PROOF_LIST_SPEC,
  scope: workListScope([PROOF_FLOW]),
  page: findWorkPage,
  count: countWorks,
  present: presentProofRow,
  export: {
    title: '证明信列表',
    action: 'proof.export',
    columns: PROOF_EXPORT_COLUMNS,
    present: (r: WorkListRow) => sheetTimes(presentProofRow(r), r),
  },
});

/** 证明信列表: the letters of the caller's scope, any state, with their numbers once issued. */
export class ProofListService {
  constructor(private readonly db: Db) {}

  listProofs(auth: AuthContext, input: TProofListRequest) {
    return proofs.list(this.db, auth, input);
  }

  exportProofs(actor: Actor, input: TProofListRequest) {
    return proofs.exportList(this.db, actor, input);
  }
}

import {
  childFacts,
  ErrorCode,
  INSURANCE_EXPORT_COLUMNS,
  INSURANCE_LIST_FILTERS,
  type INSURANCE_LIST_SORTS,
  InsuranceListPaths,
  insuranceProcess,
  insuranceRelationTitle,
  maskIdentityNumber,
  msg,
  pageResultSchema,
  type TInsuranceRow,
  ZInsuranceListRequestSchema,
  ZInsuranceRowSchema,
} from '@hris/contract';
import { work } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import type { ListSpec } from '../../lists/list-query';
import { type Form, formField, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import {
  formChoice,
  formTextSort,
  monthRange,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { countWorks, formText, type WorkListRow, workPage } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';

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

/** The rows with the child's identity number in clear: the page masks it, the insurer's sheet shows it. */
const findInsurancePage = workPage({}, { clearForm: true });

export function presentInsuranceRow(r: WorkListRow): TInsuranceRow {
  const form = (r.formData ?? {}) as Form;
  const relation = formField(form, 'relation');
  return Object.assign(presentWorkListRow(r), {
    childName: formField(form, 'childName'),
    childIdNumberMasked: maskIdentityNumber(formField(form, 'childIdNumber')),
    relation,
    relationTitle: insuranceRelationTitle(relation),
    startMonth: formField(form, 'startMonth'),
  });
}

/** The insurer's row: the whole identity number with the birth date and gender it encodes. */
export function presentInsuranceSheetRow(r: WorkListRow) {
  const idNumber = formField((r.formData ?? {}) as Form, 'childIdNumber');
  const facts = idNumber.length === 18 ? childFacts(idNumber) : { birthDate: '', genderText: '' };
  return { ...sheetTimes(presentInsuranceRow(r), r), childIdNumber: idNumber, ...facts };
}

/** Head-office HR (role 001) and the administrator hand the insurer its list. */
const mayExportInsurance = (auth: AuthContext) => auth.roles.some((r) => r.roleId === '001' || r.roleId === 'admin');

/**
 * 少儿险增加名单 (/infotatistics/insurance-list): the additions of the caller's scope, identity
 * numbers masked; its export (full numbers, for the insurer) is head office's only. The spec gives
 * it no permission key of its own: the section's, Infotatistics.
 */
export const insuranceList = defineWorkList({
  paths: { page: InsuranceListPaths.getInsurancePageList, export: InsuranceListPaths.exportInsurancePageList },
  tag: 'Insurance',
  summary: {
    page: '少儿险增加名单（身份证号码部分隐藏）',
    export: '导出少儿险增加名单（.xlsx，完整身份证号码，仅总部HR）',
  },
  permission: 'Infotatistics',
  request: ZInsuranceListRequestSchema,
  page: pageResultSchema(ZInsuranceRowSchema),
  records: {
    spec: INSURANCE_LIST_SPEC,
    scope: workListScope([insuranceProcess.flowId]),
    page: findInsurancePage,
    count: countWorks,
    present: presentInsuranceRow,
    export: {
      title: '少儿险增加名单',
      action: 'insurance.export',
      columns: INSURANCE_EXPORT_COLUMNS,
      present: presentInsuranceSheetRow,
    },
  },
  checkExport: (auth) => {
    if (!mayExportInsurance(auth)) throw new AppError(ErrorCode.Forbidden, msg('insurance.exportHeadOfficeOnly'));
  },
});

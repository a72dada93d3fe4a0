import {
  childFacts,
  formatCents,
  insuranceRelationTitle,
  maskIdentityNumber,
  type TInsuranceRow,
  type TWelfareRow,
  type TWelfareTotals,
  welfareCategoryTitle,
} from '@hris/contract';
import { type Form, formField, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import type { WorkListRow } from '../../lists/work-list.repository';
import type { WelfareListRow, WelfareSums } from './benefit-lists.repository';

/** The form's amount (yuan) as cents; 0 when the form has none. */
function formCents(form: Form) {
  const yuan = Number(form.amount);
  return Number.isFinite(yuan) ? Math.round(yuan * 100) : 0;
}

export function presentWelfareRow(r: WelfareListRow): TWelfareRow {
  const form = (r.formData ?? {}) as Form;
  const category = form.treatmentCategory === 0 || form.treatmentCategory === 1 ? form.treatmentCategory : null;
  const marryDate = formField(form, 'marryDate');
  const childrenName = formField(form, 'childrenName');
  const booked = r.bookedCents != null;
  return {
    ...presentWorkListRow(r),
    treatmentCategory: category,
    treatmentCategoryTitle: welfareCategoryTitle(category),
    marryDate,
    childrenName,
    eventText: category === 0 ? marryDate : childrenName,
    amount: formatCents(booked ? Number(r.bookedCents) : formCents(form)),
    booked,
  };
}

export function presentWelfareTotals(s: WelfareSums): TWelfareTotals {
  return { count: s.count, bookedCount: s.bookedCount, bookedAmount: formatCents(s.bookedCents) };
}

/** The sheet's row: the amount as a number of yuan, times in China. */
export function presentWelfareSheetRow(r: WelfareListRow) {
  const row = presentWelfareRow(r);
  return { ...sheetTimes(row, r), amount: Number(row.amount) };
}

/** The sheet's last row: 合计 of the booked amounts over the whole filter. */
export function welfareTotalsSheetRow(s: WelfareSums) {
  return { flowNo: '合计', employeeId: `${s.bookedCount}条已发放`, amount: Number(formatCents(s.bookedCents)) };
}

export function presentInsuranceRow(r: WorkListRow): TInsuranceRow {
  const form = (r.formData ?? {}) as Form;
  const relation = formField(form, 'relation');
  return {
    ...presentWorkListRow(r),
    childName: formField(form, 'childName'),
    childIdNumberMasked: maskIdentityNumber(formField(form, 'childIdNumber')),
    relation,
    relationTitle: insuranceRelationTitle(relation),
    startMonth: formField(form, 'startMonth'),
  };
}

/** The insurer's row: the whole identity number with the birth date and gender it encodes. */
export function presentInsuranceSheetRow(r: WorkListRow) {
  const idNumber = formField((r.formData ?? {}) as Form, 'childIdNumber');
  const facts = idNumber.length === 18 ? childFacts(idNumber) : { birthDate: '', genderText: '' };
  return { ...sheetTimes(presentInsuranceRow(r), r), childIdNumber: idNumber, ...facts };
}

import {
  ChangeOfPersonnelPaths,
  ContractRenewalListPaths,
  DeductionListPaths,
  EvaluationListPaths,
  InsuranceListPaths,
  ProofListPaths,
  StaffEntryListPaths,
  StaffTurnoverListPaths,
  type TChangeOfPersonnelRow,
  type TContractRenewalRow,
  type TDeductionPage,
  type TEvaluationRow,
  type TInsuranceRow,
  type TProofRow,
  type TStaffEntryRow,
  type TStaffTurnoverModifyRow,
  type TStaffTurnoverRow,
  type TWelfarePage,
  WelfareListPaths,
} from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { http } from './http';

/** 人事异动列表: store transfers and position changes in scope, any state. */
export const getChangeOfPersonnelList = (params: DataTableRequest) =>
  http.post<DataTablePage<TChangeOfPersonnelRow>>(ChangeOfPersonnelPaths.getChangeofPersonnelPageList, params);

/** 合同续签列表: contract renewals (flow 14) in scope, any state. */
export const getContractRenewalList = (params: DataTableRequest) =>
  http.post<DataTablePage<TContractRenewalRow>>(ContractRenewalListPaths.getContractRenewalPageList, params);

/** 试用期考核列表: probation evaluations (flow 13) in scope, any state. */
export const getEvaluationList = (params: DataTableRequest) =>
  http.post<DataTablePage<TEvaluationRow>>(EvaluationListPaths.getEvaluationPageList, params);

/** 员工离职列表: resignations (flow 15) in scope, any state. */
export const getStaffTurnoverList = (params: DataTableRequest) =>
  http.post<DataTablePage<TStaffTurnoverRow>>(StaffTurnoverListPaths.getStaffTurnoverPageList, params);

/** 离职信息变更列表: resignation information changes (flow 28) in scope, any state. */
export const getStaffTurnoverModifyList = (params: DataTableRequest) =>
  http.post<DataTablePage<TStaffTurnoverModifyRow>>(StaffTurnoverListPaths.getStaffTurnoverModifyPageList, params);

/** 员工入职列表: onboardings (flow 12) in scope, with their outcome. */
export const getStaffEntryList = (params: DataTableRequest) =>
  http.post<DataTablePage<TStaffEntryRow>>(StaffEntryListPaths.getStaffEntryPageList, params);

/** 失物扣款列表: booked deductions in scope, a page and the totals over the whole filter. */
export const getDeductionList = (params: DataTableRequest) =>
  http.post<TDeductionPage>(DeductionListPaths.getDeductionPageList, params);

/** 婚育福利列表: benefit claims (flow 20) in scope, a page and the booked total over the whole filter. */
export const getWelfareList = (params: DataTableRequest) =>
  http.post<TWelfarePage>(WelfareListPaths.getWelfarePageList, params);

/** 少儿险增加名单: child insurance additions (flow 21) in scope, the identity numbers masked. */
export const getInsuranceList = (params: DataTableRequest) =>
  http.post<DataTablePage<TInsuranceRow>>(InsuranceListPaths.getInsurancePageList, params);
/** 证明信列表: certificate letters (flow 25) in scope, any state, with their numbers once issued. */
export const getProofList = (params: DataTableRequest) =>
  http.post<DataTablePage<TProofRow>>(ProofListPaths.getProofPageList, params);

import {
  ChangeOfPersonnelPaths,
  ContractRenewalListPaths,
  EvaluationListPaths,
  type TChangeOfPersonnelRow,
  type TContractRenewalRow,
  type TEvaluationRow,
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

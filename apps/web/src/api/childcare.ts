import {
  ChildcarePaths,
  type TChildcareEmployeeDetail,
  type TChildcareEmployeeRow,
  type TChildcareRule,
  type TChildcareUseRow,
  type TCreateChildcareUseRequest,
  type TSaveChildcareRuleRequest,
  type TSaveChildRequest,
} from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { postImportSheet } from './basic-data';
import { http } from './http';

/** Query keys of 育儿假: a write refreshes every list and balance of the area. */
export const childcareKeys = {
  all: ['childcare'] as const,
  rules: ['childcare', 'rules'] as const,
  rule: (id: number) => ['childcare', 'rule', id] as const,
  areas: ['childcare', 'areas'] as const,
  employees: ['childcare', 'employees'] as const,
  employee: (employeeId: string) => ['childcare', 'employee', employeeId] as const,
  uses: ['childcare', 'uses'] as const,
};

export const getChildcareRules = (params: DataTableRequest) =>
  http.post<DataTablePage<TChildcareRule>>(ChildcarePaths.getRulePageList, params);
export const getChildcareRule = (id: number) => http.post<TChildcareRule>(ChildcarePaths.getRuleDetail, { id });
export const getChildcareAreas = () =>
  http.post<{ province: string; cities: string[] }[]>(ChildcarePaths.getAreaOptions, {});
export const saveChildcareRule = (body: TSaveChildcareRuleRequest) =>
  http.post<{ id: number }>(ChildcarePaths.saveRule, body, { silent: true });
export const deleteChildcareRule = (id: number) => http.post<null>(ChildcarePaths.deleteRule, { id });

export const getChildcareEmployees = (params: DataTableRequest) =>
  http.post<DataTablePage<TChildcareEmployeeRow>>(ChildcarePaths.getEmployeePageList, params);
export const getChildcareEmployee = (employeeId: string) =>
  http.post<TChildcareEmployeeDetail>(ChildcarePaths.getEmployeeDetail, { employeeId });
export const saveChild = (body: TSaveChildRequest) =>
  http.post<{ id: number }>(ChildcarePaths.saveChild, body, { silent: true });
export const deleteChild = (id: number) => http.post<null>(ChildcarePaths.deleteChild, { id });

export const getChildcareUses = (params: DataTableRequest) =>
  http.post<DataTablePage<TChildcareUseRow>>(ChildcarePaths.getUsedPageList, params);
export const createChildcareUse = (body: TCreateChildcareUseRequest) =>
  http.post<{ id: number }>(ChildcarePaths.createUse, body, { silent: true });
export const cancelChildcareUse = (id: number, reason: string) =>
  http.post<null>(ChildcarePaths.cancelUse, { id, reason });
export const importChildcareUses = (file: File) => postImportSheet(ChildcarePaths.importUses, file);

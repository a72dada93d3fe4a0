import {
  EMPLOYEE_STATUS_TEXT,
  employeeLabel,
  type TChildcareBalance,
  type TChildcareEmployeeDetail,
  yearsBetween,
} from '@hris/contract';
import { chinaDateTime } from '../../lists/format';
import type { TargetEmployee } from '../basic-data/shared/employee-lookup';
import type { ChildRecord, ChildRow, EmployeeStore, RuleRow, UseRow } from './childcare.repository';
import { areaText } from './entitlement';

export const presentRule = (r: RuleRow) => ({
  id: r.id,
  province: r.province,
  city: r.city,
  areaText: areaText(r.province, r.city),
  daysPerYear: r.daysPerYear,
  maxAge: r.maxAge,
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo,
  remark: r.remark,
  updatedTime: chinaDateTime(r.updatedAt),
});

export const ruleSheetRow = (r: RuleRow) => ({
  ...presentRule(r),
  cityText: r.city || '全省',
  effectiveToText: r.effectiveTo ?? '长期',
});

/** A row of the employee list: the child with its age and this year's balance. */
export type ChildWithBalance = ChildRow & { age: number; balance: TChildcareBalance };

export const presentChildRow = (r: ChildWithBalance) => ({
  id: r.id,
  employeeRef: r.employeeRef,
  employeeId: r.employeeId,
  employeeName: r.employeeName,
  employeeLabel: employeeLabel(r.employeeName, r.employeeId),
  employeeStatus: r.employeeStatus,
  employeeStatusText: EMPLOYEE_STATUS_TEXT[r.employeeStatus]?.zh ?? String(r.employeeStatus),
  shopCode: r.shopCode,
  shopName: r.shopName,
  regionName: r.regionName,
  childName: r.childName,
  birthDate: r.birthDate,
  age: r.age,
  year: r.balance.year,
  granted: r.balance.granted,
  used: r.balance.used,
  remaining: r.balance.remaining,
});

export const presentUse = (r: UseRow) => ({
  ...presentChildRow({ ...r, age: 0, balance: { year: 0, granted: 0, used: 0, remaining: 0, areas: [] }, orgPath: '' }),
  id: r.id,
  childId: r.childId,
  startDate: r.startDate,
  endDate: r.endDate,
  days: Number(r.days),
  remark: r.remark,
  createdByName: r.createdByName,
  createdTime: chinaDateTime(r.createdAt),
});

/** The employee with their store and each child's balances of the years with leave granted or used. */
export function presentEmployeeDetail(
  target: TargetEmployee,
  place: EmployeeStore,
  kids: ChildRecord[],
  balances: Map<number, TChildcareBalance[]>,
  today: string,
): TChildcareEmployeeDetail {
  return {
    employeeId: target.employeeId,
    employeeName: target.name,
    employeeStatusText: EMPLOYEE_STATUS_TEXT[target.status]?.zh ?? String(target.status),
    shopCode: place?.shopCode ?? null,
    shopName: place?.shopName ?? null,
    province: place?.province ?? null,
    city: place?.city ?? null,
    children: kids.map((k) => ({
      id: k.id,
      name: k.name,
      birthDate: k.birthDate,
      age: Math.max(0, yearsBetween(k.birthDate, today)),
      remark: k.remark,
      balances: (balances.get(k.id) ?? []).filter((b) => b.granted > 0 || b.used > 0),
    })),
  };
}

import { EMPLOYEE_STATUS_TEXT, EMPLOYEE_STATUS_VALUES } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getOrgUnits, getPositionOptions, getRoleOptions, getShopOptions } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import './i18n';

const LONG = 5 * 60_000;

export function useOrgUnits() {
  return useQuery({ queryKey: bdKeys.orgUnits, queryFn: getOrgUnits, staleTime: LONG });
}

export function usePositions() {
  return useQuery({ queryKey: bdKeys.positions, queryFn: getPositionOptions, staleTime: LONG });
}

export function useShops() {
  return useQuery({ queryKey: bdKeys.shops, queryFn: getShopOptions, staleTime: LONG });
}

/** Regions in the caller's org tree, as filter/select options. */
export function useRegionOptions() {
  const units = useOrgUnits();
  return (units.data ?? []).filter((u) => u.kind === 'region').map((u) => ({ label: u.name, value: u.id }));
}

/** Departments and regions an office employee may be added to: in the caller's scope, not stores. */
export function useOfficeUnitOptions() {
  const units = useOrgUnits();
  return (units.data ?? []).filter((u) => u.inScope && u.kind !== 'store').map((u) => ({ label: u.name, value: u.id }));
}

export function usePositionOptions() {
  const positions = usePositions();
  return (positions.data ?? []).map((p) => ({ label: p.name, value: p.id }));
}

/** Employee status 0–4 in the current language. */
export function useStatusOptions() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return EMPLOYEE_STATUS_VALUES.map((value) => ({
    label: en ? EMPLOYEE_STATUS_TEXT[value].en : EMPLOYEE_STATUS_TEXT[value].zh,
    value,
  }));
}

/** 门店员工 / 办公室员工. */
export const employeeTypeOptions = (t: (key: string) => string) => [
  { label: t('bd.position.store'), value: 'store' },
  { label: t('bd.position.office'), value: 'office' },
];

/** Roles as the role pickers offer them: name and scope, the ones the caller may not grant greyed. */
export function useRoleOptions() {
  const roles = useQuery({ queryKey: bdKeys.roleOptions, queryFn: getRoleOptions, staleTime: LONG });
  return (roles.data ?? []).map((r) => ({ label: `${r.name}（${r.scopeText}）`, value: r.id, disabled: !r.grantable }));
}

import type { ZEmployeeColumnsSchema } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DataColumn } from '../../../components/DataTable';
import { keyLinkColumn } from '../../../components/ListPage/columns';
import { pagePath } from '../../../router/paths';
import { orDash } from '../../../utils/text';
import { useRegionOptions, useStatusOptions } from './options';
import './i18n';

export const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'green', 2: 'blue', 3: 'gold', 4: 'orange' };

/** A shop as people name it: "SH001 上海南京西路店", or — for office staff. */
export function shopText(row: { shopCode: string | null; shopName: string | null }): string {
  return row.shopCode ? `${row.shopCode} ${row.shopName ?? ''}`.trim() : '—';
}

/** Employee status (spec §4) as a coloured tag, in the current language. */
export function EmployeeStatusTag({ status }: { status: number }) {
  const statuses = useStatusOptions();
  return <Tag color={STATUS_COLOR[status]}>{statuses.find((s) => s.value === status)?.label ?? status}</Tag>;
}

type EmployeeColumnsRow = z.infer<typeof ZEmployeeColumnsSchema>;
type EmployeeFields = Pick<EmployeeColumnsRow, 'employeeId' | 'shopCode' | 'shopName' | 'regionName'>;

/**
 * Where a list's rows keep the person's row id, name and status: the staff list names them
 * id / name / status, the per-employee lists employeeRef / employeeName / employeeStatus.
 */
export interface EmployeeFieldKeys {
  ref: string;
  name: string;
  status: string;
  /** The server sorts this list by status. */
  statusSortable?: boolean;
}

const field = <T,>(row: object, key: string) => (row as Record<string, unknown>)[key] as T;

/**
 * The employee columns every basic-data list starts with: number (a link to the person), name,
 * shop, region and status, with the same filters and sort everywhere.
 */
export function useEmployeeColumns<Row extends EmployeeFields>(keys: EmployeeFieldKeys) {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  const statuses = useStatusOptions();
  return useMemo(() => {
    const employeeId = keyLinkColumn<Row>(
      { key: 'employeeId', name: t('bd.staff.employeeId'), width: 120, testId: 'staff-detail-link' },
      (row) => ({ to: pagePath('staffDetail', { id: field<number>(row, keys.ref) }), text: row.employeeId }),
    );
    const name: DataColumn<Row> = {
      type: 'text',
      key: keys.name,
      name: t('bd.staff.name'),
      sortable: true,
      width: 100,
      filter: { type: 'text' },
    };
    const shop: DataColumn<Row> = {
      key: 'shopCode',
      name: t('bd.staff.shop'),
      sortable: true,
      width: 190,
      ellipsis: true,
      filter: { type: 'text' },
      slot: (row) => shopText(row),
    };
    const region: DataColumn<Row> = {
      key: 'regionId',
      name: t('bd.staff.region'),
      width: 90,
      filter: { type: 'select', options: regions },
      slot: (row) => orDash(row.regionName),
    };
    const status: DataColumn<Row> = {
      key: keys.status,
      name: t('bd.staff.status'),
      sortable: keys.statusSortable,
      width: 90,
      filter: { type: 'select', options: statuses },
      slot: (row) => <EmployeeStatusTag status={field<number>(row, keys.status)} />,
    };
    return { employeeId, name, shop, region, status };
  }, [t, regions, statuses, keys]);
}

const PER_EMPLOYEE: EmployeeFieldKeys = { ref: 'employeeRef', name: 'employeeName', status: 'employeeStatus' };

/** The five employee columns of a per-employee list (contract, salary, …), in their usual order. */
export function usePerEmployeeColumns<Row extends EmployeeColumnsRow>(): DataColumn<Row>[] {
  const c = useEmployeeColumns<Row>(PER_EMPLOYEE);
  return useMemo(() => [c.employeeId, c.name, c.shop, c.region, c.status], [c]);
}

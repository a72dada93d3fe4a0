import { EmployeePerformancePaths, PERFORMANCE_GRADES, type TPerformanceRow } from '@hris/contract';
import { Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPerformanceList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { ExportButton, orDash, useTrackedRequest } from '../shared/components';
import { useRegionOptions, useStatusOptions } from '../shared/options';

export const GRADE_COLOR: Record<string, string> = { S: 'purple', A: 'green', B: 'blue', C: 'orange', D: 'red' };

/** 员工绩效: appraisal results (period, grade, score, reviewer) of employees in scope. */
export default function PerformanceListPage() {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  const statuses = useStatusOptions();
  const { request, lastParams } = useTrackedRequest(getPerformanceList);

  const columns = useMemo<DataColumn<TPerformanceRow>[]>(
    () => [
      {
        key: 'employeeId',
        name: t('bd.staff.employeeId'),
        sortable: true,
        fixed: 'left',
        width: 120,
        filter: { type: 'text' },
        slot: (row) => <Link to={`/basicData/staffDetail?id=${row.employeeRef}`}>{row.employeeId}</Link>,
      },
      {
        type: 'text',
        key: 'employeeName',
        name: t('bd.staff.name'),
        sortable: true,
        width: 100,
        filter: { type: 'text' },
      },
      {
        key: 'shopCode',
        name: t('bd.staff.shop'),
        sortable: true,
        width: 180,
        filter: { type: 'text' },
        slot: (row) => (row.shopCode ? `${row.shopCode} ${row.shopName ?? ''}` : '—'),
      },
      {
        key: 'regionId',
        name: t('bd.staff.region'),
        width: 90,
        filter: { type: 'select', options: regions },
        slot: (row) => orDash(row.regionName),
      },
      {
        key: 'employeeStatus',
        name: t('bd.staff.status'),
        width: 90,
        filter: { type: 'select', options: statuses },
        slot: (row) => row.employeeStatusText,
      },
      {
        key: 'period',
        name: t('bd.performance.period'),
        sortable: true,
        width: 150,
        filter: { type: 'text', placeholder: '2026-H1' },
        slot: (row) => `${row.periodText} (${row.period})`,
      },
      {
        key: 'grade',
        name: t('bd.performance.grade'),
        sortable: true,
        width: 90,
        filter: { type: 'select', options: PERFORMANCE_GRADES.map((g) => ({ label: g, value: g })) },
        slot: (row) => <Tag color={GRADE_COLOR[row.grade]}>{row.grade}</Tag>,
      },
      {
        key: 'score',
        name: t('bd.performance.score'),
        sortable: true,
        align: 'right',
        width: 90,
        filter: { type: 'numberRange', min: 0, precision: 1 },
        slot: (row) => row.score.toFixed(1),
      },
      {
        type: 'text',
        key: 'reviewer',
        name: t('bd.performance.reviewer'),
        sortable: true,
        width: 110,
        filter: { type: 'text' },
      },
      {
        key: 'actions',
        name: t('common.actions'),
        fixed: 'right',
        width: 80,
        slot: (row) => <Link to={`/basicData/employeePerformanceDetail?id=${row.id}`}>{t('bd.common.view')}</Link>,
      },
    ],
    [t, regions, statuses],
  );

  return (
    <Card variant="borderless" data-testid="performance-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.performance.hint')}</span>
        <div className="bd-toolbar__actions">
          <ExportButton
            path={EmployeePerformancePaths.exportPerformanceList}
            params={lastParams}
            fallbackName="员工绩效.xlsx"
          />
        </div>
      </div>
      <DataTable<TPerformanceRow>
        columns={columns}
        queryKey={['bd', 'performanceList']}
        request={request}
        rowKey={(r) => r.id}
      />
    </Card>
  );
}

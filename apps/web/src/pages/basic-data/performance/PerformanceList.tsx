import { EmployeePerformancePaths, PERFORMANCE_GRADES, type TPerformanceRow } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getPerformanceList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { useEditable } from '../../../components/EditAccess';
import { actionsColumn, ListPage } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { usePerEmployeeColumns } from '../shared/employee-columns';
import { GRADE_COLOR } from '../shared/tags';
import '../shared/i18n';

/** 员工绩效: appraisal results (period, grade, score, reviewer) of employees in scope. */
export default function PerformanceListPage() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<TPerformanceRow>();
  const editable = useEditable('EmployeePerformance');

  const columns = useMemo<DataColumn<TPerformanceRow>[]>(
    () => [
      ...employee,
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
      actionsColumn<TPerformanceRow>(t, {
        view: (row) => pagePath('employeePerformanceDetail', { id: row.id }),
        edit: editable && ((row) => pagePath('employeePerformanceEdit', { id: row.id })),
        testId: 'performance',
      }),
    ],
    [t, employee, editable],
  );

  return (
    <ListPage<TPerformanceRow>
      testId="performance-list"
      queryKey={bdKeys.list('performance')}
      hint={t('bd.performance.hint')}
      add={{
        menuCode: 'EmployeePerformance',
        to: pagePath('employeePerformanceAdd'),
        label: t('bd.performance.add'),
        testId: 'performance-add-button',
      }}
      exportTo={{
        path: EmployeePerformancePaths.exportPerformanceList,
        title: 'route.employeePerformance',
        file: '员工绩效',
      }}
      columns={columns}
      request={getPerformanceList}
    />
  );
}

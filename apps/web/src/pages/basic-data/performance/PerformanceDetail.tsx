import type { TPerformanceDetail } from '@hris/contract';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPerformanceDetail } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { EditButton } from '../../../components/EditAccess';
import { DetailGrid, RecordPage, RelatedTable } from '../../../components/RecordPage';
import { pagePath } from '../../../router/paths';
import { formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { useEmployeeItems } from '../shared/record-items';
import { GRADE_COLOR } from '../shared/tags';
import '../shared/i18n';

/** 绩效详情: one appraisal and the employee's earlier ones. */
export default function PerformanceDetailPage() {
  return (
    <RecordPage queryKey={bdKeys.record('performanceDetail')} fetch={getPerformanceDetail}>
      {(record) => <PerformanceView record={record} />}
    </RecordPage>
  );
}

function PerformanceView({ record }: { record: TPerformanceDetail }) {
  const { t } = useTranslation();
  const employee = useEmployeeItems(record);
  return (
    <Card
      variant="borderless"
      title={`${record.employeeLabel} · ${record.periodText}`}
      data-testid="performance-detail"
      extra={
        <EditButton
          menuCode="EmployeePerformance"
          to={pagePath('employeePerformanceEdit', { id: record.id })}
          testId="performance-edit"
        />
      }
    >
      <DetailGrid
        items={[
          ...employee,
          { key: 'period', label: t('bd.performance.period'), children: `${record.periodText} (${record.period})` },
          {
            key: 'grade',
            label: t('bd.performance.grade'),
            children: <Tag color={GRADE_COLOR[record.grade]}>{record.grade}</Tag>,
          },
          { key: 'score', label: t('bd.performance.score'), children: record.score.toFixed(1) },
          { key: 'reviewer', label: t('bd.performance.reviewer'), children: record.reviewer },
          { key: 'remark', label: t('bd.staff.remark'), children: orDash(record.remark) },
          { key: 'createdTime', label: t('bd.contract.createdTime'), children: formatDateTime(record.createdTime) },
        ]}
      />
      <RelatedTable
        title={t('bd.performance.history')}
        rows={record.history}
        rowKey="id"
        columns={[
          {
            key: 'period',
            title: t('bd.performance.period'),
            render: (_: unknown, r) => (
              <Link to={pagePath('employeePerformanceDetail', { id: r.id })}>{`${r.periodText} (${r.period})`}</Link>
            ),
          },
          {
            key: 'grade',
            title: t('bd.performance.grade'),
            render: (_: unknown, r) => <Tag color={GRADE_COLOR[r.grade]}>{r.grade}</Tag>,
          },
          {
            key: 'score',
            title: t('bd.performance.score'),
            align: 'right',
            render: (_: unknown, r) => r.score.toFixed(1),
          },
          { key: 'reviewer', dataIndex: 'reviewer', title: t('bd.performance.reviewer') },
        ]}
      />
    </Card>
  );
}

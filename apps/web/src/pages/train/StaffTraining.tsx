import type { TTrainParticipationRow } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeTraining, trainKeys } from '../../api/train';
import { orDash } from '../../utils/text';
import './i18n';

/** 培训记录 of one employee (the staff detail page's tab): sessions, attendance, score, pass. */
export function StaffTraining({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const records = useQuery({
    queryKey: trainKeys.employee(employeeId),
    queryFn: () => getEmployeeTraining(employeeId),
  });
  if (!records.isPending && (records.data ?? []).length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('train.noHistory')} />;
  }
  return (
    <Table<TTrainParticipationRow>
      size="small"
      rowKey="id"
      loading={records.isPending}
      dataSource={records.data ?? []}
      pagination={(records.data?.length ?? 0) > 10 ? { pageSize: 10, size: 'small' } : false}
      data-testid="staff-training"
      columns={[
        { key: 'sessionDate', dataIndex: 'sessionDate', title: t('train.sessionDate'), width: 120 },
        { key: 'projectName', dataIndex: 'projectName', title: t('train.project') },
        { key: 'category', title: t('train.category'), render: (_, r) => <Tag color="blue">{r.category}</Tag> },
        { key: 'hours', dataIndex: 'hours', title: t('train.hours'), width: 70 },
        {
          key: 'attendance',
          title: t('train.attendance'),
          width: 90,
          render: (_, r) => t(`train.attendances.${r.attendance ?? 'pending'}`),
        },
        { key: 'score', title: t('train.score'), width: 70, render: (_, r) => orDash(r.score) },
        { key: 'passed', title: t('train.passedLabel'), width: 80, render: (_, r) => orDash(r.passedText) },
        { key: 'validUntil', title: t('train.validUntil'), width: 110, render: (_, r) => orDash(r.validUntil) },
      ]}
    />
  );
}

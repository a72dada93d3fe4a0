import type { THealthCertificate } from '@hris/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openAttachment } from '../../api/file';
import { deleteHealthCertificate, getHealthDetail, healthKeys } from '../../api/health';
import { useEditable } from '../../components/EditAccess';
import { pagePath } from '../../router/paths';
import { formatDateTime } from '../../utils/date';
import { orDash } from '../../utils/text';
import { shopText } from '../basic-data/shared/employee-columns';
import { daysLeftText, HealthStatusTag } from './HealthStatusTag';
import './i18n';

/** 健康证详情: the person's status and every certificate, scans openable (hidden page of /health/list). */
export default function HealthViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const employeeId = search.get('employeeId') ?? '';
  const editable = useEditable('HealthOfList');
  const detail = useQuery({ queryKey: healthKeys.detail(employeeId), queryFn: () => getHealthDetail(employeeId) });
  if (detail.isPending) return <Skeleton active />;
  if (!detail.data) return <Empty />;
  const person = detail.data;
  const canWrite = editable && person.isActiveStoreEmployee;
  const remove = async (id: number) => {
    await deleteHealthCertificate(id);
    await queryClient.invalidateQueries({ queryKey: healthKeys.all });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="health-view">
      <Card
        variant="borderless"
        title={`${person.employeeName}-${person.employeeId}`}
        extra={
          canWrite && (
            <Button type="primary" onClick={() => navigate(pagePath('healthEdit', { employeeId }))}>
              {t('health.registerNew')}
            </Button>
          )
        }
      >
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('health.status')}>
            <HealthStatusTag status={person.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('health.endDate')}>{orDash(person.certificate?.healthEndDate)}</Descriptions.Item>
          <Descriptions.Item label={t('health.daysLeft')}>{daysLeftText(t, person.daysLeft)}</Descriptions.Item>
          <Descriptions.Item label={t('bd.staff.shop')}>{shopText(person)}</Descriptions.Item>
          <Descriptions.Item label={t('bd.staff.region')}>{orDash(person.regionName)}</Descriptions.Item>
        </Descriptions>
        {!person.isActiveStoreEmployee && <Tag color="default">{t('health.notActive')}</Tag>}
      </Card>
      <Card variant="borderless" title={t('health.history')}>
        <Table<THealthCertificate>
          size="small"
          rowKey="id"
          dataSource={person.certificates}
          pagination={false}
          scroll={{ x: 860 }}
          locale={{ emptyText: <Empty description={t('health.noCertificates')} /> }}
          columns={[
            {
              key: 'period',
              title: `${t('health.startDate')} ~ ${t('health.endDate')}`,
              render: (_, c) => (
                <Space>
                  {`${c.healthStartDate} ~ ${c.healthEndDate}`}
                  {c.id === person.certificate?.id && <Tag color="blue">{t('health.current')}</Tag>}
                  {c.workId && <Tag>{t('health.fromWork')}</Tag>}
                </Space>
              ),
            },
            { key: 'remark', title: t('health.remark'), render: (_, c) => orDash(c.remark) },
            {
              key: 'attachment',
              title: t('health.attachment'),
              render: (_, c) =>
                c.attachment ? (
                  <Button type="link" size="small" onClick={() => void openAttachment(c.attachment!)}>
                    {c.attachment.fileName}
                  </Button>
                ) : (
                  '—'
                ),
            },
            { key: 'createdBy', title: t('health.createdBy'), render: (_, c) => orDash(c.createdByName) },
            { key: 'createdTime', title: t('health.createdTime'), render: (_, c) => formatDateTime(c.createdTime) },
            ...(canWrite
              ? [
                  {
                    key: 'actions',
                    title: t('common.actions'),
                    render: (_: unknown, c: THealthCertificate) => (
                      <Space>
                        <Button
                          type="link"
                          size="small"
                          onClick={() => navigate(pagePath('healthEdit', { employeeId, id: c.id }))}
                        >
                          {t('health.edit')}
                        </Button>
                        <Popconfirm
                          title={t('health.deleteConfirm', { start: c.healthStartDate, end: c.healthEndDate })}
                          onConfirm={() => remove(c.id)}
                        >
                          <Button type="link" size="small" danger>
                            {t('health.delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Space>
  );
}

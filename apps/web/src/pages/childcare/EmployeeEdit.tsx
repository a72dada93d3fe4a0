import { type TChildcareChild, ZSaveChildRequestSchema } from '@hris/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Empty, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { childcareKeys, deleteChild, getChildcareEmployee, saveChild } from '../../api/childcare';
import { useEditable } from '../../components/EditAccess';
import { EmployeeSearch } from '../../components/EmployeeSearch';
import { RecordDialog } from '../../components/SaveForm';
import { toastSuccess } from '../../feedback';
import { pagePath } from '../../router/paths';
import { orDash } from '../../utils/text';
import { RemainingDays } from './RemainingDays';
import './i18n';

interface ChildValues {
  name?: string;
  birthDate?: Dayjs;
  remark?: string;
}

/**
 * 员工育儿假 of one employee (hidden page of /childcare/employee): the children and each year's
 * days (granted by month and area, used, remaining); with the edit right, children are added,
 * corrected and removed here.
 */
export default function ChildcareEmployeeEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const employeeId = search.get('employeeId') ?? undefined;
  const editable = useEditable('ChildcareOfEmployee');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TChildcareChild | 'new' | null>(null);
  const detail = useQuery({
    queryKey: childcareKeys.employee(employeeId ?? ''),
    queryFn: () => getChildcareEmployee(employeeId as string),
    enabled: Boolean(employeeId),
  });
  const person = detail.data;

  return (
    <Card variant="borderless" title={t('childcare.employeeTitle')} data-testid="childcare-employee-edit">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text type="secondary">{t('childcare.employee')}</Typography.Text>
          <div style={{ width: 320 }}>
            <EmployeeSearch
              value={employeeId}
              onChange={(value) =>
                navigate(pagePath('childcareEmployeeEdit', value ? { employeeId: String(value) } : {}))
              }
              initialOptions={
                person ? [{ name: person.employeeName, employeeId: person.employeeId, shopCode: person.shopCode }] : []
              }
            />
          </div>
        </Space>
        {!employeeId && <Empty description={t('childcare.pickEmployee')} />}
        {person && (
          <>
            <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered>
              <Descriptions.Item label={t('childcare.employee')}>
                {person.employeeName}-{person.employeeId}（{person.employeeStatusText}）
              </Descriptions.Item>
              <Descriptions.Item label={t('childcare.shop')}>
                {orDash(person.shopName && `${person.shopCode} ${person.shopName}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('childcare.shopArea')}>
                {orDash(
                  person.province &&
                    `${person.province}${person.city && person.city !== person.province ? person.city : ''}`,
                )}
              </Descriptions.Item>
            </Descriptions>
            <Space style={{ justifyContent: 'space-between', width: '100%' }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('childcare.children')}
              </Typography.Title>
              {editable && (
                <Button type="primary" onClick={() => setEditing('new')} data-testid="childcare-child-add">
                  {t('childcare.addChild')}
                </Button>
              )}
            </Space>
            {person.children.length === 0 && <Empty description={t('childcare.noChildren')} />}
            {person.children.map((child) => (
              <ChildCard
                key={child.id}
                child={child}
                editable={editable}
                onEdit={() => setEditing(child)}
                onDelete={async () => {
                  await deleteChild(child.id);
                  toastSuccess(t('childcare.deleted'));
                  await queryClient.invalidateQueries({ queryKey: childcareKeys.all });
                }}
              />
            ))}
          </>
        )}
      </Space>
      {editing && person && (
        <ChildDialog
          employeeId={person.employeeId}
          child={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

function ChildCard({
  child,
  editable,
  onEdit,
  onDelete,
}: {
  child: TChildcareChild;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid="childcare-child"
      title={`${child.name}　${child.birthDate}（${child.age}${t('childcare.age')}）`}
      extra={
        editable && (
          <Space>
            <Button size="small" type="link" onClick={onEdit}>
              {t('childcare.editChild')}
            </Button>
            <Popconfirm title={t('childcare.deleteChildConfirm')} onConfirm={onDelete}>
              <Button size="small" type="link" danger>
                {t('childcare.deleteChild')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <Table
        size="small"
        rowKey="year"
        pagination={false}
        dataSource={child.balances}
        locale={{ emptyText: t('childcare.noBalance') }}
        data-testid="childcare-balances"
        columns={[
          { key: 'year', dataIndex: 'year', title: t('childcare.year'), width: 80 },
          { key: 'granted', dataIndex: 'granted', title: t('childcare.granted'), width: 100 },
          { key: 'used', dataIndex: 'used', title: t('childcare.used'), width: 100 },
          {
            key: 'remaining',
            title: t('childcare.remaining'),
            width: 100,
            render: (_, b) => <RemainingDays remaining={b.remaining} granted={b.granted} />,
          },
          {
            key: 'areas',
            title: t('childcare.areas'),
            render: (_, b) =>
              b.areas
                .map((a) => t('childcare.monthsAt', { area: a.areaText, months: a.months, days: a.daysPerYear }))
                .join('；'),
          },
        ]}
      />
    </Card>
  );
}

function ChildDialog({
  employeeId,
  child,
  onClose,
}: {
  employeeId: string;
  child: TChildcareChild | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      title={t('childcare.childTitle')}
      request={{ schema: ZSaveChildRequestSchema, save: saveChild, invalidates: childcareKeys.all }}
      saved={t('childcare.saved')}
      onClose={onClose}
      okText={t('childcare.save')}
      cancelText={t('childcare.cancel')}
      okTestId="childcare-child-save"
      initialValues={{
        name: child?.name,
        birthDate: child ? dayjs(child.birthDate) : undefined,
        remark: child?.remark ?? '',
      }}
      toBody={(v: ChildValues) => ({
        id: child?.id,
        employeeId,
        name: v.name,
        birthDate: v.birthDate?.format('YYYY-MM-DD'),
        remark: v.remark ?? '',
      })}
    >
      <Form.Item
        name="name"
        label={t('childcare.childName')}
        rules={[{ required: true, message: t('childcare.nameRequired') }]}
      >
        <Input maxLength={32} data-testid="childcare-child-name" />
      </Form.Item>
      <Form.Item
        name="birthDate"
        label={t('childcare.birthDate')}
        rules={[{ required: true, message: t('childcare.birthRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} data-testid="childcare-child-birth" />
      </Form.Item>
      <Form.Item name="remark" label={t('childcare.remark')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </RecordDialog>
  );
}

import { type TAddOfficeStaffResponse, ZAddOfficeStaffRequestSchema } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, Result, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addOfficeStaff, getRoleOptions } from '../../../api/basic-data';
import { toastError } from '../../../feedback';
import { useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { toApiValue } from '../shared/form-values';
import { OneTimePasswordModal } from '../shared/OneTimePassword';
import { useOrgUnits, usePositions } from '../shared/options';

/** 新增办公室员工: the employee and its sign-in account in one step; the password is shown once. */
export default function AddOfficePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editable = useEditable('StaffList');
  const [form] = Form.useForm();
  const [created, setCreated] = useState<TAddOfficeStaffResponse | null>(null);
  const units = useOrgUnits();
  const positions = usePositions();
  const roles = useQuery({ queryKey: ['bd', 'roleOptions'], queryFn: getRoleOptions, enabled: editable });

  const save = useMutation({
    mutationFn: addOfficeStaff,
    onSuccess: async (result) => {
      setCreated(result);
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, ZAddOfficeStaffRequestSchema);
      form.setFields(fields);
      if (message) toastError(message);
    },
  });

  if (!editable) {
    return (
      <Card variant="borderless">
        <Result status="403" title={t('bd.common.readOnly')} />
      </Card>
    );
  }

  const submit = (values: Record<string, unknown>) => {
    const parsed = ZAddOfficeStaffRequestSchema.safeParse({
      ...values,
      entryDate: toApiValue(values.entryDate),
      probationEndDate: values.probationEndDate ? toApiValue(values.probationEndDate) : undefined,
      rank: values.rank || undefined,
    });
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };

  const required = (key: string) => [{ required: true, message: t(key) }];

  return (
    <Card variant="borderless" title={t('bd.addOffice.title')} data-testid="add-office">
      <Form form={form} layout="vertical" className="bd-form" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('bd.staff.name')} rules={required('bd.staff.nameRequired')}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('bd.staff.gender')} rules={required('bd.addOffice.genderRequired')}>
              <Select
                options={[
                  { label: t('bd.staff.male'), value: 'M' },
                  { label: t('bd.staff.female'), value: 'F' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="identityNumber"
              label={t('bd.staff.identityNumber')}
              rules={required('bd.addOffice.identityRequired')}
            >
              <Input maxLength={18} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('bd.staff.phone')} rules={required('bd.addOffice.phoneRequired')}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('bd.staff.email')} rules={required('bd.addOffice.emailRequired')}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="orgUnitId" label={t('bd.staff.orgUnit')} rules={required('bd.addOffice.orgRequired')}>
              <Select
                showSearch
                optionFilterProp="label"
                options={(units.data ?? [])
                  .filter((u) => u.kind !== 'store')
                  .map((u) => ({ label: u.name, value: u.id }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="positionId"
              label={t('bd.staff.position')}
              rules={required('bd.addOffice.positionRequired')}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={(positions.data ?? [])
                  .filter((p) => p.employeeType === 'office')
                  .map((p) => ({ label: p.name, value: p.id }))}
                onChange={(id: number) => {
                  const rank = positions.data?.find((p) => p.id === id)?.defaultRank;
                  if (rank && !form.getFieldValue('rank')) form.setFieldValue('rank', rank);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="rank" label={t('bd.staff.rank')}>
              <Input maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="entryDate" label={t('bd.staff.entryDate')} rules={required('bd.addOffice.entryRequired')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="probationEndDate" label={t('bd.staff.probationEnd')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="account" label={t('bd.office.account')} rules={required('bd.addOffice.accountRequired')}>
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="roleIds" label={t('bd.office.roles')} rules={required('bd.addOffice.rolesRequired')}>
              <Select
                mode="multiple"
                options={(roles.data ?? []).map((r) => ({
                  label: `${r.name}（${r.scopeText}）`,
                  value: r.id,
                  disabled: !r.grantable,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('bd.common.save')}
          </Button>
          <Button onClick={() => navigate('/basicData/staffList')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
      <OneTimePasswordModal
        account={created?.account ?? ''}
        password={created?.oneTimePassword ?? null}
        onClose={() => {
          const id = created?.id;
          setCreated(null);
          form.resetFields();
          if (id) navigate(`/basicData/staffDetail?id=${id}`);
        }}
      />
    </Card>
  );
}

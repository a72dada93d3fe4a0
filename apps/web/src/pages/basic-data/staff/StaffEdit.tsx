import { EMPLOYEE_STATUS_VALUES, type TStaffDetail, ZUpdateStaffRequestSchema } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, Result, Row, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStaffDetail, updateStaff } from '../../../api/basic-data';
import { toastError, toastSuccess } from '../../../feedback';
import { useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { changedFields, toDayjs } from '../shared/form-values';
import { useOrgUnits, usePositionOptions, useShops, useStatusOptions } from '../shared/options';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';

const DATE_FIELDS = ['birthDate', 'entryDate', 'probationBeginDate', 'probationEndDate', 'leaveDate'] as const;
const EDITABLE_FIELDS = [
  'name',
  'gender',
  'identityNumber',
  'phone',
  'email',
  'birthDate',
  'shopId',
  'orgUnitId',
  'positionId',
  'rank',
  'status',
  'entryDate',
  'probationBeginDate',
  'probationEndDate',
  'leaveDate',
] as const;

/** 编辑员工: only with isEdit on 员工信息; sends the changed fields and the version it read. */
export default function StaffEditPage() {
  const id = useIdParam();
  const { t } = useTranslation();
  const editable = useEditable('StaffList');
  const query = useQuery({
    queryKey: ['bd', 'staffDetail', id],
    queryFn: () => getStaffDetail(id as number),
    enabled: id !== null,
  });
  if (!editable) {
    return (
      <Card variant="borderless">
        <Result status="403" title={t('bd.common.readOnly')} />
      </Card>
    );
  }
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/staffList">
      {() => <StaffEditForm staff={query.data as TStaffDetail} />}
    </PageState>
  );
}

function StaffEditForm({ staff }: { staff: TStaffDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const statuses = useStatusOptions();
  const positions = usePositionOptions();
  const shops = useShops();
  const units = useOrgUnits();

  const original: Record<string, unknown> = useMemo(() => {
    const base: Record<string, unknown> = {};
    for (const key of EDITABLE_FIELDS) base[key] = (staff as Record<string, unknown>)[key] ?? null;
    return base;
  }, [staff]);

  const initialValues = useMemo(() => {
    const values: Record<string, unknown> = {
      ...original,
      identityNumber: staff.identityMasked ? undefined : staff.identityNumber,
    };
    for (const key of DATE_FIELDS) values[key] = toDayjs(staff[key]);
    return values;
  }, [original, staff]);

  const save = useMutation({
    mutationFn: updateStaff,
    onSuccess: async (result) => {
      toastSuccess(result.changedFields.length ? t('bd.common.saved') : t('bd.staff.nothingChanged'));
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
      navigate(`/basicData/staffDetail?id=${staff.id}`);
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, ZUpdateStaffRequestSchema);
      form.setFields(fields);
      if (message) toastError(message);
    },
  });

  const submit = (values: Record<string, unknown>) => {
    const { effectiveDate, remark, ...rest } = values;
    if (staff.identityMasked || !rest.identityNumber) delete rest.identityNumber;
    const changes = changedFields(original, rest);
    const payload = {
      id: staff.id,
      version: staff.version,
      ...changes,
      ...(effectiveDate
        ? { effectiveDate: (effectiveDate as { format: (f: string) => string }).format('YYYY-MM-DD') }
        : {}),
      ...(remark ? { remark } : {}),
    };
    const parsed = ZUpdateStaffRequestSchema.safeParse(payload);
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };

  const orgOptions = (units.data ?? []).filter((u) => u.kind !== 'store').map((u) => ({ label: u.name, value: u.id }));
  const shopOptions = (shops.data ?? []).map((s) => ({ label: `${s.shopCode} ${s.shopName}`, value: s.id }));

  return (
    <Card variant="borderless" title={t('bd.staff.editTitle', { label: staff.label })} data-testid="staff-edit-form">
      <Form form={form} layout="vertical" className="bd-form" initialValues={initialValues} onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('bd.staff.name')}
              rules={[{ required: true, message: t('bd.staff.nameRequired') }]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('bd.staff.gender')}>
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
              extra={
                staff.identityMasked ? t('bd.staff.identityMaskedHint', { value: staff.identityNumber }) : undefined
              }
            >
              <Input maxLength={18} disabled={staff.identityMasked} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="birthDate" label={t('bd.staff.birthDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('bd.staff.phone')}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('bd.staff.email')}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="shopId" label={t('bd.staff.shop')}>
              <Select allowClear showSearch optionFilterProp="label" options={shopOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="orgUnitId" label={t('bd.staff.orgUnit')}>
              <Select showSearch optionFilterProp="label" options={orgOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="positionId" label={t('bd.staff.position')}>
              <Select showSearch optionFilterProp="label" options={positions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="rank" label={t('bd.staff.rank')}>
              <Input maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('bd.staff.status')}>
              <Select
                options={statuses.filter((s) => (EMPLOYEE_STATUS_VALUES as readonly number[]).includes(s.value))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="entryDate" label={t('bd.staff.entryDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="probationBeginDate" label={t('bd.staff.probationBegin')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="probationEndDate" label={t('bd.staff.probationEnd')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="leaveDate" label={t('bd.staff.leaveDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="effectiveDate" label={t('bd.staff.effectiveDate')} extra={t('bd.staff.effectiveDateHint')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('bd.staff.remark')}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="staff-save">
            {t('bd.common.save')}
          </Button>
          <Button onClick={() => navigate(`/basicData/staffDetail?id=${staff.id}`)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

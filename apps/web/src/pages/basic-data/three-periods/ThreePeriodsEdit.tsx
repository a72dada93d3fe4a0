import {
  THREE_PERIOD_KINDS,
  type TThreePeriodsDetail,
  ZCreateThreePeriodsRequestSchema,
  ZUpdateThreePeriodsRequestSchema,
} from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createThreePeriods, getThreePeriodsDetail, updateThreePeriods } from '../../../api/basic-data';
import { EmployeeSearch } from '../../../components/EmployeeSearch';
import { toastError, toastSuccess, toastWarning } from '../../../feedback';
import { useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { toApiValue, toDayjs } from '../shared/form-values';
import { useIdParam } from '../shared/useIdParam';

/** 编辑三期: records a period (no ?id) or edits one; contracts ending inside are flagged by the server. */
export default function ThreePeriodsEditPage() {
  const id = useIdParam();
  const { t } = useTranslation();
  const editable = useEditable('UesrThreePeriodsList');
  const query = useQuery({
    queryKey: ['bd', 'threePeriodsDetail', id],
    queryFn: () => getThreePeriodsDetail(id as number),
    enabled: id !== null,
  });
  if (!editable) {
    return (
      <Card variant="borderless">
        <Result status="403" title={t('bd.common.readOnly')} />
      </Card>
    );
  }
  if (id !== null && (query.isPending || query.isError)) {
    return (
      <Card variant="borderless">
        {query.isError ? <Result status="warning" title={t('bd.common.loadFailed')} /> : <Skeleton active />}
      </Card>
    );
  }
  return <ThreePeriodsForm key={id ?? 'new'} record={id === null ? null : (query.data ?? null)} />;
}

function ThreePeriodsForm({ record }: { record: TThreePeriodsDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const schema = record ? ZUpdateThreePeriodsRequestSchema : ZCreateThreePeriodsRequestSchema;

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      record
        ? updateThreePeriods(ZUpdateThreePeriodsRequestSchema.parse(body))
        : createThreePeriods(ZCreateThreePeriodsRequestSchema.parse(body)),
    onSuccess: async (result) => {
      if (result.flaggedContractIds.length > 0) {
        toastWarning(t('bd.threePeriods.flaggedSaved', { count: result.flaggedContractIds.length }));
      } else {
        toastSuccess(t('bd.common.saved'));
      }
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
      navigate(`/basicData/UesrThreePeriodsDetail?id=${result.id}`);
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, schema);
      form.setFields(fields);
      if (message) toastError(message);
    },
  });

  const submit = (values: Record<string, unknown>) => {
    const body = {
      ...(record ? { id: record.id, version: record.version } : { employeeId: values.employeeId }),
      kind: values.kind,
      beginDate: toApiValue(values.beginDate),
      endDate: toApiValue(values.endDate),
      childBirthDate: toApiValue(values.childBirthDate),
      remark: values.remark ?? '',
    };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(body);
  };

  return (
    <Card
      variant="borderless"
      title={record ? t('bd.threePeriods.editTitle', { label: record.employeeLabel }) : t('bd.threePeriods.add')}
    >
      <Form
        form={form}
        layout="vertical"
        className="bd-form"
        style={{ maxWidth: 560 }}
        onFinish={submit}
        initialValues={
          record
            ? {
                kind: record.kind,
                beginDate: toDayjs(record.beginDate),
                endDate: toDayjs(record.endDate),
                childBirthDate: toDayjs(record.childBirthDate),
                remark: record.remark,
              }
            : {}
        }
      >
        {!record && (
          <Form.Item
            name="employeeId"
            label={t('bd.contract.employee')}
            rules={[{ required: true, message: t('bd.contract.employeeRequired') }]}
          >
            <EmployeeSearch />
          </Form.Item>
        )}
        <Form.Item
          name="kind"
          label={t('bd.threePeriods.kind')}
          rules={[{ required: true, message: t('bd.threePeriods.kindRequired') }]}
        >
          <Select options={THREE_PERIOD_KINDS.map((k) => ({ label: t(`bd.threePeriods.kinds.${k}`), value: k }))} />
        </Form.Item>
        <Form.Item
          name="beginDate"
          label={t('bd.threePeriods.beginDate')}
          rules={[{ required: true, message: t('bd.threePeriods.beginRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('bd.threePeriods.endDate')}
          rules={[{ required: true, message: t('bd.threePeriods.endRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="childBirthDate" label={t('bd.threePeriods.childBirthDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('bd.staff.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('bd.common.save')}
          </Button>
          <Button onClick={() => navigate('/basicData/UesrThreePeriodsList')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

import { CONTRACT_TYPES, ZCreateContractRequestSchema } from '@hris/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Result, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createContract } from '../../../api/basic-data';
import { EmployeeSearch } from '../../../components/EmployeeSearch';
import { toastError, toastSuccess } from '../../../feedback';
import { useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { toApiValue } from '../shared/form-values';

/**
 * The field a business-rule refusal of the server is about (its messages name no field label):
 * end before begin, a missing end, overlaps and the sequence.
 */
export function contractRuleField(message: string): string | null {
  if (message.includes('合同次数') || message.includes('份合同')) return 'sequence';
  if (message.includes('结束日期')) return 'endDate';
  if (message.includes('重叠') || message.includes('开始') || message.includes('离职')) return 'beginDate';
  return null;
}

/** 新增合同: end before begin and overlapping contracts are refused by the server. */
export default function ContractAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editable = useEditable('EmployeeContract');
  const [form] = Form.useForm();
  const type = Form.useWatch('contractType', form);

  const save = useMutation({
    mutationFn: createContract,
    onSuccess: async (result) => {
      toastSuccess(result.isThreePeriods ? t('bd.contract.savedThreePeriods') : t('bd.common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
      form.resetFields();
      navigate(`/basicData/employeeContractDetail?id=${result.id}`);
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, ZCreateContractRequestSchema);
      form.setFields(fields);
      if (message) {
        toastError(message);
        const field = contractRuleField(message);
        if (field) form.setFields([{ name: field, errors: [message] }]);
      }
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
    const payload = {
      ...values,
      beginDate: toApiValue(values.beginDate),
      endDate: toApiValue(values.endDate),
      sequence: values.sequence ?? undefined,
      isThreePeriods: Boolean(values.isThreePeriods),
      remark: values.remark ?? '',
    };
    const parsed = ZCreateContractRequestSchema.safeParse(payload);
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Card variant="borderless" title={t('bd.contract.add')} data-testid="contract-add">
      <Form form={form} layout="vertical" className="bd-form" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="employeeId"
              label={t('bd.contract.employee')}
              rules={[{ required: true, message: t('bd.contract.employeeRequired') }]}
            >
              <EmployeeSearch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="contractType"
              label={t('bd.contract.type')}
              rules={[{ required: true, message: t('bd.contract.typeRequired') }]}
            >
              <Select options={CONTRACT_TYPES.map((v) => ({ label: t(`bd.contract.types.${v}`), value: v }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="beginDate"
              label={t('bd.contract.beginDate')}
              rules={[{ required: true, message: t('bd.contract.beginRequired') }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="endDate"
              label={t('bd.contract.endDate')}
              extra={type === 'open_ended' ? t('bd.contract.openEndedHint') : undefined}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sequence" label={t('bd.contract.sequence')} extra={t('bd.contract.sequenceHint')}>
              <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isThreePeriods" label={t('bd.contract.threePeriods')} valuePropName="checked">
              <Checkbox>{t('bd.contract.threePeriodsHint')}</Checkbox>
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('bd.staff.remark')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('bd.common.save')}
          </Button>
          <Button onClick={() => navigate('/basicData/employeeContractList')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

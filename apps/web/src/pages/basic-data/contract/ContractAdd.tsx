import { CONTRACT_TYPES, ZCreateContractRequestSchema } from '@hris/contract';
import { Card, Checkbox, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createContract } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { RequireEdit } from '../../../components/EditAccess';
import { DateItem, FormActions, FormGrid, SelectItem, toApiValue } from '../../../components/FormFields';
import { useSaveForm } from '../../../components/SaveForm';
import { toastSuccess } from '../../../feedback';
import { pagePath, useListPath } from '../../../router/paths';
import { EmployeeItem } from '../shared/EmployeeItem';
import '../shared/i18n';

/** 新增合同: end before begin and overlapping contracts are refused by the server. */
export default function ContractAddPage() {
  return <RequireEdit menuCode="EmployeeContract">{() => <ContractAddForm />}</RequireEdit>;
}

function ContractAddForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListPath();
  const [form] = Form.useForm();
  const type = Form.useWatch('contractType', form);

  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: ZCreateContractRequestSchema,
    invalidates: bdKeys.all,
    save: createContract,
    onSaved: (result) => {
      toastSuccess(result.isThreePeriods ? t('bd.contract.savedThreePeriods') : t('common.saved'));
      form.resetFields();
      navigate(pagePath('employeeContractDetail', { id: result.id }));
    },
  });

  const onFinish = (values: Record<string, unknown>) =>
    submit({
      ...values,
      beginDate: toApiValue(values.beginDate),
      endDate: toApiValue(values.endDate),
      sequence: values.sequence ?? undefined,
      isThreePeriods: Boolean(values.isThreePeriods),
      remark: values.remark ?? '',
    });

  return (
    <Card variant="borderless" title={t('bd.contract.add')} data-testid="contract-add">
      <Form form={form} onValuesChange={onValuesChange} layout="vertical" className="hris-form" onFinish={onFinish}>
        <FormGrid>
          <EmployeeItem />
          <SelectItem
            name="contractType"
            label={t('bd.contract.type')}
            required
            options={CONTRACT_TYPES.map((v) => ({ label: t(`bd.contract.types.${v}`), value: v }))}
          />
          <DateItem name="beginDate" label={t('bd.contract.beginDate')} required />
          <DateItem
            name="endDate"
            label={t('bd.contract.endDate')}
            extra={type === 'open_ended' ? t('bd.contract.openEndedHint') : undefined}
          />
          <Form.Item name="sequence" label={t('bd.contract.sequence')} extra={t('bd.contract.sequenceHint')}>
            <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="isThreePeriods" label={t('bd.contract.threePeriods')} valuePropName="checked">
            <Checkbox>{t('bd.contract.threePeriodsHint')}</Checkbox>
          </Form.Item>
        </FormGrid>
        <Form.Item name="remark" label={t('bd.staff.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <FormActions saving={saving} onCancel={() => navigate(list)} saveTestId="contract-save" />
      </Form>
    </Card>
  );
}

import { CONTRACT_TYPES, ZCreateContractRequestSchema } from '@hris/contract';
import { Checkbox, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { createContract } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { RequireEdit } from '../../../components/EditAccess';
import { DateItem, FormGrid, SelectItem, toApiValue } from '../../../components/FormFields';
import { RecordForm } from '../../../components/SaveForm';
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
  const list = useListPath();
  const [form] = Form.useForm();
  const type = Form.useWatch('contractType', form);

  return (
    <RecordForm
      form={form}
      title={t('bd.contract.add')}
      testId="contract-add"
      className="hris-form"
      request={{ schema: ZCreateContractRequestSchema, save: createContract, invalidates: bdKeys.all }}
      onSaved={(result) => {
        toastSuccess(result.isThreePeriods ? t('bd.contract.savedThreePeriods') : t('common.saved'));
        form.resetFields();
      }}
      back={list}
      next={(result) => pagePath('employeeContractDetail', { id: result.id })}
      toBody={(values: Record<string, unknown>) => ({
        ...values,
        beginDate: toApiValue(values.beginDate),
        endDate: toApiValue(values.endDate),
        sequence: values.sequence ?? undefined,
        isThreePeriods: Boolean(values.isThreePeriods),
        remark: values.remark ?? '',
      })}
      actions={{ saveTestId: 'contract-save' }}
    >
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
    </RecordForm>
  );
}

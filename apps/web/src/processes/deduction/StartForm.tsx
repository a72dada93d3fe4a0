import { DEDUCTION_FIELDS, ZDeductionFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import '../i18n';
import { formatMoney, sumAmounts } from '../../utils/money';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import {
  DEDUCTION_FORM_FIELDS,
  DEDUCTION_KEYS,
  type DeductionValues,
  deductionLabel,
  fromDeductionForm,
  toDeductionInput,
} from './fields';
import { deduction } from './meta';

/** 失物扣款 start form (deduction_post): employee, month, the four amounts and their live total. */
export function DeductionStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t, i18n } = useTranslation(deduction.ns);
  const [form] = Form.useForm<DeductionValues>();
  const amounts = Form.useWatch((values: DeductionValues) => DEDUCTION_KEYS.map((key) => values[key]), form);
  const total = sumAmounts(amounts ?? []);
  const fixedEmployee = resubmit ? fromDeductionForm(initial) : null;

  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZDeductionFormSchema,
    toDeductionInput,
    DEDUCTION_FORM_FIELDS,
  );

  return (
    <Form<DeductionValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromDeductionForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="deduction-form"
    >
      <EmployeeSection
        ns={deduction.ns}
        title={t('sectionTarget')}
        form={form}
        fixed={fixedEmployee}
        lockedHint={false}
        testId="deduction"
        beside={
          <Col xs={24} md={12}>
            <Form.Item
              label={t('month')}
              name="deductionsMonth"
              rules={[{ required: true, message: t('monthRequired') }]}
            >
              <DatePicker picker="month" format="YYYY-MM" placeholder={t('monthPlaceholder')} />
            </Form.Item>
          </Col>
        }
      />
      <FormSection title={t('sectionAmounts')}>
        <Row gutter={24}>
          {DEDUCTION_FIELDS.map((field) => (
            <Col xs={24} sm={12} xl={6} key={field.key}>
              <Form.Item label={deductionLabel(field, i18n.language)} name={field.key}>
                <CashInput prefix="¥" placeholder="0.00" data-testid={`amount-${field.key}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <div className="wf-total" data-testid="deduction-total">
          <span className="wf-total__label">{t('total')}</span>
          <span className="wf-total__value">{formatMoney(total)}</span>
          <span className="wf-total__hint">{t('totalHint')}</span>
        </div>
      </FormSection>
      <FormSection title={t('wf.form.remark')}>
        <Form.Item name="remark" rules={[{ max: 500, message: t('wf.form.remarkTooLong') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('wf.form.remarkPlaceholder')} />
        </Form.Item>
      </FormSection>
    </Form>
  );
}

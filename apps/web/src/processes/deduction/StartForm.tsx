import { DEDUCTION_FIELDS, ZDeductionFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import '../i18n';
import { formatMoney, sumAmounts } from '../../utils/money';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { RemarkSection } from '../shared/TextAreaItem';
import type { StartFormProps } from '../types';
import { DEDUCTION_FORM_FIELDS, DEDUCTION_KEYS, deductionConversion, deductionLabel } from './fields';
import { deduction } from './meta';

/** 失物扣款 start form (deduction_post): employee, month, the four amounts and their live total. */
export function DeductionStartForm(props: StartFormProps) {
  const { t, i18n } = useTranslation(deduction.ns);
  const start = useStartForm(props, ZDeductionFormSchema, DEDUCTION_FORM_FIELDS, deductionConversion);
  const amounts = Form.useWatch((values) => DEDUCTION_KEYS.map((key) => values[key]), start.form);
  const total = sumAmounts(amounts ?? []);
  const month = (
    <Col xs={24} md={12}>
      <Form.Item label={t('month')} name="deductionsMonth" rules={[{ required: true, message: t('monthRequired') }]}>
        <DatePicker picker="month" format="YYYY-MM" placeholder={t('monthPlaceholder')} />
      </Form.Item>
    </Col>
  );

  return (
    <StartFormShell
      start={start}
      testId="deduction"
      employee={{ ns: deduction.ns, title: t('sectionTarget'), lockedHint: false, beside: month }}
    >
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
      <RemarkSection />
    </StartFormShell>
  );
}

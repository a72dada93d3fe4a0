import { WELFARE_MAX_AMOUNT, ZWelfareFormSchema } from '@hris/contract';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import { formatMoney } from '../../utils/money';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import '../shared/process-form.css';
import { useStepFormHandle } from '../shared/useContractFormHandle';
import type { AuditFormProps } from '../types';
import { fromWelfareForm, toWelfareInput, type WelfareValues } from './fields';
import { welfare } from './meta';
import { WelfareViewForm } from './ViewForm';

/** 2002 总部HR审批: head office books the amount (above 0, at most 100000 yuan); only it is sent. */
export function WelfareAuditForm({ ref, form: stored, detail, editableFields }: AuditFormProps) {
  const { t } = useTranslation(welfare.ns);
  const [form] = Form.useForm<WelfareValues>();
  const amountRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const amount = typeof value === 'string' && value !== '' ? Number(value) : 0;
      if (!(amount > 0)) throw new Error(t('amountRequired'));
      if (amount > WELFARE_MAX_AMOUNT) throw new Error(t('amountTooHigh', { max: WELFARE_MAX_AMOUNT }));
    },
  };

  useStepFormHandle(ref, form, {
    schema: ZWelfareFormSchema,
    stored,
    editable: editableFields,
    toInput: (values) => toWelfareInput(values as WelfareValues),
  });

  return (
    <>
      <WelfareViewForm form={stored} detail={detail} hideAmount={editableFields.includes('amount')} />
      <div className="wf-audit-block">
        <FormSection title={t('sectionAudit')}>
          <Form<WelfareValues>
            form={form}
            layout="vertical"
            className="wf-form"
            initialValues={fromWelfareForm(stored)}
            data-testid="welfare-audit-form"
          >
            <Row gutter={24}>
              {editableFields.includes('amount') && (
                <Col xs={24} md={12} xl={8}>
                  <Form.Item
                    label={t('amount')}
                    name="amount"
                    required
                    rules={[amountRule]}
                    extra={`${t('amountProposed', { amount: formatMoney(stored.amount) })}；${t('amountHint', { max: WELFARE_MAX_AMOUNT })}`}
                  >
                    <CashInput prefix="¥" placeholder="0.00" data-testid="welfare-amount-input" />
                  </Form.Item>
                </Col>
              )}
            </Row>
          </Form>
        </FormSection>
      </div>
    </>
  );
}

import { HEALTH_INVOICE_MAX_AMOUNT, ZHealthInvoiceFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import '../i18n';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import {
  fromHealthInvoiceForm,
  HEALTH_INVOICE_FORM_FIELDS,
  type HealthInvoiceValues,
  toHealthInvoiceInput,
} from './fields';
import { healthInvoice } from './meta';

/**
 * 健康证发票报销 start form (healthInvoice_post): the employee, the invoice number, amount (at
 * most 500 yuan) and date. The invoice scan goes in the page's attachments (required).
 */
export function HealthInvoiceStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t } = useTranslation(healthInvoice.ns);
  const [form] = Form.useForm<HealthInvoiceValues>();
  const fixed = resubmit ? fromHealthInvoiceForm(initial) : null;
  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZHealthInvoiceFormSchema,
    toHealthInvoiceInput,
    HEALTH_INVOICE_FORM_FIELDS,
  );
  return (
    <Form<HealthInvoiceValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromHealthInvoiceForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="health-invoice-form"
    >
      <EmployeeSection
        ns={healthInvoice.ns}
        title={t('sectionEmployee')}
        form={form}
        fixed={fixed}
        testId="health-invoice"
        placement={{ stored: fixed ? initial : undefined }}
      />
      <FormSection title={t('sectionInvoice')}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('invoiceNo')}
              name="invoiceNo"
              extra={t('invoiceNoHint')}
              rules={[{ required: true, whitespace: true, message: t('invoiceNoRequired') }]}
            >
              <Input maxLength={20} data-testid="health-invoice-no" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('amount')}
              name="amount"
              extra={t('amountHint', { max: HEALTH_INVOICE_MAX_AMOUNT })}
              rules={[{ required: true, message: t('amountRequired') }]}
            >
              <CashInput data-testid="health-invoice-amount" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('invoiceDate')}
              name="invoiceDate"
              extra={t('invoiceDateHint')}
              rules={[{ required: true, message: t('invoiceDateRequired') }]}
            >
              <DatePicker format="YYYY-MM-DD" data-testid="health-invoice-date" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('remark')} name="remark" extra={t('invoiceHint')}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
    </Form>
  );
}

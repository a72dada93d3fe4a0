import { HEALTH_INVOICE_MAX_AMOUNT, ZHealthInvoiceFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { StartFormProps } from '../types';
import { HEALTH_INVOICE_FORM_FIELDS, healthInvoiceConversion } from './fields';
import { healthInvoice } from './meta';

/**
 * 健康证发票报销 start form (healthInvoice_post): the employee, the invoice number, amount (at
 * most 500 yuan) and date. The invoice scan goes in the page's attachments (required).
 */
export function HealthInvoiceStartForm(props: StartFormProps) {
  const { t } = useTranslation(healthInvoice.ns);
  const start = useStartForm(props, ZHealthInvoiceFormSchema, HEALTH_INVOICE_FORM_FIELDS, healthInvoiceConversion);
  return (
    <StartFormShell start={start} testId="health-invoice" employee={{ ns: healthInvoice.ns, placement: true }}>
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
            <TextAreaItem label={t('remark')} name="remark" extra={t('invoiceHint')} />
          </Col>
        </Row>
      </FormSection>
    </StartFormShell>
  );
}

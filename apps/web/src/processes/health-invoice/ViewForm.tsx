import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatMoney } from '../../utils/money';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { healthInvoice } from './meta';

/** 健康证发票报销 as submitted: the person, the invoice, the linked certificate and the payment. */
export function HealthInvoiceViewForm({ form, detail }: ViewFormProps) {
  const { t } = useTranslation(healthInvoice.ns);
  const shop = [text(form, 'shopCode'), text(form, 'shopName')].filter(Boolean).join(' ');
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="health-invoice-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionInvoice')}>
        <ViewGrid
          items={[
            { key: 'invoiceNo', label: t('invoiceNo'), children: shown(text(form, 'invoiceNo')) },
            { key: 'amount', label: t('amount'), children: formatMoney(form.amount) },
            { key: 'invoiceDate', label: t('invoiceDate'), children: shown(text(form, 'invoiceDate')) },
            { key: 'certificate', label: t('certificate'), children: text(form, 'certificatePeriod') ?? t('none') },
            { key: 'paidDate', label: t('paidDate'), children: text(form, 'paidDate') ?? t('notPaid') },
            { key: 'remark', label: t('remark'), children: shown(text(form, 'remark')), span: 'filled' as const },
          ]}
        />
      </FormSection>
    </>
  );
}

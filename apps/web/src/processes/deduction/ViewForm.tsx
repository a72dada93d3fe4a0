import { DEDUCTION_FIELDS } from '@hris/contract';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatMoney, sumAmounts } from '../../utils/money';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { DEDUCTION_KEYS, deductionLabel } from './fields';
import { deduction } from './meta';

/** 失物扣款 as submitted: who, which month, the four amounts and their sum. */
export function DeductionViewForm({ form, detail }: ViewFormProps) {
  const { t, i18n } = useTranslation(deduction.ns);
  const shop = detail.target?.shopCode
    ? `${detail.target.shopCode} ${detail.target.shopName ?? ''}`.trim()
    : text(form, 'shopCode');
  return (
    <>
      <FormSection title={t('sectionTarget')}>
        <ViewGrid
          testId="deduction-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'month', label: t('month'), children: shown(text(form, 'deductionsMonth')) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionAmounts')}>
        <ViewGrid
          items={[
            ...DEDUCTION_FIELDS.map((field) => ({
              key: field.key,
              label: deductionLabel(field, i18n.language),
              children: <span className="wf-view__money">{formatMoney(form[field.key])}</span>,
            })),
            {
              key: 'total',
              label: t('total'),
              children: (
                <span className="wf-view__money wf-view__total" data-testid="deduction-view-total">
                  {formatMoney(sumAmounts(DEDUCTION_KEYS.map((k) => form[k])))}
                </span>
              ),
            },
            { key: 'remark', label: t('wf.form.remark'), children: shown(text(form, 'remark')), span: 'filled' },
          ]}
        />
      </FormSection>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatMoney } from '../../utils/money';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { CategoryTag } from './CategoryTag';
import { welfare } from './meta';

/** 婚育福利 as submitted: who and where, the event and the amount (proposed, or booked once finished). */
export function WelfareViewForm({ form, detail, hideAmount }: ViewFormProps & { hideAmount?: boolean }) {
  const { t } = useTranslation(welfare.ns);
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : text(form, 'shopName');
  const marriage = form.treatmentCategory === 0;
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="welfare-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
            { key: 'entryDate', label: t('entryDate'), children: shown(text(form, 'entryDate')) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionBenefit')}>
        <ViewGrid
          items={[
            {
              key: 'category',
              label: t('category'),
              children: <CategoryTag category={form.treatmentCategory} testId="welfare-view-category" />,
            },
            marriage
              ? { key: 'marryDate', label: t('marryDate'), children: shown(text(form, 'marryDate')) }
              : { key: 'childrenName', label: t('childrenName'), children: shown(text(form, 'childrenName')) },
            ...(hideAmount
              ? []
              : [
                  {
                    key: 'amount',
                    label: t('amount'),
                    children: (
                      <span className="wf-view__money" data-testid="welfare-view-amount">
                        {formatMoney(form.amount)}
                      </span>
                    ),
                  },
                ]),
            {
              key: 'remark',
              label: t('wf.form.remark'),
              children: shown(text(form, 'remark')),
              span: 'filled' as const,
            },
          ]}
        />
      </FormSection>
    </>
  );
}

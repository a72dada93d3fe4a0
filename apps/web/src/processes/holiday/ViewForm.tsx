import { holidayAmount } from '@hris/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../utils/money';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { holiday } from './meta';

/** 节日礼品名单 as it stands: the holiday, the store and its numbers (no person: the store is the target). */
export function HolidayViewForm({ form, hideNumbers }: ViewFormProps & { hideNumbers?: boolean }) {
  const { t } = useTranslation(holiday.ns);
  const giftValue = typeof form.giftValue === 'number' ? form.giftValue : undefined;
  const realNumber = typeof form.realNumber === 'number' ? form.realNumber : undefined;
  const shop = [text(form, 'shopCode'), text(form, 'shopName')].filter(Boolean).join(' ');
  return (
    <>
      <FormSection title={t('sectionHoliday')}>
        <ViewGrid
          testId="holiday-view"
          items={[
            { key: 'holiday', label: t('holidayName'), children: shown(text(form, 'holidayName')) },
            { key: 'present', label: t('holidayPresent'), children: shown(text(form, 'holidayPresent')) },
            {
              key: 'value',
              label: t('giftValue'),
              children:
                giftValue === undefined ? '—' : t('perPerson', { value: formatMoney(giftValue, { plain: true }) }),
            },
            { key: 'deadline', label: t('deadline'), children: shown(text(form, 'deadline')) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionStore')}>
        <ViewGrid
          testId="holiday-view-store"
          items={[
            { key: 'shop', label: t('shop'), children: shown(shop) },
            { key: 'shopCodeCount', label: t('shopCodeCount'), children: shown(text(form, 'shopCodeCount')) },
            ...(hideNumbers
              ? []
              : [
                  { key: 'realNumber', label: t('realNumber'), children: shown(realNumber) },
                  {
                    key: 'amount',
                    label: t('amount'),
                    children:
                      giftValue === undefined || realNumber === undefined
                        ? '—'
                        : t('amountValue', {
                            amount: formatMoney(holidayAmount(realNumber, giftValue), { plain: true }),
                          }),
                  },
                  {
                    key: 'remark',
                    label: t('remark'),
                    children: shown(text(form, 'remark')),
                    span: 'filled' as const,
                  },
                ]),
          ]}
        />
      </FormSection>
    </>
  );
}

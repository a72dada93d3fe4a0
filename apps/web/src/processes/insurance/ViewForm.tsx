import { childFacts, isMaskedValue } from '@hris/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { sensitiveShown, shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { insurance } from './meta';

/**
 * 少儿险增加 as submitted: the employee, the child (with the birth date and gender its number
 * encodes: read from the number once it is revealed, the number comes masked).
 */
export function InsuranceViewForm({ form, detail }: ViewFormProps) {
  const { t } = useTranslation(insurance.ns);
  const [revealed, setRevealed] = useState<string | null>(null);
  const stored = text(form, 'childIdNumber') ?? '';
  const idNumber = revealed ?? stored;
  const facts = idNumber.length === 18 && !isMaskedValue(idNumber) ? childFacts(idNumber) : null;
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : text(form, 'shopName');
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="insurance-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionChild')}>
        <ViewGrid
          items={[
            { key: 'childName', label: t('childName'), children: shown(text(form, 'childName')) },
            {
              key: 'childIdNumber',
              label: t('childIdNumber'),
              children: sensitiveShown({
                detail,
                form,
                field: 'childIdNumber',
                label: t('childIdNumber'),
                onRevealed: setRevealed,
              }),
            },
            { key: 'relation', label: t('relation'), children: shown(text(form, 'relationTitle')) },
            { key: 'birthDate', label: t('birthDate'), children: shown(facts?.birthDate) },
            { key: 'gender', label: t('gender'), children: shown(facts?.genderText) },
            { key: 'startMonth', label: t('startMonth'), children: shown(text(form, 'startMonth')) },
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

import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { healthUpdate } from './meta';

/** 健康证更新 as submitted: the person, their certificate until now and the new one. */
export function HealthUpdateViewForm({ form, detail }: ViewFormProps) {
  const { t } = useTranslation(healthUpdate.ns);
  const shop = [text(form, 'shopCode'), text(form, 'shopName')].filter(Boolean).join(' ');
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="health-update-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'current', label: t('currentEndDate'), children: text(form, 'currentEndDate') ?? t('none') },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionCertificate')}>
        <ViewGrid
          items={[
            { key: 'start', label: t('healthStartDate'), children: shown(text(form, 'healthStartDate')) },
            { key: 'end', label: t('healthEndDate'), children: shown(text(form, 'healthEndDate')) },
            {
              key: 'registered',
              label: t('registered'),
              children: typeof form.certificateId === 'number' ? t('registeredYes') : t('registeredOnFinish'),
            },
            { key: 'remark', label: t('remark'), children: shown(text(form, 'remark')), span: 'filled' as const },
          ]}
        />
      </FormSection>
    </>
  );
}

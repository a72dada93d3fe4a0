import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { StartFormProps, ViewFormProps } from '../types';
import { rboTransfer } from './meta';

/**
 * The RBO transfer starts from the template only (the start page shows the upload); a work sent
 * back to its starter can only be terminated and uploaded again, which this says.
 */
export function RboStartForm(_props: StartFormProps) {
  const { t } = useTranslation(rboTransfer.ns);
  return <Alert type="info" showIcon message={t('startFromTemplate')} />;
}

/** One row of the RBO template as its work: who, from which store to which, from when. */
export function RboViewForm({ form, detail }: ViewFormProps) {
  const { t } = useTranslation(rboTransfer.ns);
  const store = (code: unknown, name: unknown) => [code, name].filter((v) => typeof v === 'string' && v).join(' ');
  return (
    <FormSection title={t('sectionMove')}>
      <ViewGrid
        testId="rbo-view"
        items={[
          { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
          { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
          { key: 'from', label: t('fromShop'), children: shown(store(form.shopCode, form.shopName)) },
          {
            key: 'to',
            label: t('newShop'),
            children: <strong>{shown(store(form.newShopCode, form.newShopName))}</strong>,
          },
          { key: 'date', label: t('goShopTime'), children: shown(text(form, 'goShopTime')) },
          { key: 'remark', label: t('remark'), children: shown(text(form, 'remark')) },
        ]}
      />
    </FormSection>
  );
}

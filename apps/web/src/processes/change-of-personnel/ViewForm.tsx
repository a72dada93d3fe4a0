import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { storeText } from './fields';
import { changeOfPersonnel } from './meta';

/** 人事异动（调店） as submitted: who, from where to where, position and rank before and after, when, why. */
export function TransferViewForm({ form, detail, hideDate }: ViewFormProps & { hideDate?: boolean }) {
  const { t } = useTranslation(changeOfPersonnel.ns);
  const region = (name: unknown) => (typeof name === 'string' && name ? ` · ${name}` : '');
  const from = `${storeText(form.shopCode, form.shopName) ?? ''}${region(form.regionName)}`;
  const to = `${storeText(form.newShopCode, form.newShopName) ?? ''}${region(form.newRegionName)}`;
  return (
    <>
      <FormSection title={t('sectionTarget')}>
        <ViewGrid
          testId="transfer-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            {
              key: 'type',
              label: t('changeTheType'),
              children: (
                <>
                  {form.changeTheType === 'shopAndPosition' ? t('typeShopAndPosition') : t('typeShop')}{' '}
                  {form.crossRegion !== undefined && (
                    <Tag color={form.crossRegion ? 'orange' : 'blue'}>
                      {form.crossRegion ? t('crossRegion') : t('sameRegion')}
                    </Tag>
                  )}
                </>
              ),
            },
            ...(hideDate
              ? []
              : [{ key: 'effective', label: t('effectiveTime'), children: shown(text(form, 'effectiveTime')) }]),
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionMove')}>
        <ViewGrid
          testId="transfer-view-move"
          items={[
            { key: 'from', label: t('fromShop'), children: shown(from) },
            { key: 'to', label: t('toShop'), children: <strong>{shown(to)}</strong> },
            { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
            { key: 'newPosition', label: t('newPosition'), children: shown(text(form, 'newPositionName')) },
            { key: 'rank', label: t('rank'), children: shown(text(form, 'rank')) },
            { key: 'newRank', label: t('newRank'), children: shown(text(form, 'newRank')) },
            { key: 'reason', label: t('reason'), children: shown(text(form, 'reason')), span: 'filled' },
          ]}
        />
      </FormSection>
    </>
  );
}

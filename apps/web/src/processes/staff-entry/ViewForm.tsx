import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { sensitiveShown, shown, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { inductionTypeLabel } from './fields';
import { staffEntry } from './meta';

/** 员工入职 as submitted (staff_entry_view), with the arrival once the regional HR confirmed it. */
export function StaffEntryViewForm({ form, detail, hideArrival }: ViewFormProps & { hideArrival?: boolean }) {
  const { t, i18n } = useTranslation(staffEntry.ns);
  const gender = form.gender === 'M' ? t('male') : form.gender === 'F' ? t('female') : undefined;
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? detail.target?.shopName ?? ''}`.trim()
    : undefined;
  const arrival =
    typeof form.isArrivalTimeTitle === 'boolean'
      ? form.isArrivalTimeTitle
        ? t('wf.common.yes')
        : t('wf.common.no')
      : undefined;
  const hasArrival = !hideArrival && (text(form, 'entryDate') || arrival);
  return (
    <>
      <FormSection title={t('sectionPerson')}>
        <ViewGrid
          testId="staff-entry-view"
          items={[
            { key: 'name', label: t('name'), children: shown(text(form, 'name')) },
            {
              key: 'employeeId',
              label: t('employeeId'),
              children: shown(text(form, 'employeeId') ?? detail.target?.employeeId),
            },
            { key: 'gender', label: t('gender'), children: shown(gender) },
            {
              key: 'identityNumber',
              label: t('identityNumber'),
              children: sensitiveShown({ detail, form, field: 'identityNumber', label: t('identityNumber') }),
            },
            {
              key: 'phone',
              label: t('phone'),
              children: sensitiveShown({ detail, form, field: 'phone', label: t('phone') }),
            },
            { key: 'status', label: t('employeeStatus'), children: shown(detail.target?.statusText) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionJob')}>
        <ViewGrid
          items={[
            {
              key: 'inductionType',
              label: t('inductionType'),
              children: shown(inductionTypeLabel(form.inductionType, i18n.language)),
            },
            { key: 'employeeType', label: t('employeeType'), children: t('storeStaff') },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
            { key: 'rank', label: t('rank'), children: shown(text(form, 'rank')) },
            {
              key: 'preEntryTime',
              label: t('preEntryTime'),
              children: shown(text(form, 'preEntryTime')),
            },
            {
              key: 'probationMonths',
              label: t('probationMonths'),
              children: shown(text(form, 'probationMonths')),
            },
            {
              key: 'contractYears',
              label: t('contractYears'),
              children: shown(text(form, 'contractYears')),
            },
            { key: 'remark', label: t('wf.form.remark'), children: shown(text(form, 'remark')), span: 'filled' },
          ]}
        />
      </FormSection>
      {hasArrival && (
        <FormSection title={t('sectionArrival')}>
          <ViewGrid
            testId="staff-entry-arrival"
            items={[
              { key: 'entryDate', label: t('entryDate'), children: shown(text(form, 'entryDate')) },
              { key: 'isArrivalTimeTitle', label: t('isArrivalTimeTitle'), children: shown(arrival) },
            ]}
          />
        </FormSection>
      )}
    </>
  );
}

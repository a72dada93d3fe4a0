import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { inductionTypeLabel } from './fields';

/** 员工入职 as submitted (staff_entry_view), with the arrival once the regional HR confirmed it. */
export function StaffEntryViewForm({ form, detail, hideArrival }: ViewFormProps & { hideArrival?: boolean }) {
  const { t, i18n } = useTranslation();
  const gender =
    form.gender === 'M' ? t('wf.staffEntry.male') : form.gender === 'F' ? t('wf.staffEntry.female') : undefined;
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
      <FormSection title={t('wf.staffEntry.sectionPerson')}>
        <ViewGrid
          testId="staff-entry-view"
          items={[
            { key: 'name', label: t('wf.staffEntry.name'), children: shown(text(form, 'name')) },
            {
              key: 'employeeId',
              label: t('wf.staffEntry.employeeId'),
              children: shown(text(form, 'employeeId') ?? detail.target?.employeeId),
            },
            { key: 'gender', label: t('wf.staffEntry.gender'), children: shown(gender) },
            {
              key: 'identityNumber',
              label: t('wf.staffEntry.identityNumber'),
              children: shown(text(form, 'identityNumber')),
            },
            { key: 'phone', label: t('wf.staffEntry.phone'), children: shown(text(form, 'phone')) },
            { key: 'status', label: t('wf.staffEntry.employeeStatus'), children: shown(detail.target?.statusText) },
          ]}
        />
      </FormSection>
      <FormSection title={t('wf.staffEntry.sectionJob')}>
        <ViewGrid
          items={[
            {
              key: 'inductionType',
              label: t('wf.staffEntry.inductionType'),
              children: shown(inductionTypeLabel(form.inductionType, i18n.language)),
            },
            { key: 'employeeType', label: t('wf.staffEntry.employeeType'), children: t('wf.staffEntry.storeStaff') },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'position', label: t('wf.staffEntry.position'), children: shown(text(form, 'positionName')) },
            { key: 'rank', label: t('wf.staffEntry.rank'), children: shown(text(form, 'rank')) },
            {
              key: 'preEntryTime',
              label: t('wf.staffEntry.preEntryTime'),
              children: shown(text(form, 'preEntryTime')),
            },
            {
              key: 'probationMonths',
              label: t('wf.staffEntry.probationMonths'),
              children: shown(text(form, 'probationMonths')),
            },
            {
              key: 'contractYears',
              label: t('wf.staffEntry.contractYears'),
              children: shown(text(form, 'contractYears')),
            },
            { key: 'remark', label: t('wf.form.remark'), children: shown(text(form, 'remark')), span: 'filled' },
          ]}
        />
      </FormSection>
      {hasArrival && (
        <FormSection title={t('wf.staffEntry.sectionArrival')}>
          <ViewGrid
            testId="staff-entry-arrival"
            items={[
              { key: 'entryDate', label: t('wf.staffEntry.entryDate'), children: shown(text(form, 'entryDate')) },
              { key: 'isArrivalTimeTitle', label: t('wf.staffEntry.isArrivalTimeTitle'), children: shown(arrival) },
            ]}
          />
        </FormSection>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import '../i18n';
import { Link } from 'react-router';
import { processPath } from '../../api/workflow';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import './violation.css';
import type { ViewFormProps } from '../types';
import { violation } from './meta';
import { PunishmentTag } from './PunishmentTag';

/** 员工违纪 as submitted: who and where, the violation, the punishment and what it started. */
export function ViolationViewForm({ form, detail }: ViewFormProps) {
  const { t } = useTranslation(violation.ns);
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : text(form, 'shopName');
  const termination = form.punishment === 'termination';
  const resignation = typeof form.resignationWorkId === 'number' ? form.resignationWorkId : null;
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="violation-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
            { key: 'threePeriods', label: t('threePeriods'), children: shown(text(form, 'isThreePeriodsTitle')) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionViolation')}>
        <ViewGrid
          items={[
            { key: 'violationDate', label: t('violationDate'), children: shown(text(form, 'violationDate')) },
            {
              key: 'punishment',
              label: t('punishment'),
              children: <PunishmentTag punishment={form.punishment} testId="violation-view-punishment" />,
            },
            ...(termination
              ? [
                  { key: 'lastWorkingDay', label: t('lastWorkingDay'), children: shown(text(form, 'lastWorkingDay')) },
                  {
                    key: 'resignation',
                    label: t('resignation'),
                    children: resignation ? (
                      <Link to={processPath({ flowId: 15, workId: resignation })} data-testid="violation-resignation">
                        {`15-${String(resignation).padStart(6, '0')}`}
                      </Link>
                    ) : (
                      t('notStarted')
                    ),
                  },
                ]
              : []),
            {
              key: 'description',
              label: t('description'),
              children: <span className="violation-pre">{shown(text(form, 'description'))}</span>,
              span: 'filled' as const,
            },
          ]}
        />
      </FormSection>
    </>
  );
}

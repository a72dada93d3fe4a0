import { isMaskedValue } from '@hris/contract';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { amountOf, formatFigure } from '../../utils/money';
import { FormSection } from '../shared/FormSection';
import { sensitiveShown, shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { ChangeKindTag } from './ChangeKindTag';
import { jobChange } from './meta';

/** Old → new, the changed side in bold. */
function Change({ from, to, testId }: { from: unknown; to: unknown; testId: string }) {
  const changed = from !== to;
  return (
    <span data-testid={testId}>
      {shown(from)} → {changed ? <strong>{shown(to)}</strong> : shown(to)}
    </span>
  );
}

/** 人事异动（调岗） as submitted: who, the position and rank before and after, the kind, the pay change. */
export function JobChangeViewForm({ form, detail, hideSalary }: ViewFormProps & { hideSalary?: boolean }) {
  const { t } = useTranslation(jobChange.ns);
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : detail.target?.shopCode
      ? `${detail.target.shopCode} ${detail.target.shopName ?? ''}`.trim()
      : undefined;
  // Masked (***) for all but the steps that set or weigh it (3204, 3205, 3207); 0 is no change.
  const hasSalary = isMaskedValue(form.salaryAdjustment) || amountOf(form.salaryAdjustment) > 0;
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="job-change-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'status', label: t('employeeStatus'), children: shown(detail.target?.statusText) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionChange')} extra={<ChangeKindTag kind={form.changeKind} testId="job-change-kind" />}>
        <ViewGrid
          items={[
            {
              key: 'position',
              label: t('positionChange'),
              children: (
                <Change
                  from={text(form, 'positionName')}
                  to={text(form, 'newPositionName')}
                  testId="job-change-position"
                />
              ),
            },
            {
              key: 'rank',
              label: t('rankChange'),
              children: <Change from={text(form, 'rank')} to={text(form, 'newRank')} testId="job-change-rank" />,
            },
            { key: 'effectiveTime', label: t('effectiveTime'), children: shown(text(form, 'effectiveTime')) },
            ...(hideSalary
              ? []
              : [
                  {
                    key: 'salaryAdjustment',
                    label: t('salaryAdjustment'),
                    children: (
                      <span className="wf-view__money" data-testid="job-change-salary">
                        {hasSalary
                          ? sensitiveShown({
                              detail,
                              form,
                              field: 'salaryAdjustment',
                              label: t('salaryAdjustment'),
                              format: (value) => formatFigure(value),
                            })
                          : '—'}
                      </span>
                    ),
                  },
                ]),
            { key: 'reason', label: t('reason'), children: shown(text(form, 'reason')), span: 'filled' as const },
          ]}
        />
      </FormSection>
    </>
  );
}

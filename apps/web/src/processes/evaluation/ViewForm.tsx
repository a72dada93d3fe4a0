import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { evaluation } from './meta';
import { ResultTag } from './ResultTag';

/**
 * 试用期考核 (evaluation_view): the employee and the probation as the system found them, then the
 * decision with the date it needs (转正日期 or 延长至) and the remarks. A review step that edits the
 * decision hides that part (`hideDecision`).
 */
export function EvaluationViewForm({ form, detail, hideDecision }: ViewFormProps & { hideDecision?: boolean }) {
  const { t } = useTranslation(evaluation.ns);
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : detail.target?.shopCode
      ? `${detail.target.shopCode} ${detail.target.shopName ?? ''}`.trim()
      : undefined;
  const result = text(form, 'evaluationResult');
  const date =
    result === 'pass'
      ? { key: 'regularDate', label: t('regularDate'), value: text(form, 'regularDate') }
      : result === 'extend'
        ? { key: 'newProbationEndDay', label: t('newProbationEndDay'), value: text(form, 'newProbationEndDay') }
        : null;
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="evaluation-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
            { key: 'entryDate', label: t('entryDate'), children: shown(text(form, 'entryDate')) },
            { key: 'status', label: t('employeeStatus'), children: shown(detail.target?.statusText) },
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionProbation')}>
        <ViewGrid
          items={[
            { key: 'begin', label: t('probationBegin'), children: shown(text(form, 'probationPeriodBeginDay')) },
            {
              key: 'end',
              label: t('probationEnd'),
              children: <span data-testid="evaluation-end">{shown(text(form, 'probationPeriodEndDay'))}</span>,
            },
            { key: 'latest', label: t('latestEnd'), children: shown(text(form, 'latestProbationEndDay')) },
          ]}
        />
      </FormSection>
      {!hideDecision && (
        <FormSection title={t('sectionDecision')}>
          <ViewGrid
            items={[
              {
                key: 'result',
                label: t('result'),
                children: result ? <ResultTag result={result} testId="evaluation-result" /> : t('resultPending'),
              },
              ...(date
                ? [
                    {
                      key: date.key,
                      label: date.label,
                      children: <span data-testid="evaluation-date">{shown(date.value)}</span>,
                    },
                  ]
                : []),
              { key: 'reason', label: t('reason'), children: shown(text(form, 'reason')), span: 'filled' as const },
            ]}
          />
        </FormSection>
      )}
    </>
  );
}

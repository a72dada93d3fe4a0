import type { TFinishedRenewal } from '@hris/contract';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatDateTime } from '../../utils/date';
import { renewalTypeLabel, resultLabel, termText } from '../contract-renewal/labels';
import { ResultTag } from '../contract-renewal/ResultTag';
import { shown, ViewGrid } from '../shared/view';
import { contractEdit } from './meta';

/** What a finished renewal decided: from GetFinishedRenewals, or from the stored form's previous*. */
export type DecidedRenewal = Pick<
  TFinishedRenewal,
  'flowNo' | 'contractTypeText' | 'contractBeginDay' | 'contractEndDay'
> & {
  contractReviewResult: string;
};

/** A finished renewal as a choice: its number, its result and its term. */
export function useRenewalOptionLabel() {
  const { t, i18n } = useTranslation(contractEdit.ns);
  return (renewal: DecidedRenewal) =>
    [
      renewal.flowNo,
      resultLabel(renewal.contractReviewResult, i18n.language),
      renewal.contractReviewResult === 'renew'
        ? termText(renewal.contractBeginDay, renewal.contractEndDay, t('openEndedFrom'))
        : undefined,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** The renewal's decision, read-only, above the new one. */
export function RenewalDecided({ renewal, finishedTime }: { renewal: DecidedRenewal; finishedTime?: string }) {
  const { t, i18n } = useTranslation(contractEdit.ns);
  const renew = renewal.contractReviewResult === 'renew';
  return (
    <ViewGrid
      testId="contract-edit-decided"
      items={[
        { key: 'flowNo', label: t('renewalFlowNo'), children: shown(renewal.flowNo) },
        {
          key: 'result',
          label: t('previousResult'),
          children: <ResultTag result={renewal.contractReviewResult} testId="contract-edit-previous-result" />,
        },
        {
          key: 'type',
          label: t('previousType'),
          children: shown(renew ? renewalTypeLabel(renewal.contractTypeText, i18n.language) : undefined),
        },
        {
          key: 'term',
          label: t('previousTerm'),
          children: shown(
            renew ? termText(renewal.contractBeginDay, renewal.contractEndDay, t('openEndedFrom')) : undefined,
          ),
        },
        ...(finishedTime
          ? [{ key: 'finishedTime', label: t('finishedTime'), children: shown(formatDateTime(finishedTime)) }]
          : []),
      ]}
    />
  );
}

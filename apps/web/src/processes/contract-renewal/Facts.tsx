import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { shown, ViewGrid } from '../shared/view';
import './contract-renewal.css';
import { Deadline } from './Deadline';
import type { RenewalFacts } from './fields';
import { termText } from './labels';
import { contractRenewal } from './meta';

/** A contract type code of Basic data (fixed, open_ended, internship, labour_service) as shown. */
export function useContractTypeText() {
  const { t } = useTranslation(contractRenewal.ns);
  return (code: string | undefined, text?: string) => {
    if (text) return text;
    if (!code) return undefined;
    return t(`contractTypes.${code}`, { defaultValue: code });
  };
}

/**
 * What a renewal is decided against, read-only: the current contract, the approval deadline
 * (red once passed while the work runs), 三期 and the count of fixed terms so far.
 */
export function RenewalFactsGrid({ facts, live = true }: { facts: RenewalFacts; live?: boolean }) {
  const { t } = useTranslation(contractRenewal.ns);
  const typeText = useContractTypeText();
  return (
    <ViewGrid
      testId="renewal-facts"
      items={[
        {
          key: 'currentType',
          label: t('currentType'),
          children: (
            <span data-testid="renewal-current-type">
              {shown(typeText(facts.currentContractType, facts.currentContractTypeText))}
            </span>
          ),
        },
        {
          key: 'currentTerm',
          label: t('currentTerm'),
          children: (
            <span data-testid="renewal-current-term">
              {shown(termText(facts.currentContractBeginDay, facts.currentContractEndDay, t('openEndedFrom')))}
            </span>
          ),
        },
        {
          key: 'currentSequence',
          label: t('currentSequence'),
          children: shown(
            facts.currentSequence === undefined ? undefined : t('sequenceText', { n: facts.currentSequence }),
          ),
        },
        {
          key: 'jzsj',
          label: t('jzsj'),
          children: <Deadline value={facts.jzsj} live={live} testId="renewal-jzsj" />,
        },
        {
          key: 'threePeriods',
          label: t('threePeriods'),
          children: (
            <span data-testid="renewal-three-periods">
              {facts.threePeriods ? (
                <Tag color="magenta">
                  {facts.threePeriodEndDay ? t('threePeriodsUntil', { end: facts.threePeriodEndDay }) : t('yes')}
                </Tag>
              ) : (
                t('no')
              )}
            </span>
          ),
        },
        {
          key: 'fixedTermCount',
          label: t('fixedTermCount'),
          children: (
            <span data-testid="renewal-fixed-term-count">
              {facts.fixedTermCount === undefined ? '—' : t('timesText', { n: facts.fixedTermCount })}
              {facts.openEndedDue && (
                <Tag color="orange" className="cr-count-tag">
                  {t('openEndedDueTag')}
                </Tag>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}

import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { RenewalFactsGrid } from './Facts';
import { factsFromForm } from './fields';
import { renewalTypeLabel, termText } from './labels';
import { contractRenewal } from './meta';
import { ResultTag } from './ResultTag';
import './contract-renewal.css';

/** The employee and the store, and whether the system started the renewal. */
export function RenewalEmployee({ form, detail }: ViewFormProps) {
  const { t } = useTranslation(contractRenewal.ns);
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : detail.target?.shopCode
      ? `${detail.target.shopCode} ${detail.target.shopName ?? ''}`.trim()
      : undefined;
  return (
    <FormSection
      title={t('sectionEmployee')}
      extra={
        form.startedBySystem === true && (
          <Tag color="blue" data-testid="renewal-started-by-system">
            {t('startedBySystem')}
          </Tag>
        )
      }
    >
      <ViewGrid
        testId="renewal-employee"
        items={[
          { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
          { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
          { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
        ]}
      />
    </FormSection>
  );
}

/**
 * 合同续签 as it stands: the employee, the current contract and what the law says about it, and
 * the proposal (result, new term, the written request for a fixed term, a 三期 extension, the
 * signing day). At 1402/1403 the proposal is the audit form's, below (`hideProposal`).
 */
export function ContractRenewalViewForm({ form, detail, hideProposal }: ViewFormProps & { hideProposal?: boolean }) {
  const { t, i18n } = useTranslation(contractRenewal.ns);
  const result = text(form, 'contractReviewResult');
  const renew = result === 'renew';
  const extended = form.extendedForThreePeriods === true;
  const items = [
    { key: 'result', label: t('result'), children: <ResultTag result={result} testId="renewal-view-result" /> },
    ...(renew
      ? [
          {
            key: 'type',
            label: t('contractType'),
            children: shown(renewalTypeLabel(form.contractTypeText, i18n.language)),
          },
          {
            key: 'term',
            label: t('newTerm'),
            children: (
              <span data-testid="renewal-view-term">
                {shown(termText(form.contractBeginDay, form.contractEndDay, t('openEndedFrom')))}
              </span>
            ),
          },
          ...(form.contractTypeText === 'fixed' && form.fixedTermRequested === true
            ? [{ key: 'requested', label: t('fixedTermRequested'), children: t('yes') }]
            : []),
          ...(text(form, 'signedDate')
            ? [{ key: 'signedDate', label: t('signedDate'), children: shown(text(form, 'signedDate')) }]
            : []),
        ]
      : []),
    { key: 'reasons', label: t('reasons'), children: shown(text(form, 'reasons')), span: 'filled' as const },
  ];
  return (
    <>
      <RenewalEmployee form={form} detail={detail} />
      <FormSection title={t('sectionContract')}>
        <RenewalFactsGrid facts={factsFromForm(form)} live={detail.status === 'running'} />
      </FormSection>
      {!hideProposal && (
        <FormSection
          title={t('sectionProposal')}
          extra={
            <span className="cr-tags">
              <ResultTag result={result} />
              {extended && (
                <Tag color="magenta" data-testid="renewal-view-extended">
                  {t('extendedForThreePeriods')}
                </Tag>
              )}
            </span>
          }
        >
          {result ? (
            <ViewGrid testId="renewal-view-proposal" items={items} />
          ) : (
            <Typography.Text type="secondary" data-testid="renewal-no-proposal">
              {t('noProposal')}
            </Typography.Text>
          )}
        </FormSection>
      )}
    </>
  );
}

import { type TRenewalInfo, ZContractRenewalFormSchema } from '@hris/contract';
import { Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getRenewalInfo } from '../../api/contract-renewal';
import '../i18n';
import { FactCell, LookUpAlerts } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { useTargetFacts } from '../shared/useTargetFacts';
import type { StartFormProps } from '../types';
import { RenewalFactsGrid } from './Facts';
import {
  factsFromForm,
  factsFromInfo,
  RENEWAL_START_FIELDS,
  type RenewalFacts,
  renewalConversion,
  withProposalDefaults,
} from './fields';
import { contractRenewal } from './meta';
import { RenewalProposal } from './Proposal';
import './contract-renewal.css';

/**
 * 合同续签 started by hand (contract_renewal_post): the employee, their current contract as
 * GetRenewalInfo reads it (a renewal already running is named), and the proposal. Choosing the
 * employee sets the defaults the law suggests: the day after the contract ends, and an open-ended
 * contract once two fixed terms have been signed.
 */
/** The contract and the place of the chosen person, as the form shows them. */
interface TargetFacts {
  facts: RenewalFacts;
  shop: unknown[];
  position: unknown;
}

export function ContractRenewalStartForm(props: StartFormProps) {
  const { t } = useTranslation(contractRenewal.ns);
  const start = useStartForm(props, ZContractRenewalFormSchema, RENEWAL_START_FIELDS, renewalConversion);
  const { form, fixed, initial } = start;
  const {
    employeeId,
    info,
    facts: target,
  } = useTargetFacts<TRenewalInfo, TargetFacts>(form, {
    fixed: Boolean(fixed),
    lookUp: 'renewal-info',
    fetch: getRenewalInfo,
    fromForm: () => ({
      facts: factsFromForm(initial),
      shop: [initial?.shopCode, initial?.shopName],
      position: initial?.positionName,
    }),
    fromInfo: (data) => ({
      facts: factsFromInfo(data),
      shop: [data.shopCode, data.shopName],
      position: data.positionName,
    }),
  });
  const facts = target?.facts ?? null;

  // A newly chosen employee's defaults, once per answer: a result that 三期 forbids is dropped.
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    const data = info.data;
    if (fixed || !data || applied.current === data.employeeId) return;
    applied.current = data.employeeId;
    const result = form.getFieldValue('contractReviewResult');
    form.setFieldsValue({
      contractReviewResult: result === 'notRenew' && data.isThreePeriodsTitle === '是' ? undefined : result,
      contractTypeText: data.openEndedDue ? 'open_ended' : 'fixed',
      contractBeginDay: data.suggestedBeginDay ? dayjs(data.suggestedBeginDay) : null,
      contractEndDay: null,
      fixedTermRequested: undefined,
    });
  }, [info.data, fixed, form]);

  const place = (
    <>
      <FactCell label={t('wf.form.shop')} value={target?.shop.filter(Boolean).join(' ')} testId="renewal-shop" />
      <FactCell label={t('position')} value={target?.position} testId="renewal-position" />
    </>
  );
  const alerts = (
    <LookUpAlerts ns={contractRenewal.ns} info={info} fixed={Boolean(fixed)} className="cr-alert" testId="renewal" />
  );

  return (
    <StartFormShell
      start={start}
      testId="contract-renewal"
      employee={{ ns: contractRenewal.ns, testId: 'renewal', beside: place, children: alerts }}
      initialValues={fixed ? withProposalDefaults(fixed, facts) : start.values}
    >
      <FormSection title={t('sectionContract')}>
        {facts ? (
          <RenewalFactsGrid facts={facts} />
        ) : employeeId && info.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <div className="wf-hint">{t('chooseEmployeeFirst')}</div>
        )}
      </FormSection>

      <FormSection title={t('sectionProposal')}>
        <RenewalProposal form={form} facts={facts} />
      </FormSection>
    </StartFormShell>
  );
}

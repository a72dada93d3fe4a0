import { ZContractRenewalFormSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Row, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getRenewalInfo } from '../../api/contract-renewal';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { TargetEmployee } from '../shared/TargetEmployee';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import { shown } from '../shared/view';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import { RenewalFactsGrid } from './Facts';
import {
  factsFromForm,
  factsFromInfo,
  fromRenewalForm,
  RENEWAL_START_FIELDS,
  type RenewalFacts,
  type RenewalValues,
  toRenewalInput,
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
export function ContractRenewalStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t } = useTranslation(contractRenewal.ns);
  const [form] = Form.useForm<RenewalValues>();
  const fixed = resubmit ? fromRenewalForm(initial) : null;
  const employeeId = Form.useWatch('employeeId', form);

  const info = useQuery({
    queryKey: ['task', 'options', 'renewal-info', employeeId],
    queryFn: () => getRenewalInfo(employeeId as string),
    enabled: !fixed && Boolean(employeeId),
  });
  // On a resubmission the stored form already holds what the server read at the start.
  const facts: RenewalFacts | null = fixed
    ? factsFromForm(initial)
    : employeeId && info.data
      ? factsFromInfo(info.data)
      : null;
  const place = fixed
    ? { shop: [initial?.shopCode, initial?.shopName], position: initial?.positionName }
    : employeeId && info.data
      ? { shop: [info.data.shopCode, info.data.shopName], position: info.data.positionName }
      : null;

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

  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZContractRenewalFormSchema,
    toRenewalInput,
    RENEWAL_START_FIELDS,
  );

  return (
    <Form<RenewalValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fixed ? withProposalDefaults(fixed, facts) : fromRenewalForm(initial)}
      onValuesChange={onValuesChange}
      data-testid="contract-renewal-form"
    >
      <FormSection title={t('sectionEmployee')}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <TargetEmployee
              form={form}
              fixed={fixed}
              label={t('employee')}
              hint={t('employeeHint')}
              requiredMessage={t('employeeRequired')}
              lockedHint={t('employeeLocked')}
              testId="renewal"
            />
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('wf.form.shop')}>
              <div className="wf-fixed-value" data-testid="renewal-shop">
                {shown(place?.shop.filter(Boolean).join(' '))}
              </div>
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('position')}>
              <div className="wf-fixed-value" data-testid="renewal-position">
                {shown(place?.position)}
              </div>
            </Form.Item>
          </Col>
        </Row>
        {!fixed && info.isError && (
          <Alert
            type="error"
            showIcon
            className="cr-alert"
            title={info.error.message}
            data-testid="renewal-info-error"
          />
        )}
        {!fixed && info.data?.runningFlowNo && (
          <Alert
            type="warning"
            showIcon
            className="cr-alert"
            title={t('alreadyRunning', { flowNo: info.data.runningFlowNo })}
            data-testid="renewal-running"
          />
        )}
      </FormSection>

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
    </Form>
  );
}

import { type TFinishedRenewal, ZContractEditFormSchema } from '@hris/contract';
import { Col, Form, Input, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFinishedRenewals } from '../../api/contract-renewal';
import '../i18n';
import { RenewalProposal } from '../contract-renewal/Proposal';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import { useTargetFacts } from '../shared/useTargetFacts';
import type { StartFormProps } from '../types';
import {
  CONTRACT_EDIT_START_FIELDS,
  type ContractEditValues,
  changesNothing,
  contractEditConversion,
  toContractEditInput,
  valuesOfRenewal,
} from './fields';
import { contractEdit } from './meta';
import { type DecidedRenewal, RenewalDecided, useRenewalOptionLabel } from './RenewalDecided';

/**
 * 续签结果变更 start form (contract_edit): the employee, one of their finished renewals, what it
 * decided, and the new result (prefilled with the old one, so a correction changes only what was
 * wrong) with the reason. On a resubmission the employee and the renewal stay as they are.
 */
export function ContractEditStartForm(props: StartFormProps) {
  const { t } = useTranslation(contractEdit.ns);
  const start = useStartForm(props, ZContractEditFormSchema, CONTRACT_EDIT_START_FIELDS, contractEditConversion);
  const { form, fixed, initial } = start;
  const renewalWorkId = Form.useWatch('renewalWorkId', form);
  const optionLabel = useRenewalOptionLabel();

  // The person's finished renewals and the one chosen; on a resubmission the stored form says it.
  const str = (key: string) => (typeof initial?.[key] === 'string' ? (initial[key] as string) : '');
  const {
    employeeId,
    info: renewals,
    facts: decided,
  } = useTargetFacts<TFinishedRenewal[], (DecidedRenewal & { finishedTime?: string }) | null>(form, {
    fixed: Boolean(fixed),
    lookUp: 'finished-renewals',
    fetch: getFinishedRenewals,
    fromForm: () => ({
      flowNo: str('renewalFlowNo'),
      contractReviewResult: str('previousResult'),
      contractTypeText: str('previousContractType'),
      contractBeginDay: str('previousBeginDay'),
      contractEndDay: str('previousEndDay'),
    }),
    fromInfo: (list) => list.find((r) => r.workId === renewalWorkId) ?? null,
  });

  const unchangedRule = {
    validator: async () => {
      if (!decided) return;
      if (changesNothing(toContractEditInput(form.getFieldsValue(true) as ContractEditValues), decided))
        throw new Error(t('nothingChanges'));
    },
  };

  const renewalField = (
    <Col xs={24} md={12}>
      {fixed ? (
        <>
          <Form.Item label={t('renewal')} required>
            <div className="wf-fixed-value" data-testid="contract-edit-renewal-fixed">
              {decided?.flowNo || '—'}
            </div>
          </Form.Item>
          <Form.Item name="renewalWorkId" hidden>
            <Input />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          label={t('renewal')}
          name="renewalWorkId"
          rules={[{ required: true, message: t('renewalRequired') }]}
          extra={t('renewalHint')}
        >
          <Select
            disabled={!employeeId}
            loading={renewals.isFetching}
            placeholder={employeeId ? t('wf.form.selectPlaceholder') : t('chooseEmployeeFirst')}
            notFoundContent={renewals.isFetching ? <Spin size="small" /> : t('noRenewals')}
            options={(employeeId ? (renewals.data ?? []) : []).map((r) => ({
              value: r.workId,
              label: optionLabel(r),
            }))}
            onChange={(workId: number) => {
              const chosen = renewals.data?.find((r) => r.workId === workId);
              if (chosen) form.setFieldsValue(valuesOfRenewal(chosen));
            }}
            data-testid="contract-edit-renewal"
          />
        </Form.Item>
      )}
    </Col>
  );

  return (
    <StartFormShell
      start={start}
      testId="contract-edit"
      employee={{ ns: contractEdit.ns, title: t('sectionRenewal'), beside: renewalField }}
      // Another person's renewals: the chosen one is not theirs.
      onValuesChange={(changed) => {
        if ('employeeId' in changed) form.setFieldsValue({ renewalWorkId: undefined });
      }}
    >
      {decided && (
        <FormSection title={t('sectionBefore')}>
          <RenewalDecided renewal={decided} finishedTime={decided.finishedTime} />
        </FormSection>
      )}

      <FormSection title={t('sectionChange')}>
        <RenewalProposal
          form={form}
          facts={null}
          withReasons={false}
          fixedTermRequest="always"
          extraResultRules={[unchangedRule]}
        />
      </FormSection>

      <FormSection title={t('sectionReason')}>
        <TextAreaItem
          name="reason"
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
          placeholder={t('reasonPlaceholder')}
          testId="contract-edit-reason"
        />
      </FormSection>
    </StartFormShell>
  );
}

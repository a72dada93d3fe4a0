import { businessToday, ZContractRenewalFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { AuditFormShell, useAuditForm } from '../shared/AuditFormShell';
import type { AuditFormProps } from '../types';
import { factsFromForm, fromRenewalForm, toRenewalInput, withProposalDefaults } from './fields';
import { contractRenewal } from './meta';
import { RenewalProposal } from './Proposal';
import { ContractRenewalViewForm } from './ViewForm';

/**
 * A step of 合同续签 whose handler edits part of the form, told by its editable fields: at 1402
 * 门店HR填写续签意见 and 1403 区域HR审核 the proposal (empty at 1402 when the system started the
 * work), at 1406 员工签署确认 the day the employee signed. Only `editableFields` are sent.
 */
export function ContractRenewalAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t } = useTranslation(contractRenewal.ns);
  // A written request kept from a fixed term no longer applies to another choice.
  const adjustPatch = (patch: Record<string, unknown>) => {
    if (
      editableFields.includes('fixedTermRequested') &&
      patch.fixedTermRequested === undefined &&
      stored.fixedTermRequested === true
    )
      patch.fixedTermRequested = false;
  };
  const form = useAuditForm(props, ZContractRenewalFormSchema, toRenewalInput, adjustPatch);
  const editable = (field: string) => editableFields.includes(field);
  const proposal = editable('contractReviewResult');
  const facts = factsFromForm(stored);

  const signedRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (!date) throw new Error(t('signedDateRequired'));
      if (date > businessToday()) throw new Error(t('signedInFuture'));
    },
  };

  const initial = fromRenewalForm(stored);
  return (
    <AuditFormShell
      view={<ContractRenewalViewForm form={stored} detail={detail} hideProposal={proposal} />}
      title={t(proposal ? 'sectionProposal' : 'sectionSigning')}
      form={form}
      initialValues={proposal ? withProposalDefaults(initial, facts) : initial}
      testId="contract-renewal-audit-form"
    >
      {proposal && <RenewalProposal form={form} facts={facts} />}
      {editable('signedDate') && (
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('signedDate')}
              name="signedDate"
              required
              rules={[signedRule]}
              extra={t('signedDateHint')}
            >
              <DatePicker
                format="YYYY-MM-DD"
                disabledDate={(d: Dayjs) => d.format('YYYY-MM-DD') > businessToday()}
                data-testid="renewal-signed-date"
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </AuditFormShell>
  );
}

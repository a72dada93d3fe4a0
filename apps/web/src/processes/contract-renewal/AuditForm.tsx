import { businessToday, ZContractRenewalFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import '../shared/process-form.css';
import { useStepFormHandle } from '../shared/useContractFormHandle';
import type { AuditFormProps } from '../types';
import { factsFromForm, fromRenewalForm, type RenewalValues, toRenewalInput, withProposalDefaults } from './fields';
import { contractRenewal } from './meta';
import { RenewalProposal } from './Proposal';
import { ContractRenewalViewForm } from './ViewForm';

/**
 * A step of 合同续签 whose handler edits part of the form, told by its editable fields: at 1402
 * 门店HR填写续签意见 and 1403 区域HR审核 the proposal (empty at 1402 when the system started the
 * work), at 1406 员工签署确认 the day the employee signed. Only `editableFields` are sent.
 */
export function ContractRenewalAuditForm({ ref, form: stored, detail, editableFields }: AuditFormProps) {
  const { t } = useTranslation(contractRenewal.ns);
  const [form] = Form.useForm<RenewalValues>();
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

  useStepFormHandle(ref, form, {
    schema: ZContractRenewalFormSchema,
    stored,
    editable: editableFields,
    toInput: (values) => toRenewalInput(values as RenewalValues) as Record<string, unknown>,
    adjust: (patch) => {
      // A written request kept from a fixed term no longer applies to another choice.
      if (
        editableFields.includes('fixedTermRequested') &&
        patch.fixedTermRequested === undefined &&
        stored.fixedTermRequested === true
      )
        patch.fixedTermRequested = false;
    },
  });

  const initial = fromRenewalForm(stored);
  return (
    <>
      <ContractRenewalViewForm form={stored} detail={detail} hideProposal={proposal} />
      <div className="wf-audit-block">
        <FormSection title={t(proposal ? 'sectionProposal' : 'sectionSigning')}>
          <Form<RenewalValues>
            form={form}
            layout="vertical"
            className="wf-form"
            initialValues={proposal ? withProposalDefaults(initial, facts) : initial}
            data-testid="contract-renewal-audit-form"
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
          </Form>
        </FormSection>
      </div>
    </>
  );
}

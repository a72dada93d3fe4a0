import { PROOF_APPLY_TYPES, PROOF_COPIES_MAX, PROOF_PURPOSE_MAX, ZProofFormSchema } from '@hris/contract';
import { Alert, Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import { fromProofForm, PROOF_FORM_FIELDS, type ProofValues, toProofInput } from './fields';
import { proof } from './meta';

/**
 * 证明信 start form (proof_post): the employee, the letter (收入证明, 在职证明 or 离职证明), its
 * purpose, the copies and a remark. The server reads the person's facts and, for an income
 * letter, the salary of Basic data.
 */
export function ProofStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t, i18n } = useTranslation(proof.ns);
  const [form] = Form.useForm<ProofValues>();
  const fixed = resubmit ? fromProofForm(initial) : null;
  const applyType = Form.useWatch('applyType', form);
  const english = i18n.language.startsWith('en');

  const { onValuesChange } = useContractFormHandle(ref, form, ZProofFormSchema, toProofInput, PROOF_FORM_FIELDS);

  return (
    <Form<ProofValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromProofForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="proof-form"
    >
      <EmployeeSection ns={proof.ns} title={t('sectionEmployee')} form={form} fixed={fixed} testId="proof" />
      <FormSection title={t('sectionLetter')}>
        <Row gutter={24}>
          <Col xs={24}>
            <Form.Item
              label={t('applyType')}
              name="applyType"
              rules={[{ required: true, message: t('applyTypeRequired') }]}
              extra={resubmit ? t('applyTypeLocked') : undefined}
            >
              <Radio.Group
                disabled={resubmit}
                optionType="button"
                buttonStyle="solid"
                options={PROOF_APPLY_TYPES.map((p) => ({ value: p.value, label: english ? p.labelEn : p.label }))}
                data-testid="proof-apply-type"
              />
            </Form.Item>
          </Col>
          {applyType !== undefined && (
            <Col xs={24}>
              <Alert
                type="info"
                showIcon
                className="proof-note"
                title={t(`typeNote.${applyType}`)}
                data-testid="proof-type-note"
              />
            </Col>
          )}
          <Col xs={24} md={16}>
            <Form.Item
              label={t('purpose')}
              name="purpose"
              rules={[{ required: true, whitespace: true, message: t('purposeRequired') }]}
            >
              <Input maxLength={PROOF_PURPOSE_MAX} showCount placeholder={t('purposePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('copies')} name="copies" rules={[{ required: true, message: t('copiesRequired') }]}>
              <InputNumber min={1} max={PROOF_COPIES_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('remark')} name="remark">
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
    </Form>
  );
}

import { PROOF_APPLY_TYPES, PROOF_COPIES_MAX, PROOF_PURPOSE_MAX, ZProofFormSchema } from '@hris/contract';
import { Alert, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { ChoiceButtons } from '../shared/ChoiceButtons';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { StartFormProps } from '../types';
import { PROOF_FORM_FIELDS, proofConversion } from './fields';
import { proof } from './meta';

/**
 * 证明信 start form (proof_post): the employee, the letter (收入证明, 在职证明 or 离职证明), its
 * purpose, the copies and a remark. The server reads the person's facts and, for an income
 * letter, the salary of Basic data.
 */
export function ProofStartForm(props: StartFormProps) {
  const { t } = useTranslation(proof.ns);
  const start = useStartForm(props, ZProofFormSchema, PROOF_FORM_FIELDS, proofConversion);
  const applyType = Form.useWatch('applyType', start.form);
  const { resubmit } = props;

  return (
    <StartFormShell start={start} testId="proof" employee={{ ns: proof.ns }}>
      <FormSection title={t('sectionLetter')}>
        <Row gutter={24}>
          <Col xs={24}>
            <Form.Item
              label={t('applyType')}
              name="applyType"
              rules={[{ required: true, message: t('applyTypeRequired') }]}
              extra={resubmit ? t('applyTypeLocked') : undefined}
            >
              <ChoiceButtons disabled={resubmit} choices={PROOF_APPLY_TYPES} testId="proof-apply-type" />
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
            <TextAreaItem label={t('remark')} name="remark" />
          </Col>
        </Row>
      </FormSection>
    </StartFormShell>
  );
}

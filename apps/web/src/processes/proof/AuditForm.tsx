import { amountInChineseCapitals, ZProofFormSchema } from '@hris/contract';
import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import '../shared/process-form.css';
import { useAuditForm } from '../shared/AuditFormShell';
import type { AuditFormProps } from '../types';
import { fromProofForm, type ProofValues, toProofInput } from './fields';
import { proof } from './meta';
import { ProofViewForm, SalarySource } from './ViewForm';

/**
 * 2502 总部薪酬审核 of an income letter: the salary Basic data holds beside the monthly income the
 * letter will print, which the handler confirms or corrects (only `monthlyIncome` is sent).
 */
export function ProofAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t } = useTranslation(proof.ns);
  const form = useAuditForm(props, ZProofFormSchema, toProofInput);
  const income = Form.useWatch('monthlyIncome', form);
  const editsIncome = editableFields.includes('monthlyIncome');
  return (
    <>
      <ProofViewForm form={stored} detail={detail} hideIncome={editsIncome} />
      {editsIncome && (
        <div className="wf-audit-block">
          <Form<ProofValues>
            form={form}
            layout="vertical"
            className="wf-form"
            initialValues={fromProofForm(stored)}
            data-testid="proof-audit-form"
          >
            <FormSection title={t('sectionIncome')}>
              <SalarySource form={stored} detail={detail} />
              <Row gutter={24}>
                <Col xs={24} md={12}>
                  <Form.Item
                    label={t('monthlyIncome')}
                    name="monthlyIncome"
                    extra={t('monthlyIncomeHint')}
                    rules={[{ required: true, message: t('monthlyIncomeRequired') }]}
                  >
                    <InputNumber
                      min={0.01}
                      max={1_000_000}
                      precision={2}
                      prefix="¥"
                      style={{ width: '100%' }}
                      data-testid="proof-monthly-income"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={t('inCapitals')}>
                    <div className="wf-fixed-value" data-testid="proof-capitals">
                      {typeof income === 'number' && income > 0 ? amountInChineseCapitals(income) : '—'}
                    </div>
                  </Form.Item>
                </Col>
              </Row>
            </FormSection>
          </Form>
        </div>
      )}
    </>
  );
}

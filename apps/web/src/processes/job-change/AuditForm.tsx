import { effectiveTimeProblem, ZJobChangeFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import '../shared/process-form.css';
import { useStepFormHandle } from '../shared/useContractFormHandle';
import type { AuditFormProps } from '../types';
import { fromJobChangeForm, type JobChangeValues, toJobChangeInput } from './fields';
import { jobChange } from './meta';
import { JobChangeViewForm } from './ViewForm';

/**
 * A step of 人事异动（调岗） whose handler edits part of the form: 3204 总部薪酬审核 sets the pay
 * change (required above 0 for a promotion), 3206 区域HR确认生效 may move the date. Only
 * `editableFields` are sent.
 */
export function JobChangeAuditForm({ ref, form: stored, detail, editableFields }: AuditFormProps) {
  const { t } = useTranslation(jobChange.ns);
  const [form] = Form.useForm<JobChangeValues>();
  const editable = (field: string) => editableFields.includes(field);
  const promotion = stored.changeKind === 'promotion';

  const salaryRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (!promotion) return;
      const amount = typeof value === 'string' && value !== '' ? Number(value) : 0;
      if (!(amount > 0)) throw new Error(t('salaryRequired'));
    },
  };
  const keptDate = typeof stored.effectiveTime === 'string' ? stored.effectiveTime : undefined;
  const effectiveRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (!date || date === keptDate) return;
      const problem = effectiveTimeProblem(date);
      if (problem) throw new Error(problem);
    },
  };

  useStepFormHandle(ref, form, {
    schema: ZJobChangeFormSchema,
    stored,
    editable: editableFields,
    toInput: (values) => toJobChangeInput(values as JobChangeValues) as Record<string, unknown>,
  });

  return (
    <>
      <JobChangeViewForm form={stored} detail={detail} hideSalary={editable('salaryAdjustment')} />
      <div className="wf-audit-block">
        <FormSection title={t('sectionAudit')}>
          <Form<JobChangeValues>
            form={form}
            layout="vertical"
            className="wf-form"
            initialValues={fromJobChangeForm(stored)}
            data-testid="job-change-audit-form"
          >
            <Row gutter={24}>
              {editable('salaryAdjustment') && (
                <Col xs={24} md={12} xl={8}>
                  <Form.Item
                    label={t('salaryAdjustment')}
                    name="salaryAdjustment"
                    required={promotion}
                    rules={[salaryRule]}
                    extra={t(promotion ? 'salaryHintPromotion' : 'salaryHint')}
                  >
                    <CashInput prefix="¥" placeholder="0.00" data-testid="job-change-salary-input" />
                  </Form.Item>
                </Col>
              )}
              {editable('effectiveTime') && (
                <Col xs={24} md={12} xl={8}>
                  <Form.Item
                    label={t('effectiveTime')}
                    name="effectiveTime"
                    rules={[{ required: true, message: t('effectiveTimeRequired') }, effectiveRule]}
                  >
                    <DatePicker format="YYYY-MM-DD" />
                  </Form.Item>
                </Col>
              )}
            </Row>
          </Form>
        </FormSection>
      </div>
    </>
  );
}

import { businessToday, VIOLATION_PUNISHMENTS, ZViolationFormSchema } from '@hris/contract';
import { Alert, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import './violation.css';
import type { StartFormProps } from '../types';
import { fromViolationForm, toViolationInput, VIOLATION_FORM_FIELDS, type ViolationValues } from './fields';
import { violation } from './meta';

/**
 * 员工违纪 start form (violation_post): the employee, 违纪日期 (not after today), 违纪说明 and the
 * punishment; 最后工作日 only for 解除劳动合同. The evidence goes in the page's attachments.
 */
export function ViolationStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t, i18n } = useTranslation(violation.ns);
  const [form] = Form.useForm<ViolationValues>();
  const fixed = resubmit ? fromViolationForm(initial) : null;
  const punishment = Form.useWatch('punishment', form);
  const termination = punishment === 'termination';
  const english = i18n.language.startsWith('en');

  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZViolationFormSchema,
    toViolationInput,
    VIOLATION_FORM_FIELDS,
  );

  const notFuture = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (date && date > businessToday()) throw new Error(t('violationDateFuture'));
    },
  };
  const notBeforeViolation = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      const from = dateValue(form.getFieldValue('violationDate'));
      if (date && from && date < from) throw new Error(t('lastWorkingDayEarly'));
    },
  };

  return (
    <Form<ViolationValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromViolationForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="violation-form"
    >
      <EmployeeSection ns={violation.ns} title={t('sectionEmployee')} form={form} fixed={fixed} testId="violation" />
      <FormSection title={t('sectionViolation')}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('violationDate')}
              name="violationDate"
              rules={[{ required: true, message: t('violationDateRequired') }, notFuture]}
            >
              <DatePicker format="YYYY-MM-DD" data-testid="violation-date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('punishment')}
              name="punishment"
              rules={[{ required: true, message: t('punishmentRequired') }]}
            >
              <Select
                placeholder={t('wf.form.selectPlaceholder')}
                options={VIOLATION_PUNISHMENTS.map((p) => ({ value: p.value, label: english ? p.labelEn : p.label }))}
                data-testid="violation-punishment"
              />
            </Form.Item>
          </Col>
          {termination && (
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                label={t('lastWorkingDay')}
                name="lastWorkingDay"
                dependencies={['violationDate']}
                extra={t('lastWorkingDayHint')}
                rules={[{ required: true, message: t('lastWorkingDayRequired') }, notBeforeViolation]}
              >
                <DatePicker format="YYYY-MM-DD" data-testid="violation-last-day" />
              </Form.Item>
            </Col>
          )}
          {termination && (
            <Col xs={24}>
              <Alert type="warning" showIcon title={t('terminationNote')} className="violation-note" />
            </Col>
          )}
          <Col xs={24}>
            <Form.Item
              label={t('description')}
              name="description"
              extra={t('evidenceHint')}
              rules={[{ required: true, whitespace: true, message: t('descriptionRequired') }]}
            >
              <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('descriptionPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
    </Form>
  );
}

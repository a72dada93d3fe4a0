import { businessToday, VIOLATION_PUNISHMENTS, ZViolationFormSchema } from '@hris/contract';
import { Alert, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { useChoiceOptions } from '../shared/ChoiceButtons';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import './violation.css';
import type { StartFormProps } from '../types';
import { VIOLATION_FORM_FIELDS, violationConversion } from './fields';
import { violation } from './meta';

/**
 * 员工违纪 start form (violation_post): the employee, 违纪日期 (not after today), 违纪说明 and the
 * punishment; 最后工作日 only for 解除劳动合同. The evidence goes in the page's attachments.
 */
export function ViolationStartForm(props: StartFormProps) {
  const { t } = useTranslation(violation.ns);
  const start = useStartForm(props, ZViolationFormSchema, VIOLATION_FORM_FIELDS, violationConversion);
  const punishment = Form.useWatch('punishment', start.form);
  const termination = punishment === 'termination';
  const punishments = useChoiceOptions(VIOLATION_PUNISHMENTS);

  const notFuture = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (date && date > businessToday()) throw new Error(t('violationDateFuture'));
    },
  };
  const notBeforeViolation = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      const from = dateValue(start.form.getFieldValue('violationDate'));
      if (date && from && date < from) throw new Error(t('lastWorkingDayEarly'));
    },
  };

  return (
    <StartFormShell start={start} testId="violation" employee={{ ns: violation.ns }}>
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
                options={punishments}
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
    </StartFormShell>
  );
}

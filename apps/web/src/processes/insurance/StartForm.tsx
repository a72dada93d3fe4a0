import {
  businessToday,
  childIdentityNumberProblem,
  INSURANCE_RELATIONS,
  insuranceStartMonthProblem,
  ZInsuranceFormSchema,
} from '@hris/contract';
import { Alert, Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { maskedFieldHint, unlessMasked } from '../../utils/masked';
import { ChoiceColumn } from '../shared/ChoiceButtons';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { StartFormProps } from '../types';
import { INSURANCE_FORM_FIELDS, insuranceConversion } from './fields';
import { insurance } from './meta';

/**
 * 少儿险增加 start form (insurance_post): the employee, the child (name, identity number checked
 * as typed: form, check digit, under 18 at the start of cover), the relation and 起保月份 (this
 * month to three months ahead). The birth certificate goes in the page's attachments.
 */
export function InsuranceStartForm(props: StartFormProps) {
  const { t } = useTranslation(insurance.ns);
  const start = useStartForm(props, ZInsuranceFormSchema, INSURANCE_FORM_FIELDS, insuranceConversion);
  const today = businessToday();

  const monthText = (value: unknown) =>
    value && typeof value === 'object' && 'format' in value ? (value as Dayjs).format('YYYY-MM') : '';
  const monthRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const month = monthText(value);
      const problem = month && insuranceStartMonthProblem(month, today);
      if (problem) throw new Error(problem);
    },
  };
  // A resubmitted form holds the number masked (unchanged unless a new one is typed).
  const idRule = unlessMasked({
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const month = monthText(start.form.getFieldValue('startMonth')) || today.slice(0, 7);
      const problem = childIdentityNumberProblem(value, `${month}-01`, today);
      if (problem) throw new Error(problem);
    },
  });

  return (
    <StartFormShell start={start} testId="insurance" employee={{ ns: insurance.ns, placement: true }}>
      <FormSection title={t('sectionChild')}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('childName')}
              name="childName"
              rules={[{ required: true, whitespace: true, message: t('childNameRequired') }]}
            >
              <Input maxLength={20} data-testid="insurance-child-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('childIdNumber')}
              name="childIdNumber"
              dependencies={['startMonth']}
              extra={maskedFieldHint(t, start.initial?.childIdNumber) ?? t('childIdHint')}
              rules={[{ required: true, whitespace: true, message: t('childIdNumberRequired') }, idRule]}
            >
              <Input maxLength={18} data-testid="insurance-child-id" />
            </Form.Item>
          </Col>
          <ChoiceColumn
            name="relation"
            label={t('relation')}
            requiredMessage={t('relationRequired')}
            choices={INSURANCE_RELATIONS}
            testId="insurance-relation"
          />
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('startMonth')}
              name="startMonth"
              extra={t('startMonthHint')}
              rules={[{ required: true, message: t('startMonthRequired') }, monthRule]}
            >
              <DatePicker
                picker="month"
                format="YYYY-MM"
                disabledDate={(d: Dayjs) => insuranceStartMonthProblem(d.format('YYYY-MM'), today) !== null}
                data-testid="insurance-start-month"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('certificateHint')} />
          </Col>
          <Col xs={24}>
            <TextAreaItem label={t('wf.form.remark')} name="remark" />
          </Col>
        </Row>
      </FormSection>
    </StartFormShell>
  );
}

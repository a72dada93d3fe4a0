import {
  businessToday,
  childIdentityNumberProblem,
  INSURANCE_RELATIONS,
  insuranceStartMonthProblem,
  ZInsuranceFormSchema,
} from '@hris/contract';
import { Alert, Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import { fromInsuranceForm, INSURANCE_FORM_FIELDS, type InsuranceValues, toInsuranceInput } from './fields';
import { insurance } from './meta';

/**
 * 少儿险增加 start form (insurance_post): the employee, the child (name, identity number checked
 * as typed: form, check digit, under 18 at the start of cover), the relation and 起保月份 (this
 * month to three months ahead). The birth certificate goes in the page's attachments.
 */
export function InsuranceStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t, i18n } = useTranslation(insurance.ns);
  const [form] = Form.useForm<InsuranceValues>();
  const fixed = resubmit ? fromInsuranceForm(initial) : null;
  const english = i18n.language.startsWith('en');
  const today = businessToday();

  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZInsuranceFormSchema,
    toInsuranceInput,
    INSURANCE_FORM_FIELDS,
  );

  const monthText = (value: unknown) =>
    value && typeof value === 'object' && 'format' in value ? (value as Dayjs).format('YYYY-MM') : '';
  const monthRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const month = monthText(value);
      const problem = month && insuranceStartMonthProblem(month, today);
      if (problem) throw new Error(problem);
    },
  };
  const idRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const month = monthText(form.getFieldValue('startMonth')) || today.slice(0, 7);
      const problem = childIdentityNumberProblem(value, `${month}-01`, today);
      if (problem) throw new Error(problem);
    },
  };

  return (
    <Form<InsuranceValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromInsuranceForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="insurance-form"
    >
      <EmployeeSection
        ns={insurance.ns}
        title={t('sectionEmployee')}
        form={form}
        fixed={fixed}
        testId="insurance"
        placement={{ stored: fixed ? initial : undefined }}
      />
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
              extra={t('childIdHint')}
              rules={[{ required: true, whitespace: true, message: t('childIdNumberRequired') }, idRule]}
            >
              <Input maxLength={18} data-testid="insurance-child-id" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('relation')}
              name="relation"
              rules={[{ required: true, message: t('relationRequired') }]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={INSURANCE_RELATIONS.map((r) => ({ value: r.value, label: english ? r.labelEn : r.label }))}
                data-testid="insurance-relation"
              />
            </Form.Item>
          </Col>
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
            <Form.Item label={t('wf.form.remark')} name="remark">
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
    </Form>
  );
}

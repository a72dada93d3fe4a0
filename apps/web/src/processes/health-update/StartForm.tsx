import { HEALTH_PERIOD_MAX_DAYS, ZHealthUpdateFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import {
  fromHealthUpdateForm,
  HEALTH_UPDATE_FORM_FIELDS,
  type HealthUpdateValues,
  toHealthUpdateInput,
} from './fields';
import { healthUpdate } from './meta';

/**
 * 健康证更新 start form (healthUpdate_post): the store employee and the new certificate's
 * period (one year at most) and remark. The scan goes in the page's attachments (required).
 */
export function HealthUpdateStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t } = useTranslation(healthUpdate.ns);
  const [form] = Form.useForm<HealthUpdateValues>();
  const fixed = resubmit ? fromHealthUpdateForm(initial) : null;
  const { onValuesChange } = useContractFormHandle(
    ref,
    form,
    ZHealthUpdateFormSchema,
    toHealthUpdateInput,
    HEALTH_UPDATE_FORM_FIELDS,
  );
  // Choosing the start proposes the usual one-year end.
  const onStart = (start: Dayjs | null) => {
    if (start && !form.getFieldValue('healthEndDate'))
      form.setFieldValue('healthEndDate', start.add(1, 'year').subtract(1, 'day'));
  };
  return (
    <Form<HealthUpdateValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromHealthUpdateForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="health-update-form"
    >
      <EmployeeSection
        ns={healthUpdate.ns}
        title={t('sectionEmployee')}
        form={form}
        fixed={fixed}
        testId="health-update"
        placement={{ stored: fixed ? initial : undefined }}
      />
      <FormSection title={t('sectionCertificate')}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('healthStartDate')}
              name="healthStartDate"
              rules={[{ required: true, message: t('startRequired') }]}
            >
              <DatePicker format="YYYY-MM-DD" onChange={onStart} data-testid="health-update-start" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('healthEndDate')}
              name="healthEndDate"
              extra={t('periodHint', { days: HEALTH_PERIOD_MAX_DAYS })}
              rules={[{ required: true, message: t('endRequired') }]}
            >
              <DatePicker format="YYYY-MM-DD" data-testid="health-update-end" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('remark')} name="remark" extra={t('scanHint')}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('remarkPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
    </Form>
  );
}

import { HEALTH_PERIOD_MAX_DAYS, ZHealthUpdateFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { StartFormProps } from '../types';
import { HEALTH_UPDATE_FORM_FIELDS, healthUpdateConversion } from './fields';
import { healthUpdate } from './meta';

/**
 * 健康证更新 start form (healthUpdate_post): the store employee and the new certificate's
 * period (one year at most) and remark. The scan goes in the page's attachments (required).
 */
export function HealthUpdateStartForm(props: StartFormProps) {
  const { t } = useTranslation(healthUpdate.ns);
  const start = useStartForm(props, ZHealthUpdateFormSchema, HEALTH_UPDATE_FORM_FIELDS, healthUpdateConversion);
  const { form } = start;
  // Choosing the start proposes the usual one-year end.
  const onStart = (startDate: Dayjs | null) => {
    if (startDate && !form.getFieldValue('healthEndDate'))
      form.setFieldValue('healthEndDate', startDate.add(1, 'year').subtract(1, 'day'));
  };
  return (
    <StartFormShell start={start} testId="health-update" employee={{ ns: healthUpdate.ns, placement: true }}>
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
            <TextAreaItem
              label={t('remark')}
              name="remark"
              extra={t('scanHint')}
              placeholder={t('remarkPlaceholder')}
            />
          </Col>
        </Row>
      </FormSection>
    </StartFormShell>
  );
}

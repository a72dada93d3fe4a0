import {
  businessToday,
  earliestMarryDate,
  WELFARE_CATEGORIES,
  welfareCategory,
  ZWelfareFormSchema,
} from '@hris/contract';
import { Alert, Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { ChoiceColumn } from '../shared/ChoiceButtons';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { StartFormProps } from '../types';
import { WELFARE_FORM_FIELDS, welfareConversion } from './fields';
import { welfare } from './meta';

/**
 * 婚育福利 start form (welfare_post): the employee and the benefit — 结婚 with its date (within the
 * 12 months before today) or 生育 with the child's name. The certificate goes in the page's
 * attachments; the amount is proposed by the server and booked by head office.
 */
export function WelfareStartForm(props: StartFormProps) {
  const { t, i18n } = useTranslation(welfare.ns);
  const start = useStartForm(props, ZWelfareFormSchema, WELFARE_FORM_FIELDS, welfareConversion);
  const category = welfareCategory(Form.useWatch('treatmentCategory', start.form));
  const english = i18n.language.startsWith('en');

  const today = businessToday();
  const from = earliestMarryDate(today);
  const marryDateRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      if (!date) return;
      if (date > today) throw new Error(t('marryDateFuture'));
      if (date < from) throw new Error(t('marryDateTooOld', { from }));
    },
  };
  const outside = (d: Dayjs) => {
    const date = d.format('YYYY-MM-DD');
    return date > today || date < from;
  };

  return (
    <StartFormShell start={start} testId="welfare" employee={{ ns: welfare.ns, placement: true }}>
      <FormSection title={t('sectionBenefit')}>
        <Row gutter={24}>
          <ChoiceColumn
            name="treatmentCategory"
            label={t('category')}
            requiredMessage={t('categoryRequired')}
            choices={WELFARE_CATEGORIES}
            testId="welfare-category"
          />
          {category?.value === 0 && (
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                label={t('marryDate')}
                name="marryDate"
                rules={[{ required: true, message: t('marryDateRequired') }, marryDateRule]}
              >
                <DatePicker format="YYYY-MM-DD" disabledDate={outside} data-testid="welfare-marry-date" />
              </Form.Item>
            </Col>
          )}
          {category?.value === 1 && (
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                label={t('childrenName')}
                name="childrenName"
                rules={[{ required: true, whitespace: true, message: t('childrenNameRequired') }]}
              >
                <Input
                  maxLength={20}
                  showCount
                  placeholder={t('childrenNamePlaceholder')}
                  data-testid="welfare-child"
                />
              </Form.Item>
            </Col>
          )}
          {category && (
            <Col xs={24}>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('certificateHint', { certificate: english ? category.certificateEn : category.certificate })}
                description={t('onceHint')}
                data-testid="welfare-certificate-hint"
              />
            </Col>
          )}
          <Col xs={24}>
            <TextAreaItem label={t('wf.form.remark')} name="remark" />
          </Col>
        </Row>
      </FormSection>
    </StartFormShell>
  );
}

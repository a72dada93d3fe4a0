import {
  businessToday,
  earliestMarryDate,
  WELFARE_CATEGORIES,
  welfareCategory,
  ZWelfareFormSchema,
} from '@hris/contract';
import { Alert, Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { EmployeeSection } from '../shared/EmployeeSection';
import { FormSection } from '../shared/FormSection';
import { useContractFormHandle } from '../shared/useContractFormHandle';
import '../shared/process-form.css';
import type { StartFormProps } from '../types';
import { fromWelfareForm, toWelfareInput, WELFARE_FORM_FIELDS, type WelfareValues } from './fields';
import { welfare } from './meta';

/**
 * 婚育福利 start form (welfare_post): the employee and the benefit — 结婚 with its date (within the
 * 12 months before today) or 生育 with the child's name. The certificate goes in the page's
 * attachments; the amount is proposed by the server and booked by head office.
 */
export function WelfareStartForm({ ref, initial, resubmit }: StartFormProps) {
  const { t, i18n } = useTranslation(welfare.ns);
  const [form] = Form.useForm<WelfareValues>();
  const fixed = resubmit ? fromWelfareForm(initial) : null;
  const category = welfareCategory(Form.useWatch('treatmentCategory', form));
  const english = i18n.language.startsWith('en');

  const { onValuesChange } = useContractFormHandle(ref, form, ZWelfareFormSchema, toWelfareInput, WELFARE_FORM_FIELDS);

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
    <Form<WelfareValues>
      form={form}
      layout="vertical"
      className="wf-form"
      initialValues={fromWelfareForm(initial)}
      onValuesChange={onValuesChange}
      requiredMark
      data-testid="welfare-form"
    >
      <EmployeeSection
        ns={welfare.ns}
        title={t('sectionEmployee')}
        form={form}
        fixed={fixed}
        testId="welfare"
        placement={{ stored: fixed ? initial : undefined }}
      />
      <FormSection title={t('sectionBenefit')}>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('category')}
              name="treatmentCategory"
              rules={[{ required: true, message: t('categoryRequired') }]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={WELFARE_CATEGORIES.map((c) => ({ value: c.value, label: english ? c.labelEn : c.label }))}
                data-testid="welfare-category"
              />
            </Form.Item>
          </Col>
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
            <Form.Item label={t('wf.form.remark')} name="remark">
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
    </Form>
  );
}

import { ZHolidayFormSchema } from '@hris/contract';
import { Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import '../shared/process-form.css';
import { useAuditForm } from '../shared/AuditFormShell';
import type { AuditFormProps } from '../types';
import { fromHolidayForm, type HolidayValues, toHolidayPatch } from './fields';
import { holiday } from './meta';
import { RealNumberField, RemarkField } from './NumberFields';
import { HolidayViewForm } from './ViewForm';

/**
 * 2202 区域HR汇总: the regional HR may correct 实发人数 and its explanation (required when it
 * differs from 在册人数); only those are sent, checked by the contract's rule as the server does.
 */
export function HolidayAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t } = useTranslation(holiday.ns);
  const form = useAuditForm(props, ZHolidayFormSchema, toHolidayPatch);
  const initial = fromHolidayForm(stored);
  const realNumber = Form.useWatch('realNumber', form);
  if (!editableFields.includes('realNumber')) return <HolidayViewForm form={stored} detail={detail} />;
  const count = initial.shopCodeCount ?? 0;
  return (
    <>
      <HolidayViewForm form={stored} detail={detail} hideNumbers />
      <Form<HolidayValues>
        form={form}
        layout="vertical"
        className="wf-form"
        initialValues={initial}
        data-testid="holiday-audit"
      >
        <FormSection title={t('realNumber')}>
          <Row gutter={24}>
            <RealNumberField headcount={count} testId="holiday-audit-real-number" />
            <RemarkField required={realNumber != null && realNumber !== count} md={18} testId="holiday-audit-remark" />
          </Row>
        </FormSection>
      </Form>
    </>
  );
}

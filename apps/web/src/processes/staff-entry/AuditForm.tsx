import { entryDateProblem, ZStaffEntryFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateValue, employmentDateRule } from '../../utils/person-rules';
import '../i18n';
import { AuditFormShell, useAuditForm } from '../shared/AuditFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import type { AuditFormProps } from '../types';
import { arrivedOnTime, fromStaffEntryForm, toStaffEntryInput } from './fields';
import { staffEntry } from './meta';
import { StaffEntryViewForm } from './ViewForm';

/**
 * A step of 员工入职 whose handler edits part of the form: at 1203 区域HR确认到岗 the regional HR
 * records the actual arrival date and whether it was on time. Only `editableFields` are sent.
 */
export function StaffEntryAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t } = useTranslation(staffEntry.ns);
  const form = useAuditForm(props, ZStaffEntryFormSchema, toStaffEntryInput);
  const editable = (field: string) => editableFields.includes(field);
  // Not after today and not long before the expected day, as the server checks it.
  const arrivalRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const date = dateValue(value);
      const expected = typeof stored.preEntryTime === 'string' ? stored.preEntryTime : undefined;
      const problem = date && expected ? entryDateProblem(date, expected) : null;
      if (problem) throw new Error(problem);
    },
  };

  return (
    <AuditFormShell
      view={<StaffEntryViewForm form={stored} detail={detail} hideArrival />}
      title={t('sectionArrival')}
      form={form}
      initialValues={fromStaffEntryForm(stored)}
      testId="staff-entry-audit-form"
    >
      <Row gutter={24}>
        {editable('entryDate') && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('entryDate')}
              name="entryDate"
              rules={[
                { required: true, message: t('entryDateRequired') },
                arrivalRule,
                employmentDateRule('实际到岗日期'),
              ]}
              extra={t('expectedOn', { date: String(stored.preEntryTime ?? '—') })}
            >
              <DatePicker
                format="YYYY-MM-DD"
                onChange={(value) => {
                  if (form.isFieldTouched('isArrivalTimeTitle')) return;
                  const onTime = arrivedOnTime(value, stored.preEntryTime);
                  if (onTime !== undefined) form.setFieldsValue({ isArrivalTimeTitle: onTime });
                }}
              />
            </Form.Item>
          </Col>
        )}
        {editable('isArrivalTimeTitle') && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item label={t('isArrivalTimeTitle')} name="isArrivalTimeTitle">
              <Radio.Group
                options={[
                  { value: true, label: t('wf.common.yes') },
                  { value: false, label: t('wf.common.no') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        {editable('remark') && (
          <Col xs={24}>
            <TextAreaItem
              label={t('wf.form.remark')}
              name="remark"
              rules={[{ max: 500, message: t('wf.form.remarkTooLong') }]}
              rows={2}
            />
          </Col>
        )}
      </Row>
    </AuditFormShell>
  );
}

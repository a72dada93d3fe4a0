import { effectiveTimeProblem } from '@hris/contract';
import { Col, DatePicker, Form, Row } from 'antd';
import { useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../utils/person-rules';
import '../i18n';
import { AuditFormShell } from '../shared/AuditFormShell';
import { passesRules, revealPlaced } from '../shared/reveal-error';
import { dateWindowRule } from '../shared/rules';
import { markServerFields } from '../shared/zod-form';
import type { AuditFormProps } from '../types';
import { fromTransferForm, type TransferValues } from './fields';
import { changeOfPersonnel } from './meta';
import { TransferViewForm } from './ViewForm';

/**
 * 1803 调入门店确认接收: the receiving store confirms and may move the effective date (within the
 * window the server checks). Only `editableFields` are sent.
 */
export function TransferAuditForm({ ref, form: stored, detail, editableFields }: AuditFormProps) {
  const { t } = useTranslation(changeOfPersonnel.ns);
  const [form] = Form.useForm<TransferValues>();

  useImperativeHandle(
    ref,
    () => ({
      async collect() {
        if (!(await passesRules(form))) return null;
        const date = dateValue(form.getFieldValue('effectiveTime'));
        return editableFields.includes('effectiveTime') && date ? { effectiveTime: date } : {};
      },
      showServerErrors: (fields) => revealPlaced(form, markServerFields(form, fields, editableFields)),
    }),
    [form, editableFields],
  );

  return (
    <AuditFormShell
      view={<TransferViewForm form={stored} detail={detail} hideDate />}
      title={t('sectionReception')}
      form={form}
      initialValues={fromTransferForm(stored)}
      testId="transfer-audit-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            label={t('effectiveTime')}
            name="effectiveTime"
            extra={t('effectiveHint')}
            rules={[{ required: true, message: t('effectiveTimeRequired') }, dateWindowRule(effectiveTimeProblem)]}
          >
            <DatePicker format="YYYY-MM-DD" disabled={!editableFields.includes('effectiveTime')} />
          </Form.Item>
        </Col>
      </Row>
    </AuditFormShell>
  );
}

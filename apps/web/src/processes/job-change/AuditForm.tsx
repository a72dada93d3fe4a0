import { effectiveTimeProblem, isMaskedValue, ZJobChangeFormSchema } from '@hris/contract';
import { Col, DatePicker, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import '../i18n';
import { AuditFormShell, useAuditForm } from '../shared/AuditFormShell';
import { dateWindowRule } from '../shared/rules';
import type { AuditFormProps } from '../types';
import { fromJobChangeForm, toJobChangeInput } from './fields';
import { jobChange } from './meta';
import { JobChangeViewForm } from './ViewForm';

/**
 * A step of 人事异动（调岗） whose handler edits part of the form: 3204 总部薪酬审核 sets the pay
 * change (required above 0 for a promotion), 3206 区域HR确认生效 may move the date. Only
 * `editableFields` are sent.
 */
export function JobChangeAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t } = useTranslation(jobChange.ns);
  const form = useAuditForm(props, ZJobChangeFormSchema, toJobChangeInput);
  const editable = (field: string) => editableFields.includes(field);
  const promotion = stored.changeKind === 'promotion';
  // The step that sets the pay change gets it in clear; should it come masked (***) all the same,
  // the view shows it (查看 for a holder of SensitiveData) and an empty input keeps it.
  const salaryMasked = isMaskedValue(stored.salaryAdjustment);

  const salaryRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (!promotion) return;
      if (salaryMasked && (value === undefined || value === '')) return;
      const amount = typeof value === 'string' && value !== '' ? Number(value) : 0;
      if (!(amount > 0)) throw new Error(t('salaryRequired'));
    },
  };
  const keptDate = typeof stored.effectiveTime === 'string' ? stored.effectiveTime : undefined;
  const effectiveRule = dateWindowRule(effectiveTimeProblem, keptDate);

  return (
    <AuditFormShell
      view={
        <JobChangeViewForm form={stored} detail={detail} hideSalary={editable('salaryAdjustment') && !salaryMasked} />
      }
      title={t('sectionAudit')}
      form={form}
      initialValues={fromJobChangeForm(stored)}
      testId="job-change-audit-form"
    >
      <Row gutter={24}>
        {editable('salaryAdjustment') && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('salaryAdjustment')}
              name="salaryAdjustment"
              required={promotion && !salaryMasked}
              rules={[salaryRule]}
              extra={t(salaryMasked ? 'salaryMaskedKept' : promotion ? 'salaryHintPromotion' : 'salaryHint')}
            >
              <CashInput prefix="¥" placeholder="0.00" data-testid="job-change-salary-input" />
            </Form.Item>
          </Col>
        )}
        {editable('effectiveTime') && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('effectiveTime')}
              name="effectiveTime"
              rules={[{ required: true, message: t('effectiveTimeRequired') }, effectiveRule]}
            >
              <DatePicker format="YYYY-MM-DD" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </AuditFormShell>
  );
}

import { WELFARE_MAX_AMOUNT, ZWelfareFormSchema } from '@hris/contract';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashInput } from '../../components/CashInput';
import { formatMoney } from '../../utils/money';
import '../i18n';
import { AuditFormShell, useAuditForm } from '../shared/AuditFormShell';
import type { AuditFormProps } from '../types';
import { fromWelfareForm, toWelfareInput } from './fields';
import { welfare } from './meta';
import { WelfareViewForm } from './ViewForm';

/** 2002 总部HR审批: head office books the amount (above 0, at most 100000 yuan); only it is sent. */
export function WelfareAuditForm(props: AuditFormProps) {
  const { form: stored, detail, editableFields } = props;
  const { t } = useTranslation(welfare.ns);
  const form = useAuditForm(props, ZWelfareFormSchema, toWelfareInput);
  const amountRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const amount = typeof value === 'string' && value !== '' ? Number(value) : 0;
      if (!(amount > 0)) throw new Error(t('amountRequired'));
      if (amount > WELFARE_MAX_AMOUNT) throw new Error(t('amountTooHigh', { max: WELFARE_MAX_AMOUNT }));
    },
  };

  return (
    <AuditFormShell
      view={<WelfareViewForm form={stored} detail={detail} hideAmount={editableFields.includes('amount')} />}
      title={t('sectionAudit')}
      form={form}
      initialValues={fromWelfareForm(stored)}
      testId="welfare-audit-form"
    >
      <Row gutter={24}>
        {editableFields.includes('amount') && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              label={t('amount')}
              name="amount"
              required
              rules={[amountRule]}
              extra={`${t('amountProposed', { amount: formatMoney(stored.amount) })}；${t('amountHint', { max: WELFARE_MAX_AMOUNT })}`}
            >
              <CashInput prefix="¥" placeholder="0.00" data-testid="welfare-amount-input" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </AuditFormShell>
  );
}

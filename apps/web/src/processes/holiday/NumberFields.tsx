import { HOLIDAY_EXTRA_PEOPLE } from '@hris/contract';
import { Col, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { holiday } from './meta';

/** 实发人数: 0 … 在册人数 + 20 (the contract's rule checks it again), as the start form and 2202 edit it. */
export function RealNumberField({ headcount, testId }: { headcount: number | undefined; testId: string }) {
  const { t } = useTranslation(holiday.ns);
  return (
    <Col xs={12} md={6}>
      <Form.Item
        label={t('realNumber')}
        name="realNumber"
        extra={t('realNumberHint', { extra: HOLIDAY_EXTRA_PEOPLE })}
        rules={[{ required: true, message: t('realNumberRequired') }]}
      >
        <InputNumber
          min={0}
          max={headcount === undefined ? undefined : headcount + HOLIDAY_EXTRA_PEOPLE}
          precision={0}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      </Form.Item>
    </Col>
  );
}

/** 说明: required (marked) when 实发人数 differs from 在册人数. */
export function RemarkField({ required, md, testId }: { required: boolean; md: number; testId: string }) {
  const { t } = useTranslation(holiday.ns);
  return (
    <Col xs={24} md={md}>
      <Form.Item label={t('remark')} name="remark" required={required}>
        <Input.TextArea rows={2} maxLength={500} showCount placeholder={t('remarkPlaceholder')} data-testid={testId} />
      </Form.Item>
    </Col>
  );
}

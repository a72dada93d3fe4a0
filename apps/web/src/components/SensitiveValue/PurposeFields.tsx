import { PII_PURPOSE_TEXT, PII_PURPOSES, type PiiPurpose, type TSensitiveExport } from '@hris/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** What 原因 and 说明 hold in a form. */
export interface PurposeValues {
  purpose?: PiiPurpose;
  reason?: string;
}

/** The purposes of the contract (办理人事业务 … 其他), in the interface language. */
export function usePurposeOptions() {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return PII_PURPOSES.map((value) => ({ value, label: PII_PURPOSE_TEXT[value][en ? 'en' : 'zh'] }));
}

/** The request's `{ purpose, reason }` from the form (an empty 说明 is not sent). */
export function purposeOf(values: PurposeValues): TSensitiveExport {
  const reason = values.reason?.trim();
  return { purpose: values.purpose as PiiPurpose, ...(reason ? { reason } : {}) };
}

/**
 * 原因 (required) and 说明 (required with 其他) of a reveal or a sensitive export: the law wants a
 * stated purpose for every access to sensitive personal information. Inside an antd Form.
 */
export function PurposeFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const options = usePurposeOptions();
  const form = Form.useFormInstance<PurposeValues>();
  const other = Form.useWatch('purpose', form) === 'other';
  return (
    <>
      <Form.Item
        name="purpose"
        label={t('privacy.purpose')}
        rules={[{ required: true, message: t('privacy.purposeRequired') }]}
      >
        <Select options={options} placeholder={t('privacy.purposeRequired')} data-testid={`${testId}-purpose`} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('privacy.reason')}
        required={other}
        dependencies={['purpose']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const empty = typeof value !== 'string' || value.trim() === '';
              if (getFieldValue('purpose') === 'other' && empty) throw new Error(t('privacy.reasonRequired'));
            },
          }),
        ]}
      >
        <Input.TextArea
          rows={2}
          maxLength={200}
          showCount
          placeholder={t(other ? 'privacy.reasonRequired' : 'privacy.reasonOptional')}
          data-testid={`${testId}-reason`}
        />
      </Form.Item>
    </>
  );
}

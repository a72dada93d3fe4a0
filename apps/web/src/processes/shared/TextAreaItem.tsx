import { Form, type FormItemProps, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSection } from './FormSection';

/** A free text of a process form (备注, 原因 …): at most 500 characters, with its counter. */
export function TextAreaItem({
  rows = 3,
  placeholder,
  testId,
  ...item
}: Omit<FormItemProps, 'children'> & { rows?: number; placeholder?: string; testId?: string }) {
  return (
    <Form.Item {...item}>
      <Input.TextArea rows={rows} maxLength={500} showCount placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}

/** The 备注 section that closes a start form. */
export function RemarkSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('wf.form.remark')}>
      <TextAreaItem
        name="remark"
        rules={[{ max: 500, message: t('wf.form.remarkTooLong') }]}
        placeholder={t('wf.form.remarkPlaceholder')}
      />
    </FormSection>
  );
}

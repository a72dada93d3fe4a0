import { DATE_FORMAT } from '@hris/contract';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-fields.css';

export { changedFields, toApiValue, toDayjs } from './form-values';

/** Two fields a row on a desktop, one on a phone. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Row gutter={16}>
      {Children.toArray(children).map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the fields of a form keep their order
        <Col key={index} xs={24} md={12}>
          {child}
        </Col>
      ))}
    </Row>
  );
}

/** 保存 and 取消 under a form; `children` follow them (删除). */
export function FormActions({
  saving,
  onCancel,
  saveTestId,
  cancelText,
  canSave = true,
  children,
}: {
  saving: boolean;
  onCancel: () => void;
  saveTestId?: string;
  /** By default 取消. */
  cancelText?: string;
  /** Without it, a read-only form: 取消 only. */
  canSave?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space className="hris-form__actions">
      {canSave && (
        <Button type="primary" htmlType="submit" loading={saving} data-testid={saveTestId}>
          {t('common.save')}
        </Button>
      )}
      {/* Enabled on a disabled (read-only) form too. */}
      <Button disabled={false} onClick={onCancel}>
        {cancelText ?? t('common.cancel')}
      </Button>
      {children}
    </Space>
  );
}

/** What every labelled field of these forms has: a name, a label, an optional hint below. */
interface ItemProps {
  name: string;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  /** Rules after the `required` one (the contract's checks shown as the value changes). */
  rules?: Rule[];
}

/**
 * A form item that prompts for its value: "请输入姓名" (typed) or "请选择性别" (picked) is the
 * placeholder and, for a required field, the message when it is left empty.
 */
function PromptedItem({
  name,
  label,
  required,
  extra,
  rules,
  picked,
  children,
}: ItemProps & { picked: boolean; children: (prompt: string) => ReactNode }) {
  const { t } = useTranslation();
  const prompt = t(picked ? 'form.select' : 'form.input', { label });
  const all = [...(required ? [{ required: true, message: prompt }] : []), ...(rules ?? [])];
  return (
    <Form.Item name={name} label={label} extra={extra} rules={all.length > 0 ? all : undefined}>
      {children(prompt)}
    </Form.Item>
  );
}

/** A date field (YYYY-MM-DD, spec §9). */
export function DateItem(props: ItemProps) {
  return (
    <PromptedItem {...props} picked>
      {(prompt) => <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} placeholder={prompt} />}
    </PromptedItem>
  );
}

/** A text field. */
export function TextItem({
  maxLength,
  disabled,
  testId,
  ...props
}: ItemProps & { maxLength: number; disabled?: boolean; testId?: string }) {
  return (
    <PromptedItem {...props} picked={false}>
      {(prompt) => (
        <Input maxLength={maxLength} placeholder={prompt} disabled={disabled} autoComplete="off" data-testid={testId} />
      )}
    </PromptedItem>
  );
}

/** A drop-down field (searchable when it has many options). */
export function SelectItem({
  options,
  disabled,
  allowClear,
  multiple,
  onChange,
  ...props
}: ItemProps & {
  options: { label: string; value: string | number; disabled?: boolean }[];
  disabled?: boolean;
  allowClear?: boolean;
  multiple?: boolean;
  onChange?: (value: never) => void;
}) {
  return (
    <PromptedItem {...props} picked>
      {(prompt) => (
        <Select
          options={options}
          placeholder={prompt}
          disabled={disabled}
          allowClear={allowClear}
          mode={multiple ? 'multiple' : undefined}
          // Long lists are searched by their text; a multiple select always takes typing, so it
          // matches the text too (antd's default would match the hidden value: 只读审计 found nothing).
          showSearch={options.length > 8 || multiple ? { optionFilterProp: 'label' } : undefined}
          onChange={onChange}
        />
      )}
    </PromptedItem>
  );
}

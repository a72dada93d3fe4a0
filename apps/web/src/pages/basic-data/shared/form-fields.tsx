import { DATE_FORMAT } from '@hris/contract';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { employmentDateRule, genderRule, identityNumberRule } from '../../../utils/person-rules';
import { useOrgUnits, usePositions } from './options';

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

/** 保存 and 取消 under a form. */
export function FormActions({
  saving,
  onCancel,
  saveTestId,
}: {
  saving: boolean;
  onCancel: () => void;
  saveTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space className="bd-form__actions">
      <Button type="primary" htmlType="submit" loading={saving} data-testid={saveTestId}>
        {t('bd.common.save')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
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
  const prompt = t(picked ? 'bd.form.select' : 'bd.form.input', { label });
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

/**
 * Who a person is: the fields the office-employee form and the staff edit form share. With
 * `checkIdentity` (a new person) the identity number, the gender it encodes and the 16th birthday
 * before the entry date are checked as they change; the form's onValuesChange should call
 * recheckAgainstIdentity(form, changed, ['gender', 'entryDate']).
 */
export function usePersonFields({
  required,
  identityLocked,
  checkIdentity,
}: {
  required: boolean;
  identityLocked?: ReactNode;
  checkIdentity?: boolean;
}) {
  const { t } = useTranslation();
  return {
    name: <TextItem name="name" label={t('bd.staff.name')} required maxLength={32} testId="person-name" />,
    gender: (
      <SelectItem
        name="gender"
        label={t('bd.staff.gender')}
        required={required}
        rules={checkIdentity ? [genderRule()] : undefined}
        options={[
          { label: t('bd.staff.male'), value: 'M' },
          { label: t('bd.staff.female'), value: 'F' },
        ]}
      />
    ),
    identityNumber: (
      <TextItem
        name="identityNumber"
        label={t('bd.staff.identityNumber')}
        required={required}
        rules={checkIdentity ? [identityNumberRule] : undefined}
        maxLength={18}
        disabled={Boolean(identityLocked)}
        extra={identityLocked}
      />
    ),
    phone: (
      <TextItem name="phone" label={t('bd.staff.phone')} required={required} maxLength={11} testId="person-phone" />
    ),
    email: <TextItem name="email" label={t('bd.staff.email')} required={required} maxLength={128} />,
    rank: <TextItem name="rank" label={t('bd.staff.rank')} maxLength={16} testId="person-rank" />,
    entryDate: (
      <DateItem
        name="entryDate"
        label={t('bd.staff.entryDate')}
        required={required}
        rules={checkIdentity ? [employmentDateRule('入职日期')] : undefined}
      />
    ),
    probationEndDate: <DateItem name="probationEndDate" label={t('bd.staff.probationEnd')} />,
  };
}

/** Head-office departments and regions: where office staff belong (never a store). */
/** Departments and regions an office employee may be added to: in the caller's scope, not stores. */
export function useOfficeUnitOptions() {
  const units = useOrgUnits();
  return (units.data ?? []).filter((u) => u.inScope && u.kind !== 'store').map((u) => ({ label: u.name, value: u.id }));
}

/**
 * Active positions of one employee type (a person cannot change type by a position edit); the
 * person's current position stays listed even when it has since been deactivated.
 */
export function usePositionChoices(employeeType: 'store' | 'office', current?: { id: number; name: string }) {
  const positions = usePositions();
  const all = (positions.data ?? []).filter((p) => p.employeeType === employeeType);
  const options = all.map((p) => ({ label: p.name, value: p.id }));
  if (current && !all.some((p) => p.id === current.id)) options.push({ label: current.name, value: current.id });
  return {
    options,
    defaultRank: (id: number) => all.find((p) => p.id === id)?.defaultRank,
  };
}

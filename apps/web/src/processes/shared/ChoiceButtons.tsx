import { Col, Form, Radio, type RadioGroupProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** A choice the contract lists, with its Chinese and English label. */
interface Choice<T> {
  value: T;
  label: string;
  labelEn: string;
}

/** The contract's choices as options, labelled in the interface language. */
export function useChoiceOptions<T>(choices: readonly Choice<T>[]) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return choices.map((c) => ({ value: c.value, label: english ? c.labelEn : c.label }));
}

/** One of the contract's choices as solid buttons, the control of a Form.Item. */
export function ChoiceButtons<T>({
  choices,
  testId,
  ...control
}: Omit<RadioGroupProps, 'options'> & { choices: readonly Choice<T>[]; testId?: string }) {
  const options = useChoiceOptions(choices);
  return <Radio.Group {...control} optionType="button" buttonStyle="solid" options={options} data-testid={testId} />;
}

/** A required choice in its column of a form row: the label, the buttons, the message when none is chosen. */
export function ChoiceColumn<T>({
  name,
  label,
  requiredMessage,
  choices,
  testId,
}: {
  name: string;
  label: string;
  requiredMessage: string;
  choices: readonly Choice<T>[];
  testId: string;
}) {
  return (
    <Col xs={24} md={12} xl={8}>
      <Form.Item label={label} name={name} rules={[{ required: true, message: requiredMessage }]}>
        <ChoiceButtons choices={choices} testId={testId} />
      </Form.Item>
    </Col>
  );
}

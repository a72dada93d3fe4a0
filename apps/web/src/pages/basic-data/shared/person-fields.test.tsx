import { addDays, anniversary, businessToday } from '@hris/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { recheckAgainstIdentity } from '../../../utils/person-rules';
import { usePersonFields } from './person-fields';
import './i18n';

function withCheck(body17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body17[i]), 0);
  return body17 + '10X98765432'[sum % 11];
}

/** The person fields as 新增办公室员工 wires them. */
function OfficePerson({ entryDate }: { entryDate?: string }) {
  const [form] = Form.useForm();
  const person = usePersonFields({ required: true, checkIdentity: true });
  return (
    <Form
      form={form}
      initialValues={{ entryDate: entryDate ? dayjs(entryDate) : undefined }}
      onValuesChange={(changed) => recheckAgainstIdentity(form, changed, ['gender', 'entryDate'])}
    >
      {person.gender}
      {person.identityNumber}
      {person.entryDate}
    </Form>
  );
}

describe('新增办公室员工: the identity rule as the fields change', () => {
  it('shows the contract messages of a wrong number', async () => {
    render(<OfficePerson />);
    const input = screen.getByLabelText('身份证号码');
    for (const [value, message] of [
      ['3101041996', '身份证号码位数不正确（应为18位）'],
      ['310104199913401234', '身份证号码中的出生日期无效'],
      ['110105199203154523', '身份证号码校验位不正确'],
      [
        withCheck(`310104${addDays(anniversary(businessToday(), -10), -1).replaceAll('-', '')}002`),
        '员工未满16周岁，不能录用',
      ],
    ]) {
      fireEvent.change(input, { target: { value } });
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('checks a chosen gender and the entry date again when the number changes', async () => {
    // Turned 16 five days ago; the form's entry date is six days ago.
    const sixteenth = addDays(businessToday(), -5);
    const young = withCheck(`310104${anniversary(sixteenth, -16).replaceAll('-', '')}003`);
    render(<OfficePerson entryDate={addDays(businessToday(), -6)} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '性别' }));
    fireEvent.click(await screen.findByTitle('女'));
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: young } });
    expect(await screen.findByText('性别与身份证号码不符（身份证号码为男）')).toBeInTheDocument();
    expect(await screen.findByText(`入职日期不能早于员工年满16周岁的日期（${sixteenth}）`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: '11010519491231002X' } });
    await waitFor(() => expect(screen.queryByText('性别与身份证号码不符（身份证号码为男）')).toBeNull());
  });
});

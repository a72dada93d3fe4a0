import { ErrorCode } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type ServerFieldError } from '../../api/http';
import { toastError } from '../../feedback';
import { useSaveForm } from '.';

vi.mock('../../feedback', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), toastWarning: vi.fn() }));

const schema = z.object({ beginDate: z.string(), endDate: z.string() });

/** A form with two fields whose save the server refuses with `fields`. */
function Refused({ msg, fields }: { msg: string; fields: ServerFieldError[] }) {
  const [form] = Form.useForm();
  const { submit, onValuesChange } = useSaveForm({
    form,
    schema,
    save: () => Promise.reject(new ApiError(msg, 'envelope', ErrorCode.Validation, msg, fields)),
    invalidates: ['test'],
    onSaved: () => {},
  });
  return (
    <Form
      form={form}
      onFinish={submit}
      onValuesChange={onValuesChange}
      initialValues={{ beginDate: 'a', endDate: 'b' }}
    >
      <Form.Item name="beginDate" label="开始日期">
        <Input />
      </Form.Item>
      <Form.Item name="endDate" label="结束日期">
        <Input />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

function renderRefused(msg: string, fields: ServerFieldError[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Refused msg={msg} fields={fields} />
    </QueryClientProvider>,
  );
}

describe('useSaveForm: a refusal goes where data.fields says', () => {
  afterEach(() => vi.mocked(toastError).mockClear());

  it('under the field the server names, whatever its sentence says; a change clears it', async () => {
    const msg = '与该员工的第1份合同（2024-03-01 至 2026-02-28）期限重叠';
    renderRefused(msg, [{ field: 'beginDate', label: '合同开始日期', message: msg }]);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: 'c' } });
    await vi.waitFor(() => expect(screen.queryByText(msg)).toBeNull());
  });

  it('as a message when it names a field the form does not show', async () => {
    renderRefused('附件已属于其他违纪记录，请重新上传', [
      { field: 'attachmentIds', label: '附件', message: '附件已属于其他违纪记录，请重新上传' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('附件已属于其他违纪记录，请重新上传'));
  });

  it('as a message when it names no field, even one starting with a label', async () => {
    renderRefused('结束日期不能早于开始日期', []);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('结束日期不能早于开始日期'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

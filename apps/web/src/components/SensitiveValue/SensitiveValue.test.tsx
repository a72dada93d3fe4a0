import { PrivacyPaths, type TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { usePermissionStore } from '../../stores/permission';
import { SensitiveValue } from '.';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const menus = (...codes: string[]) => codes.map((menuCode) => ({ menuCode, isEdit: 0 }) as TNavMenu);

const identity = (
  <SensitiveValue
    value="3101**********1234"
    subject="employee"
    id={7}
    field="identityNumber"
    label="身份证号码"
    testId="staff-identity"
  />
);

/** Picks an option of the antd Select labelled `label` inside the open dialog. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('SensitiveValue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    usePermissionStore.getState().reset();
  });

  it('shows the mask only, with no button, without 敏感信息查看', () => {
    usePermissionStore.setState({ menus: menus('StaffList') });
    wrap(identity);
    expect(screen.getByTestId('staff-identity')).toHaveTextContent('3101**********1234');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reveals with the purpose chosen, shows the clear value as logged, and hides it again', async () => {
    usePermissionStore.setState({ menus: menus('StaffList', 'SensitiveData') });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ value: '310104199001011234' });
    wrap(identity);

    fireEvent.click(screen.getByRole('button', { name: '查看明文：身份证号码' }));
    expect(
      await screen.findByText('身份证号码、手机号码、薪资等属于敏感个人信息。', { exact: false }),
    ).toBeInTheDocument();
    await choose('原因', '核对身份信息');
    fireEvent.click(screen.getByTestId('reveal-confirm'));

    await waitFor(() => expect(screen.getByTestId('staff-identity')).toHaveTextContent('310104199001011234'));
    expect(post).toHaveBeenCalledWith(PrivacyPaths.revealPersonalField, {
      subject: 'employee',
      id: 7,
      field: 'identityNumber',
      purpose: 'verify',
    });
    expect(screen.getByRole('status')).toHaveTextContent('已记录访问');

    fireEvent.click(screen.getByRole('button', { name: '隐藏明文：身份证号码' }));
    expect(screen.getByTestId('staff-identity')).toHaveTextContent('3101**********1234');
    expect(screen.getByRole('button', { name: '查看明文：身份证号码' })).toBeInTheDocument();
  });

  it('asks for the purpose, and for 说明 when it is 其他', async () => {
    usePermissionStore.setState({ menus: menus('SensitiveData') });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ value: '13800138000' });
    wrap(<SensitiveValue value="138****8000" subject="work" id={42} field="phone" label="手机号码" testId="phone" />);

    fireEvent.click(screen.getByRole('button', { name: '查看明文：手机号码' }));
    fireEvent.click(await screen.findByTestId('reveal-confirm'));
    expect(await screen.findByText('请选择原因', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();

    await choose('原因', '其他');
    fireEvent.click(screen.getByTestId('reveal-confirm'));
    expect(
      await screen.findByText('选择“其他”时请填写说明', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('说明'), { target: { value: '  社保局来函核对  ' } });
    fireEvent.click(screen.getByTestId('reveal-confirm'));
    await waitFor(() => expect(screen.getByTestId('phone')).toHaveTextContent('13800138000'));
    expect(post).toHaveBeenCalledWith(PrivacyPaths.revealPersonalField, {
      subject: 'work',
      id: 42,
      field: 'phone',
      purpose: 'other',
      reason: '社保局来函核对',
    });
  });

  it('shows an empty value as the empty mark and a value the server left whole as it is', () => {
    usePermissionStore.setState({ menus: menus('SensitiveData') });
    wrap(
      <>
        <SensitiveValue value={null} subject="employee" id={1} field="phone" label="手机号码" testId="empty" />
        <SensitiveValue value="13800138000" subject="employee" id={1} field="phone" label="手机号码" testId="whole" />
      </>,
    );
    expect(screen.getByTestId('empty')).toHaveTextContent('—');
    expect(screen.getByTestId('whole')).toHaveTextContent('13800138000');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import type { TNavMenu } from '@hris/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as system from '../../api/system';
import * as feedback from '../../feedback';
import { usePermissionStore } from '../../stores/permission';
import { useSessionStore } from '../../stores/session';
import { Navbar } from './index';

function renderNavbar(onNotifySettings: () => void = () => {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Navbar onOpenSettings={() => {}} onChangePassword={() => {}} onNotifySettings={onNotifySettings} />,
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('navbar', () => {
  afterEach(() => {
    useSessionStore.setState({ name: '', unreadMessageCount: 0 });
    usePermissionStore.getState().reset();
    vi.restoreAllMocks();
  });

  it('greets the user and caps the unread badge at 99', () => {
    useSessionStore.setState({ name: '李婷', unreadMessageCount: 150 });
    renderNavbar();
    expect(screen.getByText('欢迎您，李婷')).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
    // Its name holds the count shown (WCAG 2.5.3).
    expect(screen.getByTestId('unread-badge')).toHaveAccessibleName('消息 99+ 条未读');
  });

  it('the badge leads to the message list', () => {
    useSessionStore.setState({ name: 'x', unreadMessageCount: 3 });
    const router = renderNavbar();
    fireEvent.click(screen.getByTestId('unread-badge'));
    expect(router.state.location.pathname).toBe('/message');
  });

  it('the user menu opens 通知设置', async () => {
    const onNotifySettings = vi.fn();
    renderNavbar(onNotifySettings);
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('通知设置'));
    expect(onNotifySettings).toHaveBeenCalledTimes(1);
  });

  it('offers 接口文档 to an administrator (系统管理) only, opened through the server', async () => {
    renderNavbar();
    fireEvent.click(screen.getByTestId('user-menu'));
    await screen.findByText('通知设置');
    expect(screen.queryByText('接口文档')).toBeNull();
  });

  it('an administrator opens 接口文档 from the user menu', async () => {
    const open = vi.spyOn(system, 'openApiDocs').mockResolvedValue();
    usePermissionStore.getState().load([{ menuCode: 'System', isEdit: 1, roleID: '000' } as TNavMenu]);
    renderNavbar();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('接口文档'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('fullscreen without browser support shows the spec warning', () => {
    const warn = vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderNavbar();
    fireEvent.click(screen.getByLabelText('全屏'));
    expect(warn).toHaveBeenCalledWith('you browser can not work');
  });
});

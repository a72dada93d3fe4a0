import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as feedback from '../../feedback';
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
    vi.restoreAllMocks();
  });

  it('greets the user and caps the unread badge at 99', () => {
    useSessionStore.setState({ name: '李婷', unreadMessageCount: 150 });
    renderNavbar();
    expect(screen.getByText('欢迎您，李婷')).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
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

  it('fullscreen without browser support shows the spec warning', () => {
    const warn = vi.spyOn(feedback, 'toastWarning').mockImplementation(() => {});
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderNavbar();
    fireEvent.click(screen.getByLabelText('全屏'));
    expect(warn).toHaveBeenCalledWith('you browser can not work');
  });
});

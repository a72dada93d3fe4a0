import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from './index';

vi.mock('../../api/sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/sign-in')>()),
  getAuthConfig: vi.fn(async () => ({
    ssoEnabled: false,
    oidcIssuer: '',
    oidcClientId: '',
    oidcScope: '',
    appEnv: 'development',
    version: '1.0.0',
  })),
}));

/** The menu is open: its items are there and its popup is not hidden (jsdom runs no enter motion). */
async function expectMenuOpen() {
  const english = await screen.findByRole('menuitem', { name: 'English' });
  expect(screen.getByRole('menuitem', { name: '简体中文' })).toBeInTheDocument();
  await waitFor(() => expect(english.closest('.ant-dropdown')).not.toHaveClass('ant-dropdown-hidden'));
}

describe('[LOGIN] the language menu', () => {
  // The menu's code loads on demand: a switch that swaps its button while the pointer arrives or
  // presses sends the rest of the click to a button no longer in the page, and it took two clicks.
  it('opens on the first click, the pointer arriving, pressing and releasing as a person’s does', async () => {
    const user = userEvent.setup();
    render(<LoginPage query={new URLSearchParams()} onSignedIn={() => {}} />);
    await user.click(await screen.findByTestId('language-switch'));
    await expectMenuOpen();
  });

  it('opens from the keyboard too, with the focus kept on the switch', async () => {
    const user = userEvent.setup();
    render(<LoginPage query={new URLSearchParams()} onSignedIn={() => {}} />);
    (await screen.findByTestId('language-switch')).focus();
    await user.keyboard('{Enter}');
    await expectMenuOpen();
    expect(screen.getByTestId('language-switch')).toHaveFocus();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';

describe('language switch', () => {
  afterEach(() => act(() => setLanguage('zh-CN')));

  it('the first click loads the menu and opens it; English loads its texts, then switches', async () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByTestId('language-switch'));
    // The menu's module loads on that click (slow the first time under a loaded test run).
    const english = await screen.findByText('English', {}, { timeout: 15_000 });
    const changed = new Promise((resolve) => i18n.on('languageChanged', resolve));
    await act(async () => {
      fireEvent.click(english);
      await changed;
    });
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('navbar.language')).toBe(i18n.getFixedT('en-US')('navbar.language'));
    expect(i18n.t('navbar.language')).not.toBe(i18n.getFixedT('zh-CN')('navbar.language'));
    expect(localStorage.getItem('language')).toBe('en-US');
  });
});

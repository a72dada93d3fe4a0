import { TranslationOutlined } from '@ant-design/icons';
import { type ButtonHTMLAttributes, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageMenuProps } from './LanguageMenu';

// antd's Dropdown and Menu stay off the sign-in page's start-up path: the menu's code loads when
// the pointer reaches the button, or on the first click (which then opens it). Should it fail to
// load, the button stays without its menu.
const LanguageMenu = lazy(() =>
  import('./LanguageMenu').catch(() => ({ default: ({ children }: LanguageMenuProps) => children })),
);

/** zh-CN / en-US, remembered in localStorage. */
export function LanguageSwitch({ className = 'hris-navbar__action' }: { className?: string }) {
  const { t } = useTranslation();
  const [menuWanted, setMenuWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // A keyboard click swaps the button for the one inside the menu: focus follows it.
  const keepFocus = useRef(false);

  const button = (props: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button
      type="button"
      className={className}
      aria-label={t('navbar.language')}
      data-testid="language-switch"
      ref={(element) => {
        if (element && keepFocus.current) element.focus();
      }}
      {...props}
    >
      <TranslationOutlined />
    </button>
  );

  if (!menuWanted) {
    return button({
      onPointerEnter: () => setMenuWanted(true),
      onClick: (event) => {
        keepFocus.current = document.activeElement === event.currentTarget;
        setMenuWanted(true);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={button({ onClick: () => setOpen(true) })}>
      <LanguageMenu open={open} onOpenChange={setOpen}>
        {button({
          onBlur: () => {
            keepFocus.current = false;
          },
        })}
      </LanguageMenu>
    </Suspense>
  );
}

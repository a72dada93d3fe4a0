import { TranslationOutlined } from '@ant-design/icons';
import { type ButtonHTMLAttributes, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageMenuProps } from './LanguageMenu';

// antd's Dropdown and Menu stay off the sign-in page's start-up path: the menu's code starts
// loading when the pointer reaches the button, and the first click opens it. Should it fail to
// load, the button stays without its menu.
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().catch(() => ({ default: ({ children }: LanguageMenuProps) => children })));

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
      // Only the code loads here: swapping the button as the pointer arrives would drop a click
      // that is already under way (the press lands on the old button, the release on the new one).
      onPointerEnter: () => void loadMenu().catch(() => {}),
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

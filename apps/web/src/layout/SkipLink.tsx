import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the element that holds the page shown (layout/index.tsx). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first tab stop of the signed-in app (WCAG 2.4.1): past the menu, the navbar and the tabs to
 * the page. Shown only while it has the focus. The hash belongs to the router, so the link moves
 * the focus itself instead of following its address.
 */
export function SkipLink({ page }: { page: string }) {
  const { t } = useTranslation();
  const start = useRef<HTMLSpanElement>(null);
  // Each page is entered from the top, as a page load would be: after signing in or choosing a
  // menu entry the keyboard's next Tab is the skip link, not whatever followed the control that
  // was used (Chromium goes on from where a removed button stood). A page that put the focus into
  // itself keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change.
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && document.getElementById(MAIN_CONTENT_ID)?.contains(active)) return;
    start.current?.focus({ preventScroll: true });
  }, [page]);
  return (
    <>
      <span ref={start} tabIndex={-1} className="hris-focus-start" />
      <a
        className="hris-skip-link"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
        data-testid="skip-link"
      >
        {t('navbar.skipToContent')}
      </a>
    </>
  );
}

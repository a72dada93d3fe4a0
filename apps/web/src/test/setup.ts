import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FeedbackSlot } from '../feedback-slot';
import '../i18n';
import '../i18n/dayjs';

// The navigation bar (router/progress.ts) finishes on timers of its own that touch `document`: one
// still pending when a file's jsdom is gone failed a whole run ("document is not defined"). The bar
// is decoration, tested by sight: a no-op here.
vi.mock('nprogress', () => ({ default: { configure: () => {}, start: () => {}, done: () => {}, remove: () => {} } }));

// findBy… and waitFor wait 1 s by default: on a loaded 2-core CI machine antd's first render of
// a form can take longer. These are behaviour tests, not timings.
configure({ asyncUtilTimeout: 10_000 });

// Toasts and dialogs asked for outside React (feedback.ts) show in holders of the test's own, the
// app's <FeedbackSlot>: without it, antd's static functions render into a root nobody unmounts,
// whose close timers fire after the file's jsdom is gone ("window is not defined"). cleanup()
// unmounts the holders with their timers.
beforeEach(() => {
  render(createElement(FeedbackSlot));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

// antd reads these browser APIs that jsdom leaves out.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};

import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

/** Shows whether antd animates, as the components under AppProviders see it. */
function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('AppProviders', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws without animations for a user who asked the system for less motion', () => {
    prefersReducedMotion(true);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
  });

  it('animates otherwise', () => {
    prefersReducedMotion(false);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });
});

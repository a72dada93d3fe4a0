import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBars } from './StatusBars';

const counts = (month: string, waiting: number, transferring: number, success: number, failed: number) => ({
  month,
  waiting,
  transferring,
  success,
  failed,
  total: waiting + transferring + success + failed,
});

describe('StatusBars', () => {
  it('draws one stacked bar segment per non-zero status, labelled with the month and its total', () => {
    const { container } = render(
      <StatusBars
        months={[counts('2026-01', 1, 0, 4, 2), counts('2026-02', 0, 0, 0, 0), counts('2026-03', 0, 1, 0, 0)]}
      />,
    );
    expect(screen.getByTestId('transfer-sign-chart')).toBeTruthy();
    // 3 segments in January, none in February, 1 in March.
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['2026-01', '2026-02', '2026-03', '7', '1']));
    // Segments stack: the tallest total reaches the top of the axis (10 for a maximum of 7).
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights.slice(0, 3).reduce((a, b) => a + b, 0)).toBeCloseTo((7 / 10) * (220 - 16 - 28));
  });
});

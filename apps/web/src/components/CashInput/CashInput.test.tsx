import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CashInput, sanitizeCash } from './index';

function Field() {
  const [value, setValue] = useState('');
  return <CashInput aria-label="amount" value={value} onChange={setValue} />;
}

describe('CashInput', () => {
  it.each([
    ['12.50', '12.50'],
    ['¥1,234.5元', '1234.5'],
    ['abc', ''],
    ['1.2.3', '1.23'],
    ['-8', '8'],
    ['.5', '.5'],
  ])('sanitizeCash(%s) = %s', (input, expected) => {
    expect(sanitizeCash(input)).toBe(expected);
  });

  it('strips everything but digits and the dot as the user types', () => {
    render(<Field />);
    const input = screen.getByLabelText('amount');
    fireEvent.change(input, { target: { value: '￥88.8a' } });
    expect(input).toHaveValue('88.8');
  });
});

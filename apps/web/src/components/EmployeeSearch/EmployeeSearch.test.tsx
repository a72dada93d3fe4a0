import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeeSearch, employeeLabel } from './index';

describe('EmployeeSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function typeInto(text: string) {
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: text } });
  }

  it('searches 200 ms after the last keystroke, once, with the trimmed text', async () => {
    const search = vi.fn(async () => [{ name: '张三', employeeId: 'E1001', shopCode: 'SH001' }]);
    render(<EmployeeSearch search={search} />);
    typeInto('张');
    act(() => vi.advanceTimersByTime(150));
    typeInto('张三 ');
    act(() => vi.advanceTimersByTime(199));
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('张三');
    vi.useRealTimers();
    expect(await screen.findByText('张三-E1001')).toBeInTheDocument();
  });

  it('does not search for empty or blank text', () => {
    const search = vi.fn(async () => []);
    render(<EmployeeSearch search={search} />);
    typeInto('李');
    typeInto('   ');
    act(() => vi.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();
  });

  it('shows employees as name-employeeId', () => {
    expect(employeeLabel({ name: '王五', employeeId: 'E2002' })).toBe('王五-E2002');
  });
});

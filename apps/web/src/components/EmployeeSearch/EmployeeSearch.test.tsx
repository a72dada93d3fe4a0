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

  it('offers whom the process cannot be started for disabled, saying why: the status or the running work', async () => {
    const search = vi.fn(async () => [
      { name: '张三', employeeId: 'E1001', shopCode: 'SH001', blocked: null },
      { name: '李四', employeeId: 'E1002', shopCode: 'SH001', blocked: { status: 0 } },
      {
        name: '王五',
        employeeId: 'E1003',
        shopCode: 'SH001',
        blocked: { runningFlowNo: '39-000012', runningFlowName: '健康证发票报销' },
      },
    ]);
    const onChange = vi.fn();
    render(<EmployeeSearch search={search} onChange={onChange} />);
    typeInto('E100');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    vi.useRealTimers();
    const left = (await screen.findByText('当前状态为「离职」，不能发起此流程')).closest('.ant-select-item-option');
    expect(left).toHaveClass('ant-select-item-option-disabled');
    expect(left).toHaveTextContent('李四-E1002');
    const running = screen.getByText('已有进行中的「健康证发票报销」39-000012').closest('.ant-select-item-option');
    expect(running).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(running!);
    expect(onChange).not.toHaveBeenCalled();
    const free = screen.getByText('张三-E1001').closest('.ant-select-item-option');
    expect(free).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('shows employees as name-employeeId', () => {
    expect(employeeLabel({ name: '王五', employeeId: 'E2002' })).toBe('王五-E2002');
  });
});

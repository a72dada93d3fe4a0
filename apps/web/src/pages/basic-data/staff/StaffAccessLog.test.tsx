import { PrivacyPaths, type TPiiLogRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import { setLanguage } from '../../../i18n';
import { StaffAccessLog } from './StaffAccessLog';

/** The `n`th access to the person's data, newest first: reveals of the identity number, and one export. */
function logRow(n: number): TPiiLogRow {
  const exported = n === 3;
  return {
    id: 100 - n,
    createdTime: `2026-05-${String(30 - n).padStart(2, '0')}T02:00:00.000Z`,
    userName: `查看人${n}`,
    account: `hr${n}`,
    kind: exported ? 'export' : 'reveal',
    kindText: exported ? '导出敏感信息' : '查看明文',
    subjectText: '刘美芳（E100006）',
    fields: exported ? ['identityNumber', 'phone'] : ['identityNumber'],
    fieldsText: exported ? '身份证号码、手机号码' : '身份证号码',
    purpose: exported ? 'dispute' : 'verify',
    purposeText: exported ? '劳动争议处理' : '核对身份信息',
    reason: null,
    place: '员工信息',
    ip: null,
  };
}

/** A log of `total` rows, answered a page at a time as the server does. */
function mockLog(total: number) {
  const rows = Array.from({ length: total }, (_, i) => logRow(i + 1));
  return vi.spyOn(http, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path !== PrivacyPaths.getEmployeeAccessLog) return null;
    const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number };
    return { total, list: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) };
  });
}

function renderLog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StaffAccessLog employeeRef={7} />
    </QueryClientProvider>,
  );
}

describe('敏感信息查看记录 of a staff record', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => setLanguage('zh-CN'));
  });

  it('asks for a page of 10 and pages through the rest', async () => {
    const post = mockLog(23);
    renderLog();

    const table = await screen.findByTestId('staff-access-log');
    expect(await within(table).findByText('查看人1（hr1）')).toBeInTheDocument();
    expect(within(table).getByText('查看人10（hr10）')).toBeInTheDocument();
    expect(within(table).queryByText('查看人11（hr11）')).toBeNull();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    const exported = within(table).getByText('查看人3（hr3）').closest('tr') as HTMLElement;
    for (const text of ['导出敏感信息', '身份证号码、手机号码', '劳动争议处理']) {
      expect(within(exported).getByText(text)).toBeInTheDocument();
    }
    expect(post).toHaveBeenCalledWith(PrivacyPaths.getEmployeeAccessLog, {
      employeeRef: 7,
      pageIndex: 1,
      pageSize: 10,
    });

    fireEvent.click(screen.getByTitle('2'));
    expect(await within(table).findByText('查看人11（hr11）')).toBeInTheDocument();
    expect(within(table).queryByText('查看人1（hr1）')).toBeNull();
    expect(post).toHaveBeenLastCalledWith(PrivacyPaths.getEmployeeAccessLog, {
      employeeRef: 7,
      pageIndex: 2,
      pageSize: 10,
    });

    fireEvent.click(screen.getByTitle('3'));
    expect(await within(table).findByText('查看人23（hr23）')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByText(/^查看人\d+（hr\d+）$/)).toHaveLength(3));
  });

  it('shows no pager for a short log', async () => {
    mockLog(2);
    renderLog();
    expect(await screen.findByText('查看人2（hr2）')).toBeInTheDocument();
    expect(screen.queryByTitle('1')).toBeNull();
    expect(screen.queryByText('共 2 条')).toBeNull();
  });

  it('in English, names the purpose and the fields from the contract', async () => {
    await act(() => setLanguage('en-US'));
    mockLog(3);
    renderLog();

    const exported = (await screen.findByText('查看人3（hr3）')).closest('tr') as HTMLElement;
    for (const text of ['Sensitive export', 'Identity number, Phone number', 'Labour dispute']) {
      expect(within(exported).getByText(text)).toBeInTheDocument();
    }
    const revealed = screen.getByText('查看人1（hr1）').closest('tr') as HTMLElement;
    for (const text of ['Revealed', 'Identity number', 'Verify identity']) {
      expect(within(revealed).getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('核对身份信息')).toBeNull();
    expect(screen.getAllByText('Purpose').length).toBeGreaterThan(0);
  });
});

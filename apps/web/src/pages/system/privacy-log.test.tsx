import { PrivacyPaths, type TPiiLogRow } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import PrivacyLogListPage from './PrivacyLogList';

const ROWS: TPiiLogRow[] = [
  {
    id: 12,
    createdTime: '2026-05-06T02:30:00.000Z',
    userName: '陈静',
    account: 'east_hr',
    kind: 'reveal',
    kindText: '查看明文',
    subjectText: '刘美芳（E100006）',
    fieldsText: '身份证号码',
    purposeText: '核对身份信息',
    reason: null,
    place: '员工信息',
    ip: '10.0.0.8',
  },
  {
    id: 11,
    createdTime: '2026-05-05T08:00:00.000Z',
    userName: '王总',
    account: 'hq_hr',
    kind: 'export',
    kindText: '导出敏感信息',
    subjectText: '36人',
    fieldsText: '身份证号码、手机号码',
    purposeText: '其他',
    reason: '社保局年度核查',
    place: '导出员工',
    ip: null,
  },
];

describe('个人信息访问记录', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what is recorded and why, and lists who looked at whose data, how and why', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (path: string) => {
      if (path === PrivacyPaths.getAccessLogPageList) return { list: ROWS, total: 2 };
      return [];
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/system/privacyLog']}>
          <Routes>
            <Route path="/system/privacyLog" element={<PrivacyLogListPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const page = screen.getByTestId('privacy-log-list');
    expect(page).toHaveTextContent('依照《个人信息保护法》，处理敏感个人信息应当留存记录');
    const reveal = (await within(page).findByText('刘美芳（E100006）')).closest('tr') as HTMLElement;
    for (const text of ['陈静', '查看明文', '身份证号码', '核对身份信息', '员工信息', '10.0.0.8']) {
      expect(within(reveal).getByText(text)).toBeInTheDocument();
    }
    const exported = within(page).getByText('36人').closest('tr') as HTMLElement;
    for (const text of ['导出敏感信息', '身份证号码、手机号码', '其他', '社保局年度核查', '导出员工']) {
      expect(within(exported).getByText(text)).toBeInTheDocument();
    }
    for (const header of ['时间', '查看人', '方式', '个人信息主体', '字段', '原因', '说明']) {
      expect(within(page).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(post).toHaveBeenCalledWith(PrivacyPaths.getAccessLogPageList, { pageIndex: 1, pageSize: 10, filters: {} });
  });
});

import { performancePeriodText } from '@hris/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fieldRefusal, login, pickEmployee } from '../../test/factories';
import { periodText } from '../modules/basic-data/performance/performance.service';
import { languageOf } from './language';

describe('[HTTP][LANGUAGE] Accept-Language', () => {
  it('reads English only when the most preferred language is English', () => {
    expect(languageOf(undefined)).toBe('zh');
    expect(languageOf('')).toBe('zh');
    expect(languageOf('zh-CN')).toBe('zh');
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en');
    expect(languageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOf('fr-FR,en;q=0.5')).toBe('zh');
    expect(languageOf('zh;q=0.5, en;q=0.9')).toBe('en');
    expect(languageOf('*')).toBe('zh');
    expect(languageOf('english')).toBe('zh');
  });
});

describe('[HTTP][LANGUAGE] texts made from data', () => {
  it('names a review period as the contract does in Chinese, and in English', () => {
    for (const period of ['2026', '2026-H1', '2026-H2', '2026-Q1', '2026-Q3', '2026-Q4'])
      expect(periodText(period).render('zh')).toBe(performancePeriodText(period));
    expect(['2026', '2026-H2', '2026-Q3'].map((p) => periodText(p).render('en'))).toEqual([
      '2026',
      'H2 2026',
      'Q3 2026',
    ]);
  });
});

describe('[HTTP][LANGUAGE] messages in the request language', () => {
  let t: TestApp;
  let token: string;
  const CREATE = '/api/EmployeeContract/CreateEmployeeContract';

  beforeAll(async () => {
    t = await buildTestApp();
    token = await login(t, 'east_hr');
  });
  afterAll(async () => t?.close());

  async function post(url: string, payload: unknown, language?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { AccessToken: token, ...(language ? { 'Accept-Language': language } : {}) },
    });
    return res.json() as { code: number; msg: string; data: any };
  }

  it('refuses a contract ending before it begins in English for en-US, in Chinese otherwise', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const reversed = {
      employeeId: p.employeeId,
      contractType: 'fixed',
      beginDate: '2030-01-01',
      endDate: '2029-12-31',
    };
    const english = 'The contract cannot end before it begins';
    expect(await post(CREATE, reversed, 'en-US')).toEqual(fieldRefusal('endDate', '合同结束日期', english));
    const chinese = fieldRefusal('endDate', '合同结束日期', '合同结束日期不能早于开始日期');
    expect(await post(CREATE, reversed)).toEqual(chinese);
    expect(await post(CREATE, reversed, 'zh-CN')).toEqual(chinese);

    // A parameter that is itself a text (the contract type) follows the language too.
    const noEnd = { employeeId: p.employeeId, contractType: 'fixed', beginDate: '2030-01-01' };
    expect((await post(CREATE, noEnd, 'en-US')).msg).toBe('A fixed-term contract needs an end date');
    expect((await post(CREATE, noEnd)).msg).toBe('固定期限合同须填写合同结束日期');
  });

  it('writes success messages, the default one included, and the HTTP layer’s refusals in the language', async () => {
    const list = { pageIndex: 1, pageSize: 1 };
    expect((await post('/api/EmployeeContract/GetEmployeeContractList', list, 'en-US')).msg).toBe('Success');
    expect((await post('/api/EmployeeContract/GetEmployeeContractList', list)).msg).toBe('成功');
    expect((await post('/api/Nope/Nothing', {}, 'en-US')).msg).toBe('No such API: POST /api/Nope/Nothing');
    expect((await post('/api/Nope/Nothing', {})).msg).toBe('接口不存在：POST /api/Nope/Nothing');
    const notFound = await post('/api/EmployeeContract/GetEmployeeContractDetail', { id: 2_000_000_000 }, 'en-US');
    expect(notFound).toMatchObject({ code: 40401, msg: 'Contract not found' });
  });
});

import { businessToday } from '@hris/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';
import { download } from '../../test/factories';
import { staffEntryForm, storePositionId, todoOf } from '../../test/workflow-helpers';
import { sealedEquals } from '../db/pii-crypto';
import { employee } from '../db/schema';

/**
 * The business day is the day in China. At 02:00 in Beijing it is still the day before in UTC, so
 * a server computing "today" from UTC would date a record or a file one day early for eight hours
 * every night. The app takes no clock of its own here (the workflow's is not exposed by buildApp,
 * exports read the time themselves), so only Date is faked: timers and I/O run as usual.
 */
const BEIJING_2AM = new Date('2026-03-10T02:00:00+08:00');
const BEIJING_DAY = '2026-03-10';
const UTC_DAY = '2026-03-09';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEIJING_2AM);
  // Signed in under the faked clock, so the sessions' times agree with it.
  for (const account of ['sh001_hr', 'east_hr']) tok[account] = await login(t, account);
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

/** The file name of an attachment answer (RFC 6266 `filename*`, UTF-8). */
function fileNameOf(disposition: unknown): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(String(disposition))?.[1];
  return encoded ? decodeURIComponent(encoded) : '';
}

describe('[WF][DATES] at 02:00 Beijing time, 18:00 UTC the day before', () => {
  it('is the Beijing date in the business-date module, not the UTC one', () => {
    expect(businessToday(new Date(), 'UTC')).toBe(UTC_DAY);
    expect(businessToday()).toBe(BEIJING_DAY);
  });

  it('records the Beijing date as the leave date of a terminated onboarding', async () => {
    const form = staffEntryForm(await storePositionId(t));
    const started = await call(t, '/api/WF/StartWork', tok.sh001_hr, { flowId: 12, form });
    expect(started.body.code, started.body.msg).toBe(0);
    const todo = await todoOf(t, tok.east_hr, started.body.data.workId);
    const end = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: todo!.taskId,
      action: 'finish',
      opinion: '候选人放弃入职',
    });
    expect(end.body).toMatchObject({ code: 0, msg: '流程已终止' });
    const [person] = await t.db
      .select()
      .from(employee)
      .where(sealedEquals(employee.identityNumber, form.identityNumber));
    expect(person).toMatchObject({ status: 0, leaveType: '取消入职', leaveDate: BEIJING_DAY });
  });

  it('names an export after the Beijing date', async () => {
    const tasks = await download(t, '/api/Task/ExportCompletedTaskList', tok.sh001_hr, { pageIndex: 1, pageSize: 10 });
    expect(tasks.status).toBe(200);
    expect(fileNameOf(tasks.headers['content-disposition'])).toBe('已办任务_20260310.xlsx');
    // The basic-data exports share one writer and its own "today".
    const shops = await download(t, '/api/Shop/ExportShopList', tok.east_hr, { sortFieldName: 'shopCode' });
    expect(shops.status).toBe(200);
    expect(fileNameOf(shops.headers['content-disposition'])).toBe('门店信息_20260310.xlsx');
  });
});

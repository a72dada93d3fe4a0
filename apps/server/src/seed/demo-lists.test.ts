import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';
import { clearIdentityNumbers } from '../../test/pii-dump';
import { runJobTick } from '../workflow/jobs';
import { seedFullDemo } from './full-demo';

let t: TestApp;
beforeAll(async () => {
  // As a fresh `npm start` seeds an empty database (main.ts): the basic data too, dated from today.
  t = await buildTestApp({ seed: false });
  const now = new Date();
  await seedFullDemo(t.db, now, { filesDir: t.config.filesDir, dataDir: t.config.dataDir });
  // The job runner's first tick, which the server runs as it starts: today's automatic starts
  // (contract renewals, probation evaluations) are there when the first user signs in.
  await runJobTick(t.db, now, { dataDir: t.config.dataDir });
}, 300_000);
afterAll(async () => t?.close());

/** Lists a demo account has no rows in by design, and why (every other list must have rows). */
const EMPTY_BY_DESIGN: Record<string, string> = {
  '/api/Task/GetToDoTaskList': 'hq_hr keeps no to-dos in the demo: the e2e specs start from an empty list',
};

/**
 * Lists read as another demo account, and why: a role head-office HR does not hold, or a personal
 * list of what the caller started (in the demo the stores start the works and head office decides).
 */
const READER: Record<string, string> = {
  '/api/User/GetWeeklyNewHireList': 'sh001_hr',
  '/api/Task/GetMyStartedTaskList': 'bj001_hr',
};

describe('[SEED] the demo on a fresh start', () => {
  it('fills every list page of the product for head office (each list route, found from the app, has rows)', async () => {
    // Every paged list the server offers, called as head-office HR (as admin for the system pages
    // head-office HR may not open): none may greet a new user empty. The routes come from the app,
    // so the next list cannot be forgotten here.
    const hq = await login(t, 'hq_hr');
    const admin = await login(t, 'admin');
    const lists = t.app.hrisRoutes.filter((r) => r.method === 'POST' && /\/Get\w*List$/.test(r.url));
    expect(lists.length).toBeGreaterThan(30);
    const empty: string[] = [];
    for (const route of lists) {
      if (route.url in EMPTY_BY_DESIGN) continue;
      const page = { pageIndex: 1, pageSize: 10 };
      const reader = READER[route.url];
      let res = await call(t, route.url, reader ? await login(t, reader) : hq, page);
      if (res.body.code === 40301 || res.body.code === 40302) res = await call(t, route.url, admin, page);
      const data = res.body.data as { total?: number; list?: unknown[] } | unknown[] | null;
      // A list answered as an array (not paged) counts by its length.
      const total = Array.isArray(data) ? data.length : data && Array.isArray(data.list) ? data.total : undefined;
      if (res.body.code === 0 && total === undefined) continue; // not a list
      if (res.body.code !== 0 || !total) empty.push(`${route.url}: ${res.body.code} ${res.body.msg} (${total})`);
    }
    expect(empty).toEqual([]);
  });
});

describe('[SEED] personal data at rest', () => {
  it('a dump of the whole demo (works, documents, logs, outbox) shows no identity number in clear', async () => {
    expect(await clearIdentityNumbers(t)).toEqual({});
  });
});

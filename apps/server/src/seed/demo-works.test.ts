import { addDays, businessToday, REPORT_TREND_WEEKS, ReportPaths, weekRange } from '@hris/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';
import { work } from '../db/schema';
import { deduction } from '../processes/deduction/tables';
import { runAutoStart } from '../workflow/auto-start';
import { DEMO_REFERENCE_DATE } from './demo-data';
import { seedDemoWorks } from './demo-works';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

interface Report {
  rows: Record<string, unknown>[];
  totals: Record<string, unknown> | null;
  charts: { key: string; categories: string[]; series: { name: string; data: number[] }[] }[];
}

async function todos(account: string) {
  const { body } = await call(t, '/api/Task/GetToDoTaskList', await login(t, account), { pageIndex: 1, pageSize: 50 });
  return body.data as {
    total: number;
    list: { workId: number; nodeId: number; flowId: number; shopCode: string | null }[];
  };
}

describe('[SEED] demo approvals', () => {
  it('leaves to-dos for the 华北 and 西南 HRs, a returned form for its starter, and booked deductions', async () => {
    const summary = await seedDemoWorks(t.db, new Date('2026-11-21T09:00:00+08:00'));
    expect(summary).toEqual({
      running: 4,
      finished: 2,
      returned: 1,
      personnel: { running: 2, finished: 3, returned: 2, terminated: 2 },
      exits: {
        resignations: { running: 2, finished: 3, returned: 1, terminated: 1 },
        changes: { running: 1, finished: 1 },
        violations: { running: 1, finished: 2, terminated: 1 },
      },
      benefits: {
        welfare: { running: 1, finished: 2, terminated: 1 },
        insurance: { running: 1, finished: 1, terminated: 1, returned: 1 },
      },
      proofs: { running: 3, finished: 3, returned: 1, terminated: 1 },
      holidays: {
        closed: { finished: 2 },
        open: { regional: 1, headOffice: 1, confirmed: 1, returned: 1, terminated: 1 },
      },
      // Every active store employee, in turn 有效 ×3, 即将过期, 已过期, 缺失 (demo-health.ts).
      health: { valid: 369, expiring: 123, expired: 122, missing: 122, scans: 12 },
      healthFlows: {
        updates: { running: 1, finished: 1, terminated: 1 },
        invoices: { running: 1, finished: 2, terminated: 1 },
      },
      train: { projects: 5, sessions: 6, enrolments: 21, recorded: 18 },
      // No DATA_DIR given: the exports fail and say why (the server seeds with it: 2 succeed).
      interfaces: { succeeded: 0, failed: 4 },
      // E-mail on (to a local mail catcher) and a 钉钉 robot off; today's digest of every demo
      // account with an address and something in it (demo-interface.ts).
      notify: { channels: 2, digests: 16 },
      approval: { added: 1, copied: 1, phrases: 7 },
      // 保留期限: a leaver due within the notice, one held for a dispute, one anonymised (demo-privacy.ts).
      privacy: { due: 1, held: 1, anonymised: 1 },
      // 育儿假: a rule per province (浙江 two periods, 深圳 its own), a child for every third
      // employee in post since before this year (a second for every ninth), uses for some (demo-childcare.ts).
      childcare: { rules: 16, children: 262, uses: 48 },
      // 12 weeks of hires, leavers and store moves at eight stores (demo-reports.ts); the
      // resignations of 44 of those leavers and of the plan's 20 store leavers of those weeks.
      reports: { hires: 144, leavers: 48, resignations: 64, transfers: 17 },
      // Onboardings in progress at every step, 1 to 45 days old (demo-onboarding.ts).
      onboarding: { running: 10, steps: { 1200: 1, 1201: 2, 1202: 1, 1203: 3, 1204: 3 } },
    });

    const north = await todos('north_hr');
    // 华北 also revises the holiday list head office returned (2200), reviews an onboarding (1201)
    // and has two arrivals to confirm (1203).
    expect(north.total).toBe(15);
    expect(north.list.map((r) => r.nodeId).sort((x, y) => x - y)).toEqual([
      801, 801, 801, 1201, 1203, 1203, 1501, 1801, 2001, 2101, 2200, 2501, 2700, 3801, 3901,
    ]);
    // 西南: a deduction, an onboarding to review and an arrival to confirm, a warning to review,
    // the resignation the termination started, a store's holiday list to consolidate, a separation letter.
    const west = await todos('west_hr');
    expect(west.list.map((r) => r.nodeId).sort((x, y) => x - y)).toEqual([801, 1201, 1203, 1501, 2202, 2501, 3001]);
    // CD001's store HR has an onboarding back for a missing document (1200) besides the returned forms.
    const returned = await todos('cd001_hr');
    expect(returned.total).toBe(5);
    expect(returned.list.map((r) => r.nodeId).sort((x, y) => x - y)).toEqual([800, 1200, 1800, 2100, 2500]);
    // 总部薪酬: the income letter to verify.
    expect((await todos('hq_comp')).list.map((r) => r.nodeId)).toEqual([2502]);
    expect((await todos('bj001_hr')).list.map((r) => r.nodeId)).toEqual([1500]);
    expect((await todos('hq_hr_dir')).list.map((r) => r.nodeId)).toEqual([2803]);
    // Every state of the exit, benefit, letter and health flows, as the lists show them.
    const exits = await t.db
      .select()
      .from(work)
      .where(inArray(work.flowId, [15, 20, 21, 25, 28, 30, 38, 39]));
    for (const flowId of [15, 20, 21, 25, 30, 38, 39])
      expect(new Set(exits.filter((w) => w.flowId === flowId).map((w) => w.status))).toEqual(
        new Set(['running', 'finished', 'stopped']),
      );

    const finished = await t.db
      .select()
      .from(work)
      .where(and(eq(work.flowId, 8), eq(work.status, 'finished')));
    expect(finished).toHaveLength(2);
    const booked = await t.db
      .select()
      .from(deduction)
      .where(
        inArray(
          deduction.workId,
          finished.map((w) => w.id),
        ),
      );
    expect(booked.map((d) => d.deductionsMonth)).toEqual(['2026-11', '2026-11']);

    // The HRs of the regions the end-to-end specs work in have no to-do: their onboardings wait at
    // head office, which approves one (1202) and files three (1204) besides the holiday lists to
    // confirm (2203) and to finish when it closes the holiday (2204).
    for (const account of ['east_hr', 'south_hr', 'sh001_hr']) expect((await todos(account)).total).toBe(0);
    const hq = await todos('hq_hr');
    expect(hq.list.map((r) => [r.flowId, r.nodeId]).sort()).toEqual([
      [12, 1202],
      [12, 1204],
      [12, 1204],
      [12, 1204],
      [22, 2203],
      [22, 2204],
    ]);
  }, 180_000);

  it('gives HC上周待入职 a running onboarding in every age bucket, and most leavers of HC上周离职 a reason', async () => {
    const hq = await login(t, 'hq_hr');
    // The 12 weeks of the report demo (seeded as of 2026-11-21): 2026-08-24 to 2026-11-15.
    const monday = weekRange('2026-11-21').from;
    const period = { from: addDays(monday, -7 * REPORT_TREND_WEEKS), to: addDays(monday, -1) };
    const report = async (key: Parameters<typeof ReportPaths.get>[0], asked = period) => {
      const { body } = await call(t, ReportPaths.get(key), hq, asked);
      expect(body.code, body.msg).toBe(0);
      return body.data as Report;
    };

    // Today's onboardings by step and age (days since the start): a period reaching today.
    const today = businessToday();
    const pending = await report('toEntryweekly', { from: addDays(today, -6), to: today });
    const row = (stepName: string, d0_3: number, d4_7: number, d8_14: number, d15_30: number, d31: number) => ({
      stepName,
      d0_3,
      d4_7,
      d8_14,
      d15_30,
      d31,
      works: d0_3 + d4_7 + d8_14 + d15_30 + d31,
    });
    expect(pending.rows).toEqual([
      row('发起人修改', 0, 1, 0, 0, 0),
      row('区域HR审核', 2, 0, 0, 0, 0),
      row('总部HR审批', 0, 1, 0, 0, 0),
      row('区域HR确认到岗', 0, 0, 1, 1, 1),
      row('总部HR建档', 0, 0, 1, 1, 1),
    ]);
    expect(pending.totals).toMatchObject({ d0_3: 2, d4_7: 2, d8_14: 2, d15_30: 2, d31: 2, works: 10 });

    // The leavers of the 12 weeks: the 48 added and the plan's 23; all but 7 (four recorded without
    // a resignation, three office staff of the plan) have the reason of their resignation.
    const quit = await report('quitweekly');
    expect(quit.totals).toMatchObject({
      leavers: 71,
      type_resign: 55,
      type_passive: 6,
      type_negotiate: 7,
      type_other: 3,
    });
    const reasons = quit.charts.find((c) => c.key === 'reasons')!;
    const count = (name: string) =>
      reasons.series.find((x) => x.name === name)?.data.reduce((sum, n) => sum + n, 0) ?? 0;
    expect(count('未记录原因')).toBe(7);
    expect(reasons.series.length).toBe(22);
    expect(count('辞职·家庭原因')).toBe(7);
    expect(count('协商解除·合同到期不续签')).toBe(5);
  });
});

describe('[SEED] the system’s daily starts on the demo data', () => {
  it('gives every demo store HR a contract renewal to propose', async () => {
    const onReference = new Date(`${DEMO_REFERENCE_DATE}T09:00:00+08:00`);
    const result = await t.db.transaction((tx) => runAutoStart(tx, 14, onReference));
    expect(result.refused).toEqual([]);
    expect(result.started).toBeGreaterThanOrEqual(6);
    for (const account of ['sh001_hr', 'gz001_hr', 'hz001_hr', 'szn001_hr', 'bj001_hr', 'cd001_hr']) {
      const renewals = (await todos(account)).list.filter((r) => r.flowId === 14);
      expect(renewals.length, account).toBeGreaterThanOrEqual(1);
      expect(renewals.every((r) => r.nodeId === 1402)).toBe(true);
      // A work the system started names the person's store like any other.
      expect(
        renewals.every((r) => r.shopCode),
        account,
      ).toBe(true);
    }
  });

  it('starts the probation evaluations due, each with someone to evaluate it', async () => {
    const onReference = new Date(`${DEMO_REFERENCE_DATE}T09:00:00+08:00`);
    const result = await t.db.transaction((tx) => runAutoStart(tx, 13, onReference));
    expect(result.refused).toEqual([]);
    expect(result.started).toBeGreaterThanOrEqual(5);
  });
});

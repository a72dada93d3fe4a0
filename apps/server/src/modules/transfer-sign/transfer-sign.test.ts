// @postgres: two syncs at once (FOR UPDATE SKIP LOCKED); the platform's timeout
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRANSFER_SIGN_EXPORT_COLUMNS } from '@hris/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  call,
  download,
  login,
  pickEmployee,
  readSheet,
  shopByCode,
  tokenWithMenus,
  unitByCode,
} from '../../../test/factories';
import { startDeduction } from '../../../test/workflow-helpers';
import { job, shop } from '../../db/schema';
import { runDueJobs } from '../../workflow/jobs';
import { type EsignSettings, requestTransferContract, transferRequestId } from './esign-client';
import { queueTransferSigning } from './queue';
import { syncTransferSignings } from './sync';
import { transferSigning } from './tables';

const LIST = '/api/TransferSign/GetTransferSignPageList';
const RETRY = '/api/TransferSign/Retry';
const REPORT = '/api/TransferSign/GetTransferSignReport';

/** The e-signature platform as a test plays it: it signs once per Idempotency-Key. */
interface Platform {
  mode: 'ok' | 'refuse' | 'slow' | 'http500';
  /** Delay before answering, ms. */
  delayMs: number;
  /** Every request received: its key and body. */
  received: { key: string; body: Record<string, unknown> }[];
  /** Contracts created, by key. */
  contracts: Map<string, string>;
}

let t: TestApp;
let server: Server;
let baseUrl: string;
const platform: Platform = { mode: 'ok', delayMs: 0, received: [], contracts: new Map() };
const tok: Record<string, string> = {};

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    const key = String(req.headers['idempotency-key'] ?? '');
    platform.received.push({ key, body });
    if (platform.delayMs > 0) await new Promise((r) => setTimeout(r, platform.delayMs));
    if (res.destroyed) return;
    if (platform.mode === 'http500') {
      res.writeHead(500).end('oops');
      return;
    }
    if (platform.mode === 'refuse') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 4001, msg: '身份证号与姓名不符', data: null }));
      return;
    }
    let contractId = platform.contracts.get(key);
    if (!contractId) {
      contractId = `C-${platform.contracts.size + 1}`;
      platform.contracts.set(key, contractId);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 0, msg: 'ok', data: { contractId } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp();
  tok.hq = await login(t, 'hq_hr');
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await t?.close();
});

beforeEach(() => {
  Object.assign(platform, { mode: 'ok', delayMs: 0, received: [], contracts: new Map() });
});

const esign = (): EsignSettings => ({ baseUrl, timeoutMs: 2_000 });

let skip = 0;
/** A fresh record: an active SH001 employee moving to HZ001 (another employing entity). */
async function queued(options: { from?: string; to?: string; workId?: number | null } = {}) {
  const from = await shopByCode(t, options.from ?? 'SH001');
  const to = await shopByCode(t, options.to ?? 'HZ001');
  const person = await pickEmployee(t, { shopCode: from.code, status: 1, skip: skip++ % 20 });
  const id = await t.db.transaction((tx) =>
    queueTransferSigning(tx, {
      workId: options.workId ?? null,
      employeeRef: person.id,
      fromShopId: from.id,
      toShopId: to.id,
      effectiveDate: '2026-11-01',
    }),
  );
  return { id, person };
}

async function record(id: number) {
  const [row] = await t.db.select().from(transferSigning).where(eq(transferSigning.id, id));
  return row;
}

/** Leaves nothing waiting from earlier tests, so each sync sees only its own records. */
async function settleAll() {
  await t.db
    .update(transferSigning)
    .set({ status: 3 })
    .where(inArray(transferSigning.status, [1, 2]));
}

describe('[TRANSFER-SIGN] queue', () => {
  it('records a transfer only between different employing entities, once per work', async () => {
    const sh1 = await shopByCode(t, 'SH001');
    const sh2 = await shopByCode(t, 'SH002');
    const hz1 = await shopByCode(t, 'HZ001');
    expect(sh1.employingEntity).toBe(sh2.employingEntity);
    expect(hz1.employingEntity).not.toBe(sh1.employingEntity);

    const same = await queued({ from: 'SH001', to: 'SH002' });
    expect(same.id).toBeNull();

    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 3 });
    const workId = (await startDeduction(t, await login(t, 'sh001_hr'), person.employeeId)).body.data.workId as number;
    const jobsBefore = await t.db
      .select()
      .from(job)
      .where(and(eq(job.kind, 'transferSign.sync'), isNull(job.doneAt)));
    const first = await queued({ workId });
    const again = await queued({ workId });
    expect(first.id).toEqual(expect.any(Number));
    expect(again.id).toBeNull();
    const rows = await t.db.select().from(transferSigning).where(eq(transferSigning.workId, workId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 1,
      attempts: 0,
      fromEntity: sh1.employingEntity,
      toEntity: hz1.employingEntity,
      effectiveDate: '2026-11-01',
    });
    // In scope where the employee now works: the destination store's path.
    expect(rows[0].orgPath.endsWith(`/${hz1.orgUnitId}/`)).toBe(true);
    const jobsAfter = await t.db
      .select()
      .from(job)
      .where(and(eq(job.kind, 'transferSign.sync'), isNull(job.doneAt)));
    expect(jobsAfter.length).toBe(jobsBefore.length + 1);

    // A store without an employing entity: nothing to sign.
    await t.db.update(shop).set({ employingEntity: '' }).where(eq(shop.id, hz1.id));
    expect((await queued()).id).toBeNull();
    await t.db.update(shop).set({ employingEntity: hz1.employingEntity }).where(eq(shop.id, hz1.id));
  });
});

describe('[TRANSFER-SIGN] sync with the e-signature platform', () => {
  beforeEach(settleAll);

  it('signs: status 3 with the contract id, the request carries the person and a stable key', async () => {
    const { id, person } = await queued();
    const summary = await syncTransferSignings(t.db, esign());
    expect(summary).toMatchObject({ sent: 1, succeeded: 1, failed: 0 });
    const row = await record(id as number);
    expect(row).toMatchObject({ status: 3, externalId: 'C-1', message: '转签成功', attempts: 1 });
    expect(row.syncedAt).toBeInstanceOf(Date);
    expect(row.requestedAt).toBeInstanceOf(Date);
    expect(platform.received).toHaveLength(1);
    expect(platform.received[0].key).toBe(`hris-transfer-${id}`);
    expect(platform.received[0].body).toMatchObject({
      requestId: `hris-transfer-${id}`,
      employeeId: person.employeeId,
      name: person.name,
      identityNumber: expect.stringMatching(/^\d{17}[\dX]$/),
      effectiveDate: '2026-11-01',
      fromEntity: expect.any(String),
      toEntity: expect.any(String),
    });
  });

  it('a refusal of the platform: status 4 with its message', async () => {
    platform.mode = 'refuse';
    const { id } = await queued();
    await syncTransferSignings(t.db, esign());
    expect(await record(id as number)).toMatchObject({ status: 4, message: '身份证号与姓名不符', externalId: null });
  });

  it('an HTTP error: status 4 with a Chinese message', async () => {
    platform.mode = 'http500';
    const { id } = await queued();
    await syncTransferSignings(t.db, esign());
    expect(await record(id as number)).toMatchObject({ status: 4, message: '电子签平台返回错误（HTTP 500）' });
  });

  it('[PG] no answer within the timeout: status 4 with the timeout message', async () => {
    platform.delayMs = 1_000;
    const { id } = await queued();
    const began = Date.now();
    await syncTransferSignings(t.db, { baseUrl, timeoutMs: 200 });
    expect(Date.now() - began).toBeLessThan(900);
    expect(await record(id as number)).toMatchObject({ status: 4, message: '电子签平台无响应（超时0.2秒）' });
  });

  it('without ESIGN_BASE_URL nothing is sent: records stay waiting and say why', async () => {
    const { id } = await queued();
    const summary = await syncTransferSignings(t.db, { timeoutMs: 10_000 });
    expect(summary.sent).toBe(0);
    expect(platform.received).toHaveLength(0);
    expect(await record(id as number)).toMatchObject({
      status: 1,
      attempts: 0,
      message: '电子签平台未配置，请联系系统管理员（待同步）',
    });
    // The list shows it.
    const list = await call(t, LIST, tok.hq, { filters: { status: { search: '1' } } });
    expect(list.body.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({
      statusText: '待同步',
      message: '电子签平台未配置，请联系系统管理员（待同步）',
    });
  });

  it('a record left in status 2 by a crash is sent again with the same key and signed once', async () => {
    const { id } = await queued();
    const claimedAt = new Date();
    // A server claimed it, committed, sent it (the platform signed) and died before the answer was written.
    await t.db
      .update(transferSigning)
      .set({ status: 2, requestedAt: claimedAt, attempts: 1 })
      .where(eq(transferSigning.id, id as number));
    const first = await requestTransferContract(
      { baseUrl, timeoutMs: 2_000 },
      {
        requestId: transferRequestId(id as number),
        employeeId: 'x',
        name: 'x',
        identityNumber: 'x',
        fromEntity: 'x',
        toEntity: 'x',
        effectiveDate: '2026-11-01',
      },
    );
    expect(first).toEqual({ ok: true, contractId: 'C-1' });

    // Not yet stuck: a sync right after leaves it alone (its call may still be running).
    expect((await syncTransferSignings(t.db, esign(), new Date(claimedAt.getTime() + 60_000))).sent).toBe(0);
    expect((await record(id as number)).status).toBe(2);

    // Stuck past the limit: sent again, same key; the platform signs nothing twice.
    const later = new Date(claimedAt.getTime() + 11 * 60_000);
    expect((await syncTransferSignings(t.db, esign(), later)).sent).toBe(1);
    expect(platform.received.map((r) => r.key)).toEqual([`hris-transfer-${id}`, `hris-transfer-${id}`]);
    expect(platform.contracts.size).toBe(1);
    expect(await record(id as number)).toMatchObject({ status: 3, externalId: 'C-1', attempts: 2 });
  });

  it('[PG] two syncs at once never send a record twice', async () => {
    platform.delayMs = 100;
    const ids = [(await queued()).id, (await queued()).id, (await queued()).id] as number[];
    const [a, b] = await Promise.all([
      syncTransferSignings(t.db, esign(), new Date(), { batchSize: 2 }),
      syncTransferSignings(t.db, esign(), new Date(), { batchSize: 2 }),
    ]);
    expect(a.sent + b.sent).toBe(3);
    const keys = platform.received.map((r) => r.key).sort();
    expect(keys).toEqual(ids.map(transferRequestId).sort());
    for (const id of ids) expect(await record(id)).toMatchObject({ status: 3, attempts: 1 });
  });
});

describe('[TRANSFER-SIGN] list, retry, export, report', () => {
  let east: { token: string };
  let north: { token: string };
  let bjStoreHr: { token: string };
  let readOnly: { token: string };
  let eastIds: number[];
  let northId: number;

  beforeAll(async () => {
    await settleAll();
    east = await tokenWithMenus(t, { menus: { transferList: 1 }, scopeKind: 'org', unitCode: 'REG-EAST' });
    north = await tokenWithMenus(t, { menus: { transferList: 1 }, scopeKind: 'org', unitCode: 'REG-NORTH' });
    bjStoreHr = await tokenWithMenus(t, { menus: { transferList: 1 }, scopeKind: 'store', unitCode: 'BJ001' });
    readOnly = await tokenWithMenus(t, { menus: { transferList: 0 }, scopeKind: 'all' });
    platform.mode = 'refuse';
    eastIds = [(await queued()).id, (await queued()).id] as number[];
    northId = (await queued({ from: 'SH001', to: 'BJ001' })).id as number;
    await syncTransferSignings(t.db, esign());
  });

  it('[PG] shows a regional HR only the records of their region, filtered and sorted', async () => {
    const eastList = await call(t, LIST, east.token, { pageSize: 100 });
    expect(eastList.body.code).toBe(0);
    const seen = eastList.body.data.list.map((r: { id: number }) => r.id);
    expect(seen).toEqual(expect.arrayContaining(eastIds));
    expect(seen).not.toContain(northId);
    const northList = await call(t, LIST, north.token, { pageSize: 100 });
    expect(northList.body.data.list.map((r: { id: number }) => r.id)).toEqual([northId]);
    expect(northList.body.data.list[0]).toMatchObject({
      status: 4,
      statusText: '转签失败',
      toShopCode: 'BJ001',
      fromShopCode: 'SH001',
      toEntity: '优品零售（北京）有限公司',
      message: '身份证号与姓名不符',
      attempts: 1,
      workId: null,
      employeeLabel: expect.stringMatching(/^.+-.+$/),
    });

    const [one] = await t.db.select().from(transferSigning).where(eq(transferSigning.id, eastIds[0]));
    const person = northList.body.data.list[0];
    const filtered = await call(t, LIST, tok.hq, {
      filters: {
        status: { search: '4' },
        employee: { search: person.employeeId },
        toEntity: { search: '北京' },
        shop: { search: 'BJ001' },
        createdTime: { search: '2000-01-01', searchTwo: '2100-01-01' },
      },
    });
    expect(filtered.body.data.list.map((r: { id: number }) => r.id)).toEqual([northId]);
    const byName = await call(t, LIST, tok.hq, { filters: { employee: { search: person.employeeName } } });
    expect(byName.body.data.list.map((r: { id: number }) => r.id)).toContain(northId);
    expect(one.status).toBe(4);
    const none = await call(t, LIST, tok.hq, {
      filters: { createdTime: { search: '2000-01-01', searchTwo: '2000-12-31' } },
    });
    expect(none.body.data.total).toBe(0);
    const sorted = await call(t, LIST, tok.hq, { sortFieldName: 'employeeId', sortDirection: 'asc', pageSize: 100 });
    const numbers = sorted.body.data.list.map((r: { employeeId: string }) => r.employeeId);
    expect(numbers).toEqual([...numbers].sort());

    // Bad input is a validation error, never a 500.
    for (const body of [{ pageSize: 30 }, { filters: { status: { search: '9' } } }, { sortFieldName: 'nope' }]) {
      const res = await call(t, LIST, tok.hq, body);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(40001);
    }
  });

  it('retry refuses records outside the scope and changes nothing', async () => {
    const before = await record(eastIds[0]);
    const refused = await call(t, RETRY, bjStoreHr.token, { ids: [northId, eastIds[0]] });
    expect(refused.body.code).toBe(40303);
    expect(refused.body.msg).toBe('该转签记录不在您的数据范围内，未做任何更改');
    expect(await record(eastIds[0])).toEqual(before);
    expect((await record(northId)).status).toBe(4);

    const readOnlyAnswer = await call(t, RETRY, readOnly.token, { ids: [northId] });
    expect(readOnlyAnswer.body.code).toBe(40302);
    expect((await call(t, RETRY, tok.hq, { ids: [] })).body.code).toBe(40001);
    expect((await call(t, RETRY, tok.hq, { ids: Array.from({ length: 201 }, (_, i) => i + 1) })).body.code).toBe(40001);
    const unknown = await call(t, RETRY, tok.hq, { ids: [northId, 999_999] });
    expect(unknown.body).toMatchObject({ code: 40401, msg: '转签记录（编号：999999）不存在，未做任何更改' });
    expect((await record(northId)).status).toBe(4);
  });

  it('retry puts failed records back to waiting, keeps the send count and a job sends them', async () => {
    await t.db.update(transferSigning).set({ status: 3 }).where(eq(transferSigning.id, eastIds[1]));
    const res = await call(t, RETRY, bjStoreHr.token, { ids: [northId] });
    expect(res.body).toMatchObject({ code: 0, data: { retried: 1, skipped: 0 } });
    expect(await record(northId)).toMatchObject({ status: 1, attempts: 1, message: '已重新提交，待同步' });
    const mixed = await call(t, RETRY, east.token, { ids: [eastIds[0], eastIds[1]] });
    expect(mixed.body).toMatchObject({
      code: 0,
      msg: '已重新提交同步 1 条，跳过 1 条（转签中或已成功）',
      data: { retried: 1, skipped: 1 },
    });

    platform.mode = 'ok';
    await runDueJobs(t.db, new Date(), 50, { esign: esign() });
    expect(await record(northId)).toMatchObject({ status: 3, attempts: 2, externalId: expect.any(String) });
    expect(await record(eastIds[0])).toMatchObject({ status: 3, attempts: 2 });
    const pending = await t.db
      .select()
      .from(job)
      .where(and(eq(job.kind, 'transferSign.sync'), isNull(job.doneAt)));
    expect(pending).toHaveLength(0);
  });

  it('exports the filtered rows as .xlsx', async () => {
    const list = await call(t, LIST, east.token, { pageSize: 100 });
    const res = await download(t, '/api/TransferSign/ExportTransferSignPageList', east.token, {});
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(TRANSFER_SIGN_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows.length - 1).toBe(list.body.data.total);
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(ids).toEqual(list.body.data.list.map((r: { id: number }) => r.id));
    expect(rows[1][1]).toBe(list.body.data.list[0].statusText);
  });

  it('[PG] reports counts per month, status and entity that agree with the list', async () => {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    const res = await call(t, REPORT, tok.hq, { period: { kind: 'month', from: month, to: month } });
    expect(res.body.code).toBe(0);
    const report = res.body.data;
    const first = `${month}-01`;
    const listed = async (filters: Record<string, unknown>, token = tok.hq) =>
      (
        await call(t, LIST, token, {
          filters: { createdTime: { search: first, searchTwo: '2100-01-01' }, ...filters },
        })
      ).body.data.total as number;
    expect(report.months).toEqual([expect.objectContaining({ month, total: report.totals.total })]);
    expect(report.totals.total).toBe(await listed({}));
    expect(report.totals.success).toBe(await listed({ status: { search: '3' } }));
    expect(report.totals.failed).toBe(await listed({ status: { search: '4' } }));
    expect(report.totals.waiting).toBe(await listed({ status: { search: '1' } }));
    const beijing = report.byToEntity.find((e: { entity: string }) => e.entity === '优品零售（北京）有限公司');
    expect(beijing.total).toBe(await listed({ toEntity: { search: '优品零售（北京）有限公司' } }));
    const sum = (list: { total: number }[]) => list.reduce((n, e) => n + e.total, 0);
    expect(sum(report.byToEntity)).toBe(report.totals.total);
    expect(sum(report.byFromEntity)).toBe(report.totals.total);

    // Scope and region.
    const northReport = (await call(t, REPORT, north.token, { period: { kind: 'month', from: month, to: month } })).body
      .data;
    expect(northReport.totals.total).toBe(await listed({}, north.token));
    const eastRegion = await unitByCode(t, 'REG-EAST');
    const eastOnly = (
      await call(t, REPORT, tok.hq, {
        period: { kind: 'date', from: first, to: '2100-01-01' },
        regionId: eastRegion.id,
      })
    ).body;
    expect(eastOnly.code).toBe(40001); // longer than 36 months
    const eastReport = (
      await call(t, REPORT, tok.hq, { period: { kind: 'month', from: month, to: month }, regionId: eastRegion.id })
    ).body.data;
    expect(eastReport.totals.total).toBe(await listed({}, east.token));

    // Bad periods are refused in Chinese.
    const reversed = await call(t, REPORT, tok.hq, { period: { kind: 'month', from: '2026-05', to: '2026-01' } });
    expect(reversed.body).toMatchObject({ code: 40001, msg: '统计期间的开始不能晚于结束' });
    const badMonth = await call(t, REPORT, tok.hq, { period: { kind: 'month', from: '2026-13', to: '2026-14' } });
    expect(badMonth.status).toBe(200);
    expect(badMonth.body.code).toBe(40001);

    const file = await download(t, '/api/TransferSign/ExportTransferSignReport', tok.hq, {
      period: { kind: 'month', from: month, to: month },
    });
    expect(file.status).toBe(200);
    const sheet = await readSheet(file.body);
    expect(sheet[0]).toEqual(['月份', '待同步', '转签中', '转签成功', '转签失败', '合计']);
    const t1 = report.totals;
    expect(sheet[1]).toEqual([month, t1.waiting, t1.transferring, t1.success, t1.failed, t1.total].map(String));
  });
});

describe('[TRANSFER-SIGN] demo data', () => {
  it('seeds records in every status for real demo people, in scope of their new store', async () => {
    const { seedDemoTransferSigns } = await import('../../seed/demo-transfer-sign');
    const before = (await call(t, LIST, tok.hq, {})).body.data.total as number;
    const made = await t.db.transaction((tx) => seedDemoTransferSigns(tx, '2026-06-30'));
    expect(made).toBe(36);
    const list = await call(t, LIST, tok.hq, { pageSize: 100 });
    expect(list.body.data.total).toBe(before + 36);
    for (const status of [1, 2, 3, 4]) {
      const rows = await call(t, LIST, tok.hq, {
        filters: { status: { search: String(status) }, createdTime: { search: '2026-01-01', searchTwo: '2026-06-30' } },
      });
      expect(rows.body.data.total, `status ${status}`).toBeGreaterThan(0);
    }
    const waiting = await call(t, LIST, tok.hq, {
      filters: { status: { search: '1' }, createdTime: { search: '2026-01-01', searchTwo: '2026-06-30' } },
    });
    expect(waiting.body.data.list[0].message).toBe('电子签平台未配置，请联系系统管理员（待同步）');
    const report = await call(t, REPORT, tok.hq, { period: { kind: 'month', from: '2026-01', to: '2026-06' } });
    expect(report.body.data.months).toHaveLength(6);
    expect(report.body.data.totals.total).toBe(36);
  });
});

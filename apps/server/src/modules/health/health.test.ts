import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import {
  buildEmployee,
  buildStore,
  buildUser,
  download,
  readSheet,
  tokenWithMenus,
  upload,
} from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, unreadMessages } from '../../../test/workflow-helpers';
import { employee, job, systemLog } from '../../db/schema';
import { runDueJobs, scheduleDailyJobs } from '../../workflow/jobs';
import { samples } from '../file/test-files';
import { HEALTH_EXPIRY_JOB } from './expiry';
import { healthCertificate } from './tables';

const API = '/api/HealthCertificates';
const LIST = `${API}/GetHealthCertificatesPageList`;
const CREATE = `${API}/CreateHealthCertificates`;
const DETAIL = `${API}/GetHealthCertificatesDetail`;
const DELETE = `${API}/DeleteHealthCertificates`;
const UPLOAD = `${API}/UploadHealthCertificates`;
const EXPORT = `${API}/ExportHealthCertificatesPageList`;
const PICKER = `${API}/GetEmployeeInfo`;
const ZIP = '/api/File/DownloadZipFileForHealth';
const URLS = '/api/File/BatchGetFileDownloadUrl';
const COUNTS = '/api/Dashboard/GetExpiringCounts';

let t: TestApp;
let team: StoreTeam;
/** A second store of the same region (the regional HR sees both, each store HR their own). */
let other: { store: Awaited<ReturnType<typeof buildStore>>; hr: Awaited<ReturnType<typeof buildUser>> };
const today = businessToday();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t, { employees: 5 });
  const store = await buildStore(t, { regionId: team.store.region.id });
  other = { store, hr: await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] }) };
  await buildEmployee(t, { shopId: store.id, name: '邻店员工' });
}, 120_000);
afterAll(async () => t?.close());

const person = (i: number) => team.employees[i];

async function scan(token: string, name = 'scan.pdf', content = samples.pdf()) {
  const res = await upload(t, UPLOAD, token, { name, content });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.id as number;
}

async function register(token: string, employeeId: string, start: string, end: string, extra = {}) {
  return call(t, CREATE, token, { employeeId, healthStartDate: start, healthEndDate: end, ...extra });
}

const filter = (search: string, searchTwo?: string) => ({ search, searchTwo: searchTwo ?? null, isSearch: true });

describe('[HEALTH][REGISTRY] certificates, statuses and scope', () => {
  it('registers a certificate with its scan and shows the employee as 有效 with it', async () => {
    const attachmentId = await scan(team.storeHr.token);
    const res = await register(team.storeHr.token, person(0).employeeId, day(-30), day(335), {
      remark: '体检中心A',
      attachmentId,
    });
    expect(res.body).toMatchObject({ code: 0, msg: '健康证已登记' });
    const list = await call(t, LIST, team.storeHr.token, { filters: { employeeId: filter(person(0).employeeId) } });
    expect(list.body.data.total).toBe(1);
    const [row] = list.body.data.list;
    expect(row).toMatchObject({
      employeeId: person(0).employeeId,
      status: 'valid',
      statusText: '有效',
      daysLeft: 335,
      certificate: { healthStartDate: day(-30), healthEndDate: day(335), remark: '体检中心A' },
    });
    expect(row.certificate.attachment).toMatchObject({ id: attachmentId, fileName: 'scan.pdf' });
  });

  it('refuses an end before the start, an overlapping period and a person of another store', async () => {
    const id = person(0).employeeId;
    expect((await register(team.storeHr.token, id, day(10), day(5))).body).toMatchObject({
      code: 40001,
      msg: '健康证结束日期不能早于开始日期',
      data: { fields: [{ field: 'healthEndDate' }] },
    });
    const overlap = await register(team.storeHr.token, id, day(300), day(600));
    expect(overlap.body.code).toBe(40001);
    expect(overlap.body.msg).toBe(`${person(0).name}-${id}已有${day(-30)}至${day(335)}的健康证，有效期不能重叠`);
    const outside = await register(other.hr.token, id, day(400), day(700));
    expect(outside.body.code).toBe(40401);
  });

  it('needs the edit grant to write, and only the caller’s own unattached upload', async () => {
    const reader = await tokenWithMenus(t, { menus: { HealthOfList: 0 }, scopeKind: 'all' });
    expect((await register(reader.token, person(1).employeeId, day(0), day(100))).body.code).toBe(40302);
    const foreign = await scan(team.storeHr2.token, 'other.pdf');
    const res = await register(team.storeHr.token, person(1).employeeId, day(0), day(100), { attachmentId: foreign });
    expect(res.body.code).toBe(40303);
    expect(res.body.msg).toContain('other.pdf');
  });

  it('takes scans as images or PDF only', async () => {
    const bad = await upload(t, UPLOAD, team.storeHr.token, { name: 'a.docx', content: samples.docx() });
    expect(bad.body).toMatchObject({ code: 40001, msg: '文件格式错误仅限jpg、jpeg、png、pdf格式' });
    expect(await scan(team.storeHr.token, 'photo.png', samples.png())).toBeGreaterThan(0);
  });

  it('lists every active store employee once with 即将过期, 已过期 and 缺失, missing first, in scope', async () => {
    await register(team.storeHr.token, person(1).employeeId, day(-340), day(20));
    await register(team.storeHr.token, person(2).employeeId, day(-400), day(-35));
    await register(team.storeHr.token, person(2).employeeId, day(-34), day(-1));
    const list = await call(t, LIST, team.storeHr.token, { pageSize: 50 });
    expect(list.body.code).toBe(0);
    const rows = list.body.data.list as { employeeId: string; status: string; daysLeft: number | null }[];
    expect(rows.map((r) => [r.employeeId, r.status])).toEqual([
      [person(3).employeeId, 'missing'],
      [person(4).employeeId, 'missing'],
      [person(2).employeeId, 'expired'],
      [person(1).employeeId, 'expiring'],
      [person(0).employeeId, 'valid'],
    ]);
    expect(rows[2].daysLeft).toBe(-1);
    // The regional HR sees both stores; the neighbour's HR only theirs.
    const region = await call(t, LIST, team.regionHr.token, { pageSize: 50 });
    expect(region.body.data.total).toBe(6);
    const neighbour = await call(t, LIST, other.hr.token, {});
    expect(neighbour.body.data.list.map((r: { employeeName: string }) => r.employeeName)).toEqual(['邻店员工']);
  });

  it('filters by status (several), end date range, store and region, and sorts by 工号', async () => {
    const ask = async (filters: Record<string, unknown>, extra = {}) =>
      (await call(t, LIST, team.regionHr.token, { filters, pageSize: 50, ...extra })).body;
    const expired = await ask({ status: filter('expired,expiring') });
    expect(expired.data.list.map((r: { employeeId: string }) => r.employeeId).sort()).toEqual(
      [person(1).employeeId, person(2).employeeId].sort(),
    );
    const missing = await ask({ status: filter('missing'), shopCode: filter(team.store.code) });
    expect(missing.data.total).toBe(2);
    const ending = await ask({ endDate: filter(day(0), day(400)) });
    expect(ending.data.list.map((r: { employeeId: string }) => r.employeeId)).toEqual([
      person(1).employeeId,
      person(0).employeeId,
    ]);
    const region = await ask(
      { regionId: filter(String(team.store.region.id)) },
      { sortFieldName: 'employeeId', sortDirection: 'desc' },
    );
    const ids = region.data.list.map((r: { employeeId: string }) => r.employeeId);
    expect(ids).toEqual([...ids].sort().reverse());
    expect((await ask({ status: filter('lost') })).code).toBe(40001);
  });

  it('exports the filtered rows as .xlsx and logs it', async () => {
    const res = await download(t, EXPORT, team.storeHr.token, { filters: { status: filter('valid,expiring') } });
    expect(res.status).toBe(200);
    const rows = await readSheet(res.body);
    expect(rows[0].slice(0, 8)).toEqual([
      '工号',
      '姓名',
      '门店编码',
      '门店名称',
      '区域',
      '状态',
      '健康证开始日期',
      '健康证结束日期',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[5], r[7]])).toEqual([
      [person(1).employeeId, '即将过期', day(20)],
      [person(0).employeeId, '有效', day(335)],
    ]);
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'health.export'));
    expect(logs.length).toBeGreaterThan(0);
  });

  it('shows an employee’s history, corrects one certificate and soft-deletes another (logged)', async () => {
    const id = person(2).employeeId;
    const detail = await call(t, DETAIL, team.storeHr.token, { employeeId: id });
    expect(detail.body.data).toMatchObject({ status: 'expired', isActiveStoreEmployee: true });
    const [latest, earlier] = detail.body.data.certificates;
    expect([latest.healthEndDate, earlier.healthEndDate]).toEqual([day(-1), day(-35)]);

    const fix = await register(team.storeHr.token, id, day(-34), day(330), { id: latest.id, remark: '补录' });
    expect(fix.body).toMatchObject({ code: 0, msg: '健康证已修改' });
    const moved = await register(team.storeHr.token, person(3).employeeId, day(0), day(10), { id: latest.id });
    expect(moved.body.msg).toBe(`该健康证属于${id}，不能改为其他员工`);

    expect((await call(t, DELETE, other.hr.token, { id: latest.id })).body.code).toBe(40303);
    const del = await call(t, DELETE, team.storeHr.token, { id: latest.id });
    expect(del.body).toMatchObject({ code: 0, msg: '健康证已删除' });
    const after = await call(t, DETAIL, team.storeHr.token, { employeeId: id });
    expect(after.body.data.status).toBe('expired');
    expect(after.body.data.certificates.map((c: { id: number }) => c.id)).toEqual([earlier.id]);
    const [kept] = await t.db.select().from(healthCertificate).where(eq(healthCertificate.id, latest.id));
    expect(kept.deletedAt).not.toBeNull();
    expect(kept.deletedBy).toBe(team.storeHr.id);
    const [log] = await t.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, 'health.delete'), eq(systemLog.target, `employee:${id}`)));
    expect(log.summary).toMatchObject({ id: latest.id, start: day(-34), end: day(330) });
    expect((await call(t, DELETE, team.storeHr.token, { id: latest.id })).body.code).toBe(40401);
  });

  it('offers the picker the active store employees of the scope only', async () => {
    const mine = await call(t, PICKER, team.storeHr.token, { keyword: '测试员工' });
    expect(mine.body.data.length).toBe(5);
    expect(mine.body.data.every((e: { shopCode: string }) => e.shopCode === team.store.code)).toBe(true);
    const theirs = await call(t, PICKER, other.hr.token, { keyword: person(0).employeeId });
    expect(theirs.body.data).toEqual([]);
  });
});

describe('[HEALTH][FILES] zip download and batch links', () => {
  it('zips the chosen certificates’ scans as 工号-姓名-有效期.ext, suffixing equal names', async () => {
    const e = person(3);
    const a = await scan(team.storeHr.token, '扫描件.PDF');
    const b = await scan(team.storeHr.token, 'x.png', samples.png());
    const first = await register(team.storeHr.token, e.employeeId, day(-400), day(-200), { attachmentId: a });
    const second = await register(team.storeHr.token, e.employeeId, day(-199), day(160), { attachmentId: b });
    const res = await download(t, ZIP, team.storeHr.token, { ids: [first.body.data.id, second.body.data.id] });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.body);
    const compact = (d: string) => d.replaceAll('-', '');
    expect(Object.keys(zip.files).sort()).toEqual(
      [
        `${e.employeeId}-${e.name}-${compact(day(-400))}-${compact(day(-200))}.pdf`,
        `${e.employeeId}-${e.name}-${compact(day(-199))}-${compact(day(160))}.png`,
      ].sort(),
    );
    const pdf = await zip
      .file(`${e.employeeId}-${e.name}-${compact(day(-400))}-${compact(day(-200))}.pdf`)!
      .async('nodebuffer');
    expect(pdf.equals(samples.pdf())).toBe(true);

    // The current filter: the current certificates of the listed people that have a scan.
    const filtered = await download(t, ZIP, team.storeHr.token, { filters: { status: filter('valid') } });
    const names = Object.keys((await JSZip.loadAsync(filtered.body)).files);
    expect(names.sort()).toEqual(
      [
        `${person(0).employeeId}-${person(0).name}-${compact(day(-30))}-${compact(day(335))}.pdf`,
        `${e.employeeId}-${e.name}-${compact(day(-199))}-${compact(day(160))}.png`,
      ].sort(),
    );
  });

  it('refuses ids outside the scope, and a choice without scans', async () => {
    const [mine] = await t.db
      .select()
      .from(healthCertificate)
      .where(eq(healthCertificate.employeeRef, person(1).id));
    const outside = await call(t, ZIP, other.hr.token, { ids: [mine.id] });
    expect(outside.body).toMatchObject({ code: 40303, msg: '该健康证不在您的数据范围内' });
    const none = await call(t, ZIP, team.storeHr.token, { ids: [mine.id] });
    expect(none.body).toMatchObject({ code: 40001, msg: '所选健康证没有附件可下载' });
  });

  it('suffixes two scans that would share a name', async () => {
    const e = await buildEmployee(t, { shopId: team.store.id, name: '同名' });
    const first = await register(team.storeHr.token, e.employeeId, day(-10), day(100), {
      attachmentId: await scan(team.storeHr.token),
    });
    await call(t, DELETE, team.storeHr.token, { id: first.body.data.id });
    const again = await register(team.storeHr.token, e.employeeId, day(-10), day(100), {
      attachmentId: await scan(team.storeHr.token),
    });
    const res = await download(t, ZIP, team.storeHr.token, { ids: [first.body.data.id, again.body.data.id] });
    // A deleted certificate is not downloaded.
    expect(Object.keys((await JSZip.loadAsync(res.body)).files)).toHaveLength(1);
    const { zipEntryName } = await import('./health-zip');
    const used = new Set<string>();
    const entry = { employeeId: 'E1', name: '张三', startDate: '2026-01-01', endDate: '2026-12-31', fileName: 'a.PDF' };
    expect([zipEntryName(entry, used), zipEntryName(entry, used), zipEntryName(entry, used)]).toEqual([
      'E1-张三-20260101-20261231.pdf',
      'E1-张三-20260101-20261231(2).pdf',
      'E1-张三-20260101-20261231(3).pdf',
    ]);
  });

  it('answers single-use links of several scans, each checked against the scope', async () => {
    const list = await call(t, LIST, team.storeHr.token, { filters: { status: filter('valid') } });
    const ids = list.body.data.list.map(
      (r: { certificate: { attachment: { id: number } } }) => r.certificate.attachment.id,
    );
    const res = await call(t, URLS, team.regionHr.token, { attachmentIds: ids });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((l: { id: number }) => l.id)).toEqual(ids);
    expect(res.body.data[0].routeUrl).toMatch(/DownloadFile\?attachmentId=\d+&ticket=[\w-]{43}$/);
    const opened = await t.app.inject({ method: 'GET', url: res.body.data[0].routeUrl });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(samples.pdf())).toBe(true);
    const refused = await call(t, URLS, other.hr.token, { attachmentIds: ids });
    expect(refused.body.code).toBe(40303);
  });
});

describe('[HEALTH][EXPIRY] the daily message and the home page counts', () => {
  it('counts 即将过期 / 已过期 / 缺失 of the caller’s scope with the window it used', async () => {
    const res = await call(t, COUNTS, team.storeHr.token);
    expect(res.body.data.health).toEqual({
      expiring: 1,
      expired: 1,
      missing: 1,
      expiringRange: { from: today, to: day(30) },
    });
    const neighbour = await call(t, COUNTS, other.hr.token);
    expect(neighbour.body.data.health).toMatchObject({ expiring: 0, expired: 0, missing: 1 });
    const only = await tokenWithMenus(t, { menus: { HealthOfList: 0 }, scopeKind: 'store', unitCode: team.store.code });
    const healthOnly = await call(t, COUNTS, only.token);
    expect(healthOnly.body.data).toMatchObject({
      contractsEnding: null,
      probationsEnding: null,
      health: { missing: 1 },
    });
  });

  it('writes one message per store HR once a day, listing the store’s people and linking the filtered list', async () => {
    const now = new Date();
    await scheduleDailyJobs(t.db, now);
    await scheduleDailyJobs(t.db, now);
    const jobs = await t.db.select().from(job).where(eq(job.kind, HEALTH_EXPIRY_JOB));
    expect(jobs).toHaveLength(1);
    await runDueJobs(t.db, now);
    await scheduleDailyJobs(t.db, now);
    await runDueJobs(t.db, now);

    const inbox = (await unreadMessages(t, team.storeHr.account)).filter((m) => m.title.startsWith('健康证到期提醒'));
    expect(inbox).toHaveLength(1);
    const [note] = inbox;
    expect(note.title).toBe(`健康证到期提醒：${team.store.code} ${team.store.name}`);
    const lines = note.content.split('\n');
    expect(lines[0]).toBe('即将过期（30天内）1人，已过期1人，缺失1人：');
    expect(lines.slice(1)).toEqual([
      `${person(4).employeeId} ${person(4).name}：缺失`,
      `${person(2).employeeId} ${person(2).name}：已过期（${day(-35)}）`,
      `${person(1).employeeId} ${person(1).name}：即将过期（${day(20)}，剩20天）`,
    ]);
    expect(note.link).toBe(
      `/health/list?filter.shopCode=${team.store.code}&filter.status=expiring%2Cexpired%2Cmissing`,
    );
    // Read in English, the same message in the reader's language.
    const en = await call(
      t,
      '/api/Message/GetMessageList',
      team.storeHr.token,
      { pageIndex: 1, pageSize: 50 },
      {
        'Accept-Language': 'en-US',
      },
    );
    const shownEn = en.body.data.list.find((m: { id: number }) => m.id === note.id);
    expect(shownEn.title).toBe(`Health certificates to renew: ${team.store.code} ${team.store.name}`);
    expect(shownEn.content.split('\n')).toEqual([
      'Expiring within 30 days: 1; expired: 1; missing: 1:',
      `${person(4).employeeId} ${person(4).name}: Missing`,
      `${person(2).employeeId} ${person(2).name}: Expired (${day(-35)})`,
      `${person(1).employeeId} ${person(1).name}: Expiring (${day(20)}, 20 days left)`,
    ]);
    expect((await unreadMessages(t, team.storeHr2.account)).filter((m) => m.title.startsWith('健康证'))).toHaveLength(
      1,
    );
    // The regional HR is not a store's HR: no message.
    expect((await unreadMessages(t, team.regionHr.account)).filter((m) => m.title.startsWith('健康证'))).toHaveLength(
      0,
    );
    const neighbour = (await unreadMessages(t, other.hr.account)).filter((m) => m.title.startsWith('健康证'));
    expect(neighbour.map((m) => m.content.split('\n').length)).toEqual([2]);
  });

  it('keeps the employee’s current end date in step with the certificates', async () => {
    const [row] = await t.db
      .select({ end: employee.healthEndDate })
      .from(employee)
      .where(eq(employee.id, person(2).id));
    expect(row.end).toBe(day(-35));
  });
});

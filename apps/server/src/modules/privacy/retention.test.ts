// Retention and anonymisation of leavers (issue 38): the dry-run list, the dispute hold, the daily
// job, and what stays (reports, the never-rehire look-up).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, addYears, businessToday, PrivacyPaths, ReportPaths } from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, identityNumberFor } from '../../../test/factories';
import { sealedEquals } from '../../db/pii-crypto';
import { appUser, attachment, employee, work } from '../../db/schema';
import { childInsurance } from '../../processes/insurance/tables';
import { storagePath } from '../file/file.service';
import { privacySettings, retentionJob } from './retention';

let t: TestApp;
const tok: Record<string, string> = {};
const now = new Date();
const today = businessToday(now);

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  tok.admin = await login(t, 'admin');
  tok.store = await login(t, 'sh001_hr');
});
afterAll(async () => t?.close());

/** A leaver of `leaveDate` with an identity number, phone, a finished work with a file, a child. */
async function buildLeaver(shopId: number, leaveDate: string, name: string) {
  const person = await buildEmployee(t, { shopId, status: 0, name });
  const identityNumber = identityNumberFor('19900315', String(person.id % 1000).padStart(3, '0'));
  await t.db
    .update(employee)
    .set({
      identityNumber,
      phone: '13812345678',
      email: 'x@example.com',
      birthDate: '1990-03-15',
      leaveDate,
      leaveType: '辞职',
    })
    .where(eq(employee.id, person.id));
  const [place] = await t.db
    .select({ orgUnitId: employee.orgUnitId, orgPath: employee.orgPath })
    .from(employee)
    .where(eq(employee.id, person.id));
  const [starter] = (
    (await t.db.execute(sql`select id from app_user where account = 'admin'`)) as unknown as { rows: { id: number }[] }
  ).rows;
  const [w] = await t.db
    .insert(work)
    .values({
      flowId: 15,
      targetEmployeeRef: person.id,
      orgUnitId: place?.orgUnitId ?? 0,
      orgPath: place?.orgPath ?? '',
      shopId,
      starterUserId: starter?.id ?? 0,
      status: 'finished',
      finishedAt: now,
      formData: { name, identityNumber, phone: '13812345678', dimissionType: 'resign', lastWorkDate: leaveDate },
    })
    .returning({ id: work.id });
  const content = Buffer.from(`%PDF-1.4\n% ${name} ${person.id}\n%%EOF\n`);
  const sha = createHash('sha256').update(content).digest('hex');
  const file = storagePath(t.config.filesDir, sha);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  const [a] = await t.db
    .insert(attachment)
    .values({
      fileName: `离职申请-${name}.pdf`,
      contentType: 'application/pdf',
      byteLength: content.length,
      sha256: sha,
      ownerKind: 'work',
      ownerId: w?.id,
    })
    .returning({ id: attachment.id });
  const child = identityNumberFor('20180101', String(person.id % 1000).padStart(3, '0'));
  await t.db.insert(childInsurance).values({
    workId: w?.id ?? 0,
    employeeRef: person.id,
    childName: `${name}子`,
    childIdNumber: child,
    relation: 'son',
    startMonth: '2020-01',
    status: 'finished',
  });
  return { ...person, identityNumber, workId: w?.id ?? 0, attachmentId: a?.id ?? 0, file, child };
}

async function retentionList(token: string, state: string) {
  const res = await call(t, PrivacyPaths.getRetentionList, token, { state, pageSize: 200 });
  return res.body;
}

describe('[PRIVACY] retention and anonymisation', () => {
  it('lists who is due, holds a person in a dispute, anonymises the rest and keeps the reports', async () => {
    const store = await buildStore(t);
    const longAgo = addYears(today, -3);
    const due = await buildLeaver(store.id, longAgo, '欧阳明华');
    const held = await buildLeaver(store.id, addDays(longAgo, 1), '李四');
    const recent = await buildLeaver(store.id, addYears(today, -1), '王五');
    // Due in ten days: listed now (time to hold them), anonymised only from the due date.
    const soon = await buildLeaver(store.id, addDays(addYears(today, -2), 10), '赵六');
    const active = await buildEmployee(t, { shopId: store.id });
    expect(privacySettings.retentionYears).toBe(2);

    // The dry-run list: the two past the retention, not the recent leaver; the store HR may not see it.
    expect((await retentionList(tok.store, 'due')).code).toBe(40301);
    const list = await retentionList(tok.admin, 'due');
    expect(list.code).toBe(0);
    const ids = list.data.list.map((r: { employeeRef: number }) => r.employeeRef);
    expect(ids).toEqual(expect.arrayContaining([due.id, held.id, soon.id]));
    expect(ids).not.toContain(recent.id);
    expect(list.data.retentionYears).toBe(2);
    expect(list.data.list.find((r: { employeeRef: number }) => r.employeeRef === due.id)).toMatchObject({
      name: '欧阳明华',
      leaveDate: longAgo,
      dueDate: addYears(longAgo, 2),
      stateText: '待匿名化',
    });

    // The hold: a reason, leavers only, once.
    const hold = (employeeRef: number, reason = '劳动仲裁审理中（案号2026-001）') =>
      call(t, PrivacyPaths.holdPersonalData, tok.admin, { employeeRef, reason });
    expect((await hold(held.id, '争')).body.msg).toBe('保留原因：请填写保留原因（至少2个字）');
    expect((await hold(active.id)).body).toMatchObject({ code: 40001, msg: '只能保留已离职员工的个人信息' });
    expect(
      (await call(t, PrivacyPaths.holdPersonalData, tok.store, { employeeRef: held.id, reason: '仲裁中' })).body.code,
    ).toBe(40301);
    expect((await hold(held.id)).body.code).toBe(0);
    expect((await hold(held.id)).body).toMatchObject({ code: 40901, msg: '该员工的个人信息已在保留中' });
    const heldList = await retentionList(tok.admin, 'held');
    expect(heldList.data.list.find((r: { employeeRef: number }) => r.employeeRef === held.id)).toMatchObject({
      stateText: '争议保留',
      holdReason: '劳动仲裁审理中（案号2026-001）',
    });
    expect(
      (await retentionList(tok.admin, 'due')).data.list.map((r: { employeeRef: number }) => r.employeeRef),
    ).not.toContain(held.id);

    // The leavers report of the week before, and after.
    const week = { from: longAgo, to: addDays(longAgo, 6), shopId: store.id };
    const before = await call(t, ReportPaths.get('quitweekly'), tok.admin, week);
    expect(before.body.code).toBe(0);
    expect(before.body.data.totals).toMatchObject({ leavers: 2, type_resign: 2 });

    // The leaver had an account (a store HR once): it loses the name, addresses and photo too.
    const account = await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'], displayName: '欧阳明华' });
    await t.db
      .update(appUser)
      .set({ employeeRef: due.id, email: 'oy@example.com', imId: 'ouyang', avatar: '/avatar/oy.png' })
      .where(eq(appUser.id, account.id));

    const afterCommit = await t.db.transaction((tx) => retentionJob(tx, {}, now));
    await afterCommit?.(t.db, { dataDir: t.config.dataDir });

    const [stored] = (
      (await t.db.execute(
        sql`select name, identity_number, phone, email, birth_date::text as birth, anonymised_at from employee where id = ${due.id}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(stored).toMatchObject({ name: '欧阳*', phone: null, email: null, birth: '1990-01-01' });
    expect(String(stored?.identity_number)).toMatch(/^p1\.\w+\.[\w-]+\.\.\.$/);
    expect(stored?.anonymised_at).not.toBeNull();
    const [user] = await t.db.select().from(appUser).where(eq(appUser.id, account.id));
    expect(user).toMatchObject({ displayName: '欧阳*', email: null, imId: null, avatar: '', isEnabled: false });
    expect(user?.account).toBe(account.account);
    const [form] = await t.db.select({ f: work.formData }).from(work).where(eq(work.id, due.workId));
    expect(form?.f).toMatchObject({ name: '欧阳*', identityNumber: '', phone: '', dimissionType: 'resign' });
    const [kid] = await t.db
      .select({ name: childInsurance.childName, id: childInsurance.childIdNumber })
      .from(childInsurance)
      .where(eq(childInsurance.employeeRef, due.id));
    expect(kid).toEqual({ name: '欧阳*', id: '' });
    // The file is gone from disk; its row stays and says why.
    expect(existsSync(due.file)).toBe(false);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/File/DownloadFile?attachmentId=${due.attachmentId}`,
      headers: { AccessToken: tok.admin },
    });
    expect(download.json()).toMatchObject({ code: 40401, msg: '该附件已按个人信息保留期限删除' });

    // The held and the recent leaver are untouched.
    for (const p of [held, recent, soon]) {
      const [row] = await t.db.select({ n: employee.identityNumber }).from(employee).where(eq(employee.id, p.id));
      expect(row?.n).toBe(p.identityNumber);
      expect(existsSync(p.file)).toBe(true);
    }
    // Never rehire: the whole number still finds the anonymised person.
    const found = await t.db
      .select({ id: employee.id })
      .from(employee)
      .where(sealedEquals(employee.identityNumber, due.identityNumber));
    expect(found).toEqual([{ id: due.id }]);
    // The report adds up as before.
    const after = await call(t, ReportPaths.get('quitweekly'), tok.admin, week);
    expect(after.body.data.totals).toEqual(before.body.data.totals);
    expect(after.body.data.rows).toEqual(before.body.data.rows);
    expect(
      (await retentionList(tok.admin, 'anonymised')).data.list.map((r: { employeeRef: number }) => r.employeeRef),
    ).toContain(due.id);
    // Anonymised is final: no hold any more; the hold lifted, the next run takes the other.
    expect((await hold(due.id)).body).toMatchObject({ code: 40901, msg: '该员工的个人信息已匿名化，无法保留' });
    expect((await call(t, PrivacyPaths.releasePersonalDataHold, tok.admin, { employeeRef: held.id })).body.code).toBe(
      0,
    );
    expect(
      (await call(t, PrivacyPaths.releasePersonalDataHold, tok.admin, { employeeRef: held.id })).body,
    ).toMatchObject({
      code: 40901,
      msg: '该员工的个人信息未被保留',
    });
    await t.db.transaction((tx) => retentionJob(tx, {}, now));
    const [second] = await t.db.select({ name: employee.name }).from(employee).where(eq(employee.id, held.id));
    expect(second?.name).toBe('李*');
  });
});

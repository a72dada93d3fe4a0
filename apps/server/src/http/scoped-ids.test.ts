import { PERMISSION_KEYS } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';
import { tokenWithMenus, unitByCode } from '../../test/factories';
import { activeEmployeeOf, startDeduction } from '../../test/workflow-helpers';
import {
  appUser,
  attachment,
  employeeContract,
  employeePerformance,
  message,
  orgUnit,
  shop,
  substitute,
  task,
  threePeriod,
  userPhrase,
  violation,
} from '../db/schema';
import { childcareUse, employeeChild } from '../modules/childcare/tables';
import { healthCertificate } from '../modules/health/tables';
import { trainEnrolment, trainProject, trainSession } from '../modules/train/tables';
import { transferSigning } from '../modules/transfer-sign/tables';
import { refusal, registerScopedIdChecks, type ScopedIdKind } from './scoped-ids';

/**
 * Generated from the route table: every route that takes an id of a scoped thing (user,
 * employee, store, work, task, attachment, a basic-data row) declares what it names, and a caller
 * who holds every permission key but whose scope is store SH001 is refused (40303; 40401 for an
 * employee number, as an unknown one) for each such id of store BJ001, and not refused for one of SH001. Routes added later are covered without
 * editing this file.
 */
let t: TestApp;
let caller: { token: string; userId: number };
type Pair = { inside: number | string; outside: number | string };
const ids = {} as Record<Exclude<ScopedIdKind, 'companyWide' | 'new'>, Pair>;

beforeAll(async () => {
  t = await buildTestApp();
  caller = await tokenWithMenus(t, {
    menus: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, 1])),
    scopeKind: 'store',
    unitCode: 'SH001',
  });
  const userId = async (account: string) =>
    (await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, account)))[0].id;
  const [sh, bj] = [await activeEmployeeOf(t, 'SH001', 2), await activeEmployeeOf(t, 'BJ001', 2)];
  const shopId = async (code: string) =>
    (await t.db.select({ id: shop.id }).from(shop).where(eq(shop.code, code)))[0].id;
  const shWork = (await startDeduction(t, await login(t, 'sh001_hr'), sh.employeeId)).body.data.workId as number;
  const bjWork = (await startDeduction(t, await login(t, 'bj001_hr'), bj.employeeId)).body.data.workId as number;
  const openTask = async (workId: number) =>
    (
      await t.db
        .select({ id: task.id })
        .from(task)
        .where(and(eq(task.workId, workId), eq(task.status, 'todo')))
    )[0].id;
  const file = async (workId: number, uploadedBy: number) =>
    (
      await t.db
        .insert(attachment)
        .values({
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          byteLength: 4,
          sha256: '0'.repeat(64),
          ownerKind: 'work',
          ownerId: workId,
          uploadedBy,
        })
        .returning({ id: attachment.id })
    )[0].id;
  const per = <T extends { id: number }>(rows: T[]) => rows[0].id;
  const contract = async (employeeRef: number) =>
    per(
      await t.db
        .insert(employeeContract)
        .values({ employeeRef, contractType: 'fixed', sequence: 9, beginDate: '2020-01-01' })
        .returning(),
    );
  const performance = async (employeeRef: number) =>
    per(
      await t.db
        .insert(employeePerformance)
        .values({ employeeRef, period: '2019H1', grade: 'A', score: 90, reviewer: '测试' })
        .returning(),
    );
  const period = async (employeeRef: number) =>
    per(
      await t.db
        .insert(threePeriod)
        .values({ employeeRef, kind: 'pregnancy', beginDate: '2020-01-01', endDate: '2020-06-01' })
        .returning(),
    );
  const fault = async (employeeRef: number) =>
    per(
      await t.db
        .insert(violation)
        .values({ employeeRef, violationDate: '2020-01-01', punishment: 'written_warning', description: '测试' })
        .returning(),
    );
  const signing = async (e: { id: number }, shopCode: string) => {
    const s = await shopId(shopCode);
    const [{ orgPath }] = await t.db
      .select({ orgPath: orgUnit.path })
      .from(shop)
      .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
      .where(eq(shop.id, s));
    return per(
      await t.db
        .insert(transferSigning)
        .values({
          employeeRef: e.id,
          orgPath,
          fromEntity: '甲公司',
          toEntity: '乙公司',
          fromShopId: s,
          toShopId: s,
          effectiveDate: '2020-01-01',
        })
        .returning(),
    );
  };
  const certificate = async (employeeRef: number) =>
    per(
      await t.db
        .insert(healthCertificate)
        .values({ employeeRef, startDate: '2019-01-01', endDate: '2019-12-31' })
        .returning(),
    );
  const [project] = await t.db
    .insert(trainProject)
    .values({ name: '范围测试', category: '食品安全', hours: 2, owner: '测试' })
    .returning();
  const session = async (shopCode: string) => {
    const [{ unitId, orgPath }] = await t.db
      .select({ unitId: orgUnit.id, orgPath: orgUnit.path })
      .from(shop)
      .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
      .where(eq(shop.code, shopCode));
    return per(
      await t.db
        .insert(trainSession)
        .values({
          projectId: project.id,
          sessionDate: '2020-01-01',
          mode: 'offline',
          place: '门店',
          trainer: '讲师',
          orgUnitId: unitId,
          orgPath,
          capacity: 10,
          enrolledCount: 1,
        })
        .returning(),
    );
  };
  const [shSession, bjSession] = [await session('SH001'), await session('BJ001')];
  const enrolment = async (sessionId: number, employeeRef: number) =>
    per(await t.db.insert(trainEnrolment).values({ sessionId, employeeRef }).returning());
  const child = async (employeeRef: number, name = '测试子女') =>
    per(await t.db.insert(employeeChild).values({ employeeRef, name, birthDate: '2024-01-01' }).returning());
  const leave = async (employeeRef: number) => {
    const childId = await child(employeeRef, '请假子女');
    return per(
      await t.db
        .insert(childcareUse)
        .values({ employeeRef, childId, year: 2024, startDate: '2024-06-03', endDate: '2024-06-03', days: 1 })
        .returning(),
    );
  };
  const note = async (user: number) =>
    per(await t.db.insert(message).values({ userId: user, title: '测试' }).returning());
  const stand = async (user: number, sub: number) =>
    per(
      await t.db
        .insert(substitute)
        .values({ userId: user, substituteUserId: sub, startDate: '2030-01-01', endDate: '2030-01-02' })
        .returning(),
    );
  const phrase = async (user: number) =>
    per(
      await t.db
        .insert(userPhrase)
        .values({ userId: user, text: `常用语${user}` })
        .returning(),
    );
  const [shHr, bjHr, northHr] = [await userId('sh001_hr'), await userId('bj001_hr'), await userId('north_hr')];
  Object.assign(ids, {
    user: { inside: shHr, outside: bjHr },
    account: { inside: 'sh001_hr', outside: 'bj001_hr' },
    employee: { inside: sh.employeeId, outside: bj.employeeId },
    employeeRow: { inside: sh.id, outside: bj.id },
    shopRow: { inside: await shopId('SH001'), outside: await shopId('BJ001') },
    orgUnit: { inside: (await unitByCode(t, 'SH001')).id, outside: (await unitByCode(t, 'BJ001')).id },
    work: { inside: shWork, outside: bjWork },
    task: { inside: await openTask(shWork), outside: await openTask(bjWork) },
    attachment: { inside: await file(shWork, shHr), outside: await file(bjWork, bjHr) },
    ownAttachment: { inside: await file(shWork, caller.userId), outside: await file(shWork, shHr) },
    contract: { inside: await contract(sh.id), outside: await contract(bj.id) },
    performance: { inside: await performance(sh.id), outside: await performance(bj.id) },
    threePeriods: { inside: await period(sh.id), outside: await period(bj.id) },
    violation: { inside: await fault(sh.id), outside: await fault(bj.id) },
    transferSigning: { inside: await signing(sh, 'SH001'), outside: await signing(bj, 'BJ001') },
    healthCertificate: { inside: await certificate(sh.id), outside: await certificate(bj.id) },
    trainSession: { inside: shSession, outside: bjSession },
    trainEnrolment: { inside: await enrolment(shSession, sh.id), outside: await enrolment(bjSession, bj.id) },
    childcareChild: { inside: await child(sh.id), outside: await child(bj.id) },
    childcareUse: { inside: await leave(sh.id), outside: await leave(bj.id) },
    ownMessage: { inside: await note(caller.userId), outside: await note(bjHr) },
    ownSubstitute: { inside: await stand(caller.userId, shHr), outside: await stand(northHr, bjHr) },
    ownPhrase: { inside: await phrase(caller.userId), outside: await phrase(bjHr) },
  } satisfies typeof ids);
});
afterAll(async () => t?.close());

/** `{ a: { b: value } }` for the path `a.b`, as an array when the field takes several. */
function bodyWith(path: string, value: number | string) {
  const keys = path.split('.');
  const leaf = /Ids$|^ids$/.test(keys[keys.length - 1]) ? [value] : value;
  return keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf) as Record<string, unknown>;
}

describe('[SECURITY][SCOPE] ids of scoped things, generated from the route table', () => {
  it('refuses to register a route whose request names a scoped id without saying what it is', async () => {
    const { z } = await import('zod');
    const app = Fastify();
    registerScopedIdChecks(app, t.db);
    expect(() =>
      app.post(
        '/api/Test/Undeclared',
        { schema: { body: z.object({ workId: z.number() }) }, config: { access: {} } },
        async () => 'x',
      ),
    ).toThrow(/workId without saying what they name/);
    await app.close();
  });

  it('refuses every declared id outside the caller scope with 40303, and lets the caller own scope through', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of t.app.hrisRoutes) {
      const scoped = route.access.scoped ?? {};
      for (const [path, kind] of Object.entries(scoped)) {
        if (kind === 'companyWide' || kind === 'new') continue;
        const pair = ids[kind];
        const send = (value: number | string) =>
          route.method === 'GET'
            ? t.app
                .inject({
                  method: 'GET',
                  url: `${route.url}?${path}=${encodeURIComponent(String(value))}`,
                  headers: { AccessToken: caller.token },
                })
                .then((r) => ({ body: String(r.headers['content-type']).includes('json') ? r.json() : { code: 0 } }))
            : t.app
                .inject({
                  method: 'POST',
                  url: route.url,
                  payload: bodyWith(path, value) as Record<string, unknown>,
                  headers: { AccessToken: caller.token },
                })
                // A binary answer (a template, an export) let the caller through.
                .then((r) => ({ body: String(r.headers['content-type']).includes('json') ? r.json() : { code: 0 } }));
        const outside = await send(pair.outside);
        if (outside.body.code !== refusal(kind, pair.outside).code)
          failures.push(
            `${route.method} ${route.url} ${path} (${kind}) outside: ${outside.body.code} ${outside.body.msg}`,
          );
        const inside = await send(pair.inside);
        if (
          inside.body.code === refusal(kind, pair.inside).code &&
          inside.body.msg === refusal(kind, pair.inside).message
        )
          failures.push(`${route.method} ${route.url} ${path} (${kind}) inside refused`);
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  });

  it('refuses a store HR another region’s to-dos through GetRuningTaskListForToDoUser', async () => {
    const [north] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'north_hr'));
    // gz001_hr: the generated test above resets sh001_hr's password (an id inside the caller's scope).
    const res = await call(t, '/api/Task/GetRuningTaskListForToDoUser', await login(t, 'gz001_hr'), {
      userId: north.id,
    });
    expect(res.body.code).toBe(40303);
  });
});

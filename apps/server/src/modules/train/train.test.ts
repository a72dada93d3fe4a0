// @postgres: concurrent enrolments take exactly the places there are (row locks)
import { addDays, addMonths, businessToday } from '@hris/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, download, readSheet } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, position, systemLog } from '../../db/schema';
import { trainEnrolment, trainSession } from './tables';

const API = '/api/Train';
const today = businessToday();
const day = (n: number) => addDays(today, n);

let t: TestApp;
let team: StoreTeam;
/** A second store of the team's region, with its HR and two employees. */
let neighbour: {
  store: Awaited<ReturnType<typeof buildStore>>;
  hr: Awaited<ReturnType<typeof buildUser>>;
  people: { employeeId: string; id: number }[];
};
/** A store of another region. */
let stranger: { employeeId: string; id: number; hr: Awaited<ReturnType<typeof buildUser>>; unitId: number };
let positionId: number;

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t, { employees: 6 });
  const store = await buildStore(t, { regionId: team.store.region.id });
  neighbour = {
    store,
    hr: await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] }),
    people: [await buildEmployee(t, { shopId: store.id }), await buildEmployee(t, { shopId: store.id })],
  };
  const far = await buildStore(t);
  stranger = {
    ...(await buildEmployee(t, { shopId: far.id })),
    hr: await buildUser(t, { orgUnitId: far.unitId, roleIds: ['020'] }),
    unitId: far.unitId,
  };
  // The team's people hold a position of their own, so the required-training counts are theirs alone.
  [{ id: positionId }] = await t.db
    .insert(position)
    .values({ code: `TRN${Date.now() % 100000}`, name: '培训测试岗', employeeType: 'store' })
    .returning();
  await t.db
    .update(employee)
    .set({ positionId })
    .where(
      inArray(
        employee.id,
        team.employees.map((e) => e.id),
      ),
    );
}, 120_000);
afterAll(async () => t?.close());

const person = (i: number) => team.employees[i];
const post = (path: string, token: string, body: unknown = {}) => call(t, `${API}/${path}`, token, body);

let serial = 0;
async function newProject(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const res = await post('SaveProject', team.hqHr.token, {
    name: `测试项目${serial}`,
    category: '食品安全',
    requiredPositionIds: [],
    hours: 2,
    validMonths: 12,
    owner: '张培训',
    ...overrides,
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.id as number;
}

async function newSession(
  token: string,
  projectId: number,
  orgUnitId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await post('SaveSession', token, {
    projectId,
    sessionDate: day(-1),
    mode: 'offline',
    place: '门店会议室',
    trainer: '李讲师',
    orgUnitId,
    capacity: 10,
    ...overrides,
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.id as number;
}

const enrol = (token: string, sessionId: number, employeeIds: string[]) =>
  post('EnrolEmployees', token, { sessionId, employeeIds });

describe('[TRAIN][PROJECT] projects: head office keeps them, names unique among the enabled', () => {
  it('[PG] creates, lists with filters, refuses a repeated name, exports', async () => {
    const id = await newProject({ name: '冷链食品安全', requiredPositionIds: [positionId] });
    const again = await post('SaveProject', team.hqHr.token, {
      name: '冷链食品安全',
      category: '食品安全',
      hours: 1,
      owner: '王',
    });
    expect(again.body).toMatchObject({ code: 40001, msg: '已有启用的培训项目「冷链食品安全」，项目名称不能重复' });
    // A disabled project frees its name.
    const detail = (await post('GetProjectDetail', team.hqHr.token, { id })).body.data;
    expect(detail).toMatchObject({ name: '冷链食品安全', requiredPositionNames: '培训测试岗', statusText: '启用' });
    const disabled = await post('SaveProject', team.hqHr.token, {
      ...detail,
      requiredPositionIds: [positionId],
      status: 0,
    });
    expect(disabled.body).toMatchObject({ code: 0, msg: '培训项目已修改' });
    expect(
      (
        await post('SaveProject', team.hqHr.token, {
          name: '冷链食品安全',
          category: '食品安全',
          hours: 1,
          owner: '王',
        })
      ).body.code,
    ).toBe(0);

    const list = await post('GetProjectPageList', team.storeHr.token, {
      filters: { name: { search: '冷链', isSearch: true }, status: { search: '0', isSearch: true } },
    });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ id, status: 0, statusText: '停用' });

    const sheet = await download(t, `${API}/ExportProjectPageList`, team.hqHr.token, {
      filters: { name: { search: '冷链', isSearch: true } },
    });
    const rows = await readSheet(sheet.body);
    expect(rows[0].slice(0, 3)).toEqual(['项目名称', '培训类别', '必修岗位']);
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['', '培训测试岗']);
  });

  it('refuses a store HR editing projects, and bad input with Chinese messages', async () => {
    const res = await post('SaveProject', team.storeHr.token, {
      name: '门店自建',
      category: '服务礼仪',
      hours: 1,
      owner: '王',
    });
    expect(res.body).toMatchObject({ code: 40301, msg: '培训项目由总部维护，您只能查看' });
    const bad = await post('SaveProject', team.hqHr.token, { name: '', category: '游泳', hours: 0, owner: '王' });
    expect(bad.body.code).toBe(40001);
    expect(bad.body.data.fields.map((f: { message: string }) => f.message)).toEqual(
      expect.arrayContaining(['请输入项目名称', '请选择培训类别', '学时应在0.5到999之间']),
    );
  });
});

describe('[TRAIN][SESSION] sessions and their scope', () => {
  it('lets a store HR hold a session for their store, not for another; region sessions are seen below', async () => {
    const projectId = await newProject();
    const own = await newSession(team.storeHr.token, projectId, team.store.unitId);
    const other = await post('SaveSession', team.storeHr.token, {
      projectId,
      sessionDate: day(3),
      mode: 'online',
      place: '企业微信直播',
      trainer: '李',
      orgUnitId: neighbour.store.unitId,
      capacity: 5,
    });
    expect(other.body).toMatchObject({ code: 40001, msg: '所选区域/门店不在您的数据范围内' });
    const regional = await newSession(team.regionHr.token, projectId, team.store.region.id, { sessionDate: day(5) });

    const seen = async (token: string) =>
      (
        await post('GetSessionPageList', token, {
          filters: { projectId: { search: String(projectId), isSearch: true } },
        })
      ).body.data.list.map((s: { id: number; editable: boolean }) => [s.id, s.editable]);
    expect(await seen(team.storeHr.token)).toEqual([
      [regional, false],
      [own, true],
    ]);
    expect(await seen(neighbour.hr.token)).toEqual([[regional, false]]);
    expect(await seen(stranger.hr.token)).toEqual([]);
    // The region's session is only read by a store HR.
    const edit = await post('SaveSession', team.storeHr.token, {
      id: regional,
      projectId,
      sessionDate: day(5),
      mode: 'offline',
      place: '区域培训中心',
      trainer: '李',
      orgUnitId: team.store.unitId,
      capacity: 5,
    });
    expect(edit.body).toMatchObject({ code: 40301, msg: '该场次不在您的数据范围内，只能查看' });
    expect((await post('GetSessionDetail', stranger.hr.token, { id: regional })).body).toMatchObject({
      code: 40303,
      msg: '该培训场次不在您的数据范围内',
    });
  });
});

describe('[TRAIN][ENROL] capacity and double enrolment, held by the database', () => {
  it('refuses more than the places left and a second enrolment of the same person', async () => {
    const projectId = await newProject();
    const sessionId = await newSession(team.storeHr.token, projectId, team.store.unitId, { capacity: 3 });
    const four = [0, 1, 2, 3].map((i) => person(i).employeeId);
    expect((await enrol(team.storeHr.token, sessionId, four)).body).toMatchObject({
      code: 40001,
      msg: '本场次名额3人，已报名0人，最多还能报名3人',
    });
    expect((await enrol(team.storeHr.token, sessionId, four.slice(0, 2))).body).toMatchObject({
      code: 0,
      msg: '已报名2人',
      data: { enrolled: 2, enrolledCount: 2 },
    });
    const twice = await enrol(team.storeHr.token, sessionId, [person(1).employeeId]);
    expect(twice.body).toMatchObject({ code: 40001, msg: `${person(1).name}-${person(1).employeeId}已报名本场次` });
    expect((await enrol(team.storeHr.token, sessionId, four.slice(2))).body.msg).toBe(
      '本场次名额3人，已报名2人，最多还能报名1人',
    );
    // Capacity cannot drop below the enrolled.
    const shrink = await post('SaveSession', team.storeHr.token, {
      id: sessionId,
      projectId,
      sessionDate: day(-1),
      mode: 'offline',
      place: '门店会议室',
      trainer: '李讲师',
      orgUnitId: team.store.unitId,
      capacity: 1,
    });
    expect(shrink.body).toMatchObject({ code: 40001, msg: '名额不能少于已报名人数（2人）' });
  });

  it('[PG] lets concurrent enrolments take exactly the places there are', async () => {
    const projectId = await newProject();
    const sessionId = await newSession(team.storeHr.token, projectId, team.store.unitId, { capacity: 2 });
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        enrol(i % 2 ? team.storeHr2.token : team.storeHr.token, sessionId, [person(i).employeeId]),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(2);
    for (const r of results.filter((x) => x.body.code !== 0)) expect(r.body.msg).toMatch(/^本场次名额2人，已报名2人/);
    const rows = await t.db.select().from(trainEnrolment).where(eq(trainEnrolment.sessionId, sessionId));
    expect(rows).toHaveLength(2);
    const [session] = await t.db.select().from(trainSession).where(eq(trainSession.id, sessionId));
    expect(session.enrolledCount).toBe(2);

    // The same person twice at once: one enrolment.
    const other = await newSession(team.storeHr.token, projectId, team.store.unitId, { capacity: 5 });
    const same = await Promise.all([0, 1, 2].map(() => enrol(team.storeHr.token, other, [person(5).employeeId])));
    expect(same.map((r) => r.body.code).sort()).toEqual([0, 40001, 40001]);
    expect(await t.db.select().from(trainEnrolment).where(eq(trainEnrolment.sessionId, other))).toHaveLength(1);
  });

  it('[PG] enrols only people in the caller scope and under the session unit', async () => {
    const projectId = await newProject();
    const regional = await newSession(team.regionHr.token, projectId, team.store.region.id);
    expect((await enrol(team.storeHr.token, regional, [neighbour.people[0].employeeId])).body).toMatchObject({
      code: 40401,
    });
    expect((await enrol(team.regionHr.token, regional, [stranger.employeeId])).body.code).toBe(40401);
    const own = await newSession(team.storeHr.token, projectId, team.store.unitId);
    expect((await enrol(team.regionHr.token, own, [neighbour.people[0].employeeId])).body.msg).toMatch(
      /不在本场次的区域\/门店范围内$/,
    );
    expect((await enrol(team.storeHr.token, regional, [person(0).employeeId])).body.code).toBe(0);
    const candidates = await post('GetEnrolCandidates', team.regionHr.token, {
      sessionId: regional,
      keyword: person(0).name,
    });
    expect(candidates.body.data).toEqual([
      expect.objectContaining({ employeeId: person(0).employeeId, enrolled: true }),
    ]);
    const [log] = await t.db.select().from(systemLog).where(eq(systemLog.action, 'train.enrol'));
    expect(log).toBeTruthy();
  });
});

describe('[TRAIN][PARTICIPATION] attendance, the import and the required-training count', () => {
  it('enters attendance of a held session only, and refuses a score for the absent', async () => {
    const projectId = await newProject();
    const future = await newSession(team.storeHr.token, projectId, team.store.unitId, { sessionDate: day(7) });
    await enrol(team.storeHr.token, future, [person(0).employeeId]);
    const [early] = (await post('GetSessionDetail', team.storeHr.token, { id: future })).body.data.enrolments;
    const res = await post('SaveParticipation', team.storeHr.token, {
      entries: [{ id: early.id, attendance: 'attended', score: 90, passed: true }],
    });
    expect(res.body).toMatchObject({ code: 40001, msg: `培训日期${day(7)}尚未到，不能登记出勤` });

    const held = await newSession(team.storeHr.token, projectId, team.store.unitId, { sessionDate: day(-2) });
    await enrol(team.storeHr.token, held, [person(0).employeeId, person(1).employeeId]);
    const enrolments = (await post('GetSessionDetail', team.storeHr.token, { id: held })).body.data.enrolments;
    const [a, b] = [0, 1].map((i) =>
      enrolments.find((e: { employeeId: string }) => e.employeeId === person(i).employeeId),
    );
    const absentScored = await post('SaveParticipation', team.storeHr.token, {
      entries: [{ id: a.id, attendance: 'absent', score: 60, passed: false }],
    });
    expect(absentScored.body).toMatchObject({ code: 40001, msg: '是否通过：缺勤的员工不能有成绩或通过' });
    const saved = await post('SaveParticipation', team.storeHr.token, {
      entries: [
        { id: a.id, attendance: 'attended', score: 88.5, passed: true },
        { id: b.id, attendance: 'absent', score: null, passed: false },
      ],
    });
    expect(saved.body).toMatchObject({ code: 0, msg: '已保存2条出勤记录' });
    expect(
      (
        await post('SaveParticipation', stranger.hr.token, {
          entries: [{ id: a.id, attendance: 'absent', passed: false }],
        })
      ).body.code,
    ).toBe(40303);
    const list = await post('GetParticipationPageList', team.storeHr.token, {
      filters: { sessionId: { search: String(held), isSearch: true } },
      sortFieldName: 'employeeId',
    });
    const byPerson = Object.fromEntries(list.body.data.list.map((r: { employeeId: string }) => [r.employeeId, r]));
    expect(byPerson[person(0).employeeId]).toMatchObject({
      attendanceText: '出勤',
      score: 88.5,
      passedText: '是',
      validUntil: addDays(addMonths(day(-2), 12), -1),
    });
    expect(byPerson[person(1).employeeId]).toMatchObject({ attendanceText: '缺勤', score: null, passedText: '否' });
    // The person's record, for the staff detail page; not for another store's HR.
    const record = await post('GetEmployeeRecords', team.storeHr.token, { employeeId: person(0).employeeId });
    const lines = record.body.data.map((r: { sessionId: number; attendanceText: string }) => [
      r.sessionId,
      r.attendanceText,
    ]);
    // Newest first: the session of next week, then the ones held, this one with its attendance.
    expect(lines[0]).toEqual([future, '未登记']);
    expect(lines).toContainEqual([held, '出勤']);
    expect((await post('GetEmployeeRecords', stranger.hr.token, { employeeId: person(0).employeeId })).body.code).toBe(
      40401,
    );
  });

  it('counts the store employees with a required project not passed within its valid months', async () => {
    const counts = async (token: string) =>
      (await call(t, '/api/Dashboard/GetExpiringCounts', token, {})).body.data.train;
    const baseline = (await counts(team.storeHr.token)).overdue;
    const projectId = await newProject({ name: '岗位必修', requiredPositionIds: [positionId], validMonths: 12 });
    expect((await counts(team.storeHr.token)).overdue).toBe(6);
    expect(baseline).toBe(0);
    expect((await counts(neighbour.hr.token)).overdue).toBe(0);

    // A pass 2 months ago counts; a pass 13 months ago has expired; a fail does not count.
    const recent = await newSession(team.storeHr.token, projectId, team.store.unitId, {
      sessionDate: addMonths(today, -2),
    });
    const old = await newSession(team.storeHr.token, projectId, team.store.unitId, {
      sessionDate: addMonths(today, -13),
    });
    await enrol(team.storeHr.token, recent, [person(0).employeeId, person(1).employeeId]);
    await enrol(team.storeHr.token, old, [person(2).employeeId]);
    const enrolmentOf = async (sessionId: number, i: number) =>
      (await post('GetSessionDetail', team.storeHr.token, { id: sessionId })).body.data.enrolments.find(
        (e: { employeeId: string }) => e.employeeId === person(i).employeeId,
      );
    const [r0, r1, o2] = [await enrolmentOf(recent, 0), await enrolmentOf(recent, 1), await enrolmentOf(old, 2)];
    await post('SaveParticipation', team.storeHr.token, {
      entries: [
        { id: r0.id, attendance: 'attended', score: 95, passed: true },
        { id: r1.id, attendance: 'attended', score: 40, passed: false },
        { id: o2.id, attendance: 'attended', score: 99, passed: true },
      ],
    });
    expect((await counts(team.storeHr.token)).overdue).toBe(5);
    const list = await post('GetOverduePageList', team.storeHr.token, {
      filters: { projectId: { search: String(projectId), isSearch: true } },
    });
    expect(list.body.data.total).toBe(5);
    expect(list.body.data.list.map((r: { employeeId: string }) => r.employeeId)).not.toContain(person(0).employeeId);
    expect(list.body.data.list[0].overdueProjects).toContain('岗位必修');
    // A disabled project asks nothing.
    const detail = (await post('GetProjectDetail', team.hqHr.token, { id: projectId })).body.data;
    await post('SaveProject', team.hqHr.token, { ...detail, requiredPositionIds: [positionId], status: 0 });
    expect((await counts(team.storeHr.token)).overdue).toBe(0);
  });
});

import { THREE_PERIODS_EXPORT_COLUMNS } from '@hris/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { call, download, fieldRefusal, login, pickEmployee, readSheet } from '../../../../test/factories';
import { threePeriod } from '../../../db/schema';
import { addDays, addMonths } from '../../../lists/format';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'viewer']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

const CREATE = '/api/ThreePeriods/CreateThreePeriods';
const UPDATE = '/api/ThreePeriods/UpdateThreePeriods';
const LIST = '/api/ThreePeriods/GetThreePeriodsList';
const DETAIL = '/api/ThreePeriods/GetThreePeriodsDetail';

describe('[THREE PERIODS]', () => {
  it('is for female employees only and checks the dates of each kind', async () => {
    const man = await pickEmployee(t, { shopCode: 'SH001', status: 1, gender: 'M' });
    const woman = await pickEmployee(t, { shopCode: 'SH001', status: 1, gender: 'F' });
    const male = await call(t, CREATE, tok.east_hr, {
      employeeId: man.employeeId,
      kind: 'pregnancy',
      beginDate: '2026-01-01',
      endDate: '2026-09-30',
    });
    expect(male.body).toEqual(
      fieldRefusal('employeeId', '员工编号', `三期仅适用于女性员工，${man.name}-${man.employeeId} 为男性员工`),
    );
    const base = { employeeId: woman.employeeId };
    const entry = woman.entryDate as string;
    // Each refusal names the field it is about (data.fields), so the form shows it there.
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { kind: 'pregnancy', beginDate: '2026-09-30', endDate: '2026-01-01' },
        '孕期结束日期不能早于开始日期',
        'endDate',
      ],
      [
        { kind: 'maternity', beginDate: '2026-10-01', endDate: '2027-02-15' },
        '产期须填写婴儿出生日期',
        'childBirthDate',
      ],
      [
        { kind: 'maternity', beginDate: '2026-10-01', endDate: '2027-02-15', childBirthDate: '2027-03-01' },
        '婴儿出生日期应在产期之内',
        'childBirthDate',
      ],
      [
        { kind: 'nursing', beginDate: '2026-10-01', endDate: '2027-02-15', childBirthDate: '2026-10-15' },
        '哺乳期开始日期不能早于婴儿出生日期',
        'childBirthDate',
      ],
      [
        { kind: 'nursing', beginDate: '2027-02-16', endDate: '2027-12-31', childBirthDate: '2026-10-15' },
        '哺乳期至婴儿满一周岁（2027-10-15）为止，结束日期不能晚于该日',
        'endDate',
      ],
      [
        { kind: 'pregnancy', beginDate: addDays(entry, -200), endDate: addDays(entry, -1) },
        `孕期在员工入职日期（${entry}）之前结束，无需登记`,
        'endDate',
      ],
      [
        { kind: 'other', beginDate: '2026-01-01', endDate: '2026-02-01' },
        '三期类型：请选择三期类型（孕期、产期或哺乳期）',
        'kind',
      ],
    ];
    for (const [over, msg, field] of cases) {
      const { body } = await call(t, CREATE, tok.east_hr, { ...base, ...over });
      expect(body.msg, msg).toBe(msg);
      expect(
        body.data.fields.map((f: { field: string }) => f.field),
        msg,
      ).toEqual([field]);
    }
    expect(await t.db.select().from(threePeriod)).toHaveLength(0);
  });

  it('records the periods in sequence, refuses overlaps and flags a contract ending inside', async () => {
    const woman = await pickEmployee(t, { shopCode: 'SH001', status: 1, gender: 'F', skip: 1 });
    const contractEnd = woman.contractEndDate as string;
    // A pregnancy that contains the contract end on the employee record.
    const begin = addMonths(contractEnd, -3);
    const end = addMonths(contractEnd, 3);
    const pregnancy = await call(t, CREATE, tok.east_hr, {
      employeeId: woman.employeeId,
      kind: 'pregnancy',
      beginDate: begin,
      endDate: end,
    });
    expect(pregnancy.body).toMatchObject({ code: 0, msg: '三期已登记' });
    const birth = addDays(end, 10);
    const overlap = await call(t, CREATE, tok.east_hr, {
      employeeId: woman.employeeId,
      kind: 'maternity',
      beginDate: addDays(end, -5),
      endDate: addDays(birth, 90),
      childBirthDate: birth,
    });
    expect(overlap.body).toEqual(
      fieldRefusal('beginDate', '开始日期', `与该员工已登记的孕期（${begin} 至 ${end}）时间重叠`),
    );
    const maternity = await call(t, CREATE, tok.east_hr, {
      employeeId: woman.employeeId,
      kind: 'maternity',
      beginDate: addDays(end, 1),
      endDate: addDays(birth, 90),
      childBirthDate: birth,
    });
    expect(maternity.body.code).toBe(0);

    const list = await call(t, LIST, tok.east_hr, { filters: { employeeId: { search: woman.employeeId } } });
    const rows = list.body.data.list;
    expect(rows).toHaveLength(2);
    const preg = rows.find((r: { kind: string }) => r.kind === 'pregnancy');
    expect(preg).toMatchObject({ kindText: '孕期', contractEndsInside: true, insideContractEndDate: contractEnd });
    expect(rows.find((r: { kind: string }) => r.kind === 'maternity').contractEndsInside).toBe(false);
    const flagged = await call(t, LIST, tok.east_hr, { filters: { contractEndsInside: { search: true } } });
    expect(flagged.body.data.list.map((r: { id: number }) => r.id)).toEqual([preg.id]);

    const detail = await call(t, DETAIL, tok.east_hr, { id: preg.id });
    expect(detail.body.data.contracts).toContainEqual(
      expect.objectContaining({ id: null, endDate: contractEnd, endsInside: true }),
    );
    expect(detail.body.data.otherPeriods).toHaveLength(1);

    const moved = await call(t, UPDATE, tok.east_hr, {
      id: preg.id,
      version: preg.version,
      kind: 'pregnancy',
      beginDate: begin,
      endDate: addDays(contractEnd, -1),
    });
    expect(moved.body.code).toBe(0);
    const after = await call(t, DETAIL, tok.east_hr, { id: preg.id });
    expect(after.body.data.contractEndsInside).toBe(false);
    const stale = await call(t, UPDATE, tok.east_hr, {
      id: preg.id,
      version: preg.version,
      kind: 'pregnancy',
      beginDate: begin,
      endDate: end,
    });
    expect(stale.body.code).toBe(40901);
    const readOnly = await call(t, UPDATE, tok.viewer, {
      id: preg.id,
      version: 2,
      kind: 'pregnancy',
      beginDate: begin,
      endDate: end,
    });
    expect(readOnly.body.code).toBe(40302);

    const res = await download(t, '/api/ThreePeriods/ExportThreePeriodsList', tok.hq_hr, {});
    const sheet = await readSheet(res.body);
    expect(sheet[0]).toEqual(THREE_PERIODS_EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet).toHaveLength(3);
    const gz = await login(t, 'south_hr');
    expect((await call(t, DETAIL, gz, { id: preg.id })).body.code).toBe(40303);
    expect((await call(t, LIST, gz, {})).body.data.total).toBe(0);
  });

  it('the permission key keeps the spelling of the spec (UesrThreePeriodsList)', async () => {
    const route = t.app.hrisRoutes.find((r) => r.url === LIST);
    expect(route?.access.permission).toBe('UesrThreePeriodsList');
  });
});

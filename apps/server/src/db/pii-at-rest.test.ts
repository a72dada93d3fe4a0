// Identity numbers sealed at rest (issue 38): what a dump of the database shows, the sealing of
// values stored in clear at start (resumable), and key rotation.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, call, login, type TestApp, testDriver } from '../../test/build-test-app';
import { buildEmployee, identityNumberFor } from '../../test/factories';
import { SensitiveLogSink } from '../../test/log-sink';
import { clearIdentityNumbers, identityNumbersIn } from '../../test/pii-dump';
import { configurePiiKeys, currentPiiKeyId, isSealed, open, seal, sealedEquals, sealMacOnly } from './pii-crypto';
import { resealStoredPii } from './pii-reseal';
import { employee, work } from './schema';

describe('sealing', () => {
  it('opens what it sealed, seals the same number differently each time, and refuses a changed value', () => {
    const id = identityNumberFor('19900101', '123');
    const a = seal(id);
    const b = seal(id);
    expect(a).not.toBe(b);
    expect(a.includes(id)).toBe(false);
    expect(open(a)).toBe(id);
    expect(open(seal(id.toLowerCase()))).toBe(id.toUpperCase());
    expect(a.split('.')[2]).toBe(b.split('.')[2]);
    const parts = a.split('.');
    const body = Buffer.from(parts[4] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => open(parts.join('.'))).toThrow();
    // An anonymised value keeps the mac (look-ups still match) and opens to nothing.
    const macOnly = sealMacOnly(a);
    expect(macOnly.split('.')[2]).toBe(a.split('.')[2]);
    expect(open(macOnly)).toBe('');
  });
});

describe('identity numbers at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    configurePiiKeys(Buffer.from('hris-test-pii-key-not-for-use!!!', 'utf8'));
    await t?.close();
  });

  it('a dump of the seeded demo database shows no identity number in clear', async () => {
    const [{ n }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from employee where identity_number like 'p1.%'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(20);
    expect(await clearIdentityNumbers(t)).toEqual({});
    // The embedded database's own dump (its data directory, WAL and all), as the tests load it.
    if (testDriver === 'pglite') {
      const file = inject('dbTemplates');
      if (file?.driver === 'pglite') expect(identityNumbersIn(readFileSync(file.seeded, 'latin1'))).toEqual([]);
    }
  });

  it('checks the server log of every test app: a line with an identity or mobile number fails its file', async () => {
    await call(t, '/api/Staff/GetStaffList', await login(t, 'admin'), { pageIndex: 1, pageSize: 5 });
    expect(t.logs.lines).toBeGreaterThan(0);
    const sink = new SensitiveLogSink();
    sink.write('{"msg":"request completed","url":"/api/Staff/GetStaffList"}\n');
    // A request id's hex may hold eleven digits that start like a mobile number: not one.
    sink.write('{"reqId":"047c925e-2677-4c3d-89bf-18938477531b","responseTime":232.2713999999978}\n');
    expect(() => sink.check()).not.toThrow();
    sink.write(`{"msg":"bad","body":{"identityNumber":"${identityNumberFor('19900101', '123')}"}}\n`);
    sink.write('{"msg":"bad","phone":"13812345678"}\n');
    expect(() => sink.check()).toThrow('2 line(s)');
  });

  it('seals numbers stored in clear at start, in batches that a second run goes on from', async () => {
    const person = await buildEmployee(t);
    const clear = identityNumberFor('19880808', '481');
    await t.db.execute(sql`update employee set identity_number = ${clear} where id = ${person.id}`);
    // An onboarding work of an older version, its form holding the number in clear.
    const inserted = (await t.db.execute(
      sql`insert into work (flow_id, org_unit_id, org_path, starter_user_id, status, finished_at, form_data)
          select 1, e.org_unit_id, e.org_path, (select id from app_user order by id limit 1), 'finished', now(),
                 ${JSON.stringify({ name: '王小明', identityNumber: clear })}::jsonb
            from employee e where e.id = ${person.id}
          returning id`,
    )) as unknown as { rows: { id: number }[] };
    const w = inserted.rows[0];
    // Stopped after its first batch (one row), the next start finishes the work.
    await expect(
      resealStoredPii(t.db, {
        batchSize: 1,
        onBatch: () => {
          throw new Error('stopped');
        },
      }),
    ).rejects.toThrow('stopped');
    const report = await resealStoredPii(t.db);
    expect(report.work).toBe(1);
    // The pass that left nothing in clear is recorded: the next start does not walk the tables.
    expect(await resealStoredPii(t.db)).toEqual({});

    const raw = (await t.db.execute(
      sql`select identity_number as v from employee where id = ${person.id}`,
    )) as unknown as { rows: { v: string }[] };
    expect(isSealed(raw.rows[0]?.v ?? '')).toBe(true);
    const [form] = await t.db
      .select({ form: work.formData })
      .from(work)
      .where(eq(work.id, w?.id ?? 0));
    expect(form?.form).toMatchObject({ identityNumber: clear });
    expect(await clearIdentityNumbers(t)).toEqual({});
    // The record still answers its (masked) number, and a look-up by the whole number finds it.
    const token = await login(t, 'admin');
    const detail = await call(t, '/api/Staff/GetStaffDetail', token, { id: person.id });
    expect(detail.body.data.identityNumber).toBe(`${clear.slice(0, 4)}**********${clear.slice(-4)}`);
    const found = await t.db
      .select({ id: employee.id })
      .from(employee)
      .where(sealedEquals(employee.identityNumber, clear));
    expect(found).toEqual([{ id: person.id }]);
    // 员工信息 searches by the whole number (its mac); a part of one finds no one.
    const search = async (text: string) =>
      (await call(t, '/api/Staff/GetStaffList', token, { filters: { identityNumber: { search: text } } })).body.data;
    expect((await search(clear.toLowerCase())).list.map((r: { id: number }) => r.id)).toEqual([person.id]);
    expect((await search(clear.slice(0, 10))).total).toBe(0);
  });

  it('rotation moves every value to the new key; look-ups work throughout', async () => {
    const oldKey = Buffer.from('hris-test-pii-key-not-for-use!!!', 'utf8');
    const newKey = randomBytes(32);
    const person = await buildEmployee(t);
    const [before] = await t.db.select({ n: employee.identityNumber }).from(employee).where(eq(employee.id, person.id));
    configurePiiKeys(newKey, [oldKey]);
    // Half-way (old and new keys both in use), the look-up still finds the person.
    expect(
      await t.db
        .select({ id: employee.id })
        .from(employee)
        .where(sealedEquals(employee.identityNumber, before?.n ?? '')),
    ).toEqual([{ id: person.id }]);
    const report = await resealStoredPii(t.db, { rotate: true, batchSize: 200 });
    expect(report.employee).toBeGreaterThan(20);
    const kids = (await t.db.execute(
      sql`select distinct split_part(identity_number, '.', 2) as kid from employee`,
    )) as unknown as { rows: { kid: string }[] };
    expect(kids.rows.map((r) => r.kid)).toEqual([currentPiiKeyId()]);
    // The old key gone from the ring, every value still opens.
    configurePiiKeys(newKey);
    const [after] = await t.db.select({ n: employee.identityNumber }).from(employee).where(eq(employee.id, person.id));
    expect(after?.n).toBe(before?.n);
  });
});

import { envelopeSchema, pageResultSchema, ZTaskRowSchema } from '@hris/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { compileFast, responseSerializerCompiler } from './serializer';

const Row = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tags: z.array(z.string()),
  kind: z.enum(['store', 'office']),
  extra: z.record(z.string(), z.number()),
  nested: z.object({ at: z.string().nullable(), n: z.number().nullable() }).nullable(),
  note: z.string().optional(),
});
const Page = envelopeSchema(pageResultSchema(Row).nullable());

const row = {
  id: 7,
  name: '王雨婷',
  tags: ['a', '引号"和\\反斜杠'],
  kind: 'store' as const,
  extra: { 上海: 1, b: 2.5 },
  nested: { at: null, n: 3 },
  secret: 'not declared, not written',
};

function serializer(schema: z.ZodType, check: boolean) {
  return responseSerializerCompiler({ check })({
    schema,
    method: 'POST',
    url: '/api/test',
    httpStatus: '200',
  } as never) as (data: unknown) => string;
}

describe('response serializer', () => {
  it('writes what zod writes: declared fields only, nulls, optionals, records, text escapes', () => {
    const data = { code: 0, msg: '成功', data: { list: [row, { ...row, id: 8, name: null, nested: null }], total: 2 } };
    const fast = serializer(Page, false)(data);
    expect(JSON.parse(fast)).toEqual(JSON.parse(serializer(Page, true)(data)));
    expect(fast).not.toContain('secret');
    expect(JSON.parse(fast).data.list[1]).toMatchObject({ name: null, nested: null });
    expect(JSON.parse(serializer(Page, false)({ code: 0, msg: '成功', data: null })).data).toBeNull();
  });

  it("keeps the undeclared fields of a loose object (the task rows' process fields)", () => {
    const schema = envelopeSchema(pageResultSchema(ZTaskRowSchema));
    const task = {
      taskId: 1,
      workId: 2,
      flowId: 8,
      flowNo: '8-2',
      flowName: '失物扣款',
      status: 'running',
      statusText: '审批中',
      name: '王浩',
      employeeId: 'E1',
      shopCode: 'BS0001',
      shopName: '一号店',
      rhrEmployeeName: null,
      nodeId: 801,
      nodeName: '区域HR审核',
      approvalOpinion: null,
      toDoUserName: '陈静',
      starterName: '店铺HR',
      starterUserDispName: '店铺HR',
      startedTime: '2026-10-05T14:03:50.976Z',
      arrivedTime: '2026-10-05T14:03:50.976Z',
      deadlineTime: null,
      isOverdue: true,
      deductionAmount: 12.5,
    };
    const data = { code: 0, msg: '成功', data: { list: [task], total: 1 } };
    expect(compileFast(schema)).toBeDefined();
    expect(JSON.parse(serializer(schema, true)(data)).data.list[0].deductionAmount).toBe(12.5);
    expect(JSON.parse(serializer(schema, false)(data))).toEqual(data);
  });

  it('checking, refuses a response that breaks its schema, as zod alone did', () => {
    const bad = { code: 0, msg: '成功', data: { list: [{ ...row, id: 'seven' }], total: 1 } };
    expect(() => serializer(Page, true)(bad)).toThrow();
  });

  it('leaves a schema without a JSON Schema form (a Date, a custom type) to zod', () => {
    expect(compileFast(z.object({ at: z.date() }))).toBeUndefined();
    const at = new Date('2026-11-22T08:00:00.000Z');
    expect(JSON.parse(serializer(z.object({ at: z.date() }), false)({ at }))).toEqual({ at: at.toISOString() });
  });
});

describe('every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has a success response that compiles to fast-json-stringify', () => {
    const withSchema = t.app.hrisRoutes.filter((r) => r.response);
    expect(withSchema.length).toBeGreaterThan(50);
    const left = withSchema.filter((r) => !compileFast(r.response as z.ZodType)).map((r) => `${r.method} ${r.url}`);
    expect(left).toEqual([]);
  });
});

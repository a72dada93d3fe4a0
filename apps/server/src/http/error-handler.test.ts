import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.post('/api/Test/Boom', { config: { access: { public: true } } }, async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(async () => t?.close());

describe('[HTTP][ERRORS]', () => {
  it('hides an unexpected error behind code 500 with a request id and no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Test/Boom',
      payload: {},
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(500);
    // The request id is the server's own, never the client's header echoed back.
    expect(body.msg).toBe(`服务器内部错误，请联系系统管理员（请求编号 ${body.data.requestId}）`);
    expect(body.data.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('names a nested field in Chinese when a body is invalid', async () => {
    const token = await login(t, 'hq_hr');
    const { body } = await call(t, '/api/User/GetUserInfoForStartWFUser', token, {
      employeeId: 'E000001',
      employeeState: 9,
    });
    expect(body.code).toBe(40001);
    expect(body.msg).toBe('员工状态：员工状态无效');
    expect(body.data.fields[0]).toMatchObject({ field: 'employeeState', label: '员工状态' });
  });

  it('explains a missing body field with zod Chinese text', async () => {
    const token = await login(t, 'hq_hr');
    const { body } = await call(t, '/api/User/SearchEmployee', token, {});
    expect(body.code).toBe(40001);
    expect(body.msg.startsWith('关键字：')).toBe(true);
  });

  it('refuses malformed JSON with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: 40001, msg: '请求内容不是有效的 JSON' });
  });

  it('serves the OpenAPI document at /api/docs to an administrator', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { AccessToken: await login(t, 'admin') },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/User/Login']).toBeDefined();
    expect(doc.paths['/api/Task/GetTaskCounts']).toBeDefined();
  });
});

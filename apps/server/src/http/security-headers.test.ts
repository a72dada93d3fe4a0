import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../test/build-test-app';
import { download, readSheet } from '../../test/factories';
import { activeEmployeeOf, startDeduction, todoOf } from '../../test/workflow-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) =>
      app.post('/api/Test/Boom', { config: { access: { public: true } } }, async () => {
        throw new Error('boom');
      }),
  });
});
afterAll(async () => t?.close());

describe('[SECURITY][HTTP] headers, request ids, documentation, exports', () => {
  it('sends browser protections on every answer and no-store on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers every error as JSON, also an unexpected one, with a request id of its own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Test/Boom',
      headers: { 'x-request-id': 'attacker-chosen<script>' },
      payload: {},
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.msg).not.toContain('attacker');
  });

  it('prefixes formula-like text in exports so a spreadsheet never runs it', async () => {
    const sh = await login(t, 'sh001_hr');
    const east = await login(t, 'east_hr');
    const emp = await activeEmployeeOf(t, 'SH001', 5);
    const workId = (await startDeduction(t, sh, emp.employeeId)).body.data.workId;
    const todo = await todoOf(t, east, workId);
    const opinion = '=HYPERLINK("http://evil.example","点我")';
    await call(t, '/api/WF/ProcessTask', east, { taskId: todo!.taskId, action: 'approve', opinion });
    const file = await download(t, '/api/Task/ExportRuningTaskList', east, { pageIndex: 1, pageSize: 20 });
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    const rows = await readSheet(file.body);
    const col = rows[0].indexOf('审批意见');
    const cells = rows.slice(1).map((r) => r[col]);
    expect(cells).toContain(`'${opinion}`);
    expect(cells.some((c) => c.startsWith('='))).toBe(false);
  });
});

describe('[SECURITY][HTTP] the interactive API documentation', () => {
  it('is for administrators only, in every mode, by header or by the cookie OpenSession sets', async () => {
    const prod = await buildTestApp({ seed: false, env: { APP_ENV: 'production' } });
    try {
      for (const app of [t.app, prod.app]) {
        const page = await app.inject({ method: 'GET', url: '/api/docs' });
        expect(page.statusCode).toBe(401);
        expect(page.body).toContain('接口文档仅供管理员查看');
        expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
      }
      const viewer = await login(t, 'viewer');
      const refused = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { AccessToken: viewer } });
      expect(refused.statusCode).toBe(403);
      const notAdmin = await t.app.inject({
        method: 'POST',
        url: '/api/Docs/OpenSession',
        headers: { AccessToken: viewer },
      });
      expect(notAdmin.json().code).toBe(40301);

      const admin = await login(t, 'admin');
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/Docs/OpenSession',
        headers: { AccessToken: admin },
      });
      expect(opened.json()).toMatchObject({ code: 0, data: { url: '/api/docs' } });
      const cookie = String(opened.headers['set-cookie']);
      expect(cookie).toMatch(/^hris_docs=[^;]+; Path=\/api\/docs; HttpOnly; SameSite=Strict/);
      const json = await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { cookie: cookie.split(';')[0] },
      });
      expect(json.statusCode).toBe(200);
      expect(json.json().paths['/api/User/Login']).toBeDefined();
    } finally {
      await prod.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { activeEmployeeOf, deductionForm } from '../../../test/workflow-helpers';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['sh001_hr', 'gz001_hr', 'east_hr']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

function multipart(fileName: string, content: Buffer, contentType = 'application/pdf') {
  const boundary = '----hris-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, fileName: string, content: Buffer) {
  const { payload, headers } = multipart(fileName, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/File/UploadSingle',
    payload,
    headers: { ...headers, AccessToken: token },
  });
  return res.json() as {
    code: number;
    msg: string;
    data: { id: number; fileName: string; routeUrl: string; byteLength: number };
  };
}

describe('[FILE] upload and download', () => {
  it('stores a file and returns id, fileName, routeUrl, byteLength; downloads it with the UTF-8 name', async () => {
    const content = Buffer.from('%PDF-1.4 健康证扫描件');
    const up = await upload(tok.sh001_hr, '健康证-张三.pdf', content);
    expect(up).toMatchObject({
      code: 0,
      msg: '上传成功',
      data: { fileName: '健康证-张三.pdf', byteLength: content.length },
    });
    expect(up.data.routeUrl).toBe(`/api/File/DownloadFile?attachmentId=${up.data.id}`);
    const res = await t.app.inject({ method: 'GET', url: up.data.routeUrl, headers: { AccessToken: tok.sh001_hr } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="___-__.pdf"; filename*=UTF-8''${encodeURIComponent('健康证-张三.pdf')}`,
    );
    const viaPost = await call(t, '/api/File/GetFileDownloadUrl', tok.sh001_hr, { attachmentId: up.data.id });
    expect(viaPost.body.data).toEqual(up.data);
  });

  it('refuses an empty file', async () => {
    const up = await upload(tok.sh001_hr, 'empty.pdf', Buffer.alloc(0));
    expect(up).toMatchObject({ code: 40001, msg: '文件错误，请上传正确的文件' });
  });

  it('keeps a file from other stores, but shows a work attachment to its approvers', async () => {
    const up = await upload(tok.sh001_hr, '赔偿说明.pdf', Buffer.from('说明'));
    const foreign = await t.app.inject({
      method: 'GET',
      url: up.data.routeUrl,
      headers: { AccessToken: tok.gz001_hr },
    });
    expect(foreign.json()).toMatchObject({ code: 40303 });
    const before = await t.app.inject({ method: 'GET', url: up.data.routeUrl, headers: { AccessToken: tok.east_hr } });
    expect(before.json()).toMatchObject({ code: 40303 });

    const emp = await activeEmployeeOf(t, 'SH001', 20);
    const started = await call(t, '/api/WF/StartWork', tok.sh001_hr, {
      flowId: 8,
      form: deductionForm(emp.employeeId),
      attachmentIds: [up.data.id],
    });
    expect(started.body.code).toBe(0);
    const detail = await call(t, '/api/WF/GetWorkDetail', tok.east_hr, { workId: started.body.data.workId });
    expect(detail.body.data.attachments).toEqual([up.data]);
    const after = await t.app.inject({ method: 'GET', url: up.data.routeUrl, headers: { AccessToken: tok.east_hr } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('说明');
    expect(
      (await t.app.inject({ method: 'GET', url: up.data.routeUrl, headers: { AccessToken: tok.gz001_hr } })).json()
        .code,
    ).toBe(40303);

    const reuse = await call(t, '/api/WF/AddWorkAttachment', tok.sh001_hr, {
      workId: 999999,
      attachmentIds: [up.data.id],
    });
    expect(reuse.body.code).toBe(40303);
    const stolen = await call(t, '/api/WF/StartWork', tok.gz001_hr, {
      flowId: 8,
      form: deductionForm('E000000'),
      attachmentIds: [up.data.id],
    });
    expect(stolen.body.code).toBe(40001);
  });
});

// @postgres: concurrent uploads against the daily quota; one-time tickets (row locks)
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { activeEmployeeOf, deductionForm } from '../../../test/workflow-helpers';
import { buildApp } from '../../app';
import { appUser, attachment, downloadTicket } from '../../db/schema';
import { samples } from './test-files';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['sh001_hr', 'gz001_hr', 'east_hr', 'hq_hr', 'viewer']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}
type Uploaded = Envelope<{ id: number; fileName: string; routeUrl: string; byteLength: number }>;

function multipart(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
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

async function upload(
  token: string,
  fileName: string,
  content: Buffer,
  options: { contentType?: string; target?: string; app?: TestApp['app'] } = {},
): Promise<Uploaded> {
  const { payload, headers } = multipart(fileName, content, options.contentType);
  const res = await (options.app ?? t.app).inject({
    method: 'POST',
    url: `/api/File/UploadSingle${options.target ? `?target=${options.target}` : ''}`,
    payload,
    headers: { ...headers, AccessToken: token },
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res.json();
}

async function get(url: string, token?: string, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url, headers: token ? { AccessToken: token } : {} });
}

async function ticketUrl(token: string, attachmentId: number): Promise<string> {
  const res = await call(t, '/api/File/GetFileDownloadUrl', token, { attachmentId });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.routeUrl as string;
}

const ATTACHMENT_TYPES = 'jpg、jpeg、png、gif、webp、pdf、doc、docx、xls、xlsx、ppt、pptx';

describe('[FILE] upload and download', () => {
  it('stores a file and returns id, fileName, routeUrl, byteLength; downloads it with the UTF-8 name', async () => {
    const content = samples.pdf();
    const up = await upload(tok.sh001_hr, '健康证-张三.pdf', content);
    expect(up).toMatchObject({
      code: 0,
      msg: '上传成功',
      data: { fileName: '健康证-张三.pdf', byteLength: content.length },
    });
    expect(up.data.routeUrl).toBe(`/api/File/DownloadFile?attachmentId=${up.data.id}`);
    const res = await get(up.data.routeUrl, tok.sh001_hr);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="___-__.pdf"; filename*=UTF-8''${encodeURIComponent('健康证-张三.pdf')}`,
    );
    const viaPost = await call(t, '/api/File/GetFileDownloadUrl', tok.sh001_hr, { attachmentId: up.data.id });
    expect(viaPost.body.data).toEqual({
      ...up.data,
      routeUrl: expect.stringMatching(
        new RegExp(`^/api/File/DownloadFile\\?attachmentId=${up.data.id}&ticket=[\\w-]{43}$`),
      ),
    });
  });

  it('refuses an empty file', async () => {
    const up = await upload(tok.sh001_hr, 'empty.pdf', Buffer.alloc(0));
    expect(up).toMatchObject({ code: 40001, msg: '文件错误，请上传正确的文件' });
  });

  it('keeps a file from other stores, but shows a work attachment to its approvers', async () => {
    const up = await upload(tok.sh001_hr, '赔偿说明.pdf', samples.pdf());
    const foreign = await get(up.data.routeUrl, tok.gz001_hr);
    expect(foreign.json()).toMatchObject({ code: 40303 });
    const before = await get(up.data.routeUrl, tok.east_hr);
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
    const after = await get(up.data.routeUrl, tok.east_hr);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(samples.pdf())).toBe(true);
    expect((await get(up.data.routeUrl, tok.gz001_hr)).json().code).toBe(40303);

    const reuse = await call(t, '/api/WF/AddWorkAttachment', tok.sh001_hr, {
      workId: 999999,
      attachmentIds: [up.data.id],
    });
    expect(reuse.body).toMatchObject({ code: 40401, msg: '流程不存在' });
    const stolen = await call(t, '/api/WF/StartWork', tok.gz001_hr, {
      flowId: 8,
      form: deductionForm('E000000'),
      attachmentIds: [up.data.id],
    });
    // Refused: by the scope check of attachmentIds (40303), or by the engine (40001) without it.
    expect([40001, 40303]).toContain(stolen.body.code);
  });

  it('holds at most 10 attachments per work (spec §9), counting those already added', async () => {
    const files = [];
    for (let i = 0; i < 11; i++) files.push((await upload(tok.sh001_hr, `材料${i}.pdf`, samples.pdf())).data.id);
    const emp = await activeEmployeeOf(t, 'SH001', 18);
    const tooMany = await call(t, '/api/WF/StartWork', tok.sh001_hr, {
      flowId: 8,
      form: deductionForm(emp.employeeId),
      attachmentIds: files,
    });
    expect(tooMany.body).toMatchObject({ code: 40001, msg: expect.stringContaining('附件最多10个') });
    const started = await call(t, '/api/WF/StartWork', tok.sh001_hr, {
      flowId: 8,
      form: deductionForm(emp.employeeId),
      attachmentIds: files.slice(0, 8),
    });
    expect(started.body.code).toBe(0);
    const workId = started.body.data.workId;
    const over = await call(t, '/api/WF/AddWorkAttachment', tok.sh001_hr, { workId, attachmentIds: files.slice(8) });
    expect(over.body).toMatchObject({ code: 40001, msg: '附件最多10个，该流程已有8个' });
    const fits = await call(t, '/api/WF/AddWorkAttachment', tok.sh001_hr, {
      workId,
      attachmentIds: files.slice(8, 10),
    });
    expect(fits.body.code).toBe(0);
    const detail = await call(t, '/api/WF/GetWorkDetail', tok.sh001_hr, { workId });
    expect(detail.body.data.attachments).toHaveLength(10);
  });
});

describe('[FILE][SECURITY] accepted types, by content and extension', () => {
  it('accepts images, PDF and Office documents whose content matches the extension; stores the sniffed type', async () => {
    const cases: [string, Buffer, string][] = [
      ['扫描件.pdf', samples.pdf(), 'application/pdf'],
      ['照片.png', samples.png(), 'image/png'],
      ['照片.JPG', samples.jpeg(), 'image/jpeg'],
      ['照片.jpeg', samples.jpeg(), 'image/jpeg'],
      ['动图.gif', samples.gif(), 'image/gif'],
      ['图片.webp', samples.webp(), 'image/webp'],
      ['说明.docx', samples.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['明细.xlsx', samples.xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['汇报.pptx', samples.pptx(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['旧版.doc', samples.ole(), 'application/msword'],
      ['旧版.xls', samples.ole(), 'application/vnd.ms-excel'],
      ['旧版.ppt', samples.ole(), 'application/vnd.ms-powerpoint'],
    ];
    for (const [name, content, type] of cases) {
      // The uploader's claimed type is ignored: what is stored is what the bytes are.
      const up = await upload(tok.sh001_hr, name, content, { contentType: 'text/html' });
      expect(up.code, `${name}: ${up.msg}`).toBe(0);
      const [row] = await t.db.select().from(attachment).where(eq(attachment.id, up.data.id));
      expect(row.contentType, name).toBe(type);
    }
  });

  it('refuses HTML, SVG, XML, scripts, executables, text and any file whose content is not its extension', async () => {
    const refused: [string, Buffer][] = [
      ['page.html', samples.html()],
      ['page.htm', samples.html()],
      ['image.svg', samples.svg()],
      ['data.xml', samples.xml()],
      ['script.js', samples.js()],
      ['tool.exe', samples.exe()],
      ['notes.txt', Buffer.from('plain text')],
      ['noext', samples.pdf()],
      ['page.png', samples.html()],
      ['page.pdf', samples.html()],
      ['image.pdf', samples.png()],
      ['image.jpg', samples.png()],
      ['tool.pdf', samples.exe()],
      ['archive.docx', samples.plainZip()],
      ['sheet.docx', samples.xlsx()],
      ['word.xlsx', samples.docx()],
      ['ole.docx', samples.ole()],
      ['zip.doc', samples.docx()],
      ['svg.png', samples.svg()],
    ];
    for (const [name, content] of refused) {
      const up = await upload(tok.sh001_hr, name, content, { contentType: 'image/png' });
      expect(up, name).toMatchObject({ code: 40001, msg: `文件格式错误仅限${ATTACHMENT_TYPES}格式` });
    }
  });

  it('upload target image takes pictures only; an unknown target is refused', async () => {
    expect((await upload(tok.sh001_hr, 'a.png', samples.png(), { target: 'image' })).code).toBe(0);
    expect(await upload(tok.sh001_hr, 'a.pdf', samples.pdf(), { target: 'image' })).toMatchObject({
      code: 40001,
      msg: '文件格式错误仅限jpg、jpeg、png、gif、webp格式',
    });
    expect((await upload(tok.sh001_hr, 'a.pdf', samples.pdf(), { target: 'attachment' })).code).toBe(0);
    const bad = await upload(tok.sh001_hr, 'a.png', samples.png(), { target: 'html' });
    expect(bad.code).toBe(40001);
    expect(bad.msg).toMatch(/^上传类型：/);
  });

  it('answers 40001 (never 500) to an upload sent without multipart or without a file', async () => {
    const json = await call(t, '/api/File/UploadSingle', tok.sh001_hr, { file: 'x' });
    expect(json.body).toMatchObject({ code: 40001, msg: '文件错误，请上传正确的文件' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/File/UploadSingle',
      headers: { AccessToken: tok.sh001_hr },
    });
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json()).toMatchObject({ code: 40001 });
    const boundary = '----hris-field-only';
    const fieldOnly = await t.app.inject({
      method: 'POST',
      url: '/api/File/UploadSingle',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { AccessToken: tok.sh001_hr, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(fieldOnly.json()).toMatchObject({ code: 40001, msg: '文件错误，请上传正确的文件' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/File/UploadSingle',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
      headers: { AccessToken: tok.sh001_hr, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toMatchObject({ code: 40001 });
    const part = (name: string, content: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
        content,
        Buffer.from('\r\n'),
      ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/File/UploadSingle',
      payload: Buffer.concat([
        part('a.pdf', samples.pdf()),
        part('b.html', samples.html()),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
      headers: { AccessToken: tok.sh001_hr, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(two.statusCode).toBeLessThan(500);
    expect(two.json().code, two.body).toBe(0);
    expect(two.json().data.fileName).toBe('a.pdf');
  });

  it('refuses an upload from a user who holds only read-only keys (40302)', async () => {
    const up = await upload(tok.viewer, 'a.pdf', samples.pdf());
    expect(up).toMatchObject({ code: 40302, msg: '没有编辑权限' });
  });
});

describe('[FILE][SECURITY] download headers', () => {
  it('shows images and PDF inline, everything else as a download; always nosniff, sandboxed, not cached', async () => {
    const cases: [string, Buffer, string, 'inline' | 'attachment'][] = [
      ['a.pdf', samples.pdf(), 'application/pdf', 'inline'],
      ['a.png', samples.png(), 'image/png', 'inline'],
      ['a.jpg', samples.jpeg(), 'image/jpeg', 'inline'],
      ['a.gif', samples.gif(), 'image/gif', 'inline'],
      ['a.webp', samples.webp(), 'image/webp', 'inline'],
      [
        'a.docx',
        samples.docx(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'attachment',
      ],
      ['a.xls', samples.ole(), 'application/vnd.ms-excel', 'attachment'],
    ];
    for (const [name, content, type, disposition] of cases) {
      const up = await upload(tok.sh001_hr, name, content, { contentType: 'text/html' });
      const res = await get(up.data.routeUrl, tok.sh001_hr);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type'], name).toBe(type);
      expect(res.headers['content-disposition'], name).toMatch(new RegExp(`^${disposition}; filename="${name}"`));
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['content-security-policy'], name).toMatch(/^sandbox;/);
      expect(res.headers['content-security-policy'], name).toContain("default-src 'none'");
      expect(res.headers['cache-control'], name).toBe('private, no-store');
      expect(res.headers['cross-origin-resource-policy'], name).toBe('same-origin');
      expect(res.rawPayload.equals(content), name).toBe(true);
    }
  });

  it('serves a row stored before the checks by its bytes: HTML claimed as anything is a download of octet-stream', async () => {
    const store = async (content: Buffer, fileName: string, contentType: string) => {
      const sha = createHash('sha256').update(content).digest('hex');
      mkdirSync(path.join(t.config.filesDir, sha.slice(0, 2)), { recursive: true });
      writeFileSync(path.join(t.config.filesDir, sha.slice(0, 2), sha), content);
      const [owner] = await t.db.select().from(appUser).where(eq(appUser.account, 'sh001_hr'));
      const [row] = await t.db
        .insert(attachment)
        .values({ fileName, contentType, byteLength: content.length, sha256: sha, uploadedBy: owner.id })
        .returning();
      return row.id;
    };
    const cases: [Buffer, string, string, string, 'inline' | 'attachment'][] = [
      [samples.html(), 'old.html', 'text/html', 'application/octet-stream', 'attachment'],
      [samples.svg(), 'old.svg', 'image/svg+xml', 'application/octet-stream', 'attachment'],
      [samples.html(), 'old.png', 'image/png', 'application/octet-stream', 'attachment'],
      [samples.plainZip(), 'old.docx', 'application/msword', 'application/octet-stream', 'attachment'],
      [samples.png(), 'old.png', 'text/html', 'image/png', 'inline'],
      [samples.pdf(), 'old.pdf', 'application/pdf', 'application/pdf', 'inline'],
    ];
    for (const [content, name, stored, served, disposition] of cases) {
      const id = await store(content, name, stored);
      const res = await get(`/api/File/DownloadFile?attachmentId=${id}`, tok.sh001_hr);
      expect(res.headers['content-type'], name).toBe(served);
      expect(res.headers['content-disposition'], name).toMatch(new RegExp(`^${disposition};`));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    }
  });
});

describe('[FILE][SECURITY] ids', () => {
  it('refuses attachment ids that are not positive 32-bit decimal integers with 40001 naming the field', async () => {
    for (const bad of ['0x10', '1e3', '1.5', '-1', '0', '99999999999', '2147483648', 'abc', '']) {
      for (const url of ['/api/File/DownloadFile', '/api/File/GetFileDownloadUrl']) {
        const res = await get(`${url}?attachmentId=${encodeURIComponent(bad)}`, tok.sh001_hr);
        expect(res.statusCode, `${url} ${bad}`).toBe(200);
        expect(res.json(), `${url} ${bad}`).toMatchObject({ code: 40001, msg: expect.stringMatching(/^附件编号：/) });
      }
      const posted = await call(t, '/api/File/GetFileDownloadUrl', tok.sh001_hr, { attachmentId: bad });
      expect(posted.body, `POST ${bad}`).toMatchObject({ code: 40001, msg: expect.stringMatching(/^附件编号：/) });
    }
    for (const bad of [99999999999, 2147483648, -1, 0, 1.5]) {
      const posted = await call(t, '/api/File/GetFileDownloadUrl', tok.sh001_hr, { attachmentId: bad });
      expect(posted.status, `POST ${bad}`).toBe(200);
      expect(posted.body, `POST ${bad}`).toMatchObject({ code: 40001, msg: expect.stringMatching(/^附件编号：/) });
    }
    // The largest id is valid, and simply not there.
    expect((await get('/api/File/DownloadFile?attachmentId=2147483647', tok.sh001_hr)).json().code).toBe(40401);
  });
});

describe('[FILE][SECURITY] tokens and download tickets', () => {
  it('no longer takes the session token from the URL (?accessToken=) on any route', async () => {
    const up = await upload(tok.sh001_hr, 'a.pdf', samples.pdf());
    const res = await get(`${up.data.routeUrl}&accessToken=${tok.sh001_hr}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/Task/GetTaskCounts?accessToken=${tok.sh001_hr}`,
      payload: {},
    });
    expect(other.statusCode).toBe(401);
  });

  it('answers 401 without a header or a ticket, 10001 for an unknown token, 40001 for a malformed ticket', async () => {
    const up = await upload(tok.sh001_hr, 'a.pdf', samples.pdf());
    for (const url of [up.data.routeUrl, up.data.routeUrl.replace('DownloadFile', 'GetFileDownloadUrl')]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, 'bogus-token')).json().code).toBe(10001);
      const malformed = await get(`${url}&ticket=abc`);
      expect(malformed.json()).toMatchObject({ code: 40001, msg: '下载凭证：下载链接无效，请重新打开附件' });
    }
  });

  it('[PG] opens a file once with its ticket, not twice, not late, not another file; a HEAD does not use it', async () => {
    const a = await upload(tok.sh001_hr, 'a.png', samples.png());
    const b = await upload(tok.sh001_hr, 'b.pdf', samples.pdf());
    const url = await ticketUrl(tok.sh001_hr, a.data.id);
    const ticket = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
    // Stored hashed only.
    const rows = await t.db.select().from(downloadTicket);
    expect(rows.some((r) => r.tokenHash === ticket)).toBe(false);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(ticket).digest('hex'))).toBe(true);

    expect((await get(url, undefined, 'HEAD')).statusCode).toBe(401);
    const other = await get(`/api/File/DownloadFile?attachmentId=${b.data.id}&ticket=${ticket}`);
    expect(other.json()).toMatchObject({ code: 10002, msg: '下载链接已失效，请重新打开附件' });

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(first.rawPayload.equals(samples.png())).toBe(true);
    const second = await get(url);
    expect(second.json()).toMatchObject({ code: 10002, msg: '下载链接已失效，请重新打开附件' });

    const late = await ticketUrl(tok.sh001_hr, a.data.id);
    const lateHash = createHash('sha256')
      .update(new URL(late, 'http://x').searchParams.get('ticket') ?? '')
      .digest('hex');
    await t.db
      .update(downloadTicket)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(downloadTicket.tokenHash, lateHash));
    expect((await get(late)).json()).toMatchObject({ code: 10002 });

    // The GET GetFileDownloadUrl form takes a ticket too.
    const viaGet = (await ticketUrl(tok.sh001_hr, b.data.id)).replace('DownloadFile', 'GetFileDownloadUrl');
    expect((await get(viaGet)).statusCode).toBe(200);
  });

  it('issues a ticket only to who may read the file, and checks the ticket user again when it is used', async () => {
    const up = await upload(tok.sh001_hr, '现场照片.png', samples.png());
    expect((await call(t, '/api/File/GetFileDownloadUrl', tok.gz001_hr, { attachmentId: up.data.id })).body.code).toBe(
      40303,
    );
    expect((await call(t, '/api/File/GetFileDownloadUrl', tok.east_hr, { attachmentId: up.data.id })).body.code).toBe(
      40303,
    );
    expect((await call(t, '/api/File/GetFileDownloadUrl', tok.hq_hr, { attachmentId: up.data.id })).body.code).toBe(0);
    expect((await call(t, '/api/File/GetFileDownloadUrl', tok.hq_hr, { attachmentId: 2147483647 })).body.code).toBe(
      40401,
    );

    // A work attachment, readable by its region's HR while it belongs to the work.
    const emp = await activeEmployeeOf(t, 'SH001', 19);
    const started = await call(t, '/api/WF/StartWork', tok.sh001_hr, {
      flowId: 8,
      form: deductionForm(emp.employeeId),
      attachmentIds: [up.data.id],
    });
    expect(started.body.code, started.body.msg).toBe(0);
    const url = await ticketUrl(tok.east_hr, up.data.id);
    await t.db.update(attachment).set({ ownerKind: null, ownerId: null }).where(eq(attachment.id, up.data.id));
    expect((await get(url)).json()).toMatchObject({ code: 40303 });
    await t.db
      .update(attachment)
      .set({ ownerKind: 'work', ownerId: started.body.data.workId })
      .where(eq(attachment.id, up.data.id));

    // A user disabled (or owing a password change) after the ticket was issued.
    const disabled = await ticketUrl(tok.hq_hr, up.data.id);
    const mustChange = await ticketUrl(tok.east_hr, up.data.id);
    await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.account, 'hq_hr'));
    await t.db.update(appUser).set({ mustChangePassword: true }).where(eq(appUser.account, 'east_hr'));
    try {
      expect((await get(disabled)).json()).toMatchObject({ code: 10003 });
      expect((await get(mustChange)).json()).toMatchObject({ code: 40006 });
    } finally {
      await t.db.update(appUser).set({ isEnabled: true }).where(eq(appUser.account, 'hq_hr'));
      await t.db.update(appUser).set({ mustChangePassword: false }).where(eq(appUser.account, 'east_hr'));
    }
  });

  it('deletes tickets expired for more than an hour when issuing', async () => {
    const up = await upload(tok.sh001_hr, 'a.pdf', samples.pdf());
    await ticketUrl(tok.sh001_hr, up.data.id);
    await t.db.update(downloadTicket).set({ expiresAt: sql`now() - interval '2 hours'` });
    await ticketUrl(tok.sh001_hr, up.data.id);
    const left = await t.db.select().from(downloadTicket);
    expect(left).toHaveLength(1);
  });

  it('never writes a ticket or a token of a URL to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp({ config: t.config, db: t.db, logger: { level: 'info', stream } });
    await logged.ready();
    try {
      const up = await upload(tok.sh001_hr, 'a.pdf', samples.pdf(), { app: logged });
      const res = await logged.inject({
        method: 'POST',
        url: '/api/File/GetFileDownloadUrl',
        payload: { attachmentId: up.data.id },
        headers: { AccessToken: tok.sh001_hr },
      });
      const url = res.json().data.routeUrl as string;
      const ticket = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
      expect((await logged.inject({ method: 'GET', url })).statusCode).toBe(200);
      await logged.inject({ method: 'GET', url: `${up.data.routeUrl}&accessToken=${tok.sh001_hr}` });
      const log = lines.join('');
      // One line per request names the route's pattern, never the URL with its query.
      expect(log).toContain('"route":"/api/File/DownloadFile"');
      expect(log).not.toContain('ticket=');
      expect(log).not.toContain(ticket);
      expect(log).not.toContain(tok.sh001_hr);
    } finally {
      await logged.close();
    }
  });
});

describe('[FILE][SECURITY] size limit and daily quota', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ env: { UPLOAD_MAX_MB: '1', UPLOAD_QUOTA_MB_PER_DAY: '2' } });
  });
  afterAll(async () => small?.close());

  const pdfOf = (bytes: number) => Buffer.concat([samples.pdf(), Buffer.alloc(bytes - samples.pdf().length, 0x20)]);
  const MB = 1024 * 1024;

  it('refuses a file over UPLOAD_MAX_MB with the spec message', async () => {
    const token = await login(small, 'sh001_hr');
    const up = await upload(token, 'big.pdf', pdfOf(MB + 1), { app: small.app });
    expect(up).toMatchObject({ code: 40001, msg: '文件大小超过限制，最大不超过1MB' });
    expect((await upload(token, 'fits.pdf', pdfOf(MB), { app: small.app })).code).toBe(0);
  });

  it('[PG] counts what a user uploaded in the last 24 hours, also for concurrent uploads', async () => {
    const token = await login(small, 'gz001_hr');
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => upload(token, `${n}.pdf`, pdfOf(0.8 * MB + n), { app: small.app })),
    );
    // 2 MB hold two of five 0.8 MB files, however the five interleave (a lock per user).
    expect(results.map((r) => r.code).sort()).toEqual([0, 0, 40001, 40001, 40001]);
    expect(results.find((r) => r.code !== 0)?.msg).toBe('今日上传文件已超过限额（2MB），请明日再试或联系系统管理员');
    expect((await upload(token, 'more.pdf', pdfOf(0.3 * MB), { app: small.app })).code).toBe(0);
    expect((await upload(token, 'over.pdf', pdfOf(0.2 * MB), { app: small.app })).code).toBe(40001);
    // Another user has a quota of their own.
    expect((await upload(await login(small, 'east_hr'), 'x.pdf', pdfOf(0.5 * MB), { app: small.app })).code).toBe(0);
    // Uploads older than a day no longer count.
    const [user] = await small.db.select().from(appUser).where(eq(appUser.account, 'gz001_hr'));
    await small.db
      .update(attachment)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(attachment.uploadedBy, user.id));
    expect((await upload(token, 'tomorrow.pdf', pdfOf(0.9 * MB), { app: small.app })).code).toBe(0);
  });
});

import { createHmac } from 'node:crypto';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RobotStandIn, startRobotStandIn } from '../../../../test/standins/robots';
import { type SmtpStandIn, startSmtpStandIn } from '../../../../test/standins/smtp';
import {
  type EmailChannelConfig,
  type OutgoingMessage,
  type SendResult,
  sendVia,
  validateChannelConfig,
} from './index';

/*
 * The senders against local stand-ins: an SMTP server that parses what it receives, and one HTTP
 * server playing the 企业微信, 钉钉 and 飞书 robots, signatures checked by the platforms' rules.
 * No database.
 */

const LINK = 'https://hris.example.com/task/todo?workId=123';
const WECOM_KEY = 'wecom-key-7c1f9a0e-5b2d-4e8f';
const DINGTALK_TOKEN = 'dingtalk0token0a1b2c3d4e5f6a7b8c9d0';
const DINGTALK_SECRET = 'SEC0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f+/=';
const FEISHU_HOOK = '5e3d587e-d78e-4a07-bd07-265f269f86fd';
const FEISHU_SECRET = 'nIMtb7r3N9pkXyXdtAbx6e';

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    key: 'todo:123:email',
    title: '您有新的待办：员工入职',
    lines: ['人员：张三（10023）', '门店：上海淮海中路店', '步骤：区域HR审核', '办理期限：2026-12-01 18:00'],
    link: LINK,
    linkText: '去办理',
    to: { name: '李娜', email: 'li.na@example.com', imId: null },
    ...overrides,
  };
}

let smtp: SmtpStandIn;
let smtpWithLogin: SmtpStandIn;
let robots: RobotStandIn;
/** Every answer the robots' tests got, checked at the end for a leaked secret. */
const answers: string[] = [];

beforeAll(async () => {
  [smtp, smtpWithLogin, robots] = await Promise.all([
    startSmtpStandIn(),
    startSmtpStandIn({ user: 'hris@example.com', password: 'S3cret-smtp!' }),
    startRobotStandIn(),
  ]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), smtpWithLogin?.close(), robots?.close()]);
});
beforeEach(() => {
  robots.mode = 'ok';
  robots.secrets = {};
  robots.received.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const email = (overrides: Partial<EmailChannelConfig> = {}): EmailChannelConfig => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  from: '"HRIS 人事系统" <hris@example.com>',
  ...overrides,
});
const wecom = () => ({ webhookUrl: `${robots.url}/wecom/cgi-bin/webhook/send?key=${WECOM_KEY}` });
const dingtalk = (secret?: string) => ({
  webhookUrl: `${robots.url}/dingtalk/robot/send?access_token=${DINGTALK_TOKEN}`,
  secret,
});
const feishu = (secret?: string) => ({
  webhookUrl: `${robots.url}/feishu/open-apis/bot/v2/hook/${FEISHU_HOOK}`,
  secret,
});

async function viaRobot(...args: Parameters<typeof sendVia>): Promise<SendResult> {
  const result = await sendVia(...args);
  answers.push(result.answer);
  return result;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('[NOTIFY] e-mail', () => {
  it('delivers the title, the lines and the link to the person, the key as Message-ID and X-HRIS-Key', async () => {
    const before = smtp.mails.length;
    const result = await sendVia('email', email(), message());

    expect(result.ok).toBe(true);
    expect(result.retry).toBe(false);
    expect(result.answer).toMatch(/^250 /);
    expect(smtp.mails).toHaveLength(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.envelope).toEqual({ from: 'hris@example.com', to: ['li.na@example.com'] });
    expect(mail.to).toBe('"李娜" <li.na@example.com>');
    expect(mail.from).toBe('"HRIS 人事系统" <hris@example.com>');
    expect(mail.subject).toBe('您有新的待办：员工入职');
    expect(mail.messageId).toBe('<todo=3A123=3Aemail@hris>');
    expect(mail.headers.get('x-hris-key')).toBe('todo:123:email');
    expect(mail.text).toContain('李娜，您好：');
    for (const line of message().lines) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);
    }
    expect(mail.text).toContain(`去办理：${LINK}`);
    expect(mail.html).toContain(`<a href="${LINK.replace('&', '&amp;')}">去办理</a>`);
  });

  it('gives a resend the same Message-ID, and keys that differ only in punctuation different ones', async () => {
    const before = smtp.mails.length;
    for (const key of ['done:9:email', 'done:9:email', 'done.9.email', 'done=3A9=3Aemail']) {
      expect((await sendVia('email', email(), message({ key }))).ok).toBe(true);
    }
    const ids = smtp.mails.slice(before).map((m) => m.messageId);
    expect(ids[0]).toBe(ids[1]);
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => /^<[A-Za-z0-9_=-]+@hris>$/.test(id))).toBe(true);
  });

  it('escapes HTML in the name, the title and the lines; the plain text keeps them as written', async () => {
    const result = await sendVia(
      'email',
      email(),
      message({
        title: '退回：<b>转正</b>',
        lines: ['备注：<script>alert("x")</script> & more'],
        to: { name: '<img src=x onerror=alert(1)>王&五', email: 'wang.wu@example.com' },
      }),
    );

    expect(result.ok).toBe(true);
    const mail = smtp.mails.at(-1)!;
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;王&amp;五，您好：');
    expect(mail.html).toContain('退回：&lt;b&gt;转正&lt;/b&gt;');
    expect(mail.html).toContain('备注：&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.text).toContain('<img src=x onerror=alert(1)>王&五，您好：');
    expect(mail.subject).toBe('退回：<b>转正</b>');
  });

  it('leaves out a link that is not http(s)', async () => {
    await sendVia('email', email(), message({ link: 'javascript:alert(1)' }));
    const mail = smtp.mails.at(-1)!;
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).not.toContain('javascript:');
  });

  it('sends nothing to a person without an address, and says why (no retry)', async () => {
    const before = smtp.mails.length;
    for (const missing of [null, undefined, '  ']) {
      const result = await sendVia('email', email(), message({ to: { name: '张三', email: missing } }));
      expect(result).toEqual({ ok: false, retry: false, answer: '收件人没有邮箱' });
    }
    expect(smtp.mails).toHaveLength(before);
  });

  it('logs in when the server asks; a wrong password or no login is refused for good', async () => {
    const login = { port: smtpWithLogin.port, user: 'hris@example.com', password: 'S3cret-smtp!' };
    const good = await sendVia('email', email(login), message());
    expect(good.ok).toBe(true);
    expect(smtpWithLogin.mails.at(-1)?.user).toBe('hris@example.com');

    const before = smtpWithLogin.mails.length;
    const wrong = await sendVia('email', email({ ...login, password: 'not-the-password' }), message());
    expect(wrong.ok).toBe(false);
    expect(wrong.retry).toBe(false);
    expect(wrong.answer).toMatch(/^535 /);
    expect(wrong.answer).not.toContain('not-the-password');

    const anonymous = await sendVia('email', email({ port: smtpWithLogin.port }), message());
    expect(anonymous.ok).toBe(false);
    expect(anonymous.retry).toBe(false);
    expect(anonymous.answer).toMatch(/^530 /);
    expect(smtpWithLogin.mails).toHaveLength(before);
  });

  it('retries a server that never greets (timeout) and one that is not there', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const port = (silent.address() as net.AddressInfo).port;
      const hung = await sendVia('email', email({ port }), message(), { timeoutMs: 300 });
      expect(hung).toEqual({ ok: false, retry: true, answer: '超时（300 ms）' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await new Promise<void>((resolve) => {
        silent.close(() => resolve());
        silent.unref();
      });
    }

    const refused = await sendVia('email', email({ port: await closedPort() }), message());
    expect(refused).toEqual({ ok: false, retry: true, answer: '连接失败（ECONNREFUSED）' });
  });
});

describe('[NOTIFY] 企业微信 group robot', () => {
  it('posts markdown: the title in bold, the lines, the link and <@userid>', async () => {
    const result = await viaRobot('wecom', wecom(), message({ to: { name: '李娜', imId: 'LiNa' } }));

    expect(result).toEqual({ ok: true, retry: false, answer: 'errcode 0: ok' });
    expect(robots.received).toHaveLength(1);
    const [request] = robots.received;
    expect(request.query).toEqual({ key: WECOM_KEY });
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      msgtype: 'markdown',
      markdown: {
        content: [
          '**您有新的待办：员工入职**',
          '人员：张三（10023）',
          '门店：上海淮海中路店',
          '步骤：区域HR审核',
          '办理期限：2026-12-01 18:00',
          `[去办理](${LINK})`,
          '<@LiNa>',
        ].join('\n'),
      },
    });
  });

  it('names a person it cannot mention, and lets no line mention the whole group', async () => {
    await viaRobot('wecom', wecom(), message({ lines: ['备注：<@all> 请查收'], link: undefined, linkText: undefined }));

    const content: string = robots.received[0].body.markdown.content;
    expect(content).toBe('**您有新的待办：员工入职**\n备注：＜@all＞ 请查收\n@李娜');
    expect(content).not.toContain('<@');
  });

  it('keeps the link and the mention when the lines overflow 4096 bytes', async () => {
    const lines = Array.from({ length: 400 }, (_, i) => `第${i + 1}项：上海淮海中路店 员工入职 待办`);
    await viaRobot('wecom', wecom(), message({ lines, to: { name: '李娜', imId: 'LiNa' } }));

    const content: string = robots.received[0].body.markdown.content;
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(4096);
    expect(content).toContain('……');
    expect(content.endsWith(`[去办理](${LINK})\n<@LiNa>`)).toBe(true);
  });
});

describe('[NOTIFY] 钉钉 robot', () => {
  it('signs the URL (timestamp in ms, HMAC-SHA256 keyed with the secret) and posts an actionCard', async () => {
    robots.secrets.dingtalk = DINGTALK_SECRET;
    const signAt = (at: Date) =>
      createHmac('sha256', DINGTALK_SECRET).update(`${at.getTime()}\n${DINGTALK_SECRET}`).digest('base64');
    // A moment whose signature holds a '+', which a sign left unencoded in the query turns into a space.
    let now = new Date();
    while (!signAt(now).includes('+')) now = new Date(now.getTime() + 1);
    const to = { name: '李娜', imId: '13800001111' };
    const result = await viaRobot('dingtalk', dingtalk(DINGTALK_SECRET), message({ to }), { now });

    expect(result).toEqual({ ok: true, retry: false, answer: 'errcode 0: ok' });
    const [request] = robots.received;
    const expectedSign = signAt(now);
    expect(request.query).toEqual({
      access_token: DINGTALK_TOKEN,
      timestamp: String(now.getTime()),
      sign: expectedSign,
    });
    expect(request.body).toEqual({
      msgtype: 'actionCard',
      actionCard: {
        title: '您有新的待办：员工入职',
        text: ['#### 您有新的待办：员工入职', ...message().lines, '@13800001111'].join('\n\n'),
        singleTitle: '去办理',
        singleURL: LINK,
      },
      at: { atMobiles: ['13800001111'] },
    });
  });

  it('posts markdown without a link, mentions a userId by atUserIds, and sends unsigned without a secret', async () => {
    const result = await viaRobot(
      'dingtalk',
      dingtalk(),
      message({ link: undefined, linkText: undefined, to: { name: '李娜', imId: 'manager4521' } }),
    );

    expect(result.ok).toBe(true);
    const [request] = robots.received;
    expect(request.query).toEqual({ access_token: DINGTALK_TOKEN });
    expect(request.body.msgtype).toBe('markdown');
    expect(request.body.markdown.title).toBe('您有新的待办：员工入职');
    expect(request.body.markdown.text).toContain('办理期限：2026-12-01 18:00\n\n@manager4521');
    expect(request.body.at).toEqual({ atUserIds: ['manager4521'] });
  });

  it('gets 310000 for a wrong secret or a stale clock, and does not retry', async () => {
    robots.secrets.dingtalk = DINGTALK_SECRET;
    const wrong = await viaRobot('dingtalk', dingtalk('SECnot-the-secret'), message());
    expect(wrong.ok).toBe(false);
    expect(wrong.retry).toBe(false);
    expect(wrong.answer).toMatch(/^errcode 310000: sign not match/);

    const stale = await viaRobot('dingtalk', dingtalk(DINGTALK_SECRET), message(), {
      now: new Date(Date.now() - 2 * 3600_000),
    });
    expect(stale).toMatchObject({ ok: false, retry: false });
    expect(stale.answer).toMatch(/^errcode 310000/);
  });
});

describe('[NOTIFY] 飞书 bot', () => {
  it('signs in the body (timestamp in s, HMAC keyed with timestamp+secret over nothing) and posts a card', async () => {
    robots.secrets.feishu = FEISHU_SECRET;
    const now = new Date();
    const to = { name: '李娜', imId: 'ou_7d8a6e6df7621556ce0d21922b676706' };
    const result = await viaRobot('feishu', feishu(FEISHU_SECRET), message({ to }), { now });

    expect(result).toEqual({ ok: true, retry: false, answer: 'code 0: success' });
    const [request] = robots.received;
    expect(request.path).toBe(`/feishu/open-apis/bot/v2/hook/${FEISHU_HOOK}`);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const expectedSign = createHmac('sha256', `${timestamp}\n${FEISHU_SECRET}`).update('').digest('base64');
    expect(request.body).toEqual({
      timestamp,
      sign: expectedSign,
      msg_type: 'interactive',
      card: {
        config: { wide_screen_mode: true },
        header: { template: 'blue', title: { tag: 'plain_text', content: '您有新的待办：员工入职' } },
        elements: [
          {
            tag: 'div',
            text: {
              tag: 'lark_md',
              content: [...message().lines, '<at id=ou_7d8a6e6df7621556ce0d21922b676706></at>'].join('\n'),
            },
          },
          {
            tag: 'action',
            actions: [{ tag: 'button', text: { tag: 'plain_text', content: '去办理' }, type: 'primary', url: LINK }],
          },
        ],
      },
    });
  });

  it('leaves out the signature without a secret and the button without a link', async () => {
    const result = await viaRobot('feishu', feishu(), message({ link: undefined, linkText: undefined }));

    expect(result.ok).toBe(true);
    const { body } = robots.received[0];
    expect(body).not.toHaveProperty('sign');
    expect(body).not.toHaveProperty('timestamp');
    expect(body.card.elements).toHaveLength(1);
    expect(body.card.elements[0].text.content).toContain('@李娜');
  });

  it('gets 19021 for a wrong secret or a stale clock, and does not retry', async () => {
    robots.secrets.feishu = FEISHU_SECRET;
    const wrong = await viaRobot('feishu', feishu('not-the-secret'), message());
    expect(wrong).toEqual({
      ok: false,
      retry: false,
      answer: 'code 19021: sign match fail or timestamp is not within one hour from current time',
    });

    const stale = await viaRobot('feishu', feishu(FEISHU_SECRET), message(), {
      now: new Date(Date.now() - 2 * 3600_000),
    });
    expect(stale).toMatchObject({ ok: false, retry: false });
    expect(stale.answer).toMatch(/^code 19021/);
  });

  it('reads the older answer that has only StatusCode', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ StatusCode: 0, StatusMessage: 'success' }), { status: 200 }),
    );
    expect(await viaRobot('feishu', feishu(), message())).toEqual({
      ok: true,
      retry: false,
      answer: 'code 0: success',
    });
  });
});

describe('[NOTIFY] robot failures', () => {
  const channels = () =>
    [
      ['wecom', wecom()],
      ['dingtalk', dingtalk(DINGTALK_SECRET)],
      ['feishu', feishu(FEISHU_SECRET)],
    ] as const;

  it('retries HTTP 500', async () => {
    robots.mode = 'error500';
    for (const [kind, config] of channels()) {
      expect(await viaRobot(kind, config, message())).toEqual({ ok: false, retry: true, answer: 'HTTP 500' });
    }
    expect(robots.received.map((r) => r.platform)).toEqual(['wecom', 'dingtalk', 'feishu']);
  });

  it('gives up on a robot that does not answer within the timeout, to retry later', async () => {
    robots.mode = 'hang';
    const started = Date.now();
    const results = await Promise.all(
      channels().map(([kind, config]) => viaRobot(kind, config, message(), { timeoutMs: 300 })),
    );
    for (const result of results) expect(result).toEqual({ ok: false, retry: true, answer: '超时（300 ms）' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(robots.received).toHaveLength(3);
  });

  it('retries a reset connection and a refused one', async () => {
    robots.mode = 'refuse';
    const reset = await viaRobot('wecom', wecom(), message());
    expect(reset).toMatchObject({ ok: false, retry: true });
    expect(reset.answer).toMatch(/^连接失败（/);

    const port = await closedPort();
    const refused = await viaRobot(
      'feishu',
      { webhookUrl: `http://127.0.0.1:${port}/open-apis/bot/v2/hook/${FEISHU_HOOK}` },
      message(),
    );
    expect(refused).toEqual({ ok: false, retry: true, answer: '连接失败（ECONNREFUSED）' });
  });

  it('does not retry a 404, an answer that is not the platform’s, or a platform refusal; retries a rate limit', async () => {
    const notFound = await viaRobot(
      'wecom',
      { webhookUrl: `${robots.url}/wecom/cgi-bin/webhook/sent?key=${WECOM_KEY}` },
      message(),
    );
    expect(notFound).toEqual({ ok: false, retry: false, answer: 'HTTP 404' });

    const fetchMock = vi.spyOn(globalThis, 'fetch');
    fetchMock.mockResolvedValueOnce(new Response('<html>登录</html>', { status: 200 }));
    expect(await viaRobot('wecom', wecom(), message())).toEqual({
      ok: false,
      retry: false,
      answer: 'HTTP 200：无法识别的应答',
    });
    fetchMock.mockResolvedValueOnce(Response.json({ errcode: 93000, errmsg: 'invalid webhook url' }));
    expect(await viaRobot('wecom', wecom(), message())).toMatchObject({ ok: false, retry: false });
    fetchMock.mockResolvedValueOnce(Response.json({ errcode: 45009, errmsg: 'api freq out of limit' }));
    expect(await viaRobot('wecom', wecom(), message())).toEqual({
      ok: false,
      retry: true,
      answer: 'errcode 45009: api freq out of limit',
    });
    fetchMock.mockResolvedValueOnce(Response.json({ errcode: 130101, errmsg: 'send too fast' }, { status: 200 }));
    expect(await viaRobot('dingtalk', dingtalk(), message())).toMatchObject({ ok: false, retry: true });
    fetchMock.mockResolvedValueOnce(Response.json({ code: 11232, msg: 'frequency limited' }));
    expect(await viaRobot('feishu', feishu(), message())).toMatchObject({ ok: false, retry: true });
    fetchMock.mockResolvedValueOnce(Response.json({ code: 99991400, msg: 'limit' }, { status: 429 }));
    expect(await viaRobot('feishu', feishu(), message())).toEqual({
      ok: false,
      retry: true,
      answer: 'HTTP 429，code 99991400: limit',
    });
  });

  it('never shows the secret, the key, the token or the hook id, even when the platform echoes them', async () => {
    let alsoEchoed = '';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const echo = `bad request ${String(input)} ${String(init?.body)} ${alsoEchoed}`;
      return Response.json({ errcode: 40008, code: 9499, errmsg: echo, msg: echo });
    });
    const echoed = [await sendVia('wecom', wecom(), message())];
    alsoEchoed = `${DINGTALK_SECRET} ${encodeURIComponent(DINGTALK_SECRET)}`;
    echoed.push(await sendVia('dingtalk', dingtalk(DINGTALK_SECRET), message()));
    alsoEchoed = `${FEISHU_SECRET} ${encodeURIComponent(FEISHU_SECRET)}`;
    echoed.push(await sendVia('feishu', feishu(FEISHU_SECRET), message()));
    for (const result of echoed) {
      expect(result.ok).toBe(false);
      expect(result.answer).toContain('***');
    }
    answers.push(...echoed.map((r) => r.answer));

    const hidden = [WECOM_KEY, DINGTALK_TOKEN, DINGTALK_SECRET, FEISHU_HOOK, FEISHU_SECRET];
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) {
      for (const secret of hidden) {
        expect(answer).not.toContain(secret);
        expect(answer).not.toContain(encodeURIComponent(secret));
      }
    }
  });
});

describe('[NOTIFY] channel settings', () => {
  it('names what makes a setting unusable', () => {
    const smtpOk = { host: 'smtp.example.com', port: 465, secure: true, from: 'hris@example.com' };
    expect(validateChannelConfig('email', smtpOk)).toBeNull();
    expect(
      validateChannelConfig('email', { ...smtpOk, from: 'HRIS <hris@example.com>', user: 'u', password: 'p' }),
    ).toBeNull();
    expect(validateChannelConfig('email', { ...smtpOk, host: ' ' })).toBe('请填写 SMTP 服务器地址');
    for (const port of [0, 65536, 25.5, Number.NaN]) {
      expect(validateChannelConfig('email', { ...smtpOk, port })).toBe('SMTP 端口须为 1–65535 之间的整数');
    }
    expect(validateChannelConfig('email', { ...smtpOk, from: '' })).toBe('请填写发件人地址');
    expect(validateChannelConfig('email', { ...smtpOk, from: 'HRIS' })).toBe('发件人地址格式不正确');
    expect(validateChannelConfig('email', { ...smtpOk, from: 'a@example.com, b@example.com' })).toBe(
      '发件人地址格式不正确',
    );
    expect(validateChannelConfig('email', { ...smtpOk, user: 'u' })).toBe('SMTP 用户名和密码须同时填写');

    expect(
      validateChannelConfig('wecom', { webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k' }),
    ).toBeNull();
    expect(validateChannelConfig('wecom', { webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send' })).toBe(
      '企业微信 Webhook 地址缺少 key 参数',
    );
    expect(
      validateChannelConfig('dingtalk', {
        webhookUrl: 'https://oapi.dingtalk.com/robot/send?access_token=t',
        secret: 'SEC1',
      }),
    ).toBeNull();
    expect(validateChannelConfig('dingtalk', { webhookUrl: 'https://oapi.dingtalk.com/robot/send' })).toBe(
      '钉钉 Webhook 地址缺少 access_token 参数',
    );
    expect(
      validateChannelConfig('feishu', { webhookUrl: 'https://open.feishu.cn/open-apis/bot/v2/hook/x' }),
    ).toBeNull();
    expect(validateChannelConfig('feishu', { webhookUrl: '' })).toBe('请填写 Webhook 地址');
    for (const webhookUrl of [
      'open.feishu.cn/open-apis/bot/v2/hook/x',
      'ftp://open.feishu.cn/x',
      'javascript:alert(1)',
    ]) {
      expect(validateChannelConfig('feishu', { webhookUrl })).toBe(
        'Webhook 地址须是以 http:// 或 https:// 开头的完整网址',
      );
    }
    expect(validateChannelConfig('feishu', { webhookUrl: 'https://u:p@open.feishu.cn/x' })).toBe(
      'Webhook 地址不能包含用户名或密码',
    );
    expect(validateChannelConfig('email', null as never)).toBe('渠道设置缺失');
    expect(validateChannelConfig('sms' as never, { webhookUrl: 'https://x' })).toBe('未知的通知渠道：sms');
  });

  it('answers an unusable setting without sending, and never throws', async () => {
    expect(await sendVia('email', { ...email(), from: '' }, message())).toEqual({
      ok: false,
      retry: false,
      answer: '请填写发件人地址',
    });
    expect(await sendVia('wecom', undefined as never, message())).toEqual({
      ok: false,
      retry: false,
      answer: '渠道设置缺失',
    });
    expect(await sendVia('feishu', feishu(), null as never)).toMatchObject({ ok: false, retry: false });
    expect(robots.received).toHaveLength(0);
  });
});

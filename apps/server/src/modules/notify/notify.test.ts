import { addDays, businessToday, NotifyPaths, startOfBusinessDay } from '@hris/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, tokenWithMenus } from '../../../test/factories';
import { type RobotStandIn, startRobotStandIn } from '../../../test/standins/robots';
import { type SmtpStandIn, startSmtpStandIn } from '../../../test/standins/smtp';
import { actOn, buildStoreTeam, type StoreTeam, startTeamDeduction, todoOf } from '../../../test/workflow-helpers';
import { appUser, employee, message, notifyChannel, notifyOutbox, systemLog, task } from '../../db/schema';
import { runDueJobs, scheduleDailyJobs } from '../../workflow/jobs';
import { messageIdOf } from './channels/email';
import { NOTIFY_DIGEST_JOB } from './digest';
import { notifyPruneJob } from './prune';
import { RETRY_BACKOFF_MS, sendOutbox } from './sender';

let t: TestApp;
let a: StoreTeam;
let admin: { token: string; userId: number };
let smtp: SmtpStandIn;
let robots: RobotStandIn;

const PUBLIC_URL = 'https://hris.example.com';
const send = () => sendOutbox(t.db, { publicUrl: PUBLIC_URL, timeoutMs: 500 });

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  admin = await tokenWithMenus(t, { menus: { Interface: 1 }, scopeKind: 'all' });
  [smtp, robots] = await Promise.all([startSmtpStandIn({ user: 'hris', password: 's3cret' }), startRobotStandIn()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), robots?.close()]);
  await t?.close();
});
beforeEach(async () => {
  // Each test configures the channels it uses; nothing queued by another test is sent in it.
  await t.db.delete(notifyChannel);
  await t.db.delete(notifyOutbox);
  smtp.mails.length = 0;
  robots.received.length = 0;
  robots.mode = 'ok';
  robots.secrets = {};
});

const emailChannel = (over: Record<string, unknown> = {}) => ({
  channel: 'email',
  enabled: true,
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  user: 'hris',
  password: 's3cret',
  from: 'HRIS <hris@example.com>',
  defaultKinds: ['todo', 'returned', 'finished', 'overdue'],
  ...over,
});

async function save(body: Record<string, unknown>, token = admin.token) {
  return (await call(t, NotifyPaths.saveChannel, token, body)).body;
}

async function setAddresses(token: string, email: string, imId = '') {
  const res = await call(t, NotifyPaths.saveMyNotifySettings, token, { email, imId, choices: [] });
  expect(res.body.code, res.body.msg).toBe(0);
}

/** A 失物扣款 of a new employee of the team, started by its store HR: a to-do of the regional HR. */
const startDeduction = () => startTeamDeduction(t, a);

const outboxOf = (userId: number) =>
  t.db.select().from(notifyOutbox).where(eq(notifyOutbox.userId, userId)).orderBy(notifyOutbox.id);

describe('[NOTIFY] channels in 接口中心', () => {
  it('saves a channel without ever answering its secret, keeps it when left empty, and logs no secret', async () => {
    expect(await save(emailChannel())).toMatchObject({ code: 0, msg: '电子邮件设置已保存' });
    const list = (await call(t, NotifyPaths.getChannelList, admin.token, {})).body.data;
    const email = list.find((c: { channel: string }) => c.channel === 'email');
    expect(email).toMatchObject({ enabled: true, configured: true, secretSet: true, host: '127.0.0.1', user: 'hris' });
    expect(JSON.stringify(list)).not.toContain('s3cret');
    expect(list.map((c: { channel: string }) => c.channel)).toEqual(['email', 'wecom', 'dingtalk', 'feishu']);

    // A robot's address carries its key: the list shows it masked, and the masked address sent
    // back unchanged keeps the stored one.
    const hook = `${robots.url}/wecom/cgi-bin/webhook/send?key=K1secretkey42`;
    expect((await save({ channel: 'wecom', enabled: true, webhookUrl: hook, defaultKinds: [] })).code).toBe(0);
    const masked = (await call(t, NotifyPaths.getChannelList, admin.token, {})).body.data[1].webhookUrl;
    expect(masked).toBe(`${robots.url}/wecom/cgi-bin/webhook/send?key=K1se****`);
    expect((await save({ channel: 'wecom', enabled: true, webhookUrl: masked, defaultKinds: [] })).code).toBe(0);
    const [wecom] = await t.db.select().from(notifyChannel).where(eq(notifyChannel.channel, 'wecom'));
    expect(wecom.config).toMatchObject({ webhookUrl: hook });

    // Saved again with the password left empty: the stored one stays.
    expect((await save(emailChannel({ password: '' }))).code).toBe(0);
    const [row] = await t.db.select().from(notifyChannel).where(eq(notifyChannel.channel, 'email'));
    expect(row.config).toMatchObject({ password: 's3cret' });
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'notify.channel.save'));
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logs.map((l) => l.summary))).not.toContain('s3cret');
  });

  it('refuses an incomplete or malformed channel on its field, and changes nothing', async () => {
    const noUrl = await save({ channel: 'dingtalk', enabled: true, webhookUrl: '', defaultKinds: ['todo'] });
    expect(noUrl).toMatchObject({ code: 40001, msg: '请填写Webhook 地址' });
    expect(noUrl.data.fields[0].field).toBe('webhookUrl');
    const badUrl = await save({ channel: 'feishu', enabled: false, webhookUrl: 'ftp://x', defaultKinds: [] });
    expect(badUrl).toMatchObject({ code: 40001, msg: 'Webhook 地址应以 http:// 或 https:// 开头' });
    const badFrom = await save(emailChannel({ from: 'not-an-address' }));
    expect(badFrom.msg).toContain('发件人应为邮箱地址');
    const wecomSecret = await save({
      channel: 'wecom',
      enabled: true,
      webhookUrl: `${robots.url}/wecom/cgi-bin/webhook/send?key=K1`,
      secret: 'x',
      defaultKinds: [],
    });
    expect(wecomSecret.code).toBe(40001);
    expect(await t.db.select().from(notifyChannel)).toEqual([]);
  });

  it('is for company-wide interface administrators only', async () => {
    const storeHr = await call(t, NotifyPaths.getChannelList, a.storeHr.token, {});
    expect(storeHr.body.code).toBe(40301);
    const regional = await tokenWithMenus(t, { menus: { Interface: 1 }, scopeKind: 'org' });
    const out = await call(t, NotifyPaths.saveChannel, regional.token, emailChannel());
    expect(out.body.msg).toBe('通知渠道与发送记录涉及全公司，仅限数据范围为“全部”的用户使用');
    const reader = await tokenWithMenus(t, { menus: { Interface: 0 }, scopeKind: 'all' });
    expect((await call(t, NotifyPaths.saveChannel, reader.token, emailChannel())).body.code).not.toBe(0);
  });

  it('测试 sends to the administrator with the unsaved settings and answers what the platform said', async () => {
    await t.db.update(appUser).set({ email: 'admin@example.com' }).where(eq(appUser.id, admin.userId));
    const good = await call(t, NotifyPaths.testChannel, admin.token, emailChannel());
    expect(good.body.code, good.body.msg).toBe(0);
    expect(good.body.data).toMatchObject({ ok: true, to: 'admin@example.com' });
    expect(good.body.msg).toMatch(/^测试消息已发送：250/);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toContain('admin@example.com');
    expect(smtp.mails[0].subject).toBe('HRIS 测试消息');

    const wrong = await call(t, NotifyPaths.testChannel, admin.token, emailChannel({ password: 'wrong' }));
    expect(wrong.body.data.ok).toBe(false);
    expect(wrong.body.msg).toMatch(/^测试消息发送失败：/);
    expect(wrong.body.msg).not.toContain('wrong');

    robots.secrets.dingtalk = 'SECdemo';
    const ding = {
      channel: 'dingtalk',
      enabled: true,
      webhookUrl: `${robots.url}/dingtalk/robot/send?access_token=T1`,
      defaultKinds: [],
    };
    const signed = await call(t, NotifyPaths.testChannel, admin.token, { ...ding, secret: 'SECdemo' });
    expect(signed.body.data).toMatchObject({ ok: true, to: '钉钉机器人' });
    const badSign = await call(t, NotifyPaths.testChannel, admin.token, { ...ding, secret: 'SECwrong' });
    expect(badSign.body.data.ok).toBe(false);
    expect(badSign.body.data.answer).toContain('310000');
    // Nothing was saved by testing.
    expect(await t.db.select().from(notifyChannel)).toEqual([]);
  });
});

describe('[NOTIFY] what is sent, and how reliably', () => {
  it('a new to-do reaches its handler by e-mail: flow, person, store, step, deadline, a link to the work', async () => {
    expect((await save(emailChannel())).code).toBe(0);
    await setAddresses(a.regionHr.token, 'region.hr@example.com');
    const { workId, emp } = await startDeduction();

    // Queued in the start's transaction, for the handler only (the starter has no address).
    const queued = await outboxOf(a.regionHr.id);
    expect(queued.map((r) => [r.channel, r.kind, r.status])).toEqual([['email', 'todo', 'pending']]);
    expect(await outboxOf(a.storeHr.id)).toEqual([]);

    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to).toContain('region.hr@example.com');
    expect(mail.subject).toBe('您有新的待办：失物扣款');
    expect(mail.text).toContain(`人员：${emp.name}（${emp.employeeId}）`);
    expect(mail.text).toContain('门店：');
    expect(mail.text).toContain('步骤：');
    expect(mail.text).toContain(`${PUBLIC_URL}/#/process/do?flowId=8&workId=${workId}`);
    expect(mail.messageId).toBe(messageIdOf(queued[0].key));
    expect(mail.headers.get('x-hris-key')).toBe(queued[0].key);
    // No identity number, salary or health data: only the name and number of the person.
    const [person] = await t.db
      .select({ identityNumber: employee.identityNumber })
      .from(employee)
      .where(eq(employee.id, emp.id));
    expect(mail.text).not.toContain(person.identityNumber);
    const [row] = await outboxOf(a.regionHr.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.lastAnswer).toMatch(/^250/);
    // A second pass sends nothing more.
    expect(await send()).toMatchObject({ sent: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it('a to-do handled before it could be sent is not sent; a finished work tells its starter', async () => {
    expect((await save(emailChannel())).code).toBe(0);
    await setAddresses(a.regionHr.token, 'region.hr@example.com');
    await setAddresses(a.storeHr.token, 'store.hr@example.com');
    const { workId } = await startDeduction();
    const body = await actOn(t, a.regionHr.token, workId);
    expect(body.code, body.msg).toBe(0);
    expect(await send()).toMatchObject({ skipped: 1 });
    const [todo] = await outboxOf(a.regionHr.id);
    expect(todo).toMatchObject({ status: 'skipped', lastAnswer: '待办已处理或已转出，未发送' });
    expect(smtp.mails.filter((m) => m.to.includes('region.hr@'))).toEqual([]);
    // Head office approves the deduction (802): it finishes, and the starter gets the news.
    expect(await todoOf(t, a.hqHr.token, workId)).toBeDefined();
    expect((await actOn(t, a.hqHr.token, workId)).code).toBe(0);
    await send();
    const finished = smtp.mails.filter((m) => m.to.includes('store.hr@'));
    expect(finished.map((m) => m.subject)).toEqual(['您发起的「失物扣款」已办结']);
  });

  it("follows each user's own choice over the channel's default, and mentions them on the robot", async () => {
    expect(
      (
        await save({
          channel: 'wecom',
          enabled: true,
          webhookUrl: `${robots.url}/wecom/cgi-bin/webhook/send?key=K1`,
          defaultKinds: ['todo'],
        })
      ).code,
    ).toBe(0);
    const settings = (await call(t, NotifyPaths.getMyNotifySettings, a.regionHr.token, {})).body.data;
    expect(settings.channels).toEqual([{ channel: 'wecom', name: '企业微信机器人' }]);
    expect(settings.choices.find((c: { kind: string }) => c.kind === 'todo')).toMatchObject({
      enabled: true,
      isDefault: true,
    });
    await call(t, NotifyPaths.saveMyNotifySettings, a.regionHr.token, {
      email: '',
      imId: 'liu.region',
      choices: [{ channel: 'wecom', kind: 'todo', enabled: true }],
    });
    await startDeduction();
    await send();
    expect(robots.received).toHaveLength(1);
    expect(JSON.stringify(robots.received[0].body)).toContain('<@liu.region>');

    // She turns new to-dos off: the next one stays in HRIS.
    const off = await call(t, NotifyPaths.saveMyNotifySettings, a.regionHr.token, {
      email: '',
      imId: 'liu.region',
      choices: [{ channel: 'wecom', kind: 'todo', enabled: false }],
    });
    expect(off.body).toMatchObject({ code: 0, msg: '通知设置已保存' });
    await startDeduction();
    expect(await outboxOf(a.regionHr.id)).toHaveLength(1);
    // A channel that is off cannot be chosen.
    const refused = await call(t, NotifyPaths.saveMyNotifySettings, a.regionHr.token, {
      email: '',
      imId: '',
      choices: [{ channel: 'feishu', kind: 'todo', enabled: true }],
    });
    expect(refused.body).toMatchObject({ code: 40001, msg: '飞书机器人未启用，不能选择' });
    const badMail = await call(t, NotifyPaths.saveMyNotifySettings, a.regionHr.token, {
      email: 'nope',
      imId: '',
      choices: [],
    });
    expect(badMail.body.msg).toContain('邮箱格式不正确');
  });

  it('retries a platform that fails or hangs with backoff, gives up after the last attempt, and an administrator can send again', async () => {
    robots.secrets.feishu = 'FS1';
    await save({
      channel: 'feishu',
      enabled: true,
      webhookUrl: `${robots.url}/feishu/open-apis/bot/v2/hook/H1`,
      secret: 'FS1',
      defaultKinds: ['todo'],
    });
    robots.mode = 'error500';
    await startDeduction();
    expect(await send()).toMatchObject({ retrying: 1 });
    const [first] = await outboxOf(a.regionHr.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastAnswer: expect.stringContaining('500') });
    const [{ wait }] = await t.db
      .select({ wait: sql<number>`extract(epoch from ${notifyOutbox.nextAttemptAt} - now())`.mapWith(Number) })
      .from(notifyOutbox)
      .where(eq(notifyOutbox.id, first.id));
    expect(wait).toBeGreaterThan(RETRY_BACKOFF_MS[0] / 1000 - 5);
    // Not due yet: nothing is sent.
    expect(await send()).toMatchObject({ retrying: 0, sent: 0 });

    robots.mode = 'hang';
    const due = () => t.db.update(notifyOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(notifyOutbox.id, first.id));
    for (let attempt = 2; attempt <= 6; attempt++) {
      await due();
      await send();
    }
    const [given] = await outboxOf(a.regionHr.id);
    expect(given).toMatchObject({ status: 'failed', attempts: 6 });
    expect(given.lastAnswer).toContain('超时');

    const list = await call(t, NotifyPaths.getOutboxPageList, admin.token, { status: 'failed' });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect(list.body.data.list[0]).toMatchObject({
      statusText: '发送失败',
      channelText: '飞书机器人',
      kindText: '新待办',
    });

    robots.mode = 'ok';
    const again = await call(t, NotifyPaths.retryOutbox, admin.token, { id: first.id });
    expect(again.body).toMatchObject({ code: 0, msg: '已重新加入发送队列' });
    expect(await send()).toMatchObject({ sent: 1 });
    const last = robots.received.at(-1)!;
    expect(last.body).toMatchObject({ msg_type: 'interactive' });
    const sentAgain = await call(t, NotifyPaths.retryOutbox, admin.token, { id: first.id });
    expect(sentAgain.body).toMatchObject({ code: 40901, msg: '只有“发送失败”或“未发送”的通知可以重新发送' });
  });

  it('a crash between the commit and the send loses nothing, and a crash mid-send resends the same message once', async () => {
    expect((await save(emailChannel())).code).toBe(0);
    await setAddresses(a.regionHr.token, 'region.hr@example.com');
    // The approval committed; the server stopped before any sender ran: the message waits in the outbox.
    await startDeduction();
    const [waiting] = await outboxOf(a.regionHr.id);
    expect(waiting.status).toBe('pending');
    // A sender claimed it and died before recording the answer (the row stays `sending`).
    await t.db
      .update(notifyOutbox)
      .set({ status: 'sending', attempts: 1, claimedAt: sql`now() - interval '1 minute'` })
      .where(eq(notifyOutbox.id, waiting.id));
    expect(await send()).toMatchObject({ sent: 0 });
    // Five minutes on, the next sender takes it over and sends it, with the same key.
    await t.db
      .update(notifyOutbox)
      .set({ claimedAt: sql`now() - interval '6 minutes'` })
      .where(eq(notifyOutbox.id, waiting.id));
    expect(await send()).toMatchObject({ sent: 1 });
    expect(await send()).toMatchObject({ sent: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].headers.get('x-hris-key')).toBe(waiting.key);
    const [done] = await outboxOf(a.regionHr.id);
    expect(done).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the daily digest: to-dos, overdue, certificates of the scope; once per day; nobody gets an empty one', async () => {
    await save(emailChannel({ defaultKinds: ['digest'] }));
    await setAddresses(a.regionHr.token, 'region.hr@example.com');
    // The interface administrator has no to-do and may not read the health registry.
    await setAddresses(admin.token, 'idle@example.com');
    const { workId } = await startDeduction();
    await t.db
      .update(task)
      .set({ deadlineAt: sql`now() - interval '1 day'` })
      .where(and(eq(task.workId, workId), eq(task.assigneeUserId, a.regionHr.id), eq(task.status, 'todo')));
    // Tomorrow at 09:00 in China, after the digest's 08:30 (a day later at 00:30 would be too early).
    const at = new Date(startOfBusinessDay(addDays(businessToday(), 1)).getTime() + 9 * 3_600_000);
    await scheduleDailyJobs(t.db, at);
    const ran = await runDueJobs(t.db, at, 50, { notify: { publicUrl: PUBLIC_URL } }, [NOTIFY_DIGEST_JOB]);
    expect(ran).toBe(1);
    const mine = smtp.mails.filter((m) => m.to.includes('region.hr@'));
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toMatch(/^HRIS 每日摘要（\d{4}-\d{2}-\d{2}）$/);
    const [open] = await t.db
      .select({ n: count() })
      .from(task)
      .where(and(eq(task.assigneeUserId, a.regionHr.id), eq(task.status, 'todo')));
    expect(mine[0].text).toContain(`待办：${open.n} 项，其中已超时 1 项`);
    // She may read the health registry: her scope's certificates needing attention (the team's people have none).
    expect(mine[0].text).toMatch(/健康证：即将过期 \d+ 人，已过期 \d+ 人，缺失 [1-9]\d* 人/);
    expect(mine[0].text).toContain(`${PUBLIC_URL}/#/task/myTask`);
    // A user with nothing to do gets none.
    expect(smtp.mails.filter((m) => m.to.includes('idle@'))).toEqual([]);
    const keys = (await outboxOf(a.regionHr.id)).filter((r) => r.kind === 'digest').map((r) => r.key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^digest:\d{4}-\d{2}-\d{2}:\d+:email$/);
    // The same day's job again (another server's tick) queues nothing twice.
    const { notifyDigestJob } = await import('./digest');
    await t.db.transaction((tx) => notifyDigestJob(tx, { date: keys[0].split(':')[1] }, at));
    expect((await outboxOf(a.regionHr.id)).filter((r) => r.kind === 'digest')).toHaveLength(1);
  });

  it('发送记录 keeps 90 days of finished messages; one still waiting stays however old', async () => {
    const user = a.regionHr.id;
    const row = (key: string, status: 'sent' | 'failed' | 'pending', days: number) => ({
      key,
      userId: user,
      channel: 'email' as const,
      kind: 'todo' as const,
      title: key,
      status,
      createdAt: sql`now() - make_interval(days => ${days})`,
    });
    await t.db
      .insert(notifyOutbox)
      .values([
        row('old-sent', 'sent', 91),
        row('old-failed', 'failed', 120),
        row('old-pending', 'pending', 95),
        row('recent', 'sent', 89),
      ]);
    await t.db.transaction((tx) => notifyPruneJob(tx, {}, new Date()));
    const left = (await outboxOf(user)).map((r) => r.key);
    expect(left.sort()).toEqual(['old-pending', 'recent']);
  });

  it('nothing is queued while no channel is on; the message stays in HRIS', async () => {
    await setAddresses(a.regionHr.token, 'region.hr@example.com');
    await startDeduction();
    expect(await outboxOf(a.regionHr.id)).toEqual([]);
    const [inbox] = await t.db.select({ n: count() }).from(message).where(eq(message.userId, a.regionHr.id));
    expect(inbox.n).toBeGreaterThan(0);
  });
});

// @postgres: parallel guesses race on the failure counters (row locks)
import { UserPaths } from '@hris/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { appUser, loginThrottle, orgUnit, systemLog } from '../../db/schema';
import { hashPassword } from '../user/password';
import { addressKey, retryText } from './login-throttle';

/**
 * Sign-in throttling (login-throttle.ts) on both drivers: parallel guesses cannot pass the
 * limit, a success gives back only what it may, blocks grow, and an administrator can lift them.
 * Each test signs in as its own users from its own addresses: the counts are per account and
 * per address, and this file's app shares one database.
 */
const PAIR = 5;
const ACCOUNT = 12;
const ADDRESS = 15;
const PASSWORD = 'Race@2026';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: String(PAIR),
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT),
      LOGIN_MAX_FAILURES_PER_IP: String(ADDRESS),
      LOGIN_MAX_FAILURES_PASSWORD_CHANGE: '5',
      LOGIN_DELAY_BASE_SECONDS: '30',
      LOGIN_DELAY_MAX_SECONDS: '900',
      LOGIN_WINDOW_MINUTES: '15',
    },
  });
  const [root] = await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'company'));
  const passwordHash = await hashPassword(PASSWORD);
  const accounts = ['r1', 'r2', 'r3', 'r4', 'r5a', 'r5b', 'r5c', 'r5d', 'r6', 'r7', 'r8', 'r9', 'r10'];
  await t.db
    .insert(appUser)
    .values(accounts.map((a) => ({ account: `T_${a}`, displayName: `测试${a}`, orgUnitId: root.id, passwordHash })));
});
afterAll(async () => t?.close());

interface Answer {
  code: number;
  msg: string;
  data: { accessToken?: string } | null;
}

async function signIn(account: string, password: string, ip: string): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: UserPaths.login,
    payload: { account, password },
    remoteAddress: ip,
  });
  return res.json();
}

function tally(answers: Answer[]) {
  const codes: Record<number, number> = {};
  for (const a of answers) codes[a.code] = (codes[a.code] ?? 0) + 1;
  return codes;
}

async function row(key: string) {
  const [r] = await t.db
    .select({
      failures: loginThrottle.failures,
      blockedUntil: loginThrottle.blockedUntil,
      blockedFor: sql<number | null>`extract(epoch from ${loginThrottle.blockedUntil} - now())::float8`,
    })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return r;
}

/** Ends the blocks of the keys now (instead of waiting for them). */
async function expire(...keys: string[]) {
  await t.db
    .update(loginThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(inArray(loginThrottle.key, keys));
}

const RATE_LIMITED = /^登录失败次数过多，请(\d+秒|\d+分钟)后再试$/;

describe('[AUTH][THROTTLE][PG] parallel guesses', () => {
  it('50 parallel wrong passwords from one address: exactly the limit are checked, then even the right one waits', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn('T_r1', `wrong-${i}`, '10.1.0.1')));
    expect(tally(answers)).toEqual({ 40002: PAIR, 42901: 50 - PAIR });
    for (const a of answers.filter((x) => x.code === 42901)) expect(a.msg).toMatch(RATE_LIMITED);

    const right = await signIn('t_r1', PASSWORD, '10.1.0.1');
    expect(right.code).toBe(42901);
    // The block began with the fifth failure: 30 s (LOGIN_DELAY_BASE_SECONDS), less the time since.
    const seconds = Number(/^登录失败次数过多，请(\d+)秒后再试$/.exec(right.msg)?.[1]);
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);
    // Refused attempts counted nowhere: the account and the address hold the checked failures only.
    expect(await row('ai:t_r1|10.1.0.1')).toMatchObject({ failures: PAIR, blockedUntil: expect.any(Date) });
    expect(await row('a:t_r1')).toMatchObject({ failures: PAIR, blockedUntil: null });
    expect(await row('i:10.1.0.1')).toMatchObject({ failures: PAIR, blockedUntil: null });

    // Another address may still try (the account-wide limit is higher).
    expect((await signIn('T_R1', 'wrong-again', '10.1.0.2')).code).toBe(40002);

    await expire('ai:t_r1|10.1.0.1');
    const after = await signIn(' T_r1 ', PASSWORD, '10.1.0.1');
    expect(after.code).toBe(0);
    expect(await row('ai:t_r1|10.1.0.1')).toBeUndefined();
    // The success gave back its own claim only.
    expect((await row('a:t_r1'))?.failures).toBe(PAIR + 1);
    expect((await row('i:10.1.0.1'))?.failures).toBe(PAIR);
  });

  it('an unknown account is throttled the same way, with the same answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn('nobody_r1', `wrong-${i}`, '10.1.1.1')),
    );
    expect(tally(answers)).toEqual({ 40002: PAIR, 42901: 50 - PAIR });
    expect(answers.find((a) => a.code === 40002)?.msg).toBe('账号或密码错误');
    expect(answers.find((a) => a.code === 42901)?.msg).toMatch(RATE_LIMITED);
  });

  it('the right password amid 50 parallel wrong ones from one address resets only the pair key', async () => {
    const attempts = Array.from({ length: 51 }, (_, i) => (i === 25 ? PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(attempts.map((p) => signIn('T_r3', p, '10.3.0.1')));
    const rightAnswer = answers[25];
    const wrong = answers.filter((_, i) => i !== 25);
    const checked = wrong.filter((a) => a.code === 40002).length;
    expect([0, 42901]).toContain(rightAnswer.code);
    expect(wrong.every((a) => a.code === 40002 || a.code === 42901)).toBe(true);
    // Refused, the right password changed nothing; signed in, it restarted this pair's count once.
    if (rightAnswer.code === 42901) expect(checked).toBe(PAIR);
    else expect(checked).toBeLessThanOrEqual(2 * PAIR - 1);
    // What the account and the address failed still counts, whatever the success did.
    expect((await row('a:t_r3'))?.failures).toBe(checked);
    expect((await row('i:10.3.0.1'))?.failures).toBe(checked);
  });

  it('the right password amid 50 parallel wrong ones from 50 addresses: exactly the account-wide limit is checked', async () => {
    const attempts = Array.from({ length: 51 }, (_, i) => ({
      password: i === 25 ? PASSWORD : `wrong-${i}`,
      ip: `10.4.${i}.1`,
    }));
    const answers = await Promise.all(attempts.map((a) => signIn('T_r4', a.password, a.ip)));
    const wrong = answers.filter((_, i) => i !== 25);
    expect([0, 42901]).toContain(answers[25].code);
    expect(tally(wrong)).toEqual({ 40002: ACCOUNT, 42901: 50 - ACCOUNT });
    expect(await row('a:t_r4')).toMatchObject({ failures: ACCOUNT, blockedUntil: expect.any(Date) });
    // Distributed guessing blocks the account from every address, the right password included.
    expect((await signIn('T_r4', PASSWORD, '10.4.200.1')).code).toBe(42901);
  });
});

describe('[AUTH][THROTTLE] keys', () => {
  it("one account's failures do not block another account of the address until the address-wide limit", async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_r5a', 'wrong', ip)).code).toBe(40002);
    expect((await signIn('T_r5a', PASSWORD, ip)).code).toBe(42901);
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_r5b', 'wrong', ip)).code).toBe(40002);
    for (let i = 0; i < ADDRESS - 2 * PAIR; i++) expect((await signIn('T_r5c', 'wrong', ip)).code).toBe(40002);
    // The address reached its limit: every account behind it waits, other addresses do not.
    expect((await signIn('T_r5d', PASSWORD, ip)).code).toBe(42901);
    expect((await signIn('T_r5d', PASSWORD, '10.5.0.2')).code).toBe(0);
  });

  it('a success clears only its own pair key', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('T_r6', 'wrong', '10.6.0.1')).code).toBe(40002);
    for (let i = 0; i < 3; i++) expect((await signIn('T_r6', 'wrong', '10.6.0.2')).code).toBe(40002);
    expect((await signIn('T_r6', PASSWORD, '10.6.0.1')).code).toBe(0);
    expect(await row('ai:t_r6|10.6.0.1')).toBeUndefined();
    expect((await row('ai:t_r6|10.6.0.2'))?.failures).toBe(3);
    expect((await row('a:t_r6'))?.failures).toBe(6);
    expect((await row('i:10.6.0.1'))?.failures).toBe(3);
  });

  it('blocks grow with each failure after a block and are forgotten after the window', async () => {
    const key = 'ai:t_r2|10.2.0.1';
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_r2', 'wrong', '10.2.0.1')).code).toBe(40002);
    expect((await row(key))?.blockedFor).toBeGreaterThan(25);
    expect((await row(key))?.blockedFor).toBeLessThanOrEqual(30);
    // A refused attempt does not lengthen the block.
    const before = (await row(key))?.blockedUntil;
    expect((await signIn('T_r2', 'wrong', '10.2.0.1')).code).toBe(42901);
    expect((await row(key))?.blockedUntil).toEqual(before);

    await expire(key);
    expect((await signIn('T_r2', 'wrong', '10.2.0.1')).code).toBe(40002);
    expect((await row(key))?.failures).toBe(PAIR + 1);
    expect((await row(key))?.blockedFor).toBeGreaterThan(55);
    expect((await row(key))?.blockedFor).toBeLessThanOrEqual(60);
    expect((await signIn('T_r2', PASSWORD, '10.2.0.1')).msg).toMatch(/^登录失败次数过多，请(1分钟|5\d秒)后再试$/);

    await expire(key);
    expect((await signIn('T_r2', 'wrong', '10.2.0.1')).code).toBe(40002);
    expect((await row(key))?.blockedFor).toBeGreaterThan(115);

    // Past the window (counted from the end of the block) the count starts again.
    await t.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() - interval '16 minutes'`, updatedAt: sql`now() - interval '20 minutes'` })
      .where(eq(loginThrottle.key, key));
    expect((await signIn('T_r2', 'wrong', '10.2.0.1')).code).toBe(40002);
    expect(await row(key)).toMatchObject({ failures: 1, blockedUntil: null });
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressKey('10.0.0.7')).toBe('10.0.0.7');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('says when to retry in whole minutes, rounded up, or in seconds under a minute', () => {
    expect(String(retryText(1))).toBe('1秒');
    expect(String(retryText(59))).toBe('59秒');
    expect(String(retryText(60))).toBe('1分钟');
    expect(String(retryText(61))).toBe('2分钟');
    expect(String(retryText(900))).toBe('15分钟');
    expect(retryText(900).render('en')).toBe('15 min');
  });
});

describe('[AUTH][THROTTLE] unlock', () => {
  it('an administrator unlocks an account; others are refused; the state shows the lock', async () => {
    // Blocked account-wide (from many addresses) and from one address in particular.
    for (let i = 0; i < ACCOUNT; i++) await signIn('T_r7', 'wrong', i < PAIR ? '10.7.0.1' : `10.7.${i}.1`);
    expect((await signIn('T_r7', PASSWORD, '10.7.99.1')).code).toBe(42901);

    const admin = await login(t, 'admin');
    const state = await call(t, UserPaths.getAccountLockState, admin, { account: 'T_r7' });
    expect(state.body.code).toBe(0);
    expect(state.body.data).toMatchObject({ account: 'T_r7', locked: true, failures: ACCOUNT });

    const store = await login(t, 'sh001_hr');
    expect((await call(t, UserPaths.unlockAccount, store, { account: 'T_r7' })).body.code).toBe(40301);
    const viewer = await login(t, 'viewer');
    expect((await call(t, UserPaths.unlockAccount, viewer, { account: 'T_r7' })).body.code).toBe(40302);
    // A regional HR may manage accounts of its region only; the head-office HR not the administrator's.
    const east = await login(t, 'east_hr');
    expect((await call(t, UserPaths.unlockAccount, east, { account: 'T_r7' })).body.code).toBe(40303);
    const hq = await login(t, 'hq_hr');
    expect((await call(t, UserPaths.unlockAccount, hq, { account: 'admin' })).body.code).toBe(40301);
    expect((await call(t, UserPaths.unlockAccount, admin, { account: 'admin' })).body.code).toBe(40301);
    expect((await call(t, UserPaths.unlockAccount, admin, { account: 'nobody_r7' })).body.code).toBe(40401);

    const unlocked = await call(t, UserPaths.unlockAccount, admin, { account: ' t_R7 ' });
    expect(unlocked.body).toEqual({ code: 0, msg: '已解除锁定', data: null });
    expect(await row('a:t_r7')).toBeUndefined();
    expect(await row('ai:t_r7|10.7.0.1')).toBeUndefined();
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'user.unlock'));
    expect(logs.some((l) => l.target === 'user:T_r7' && l.userName === 'admin')).toBe(true);
    expect((await call(t, UserPaths.getAccountLockState, admin, { account: 'T_r7' })).body.data).toMatchObject({
      locked: false,
      failures: 0,
    });
    // The address-wide key is not the account's: it stays.
    expect((await row('i:10.7.0.1'))?.failures).toBe(PAIR);
    expect((await signIn('T_r7', PASSWORD, '10.7.0.1')).code).toBe(0);
  });

  it('writes to the system log when a key starts a block', async () => {
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'login.locked'));
    expect(logs.some((l) => l.target === 't_r1')).toBe(true);
  });
});

describe('[AUTH][THROTTLE] change password', () => {
  it('the old-password check is limited: the 6th wrong one answers 42901, even the right one then', async () => {
    const token = await login(t, 'T_r8', PASSWORD);
    const change = (oldPassword: string) =>
      call(t, UserPaths.changePassword, token, { oldPassword, newPassword: 'Fresh2026x' });
    for (let i = 0; i < 5; i++)
      expect((await change(`wrong-${i}`)).body).toMatchObject({ code: 40001, msg: '原密码不正确' });
    const sixth = await change('wrong-6');
    expect(sixth.body.code).toBe(42901);
    expect(sixth.body.msg).toMatch(/^原密码错误次数过多，请(\d+秒|\d+分钟)后再试$/);
    expect((await change(PASSWORD)).body.code).toBe(42901);

    const admin = await login(t, 'admin');
    expect((await call(t, UserPaths.unlockAccount, admin, { account: 'T_r8' })).body.code).toBe(0);
    expect((await change(PASSWORD)).body.code).toBe(0);
  });

  it('[PG] 20 parallel wrong old passwords: 5 are checked', async () => {
    const token = await login(t, 'T_r9', PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, UserPaths.changePassword, token, { oldPassword: `wrong-${i}`, newPassword: 'Fresh2026x' }),
      ),
    );
    expect(tally(answers.map((a) => a.body))).toEqual({ 40001: 5, 42901: 15 });
  });

  it('one password rule: a new password with a trailing space signs in with and without the space', async () => {
    const token = await login(t, 'T_r10', PASSWORD);
    const short = await call(t, UserPaths.changePassword, token, { oldPassword: PASSWORD, newPassword: '  abc1234  ' });
    expect(short.body).toMatchObject({ code: 40001, msg: '新密码：新密码至少8位' });
    const same = await call(t, UserPaths.changePassword, token, {
      oldPassword: PASSWORD,
      newPassword: ` ${PASSWORD} `,
    });
    expect(same.body).toMatchObject({ code: 40001, msg: '新密码不能与原密码相同' });
    const changed = await call(t, UserPaths.changePassword, token, {
      oldPassword: ` ${PASSWORD}`,
      newPassword: 'Trail2026 ',
    });
    expect(changed.body.code).toBe(0);
    expect((await signIn('T_r10', 'Trail2026 ', '10.10.0.1')).code).toBe(0);
    expect((await signIn('T_r10', 'Trail2026', '10.10.0.1')).code).toBe(0);
    expect((await signIn('T_r10', ' Trail2026', '10.10.0.1')).code).toBe(0);
  });
});

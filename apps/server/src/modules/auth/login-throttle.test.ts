// @postgres: parallel guesses race on the failure counters (row locks)
import { UserPaths } from '@hris/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { appUser, loginDevice, loginThrottle, orgUnit, systemLog } from '../../db/schema';
import { hashPassword } from '../user/password';
import { hashDeviceToken } from './login-device';
import { addressKey, retryText } from './login-throttle';

/**
 * Sign-in throttling (login-throttle.ts) on both drivers: parallel guesses cannot pass the
 * limit, a success gives back only what it may, blocks grow, a known device (login-device.ts)
 * keeps its owner in, and an administrator can lift them. Each test signs in as its own users
 * from its own addresses: the counts are per account and per address, and this file's app
 * shares one database.
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
      // X-Forwarded-Proto says whether the sign-in came over HTTPS (the cookie's Secure).
      TRUST_PROXY: 'true',
    },
  });
  const [root] = await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'company'));
  const passwordHash = await hashPassword(PASSWORD);
  const accounts = [
    ...['r1', 'r2', 'r3', 'r4', 'r5a', 'r5b', 'r5c', 'r5d', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11'],
    ...['d1', 'd2', 'd3', 'd4a', 'd4b', 'd4c', 'd5a', 'd5b', 'd6', 'd7', 'c1', 'c2'],
  ];
  await t.db
    .insert(appUser)
    .values(accounts.map((a) => ({ account: `T_${a}`, displayName: `测试${a}`, orgUnitId: root.id, passwordHash })));
});
afterAll(async () => t?.close());

interface Answer {
  code: number;
  msg: string;
  data: { accessToken?: string } | null;
  /** The Set-Cookie header of the answer, if any. */
  cookie?: string;
}

/** A sign-in from `ip`, with the known-device cookie `device` if given. */
async function signIn(
  account: string,
  password: string,
  ip: string,
  device?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: UserPaths.login,
    payload: { account, password },
    remoteAddress: ip,
    headers: { ...headers, ...(device ? { cookie: `other=1; hris_device=${device}` } : {}) },
  });
  const cookie = res.headers['set-cookie'];
  return { ...res.json(), cookie: Array.isArray(cookie) ? cookie.join('\n') : cookie };
}

/** The device token a successful sign-in set. */
function deviceOf(answer: Answer): string {
  expect(answer.code).toBe(0);
  const token = /^hris_device=([^;]+);/.exec(answer.cookie ?? '')?.[1];
  if (!token) throw new Error(`no device cookie in ${answer.cookie}`);
  return token;
}

/** The key of a device at an account (login-throttle.ts#knownDeviceKeys). */
function deviceKey(account: string, device: string) {
  return `d:${account}|${hashDeviceToken(device).slice(0, 32)}`;
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
    // The address counts accounts that failed from it: one.
    expect(await row('i:10.1.0.1')).toMatchObject({ failures: 1, blockedUntil: null });

    // Another address may still try (the account-wide limit is higher).
    expect((await signIn('T_R1', 'wrong-again', '10.1.0.2')).code).toBe(40002);

    await expire('ai:t_r1|10.1.0.1');
    const after = await signIn(' T_r1 ', PASSWORD, '10.1.0.1');
    expect(after.code).toBe(0);
    expect(await row('ai:t_r1|10.1.0.1')).toBeUndefined();
    // The success gave back its own claim on the account, and the pair's count on the address.
    expect((await row('a:t_r1'))?.failures).toBe(PAIR + 1);
    expect((await row('i:10.1.0.1'))?.failures).toBe(0);
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
    // What the account failed still counts, whatever the success did; the address holds at most
    // this one account (counted again by the first failure after the success, if any).
    expect((await row('a:t_r3'))?.failures).toBe(checked);
    expect((await row('i:10.3.0.1'))?.failures).toBeLessThanOrEqual(1);
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

  it('50 parallel wrong passwords at 50 accounts from one address: exactly the address-wide limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(`nobody_r11_${i}`, 'wrong', '10.11.0.1')),
    );
    expect(tally(answers)).toEqual({ 40002: ADDRESS, 42901: 50 - ADDRESS });
    expect(await row('i:10.11.0.1')).toMatchObject({ failures: ADDRESS, blockedUntil: expect.any(Date) });
    expect((await signIn('T_r11', PASSWORD, '10.11.0.1')).code).toBe(42901);
  });

  it('50 parallel wrong passwords with a stolen device cookie: exactly its own limit are checked', async () => {
    const device = deviceOf(await signIn('T_d3', PASSWORD, '10.22.0.1'));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn('T_d3', `wrong-${i}`, `10.22.${i}.9`, device)),
    );
    expect(tally(answers)).toEqual({ 40002: ACCOUNT, 42901: 50 - ACCOUNT });
    expect(await row(deviceKey('t_d3', device))).toMatchObject({ failures: ACCOUNT, blockedUntil: expect.any(Date) });
    // The cookie is blocked, the right password included; the account is not: it counted nothing.
    expect((await signIn('T_d3', PASSWORD, '10.22.0.1', device)).code).toBe(42901);
    expect((await row('a:t_d3'))?.failures ?? 0).toBe(0);
    expect((await signIn('T_d3', PASSWORD, '10.22.0.2')).code).toBe(0);
  });
});

describe('[AUTH][THROTTLE] keys', () => {
  it("one account's failures do not block another account of the address; accounts failing from it do, at the limit", async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_r5a', 'wrong', ip)).code).toBe(40002);
    expect((await signIn('T_r5a', PASSWORD, ip)).code).toBe(42901);
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_r5b', 'wrong', ip)).code).toBe(40002);
    expect((await row(`i:${ip}`))?.failures).toBe(2);
    for (let i = 0; i < ADDRESS - 2; i++) expect((await signIn(`nobody_r5_${i}`, 'wrong', ip)).code).toBe(40002);
    // The address reached its limit: every account behind it waits, other addresses do not.
    expect((await signIn('T_r5d', PASSWORD, ip)).code).toBe(42901);
    expect((await signIn('T_r5c', 'wrong', ip)).code).toBe(42901);
    expect((await signIn('T_r5d', PASSWORD, '10.5.0.2')).code).toBe(0);
  });

  it('a success clears only its own pair key', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('T_r6', 'wrong', '10.6.0.1')).code).toBe(40002);
    for (let i = 0; i < 3; i++) expect((await signIn('T_r6', 'wrong', '10.6.0.2')).code).toBe(40002);
    expect((await signIn('T_r6', PASSWORD, '10.6.0.1')).code).toBe(0);
    expect(await row('ai:t_r6|10.6.0.1')).toBeUndefined();
    expect((await row('ai:t_r6|10.6.0.2'))?.failures).toBe(3);
    expect((await row('a:t_r6'))?.failures).toBe(6);
    expect((await row('i:10.6.0.1'))?.failures).toBe(0);
    expect((await row('i:10.6.0.2'))?.failures).toBe(1);
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

describe('[AUTH][THROTTLE] the owner stays in', () => {
  it("an attacker's five wrong passwords from address A lock the account from A only: the owner signs in from B", async () => {
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_d1', 'wrong', '10.20.0.1')).code).toBe(40002);
    const refused = await signIn('T_d1', PASSWORD, '10.20.0.1');
    expect(refused.code).toBe(42901);
    expect(refused.msg).toMatch(RATE_LIMITED);
    expect((await signIn('T_d1', PASSWORD, '10.20.0.2')).code).toBe(0);
  });

  it('behind the NAT address the attacker is locked at, the owner signs in with the device cookie of an earlier sign-in', async () => {
    const nat = '10.21.0.1';
    const device = deviceOf(await signIn('T_d2', PASSWORD, nat));
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_d2', 'wrong', nat)).code).toBe(40002);
    expect((await signIn('T_d2', PASSWORD, nat)).code).toBe(42901);
    expect((await signIn('T_d2', PASSWORD, nat, device)).code).toBe(0);
    // Even once guesses from many addresses block the account everywhere else.
    for (let i = 0; i < ACCOUNT - PAIR; i++) expect((await signIn('T_d2', 'wrong', `10.21.${i}.2`)).code).toBe(40002);
    expect(await row('a:t_d2')).toMatchObject({ failures: ACCOUNT, blockedUntil: expect.any(Date) });
    expect((await signIn('T_d2', PASSWORD, '10.21.99.2')).code).toBe(42901);
    expect((await signIn('T_d2', PASSWORD, nat, device)).code).toBe(0);
    // The cookie is the account's: at another account it is an unknown browser (same answers).
    expect((await signIn('T_d1', 'wrong', nat, device)).msg).toBe('账号或密码错误');
    expect((await signIn('nobody_d2', 'wrong', nat, device)).msg).toBe('账号或密码错误');
  });

  it('a new password forgets the browsers that knew the old one', async () => {
    const nat = '10.27.0.1';
    const answer = await signIn('T_d7', PASSWORD, nat);
    const device = deviceOf(answer);
    const changed = await call(t, UserPaths.changePassword, answer.data?.accessToken ?? '', {
      oldPassword: PASSWORD,
      newPassword: 'Fresh2026d7',
    });
    expect(changed.body.code).toBe(0);
    // The old cookie is an unknown browser's now: the pair's lock applies to it again.
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_d7', 'wrong', nat, device)).code).toBe(40002);
    expect((await signIn('T_d7', 'Fresh2026d7', nat, device)).code).toBe(42901);
  });

  it("one user's typos at a shared address count once there: the other users of the address sign in", async () => {
    const nat = '10.23.0.1';
    const pair = `ai:t_d4a|${nat}`;
    // Five typos, then one more after each block (of the pair, and of the account once it reaches
    // its own limit): as many failures as the address-wide limit.
    for (let i = 0; i < PAIR; i++) expect((await signIn('T_d4a', 'wrong', nat)).code).toBe(40002);
    for (let i = 0; i < ADDRESS - PAIR; i++) {
      await expire(pair, 'a:t_d4a');
      expect((await signIn('T_d4a', 'wrong', nat)).code).toBe(40002);
    }
    expect((await row(`i:${nat}`))?.failures).toBe(1);
    // A colleague's typos count once more; typos then the right password, not at all.
    expect((await signIn('T_d4b', 'wrong', nat)).code).toBe(40002);
    expect((await signIn('T_d4b', PASSWORD, nat)).code).toBe(0);
    expect((await signIn('T_d4c', PASSWORD, nat)).code).toBe(0);
    expect((await row(`i:${nat}`))?.failures).toBe(1);
    await expire(pair, 'a:t_d4a');
    expect((await signIn('T_d4a', PASSWORD, nat)).code).toBe(0);
    expect((await row(`i:${nat}`))?.failures).toBe(0);
  });

  it('a flood of many accounts from one address is slowed; a device known before keeps signing in there', async () => {
    const ip = '10.24.0.1';
    const device = deviceOf(await signIn('T_d5b', PASSWORD, ip));
    for (let i = 0; i < ADDRESS; i++) expect((await signIn(`nobody_d5_${i}`, 'wrong', ip)).code).toBe(40002);
    const refused = await signIn('T_d5a', PASSWORD, ip);
    expect(refused.code).toBe(42901);
    expect(refused.msg).toMatch(RATE_LIMITED);
    expect((await signIn('nobody_d5_0', 'wrong', ip)).code).toBe(42901);
    expect((await signIn('T_d5b', PASSWORD, ip, device)).code).toBe(0);
    expect((await signIn('T_d5a', PASSWORD, '10.24.0.2')).code).toBe(0);
  });

  it('a stolen device cookie alone cannot guess beyond its own limit', async () => {
    const device = deviceOf(await signIn('T_d6', PASSWORD, '10.25.0.1'));
    for (let i = 0; i < ACCOUNT; i++)
      expect((await signIn('T_d6', `wrong-${i}`, `10.25.${i}.9`, device)).code).toBe(40002);
    expect((await signIn('T_d6', 'wrong', '10.25.99.9', device)).code).toBe(42901);
    expect((await signIn('T_d6', PASSWORD, '10.25.99.9', device)).code).toBe(42901);
    // Without the cookie the thief is an unknown browser: the pair, account and address keys apply.
    expect((await row('a:t_d6'))?.failures ?? 0).toBe(0);
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'login.locked'));
    expect(logs.some((l) => l.target === 't_d6')).toBe(true);

    // An administrator's unlock clears the device's key too.
    const admin = await login(t, 'admin');
    const state = await call(t, UserPaths.getAccountLockState, admin, { account: 'T_d6' });
    expect(state.body.data).toMatchObject({ locked: true });
    expect((await call(t, UserPaths.unlockAccount, admin, { account: 'T_d6' })).body.code).toBe(0);
    expect(await row(deviceKey('t_d6', device))).toBeUndefined();
    expect((await signIn('T_d6', PASSWORD, '10.25.99.9', device)).code).toBe(0);
  });

  it('sets the device cookie on a success only, httpOnly, Lax, for 180 days, Secure over HTTPS; keeps only its hash', async () => {
    const ip = '10.26.0.1';
    expect((await signIn('T_c1', 'wrong', ip)).cookie).toBeUndefined();
    const first = await signIn('T_c1', PASSWORD, ip);
    expect(first.cookie).toMatch(
      /^hris_device=[A-Za-z0-9_-]{43}; Path=\/api\/User; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    const device = deviceOf(first);
    const secure = await signIn('T_c1', PASSWORD, ip, device, { 'x-forwarded-proto': 'https' });
    expect(secure.cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    // A token the server knows is kept; a made-up one is replaced.
    expect(deviceOf(secure)).toBe(device);
    const madeUp = 'A'.repeat(43);
    expect(deviceOf(await signIn('T_c1', PASSWORD, ip, madeUp))).not.toBe(madeUp);

    // A shared browser: the token of one account serves the next one too, once it signed in.
    expect((await signIn('T_c2', 'wrong', ip, device)).code).toBe(40002);
    expect((await row(`ai:t_c2|${ip}`))?.failures).toBe(1);
    expect(deviceOf(await signIn('T_c2', PASSWORD, ip, device))).toBe(device);
    expect((await signIn('T_c2', 'wrong', ip, device)).code).toBe(40002);
    expect(await row(`ai:t_c2|${ip}`)).toBeUndefined();
    expect((await row(deviceKey('t_c2', device)))?.failures).toBe(1);

    const rows = await t.db
      .select({ account: appUser.account, tokenHash: loginDevice.tokenHash })
      .from(loginDevice)
      .innerJoin(appUser, eq(appUser.id, loginDevice.userId))
      .where(eq(loginDevice.tokenHash, hashDeviceToken(device)));
    expect(rows.map((r) => r.account).sort()).toEqual(['T_c1', 'T_c2']);
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
    expect((await row('i:10.7.0.1'))?.failures).toBe(1);
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

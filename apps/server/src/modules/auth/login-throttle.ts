import { isIPv4, isIPv6 } from 'node:net';
import { type Message, msg } from '@hris/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/**
 * Sign-in throttling on table `login_throttle` (one row per key).
 *
 * An attempt first CLAIMS its place on every key it falls under, each in one statement
 * (INSERT … ON CONFLICT DO UPDATE … WHERE not blocked RETURNING), before any password is checked.
 * The row lock serialises concurrent claims, so of N parallel guesses at most `threshold` reach
 * the password check: the claim that brings the count to the threshold blocks the key, and a
 * claim that finds the key blocked is refused without changing it (no check, no longer block).
 * A success gives its claim back, so the counts are counts of failures. Keys:
 *
 * - `ai:<account>|<address>`: one account from one address (strict); cleared by a success.
 * - `a:<account>`: one account from every address (guessing spread over addresses).
 * - `i:<address>`: one address over every account (spraying, stuffing). It counts ACCOUNTS, not
 *   failures: an attempt counts there only when it starts its pair's count, and a success gives
 *   the pair's count back. Repeated guesses at one account are the pair key's business; a store's
 *   NAT is one address for all its staff, and one user's typos must not block their colleagues,
 *   however many (threshold LOGIN_MAX_FAILURES_PER_IP accounts failing from one address).
 * - `d:<account>|<device>`: a known device (login-device.ts) at the account. Its attempts claim
 *   this key only: the owner's browser is not locked out by what others did to the account or
 *   the address, and a stolen cookie still gets no more than the account-wide threshold.
 * - `pw:<user id>`: the old password of ChangePassword.
 *
 * Accounts are compared trimmed and case-insensitively, and unknown accounts are throttled the
 * same way (nothing tells them apart). A block lasts `delayBase × 2^(failures − threshold)` seconds,
 * at most `delayMax`; a key's count is forgotten `window` after its last claim or the end of its
 * block, whichever is later, so failures right after a block block again, for twice as long.
 */
export type LoginLimits = Config['loginLimit'];

export interface ThrottleKey {
  key: string;
  threshold: number;
  /**
   * Counted only when the attempt starts the count of this other key (its first failure in the
   * window), so the key counts distinct keys of that kind; a blocked key still refuses. The
   * other key must sort before this one (it is claimed first).
   */
  countsFirstOf?: string;
  /** What a success does to the key: start it again (`reset`) or give back one count (`refund`). */
  onSuccess: 'reset' | 'refund';
}

export type ClaimResult =
  | { blocked: false; newlyBlocked: { key: string; until: Date }[] }
  | { blocked: true; key: string; retryAfterSeconds: number };

/** How accounts are compared: trimmed, lower case (as `findUserForLogin`). */
export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}

/**
 * The address an attempt is counted under: an IPv4 address as is (IPv4-mapped IPv6 too), an
 * IPv6 address by its /64, which one client holds whole (else each guess could use a new one).
 */
export function addressKey(ip: string): string {
  const bare = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare.slice(0, 64);
  const groups = expandIPv6(bare);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}

/** The keys of an attempt from a browser not known to the account. */
export function loginKeys(account: string, ip: string, limits: LoginLimits): ThrottleKey[] {
  const name = normalizeAccount(account);
  const address = addressKey(ip);
  const pair = `ai:${name}|${address}`;
  return [
    { key: `a:${name}`, threshold: limits.perAccount, onSuccess: 'refund' },
    { key: pair, threshold: limits.perAccountIp, onSuccess: 'reset' },
    { key: `i:${address}`, threshold: limits.perIp, countsFirstOf: pair, onSuccess: 'refund' },
  ];
}

/**
 * The one key of an attempt from a known device (`deviceHash`: its token's hash). Its threshold is
 * the account-wide one: a stolen cookie skips the account's block but gets no more guesses than
 * the account as a whole would have given.
 */
export function knownDeviceKeys(account: string, deviceHash: string, limits: LoginLimits): ThrottleKey[] {
  return [
    {
      key: `d:${normalizeAccount(account)}|${deviceHash.slice(0, 32)}`,
      threshold: limits.perAccount,
      onSuccess: 'reset',
    },
  ];
}

export function passwordChangeKey(userId: number, limits: LoginLimits): ThrottleKey {
  return { key: `pw:${userId}`, threshold: limits.passwordChange, onSuccess: 'reset' };
}

/** Raised inside the claim transaction to roll back the keys already claimed. */
class KeyBlocked extends Error {
  constructor(
    readonly key: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`login throttle ${key} blocked`);
  }
}

const t = loginThrottle;

/** Every key of an account: from each address, from everywhere, from each known device, and its password-change key. */
function accountKeys(account: string, userId: number): SQL {
  const name = normalizeAccount(account);
  return or(
    eq(t.key, `a:${name}`),
    sql`starts_with(${t.key}, ${`ai:${name}|`})`,
    sql`starts_with(${t.key}, ${`d:${name}|`})`,
    eq(t.key, `pw:${userId}`),
  ) as SQL;
}

export class LoginThrottle {
  /** Claims since the last clean-up of forgotten rows (see `claim`). */
  private claimsSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
    private readonly pruneEvery = 1000,
  ) {}

  /**
   * Claims one attempt on every key, in one transaction and in a fixed (sorted) order, so two
   * attempts sharing keys never wait on each other crosswise. A blocked key rolls the others
   * back: a refused attempt counts nowhere (guesses refused for one address do not lock the
   * account for the others). A key counting first claims of another (the address key) is, when
   * this attempt is not one, still locked and checked, by an upsert that changes nothing: it
   * waits for a parallel claim that may be blocking it.
   */
  async claim(keys: readonly ThrottleKey[]): Promise<ClaimResult> {
    await this.maybePrune();
    const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    try {
      const newlyBlocked = await this.db.transaction(async (tx) => {
        const started: { key: string; until: Date }[] = [];
        const failures = new Map<string, number>();
        for (const k of ordered) {
          const counts = k.countsFirstOf === undefined || failures.get(k.countsFirstOf) === 1;
          if (k.countsFirstOf !== undefined && !failures.has(k.countsFirstOf))
            throw new Error(`login throttle: ${k.key} is claimed before ${k.countsFirstOf}`);
          const row = counts ? await this.claimKey(tx, k) : await this.checkKey(tx, k);
          if (!row) throw new KeyBlocked(k.key, await retryAfterSeconds(tx, k.key));
          failures.set(k.key, row.failures);
          if (counts && row.blockedUntil) started.push({ key: k.key, until: row.blockedUntil });
        }
        return started;
      });
      return { blocked: false, newlyBlocked };
    } catch (err) {
      if (err instanceof KeyBlocked) return { blocked: true, key: err.key, retryAfterSeconds: err.retryAfterSeconds };
      throw err;
    }
  }

  /**
   * One statement: count the attempt (from 1 again once the window has passed) and, at the
   * threshold, block the key; nothing when the key is blocked (no row returned). A row that
   * passes returns `blockedUntil` only when this very claim blocked it.
   */
  private async claimKey(db: Executor, k: ThrottleKey) {
    const { windowSeconds, delayBaseSeconds, delayMaxSeconds } = this.limits;
    const forgotten = sql`greatest(${t.updatedAt}, coalesce(${t.blockedUntil}, ${t.updatedAt})) < now() - make_interval(secs => ${windowSeconds}::float8)`;
    const failures = sql`(case when ${forgotten} then 1 else ${t.failures} + 1 end)`;
    const blockUntil = (n: SQL) =>
      sql`(case when ${n} >= ${k.threshold}::int then now() + make_interval(secs => least(${delayBaseSeconds}::float8 * power(2::float8, least(${n} - ${k.threshold}::int, 40)), ${delayMaxSeconds}::float8)) end)`;
    const [row] = await db
      .insert(t)
      .values({ key: k.key, failures: 1, blockedUntil: blockUntil(sql`1`), updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: t.key,
        set: { failures, blockedUntil: blockUntil(failures), updatedAt: sql`now()` },
        setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= now()`,
      })
      .returning({ failures: t.failures, blockedUntil: t.blockedUntil });
    return row;
  }

  /**
   * The row of a key that this attempt does not count on, locked as a claim locks it (an absent
   * key is inserted at 0 failures); none when the key is blocked.
   */
  private async checkKey(db: Executor, k: ThrottleKey) {
    const [row] = await db
      .insert(t)
      .values({ key: k.key, failures: 0, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: t.key,
        set: { failures: sql`${t.failures}` },
        setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= now()`,
      })
      .returning({ failures: t.failures, blockedUntil: t.blockedUntil });
    return row;
  }

  /**
   * The password was right (`keys`: those the attempt claimed): the pair key (this account from
   * this address) or the device key starts again; the account-wide key gets this attempt's
   * claim back (with the block it set, if any), so what other addresses failed still counts; the
   * address key gets back the one count of this pair (counted by this attempt or by the pair's
   * first failure), so typos followed by the right password leave nothing on the address.
   */
  async loginSucceeded(keys: readonly ThrottleKey[]) {
    for (const k of keys) {
      if (k.onSuccess === 'reset') await this.db.delete(t).where(eq(t.key, k.key));
      else await this.refund(this.db, k);
    }
  }

  /** The old password was right: the key starts again. */
  async clear(key: ThrottleKey) {
    await this.db.delete(t).where(eq(t.key, key.key));
  }

  private async refund(db: Executor, k: ThrottleKey) {
    await db
      .update(t)
      .set({
        failures: sql`greatest(${t.failures} - 1, 0)`,
        blockedUntil: sql`case when ${t.failures} - 1 < ${k.threshold}::int then null else ${t.blockedUntil} end`,
      })
      .where(and(eq(t.key, k.key), sql`${t.failures} > 0`));
  }

  /** An administrator's unlock: every key of the account (all addresses and devices) and its password-change key. */
  async unlockAccount(db: Executor, account: string, userId: number) {
    return db
      .delete(t)
      .where(accountKeys(account, userId))
      .returning({ key: t.key, failures: t.failures, blockedUntil: t.blockedUntil });
  }

  /** The latest end of a block of the account's keys still running, and its account-wide failures. */
  async accountState(account: string, userId: number) {
    const name = normalizeAccount(account);
    const forgotten = sql`greatest(${t.updatedAt}, coalesce(${t.blockedUntil}, ${t.updatedAt})) < now() - make_interval(secs => ${this.limits.windowSeconds}::float8)`;
    const [row] = await this.db
      .select({
        lockedUntil: sql<Date | null>`max(${t.blockedUntil}) filter (where ${t.blockedUntil} > now())`.mapWith(
          t.blockedUntil,
        ),
        failures: sql<number>`coalesce(max(${t.failures}) filter (where ${t.key} = ${`a:${name}`} and not ${forgotten}), 0)::int`,
      })
      .from(t)
      .where(accountKeys(account, userId));
    return { lockedUntil: row?.lockedUntil ?? null, failures: row?.failures ?? 0 };
  }

  /**
   * Forgotten rows (past their window and block) act exactly as absent ones, so they can go at
   * any time; guessing with made-up account names would otherwise grow the table for ever.
   */
  async prune() {
    await this.db
      .delete(t)
      .where(
        sql`greatest(${t.updatedAt}, coalesce(${t.blockedUntil}, ${t.updatedAt})) < now() - make_interval(secs => ${this.limits.windowSeconds}::float8)`,
      );
  }

  private async maybePrune() {
    if (++this.claimsSincePrune < this.pruneEvery) return;
    this.claimsSincePrune = 0;
    await this.prune();
  }
}

async function retryAfterSeconds(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`greatest(ceil(extract(epoch from ${t.blockedUntil} - now())), 1)::int` })
    .from(t)
    .where(eq(t.key, key));
  return row?.seconds ?? 1;
}

/** The N of 登录失败次数过多，请N分钟后再试: minutes rounded up, seconds under a minute. */
export function retryText(seconds: number): Message {
  return seconds < 60
    ? msg('common.seconds', { count: seconds })
    : msg('common.minutes', { count: Math.ceil(seconds / 60) });
}

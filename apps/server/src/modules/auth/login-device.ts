import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, loginDevice } from '../../db/schema';

/**
 * Known devices: a browser that signed in to an account carries a random token in an httpOnly
 * cookie (device-cookie.ts); the server keeps its SHA-256 per account. An attempt at that account
 * from that browser is the owner's most of the time, so it skips the throttles a guesser can fill
 * (account-wide, pair and address keys, login-throttle.ts) and counts on its own key instead: the
 * owner is not locked out by someone guessing from elsewhere or from the store's own NAT, and a
 * stolen cookie is still limited.
 *
 * One token per browser, trusted for every account that signed in with it (a store's shared PC
 * serves several users). A success reuses the token the browser sent only when the server knows
 * it already; an unknown one (made up, or planted in the browser by someone else) is replaced.
 */
export const DEVICE_DAYS = 180;

const d = loginDevice;
const stillKnown = sql`${d.lastUsedAt} > now() - make_interval(days => ${DEVICE_DAYS})`;

export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The shape of `newDeviceToken`: anything else a browser sends is ignored. */
export function isDeviceToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the browser holding `token` signed in to the account (normalised name) within DEVICE_DAYS. */
export async function isKnownDevice(db: Executor, account: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: d.userId })
    .from(d)
    .innerJoin(appUser, eq(appUser.id, d.userId))
    .where(and(eq(d.tokenHash, hashDeviceToken(token)), sql`lower(${appUser.account}) = ${account}`, stillKnown))
    .limit(1);
  return row !== undefined;
}

/**
 * After a success: the token to set in the cookie (the one sent if the server knows it, else a
 * new one), remembered for the user. The user's devices unused for DEVICE_DAYS are forgotten.
 */
export async function rememberDevice(db: Executor, userId: number, sent: string | undefined): Promise<string> {
  const reused = isDeviceToken(sent) && (await isIssuedToken(db, sent)) ? sent : undefined;
  const token = reused ?? newDeviceToken();
  await db
    .insert(d)
    .values({ userId, tokenHash: hashDeviceToken(token) })
    .onConflictDoUpdate({ target: [d.userId, d.tokenHash], set: { lastUsedAt: sql`now()` } });
  await db
    .delete(d)
    .where(and(eq(d.userId, userId), lt(d.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_DAYS})`)));
  return token;
}

async function isIssuedToken(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: d.userId })
    .from(d)
    .where(and(eq(d.tokenHash, hashDeviceToken(token)), stillKnown))
    .limit(1);
  return row !== undefined;
}

/**
 * A new password (changed by the user or reset by an administrator) is a new start: the browsers
 * that knew the old one are known no more, so a cookie taken with the old password skips nothing.
 */
export async function forgetDevices(db: Executor, userId: number) {
  await db.delete(d).where(eq(d.userId, userId));
}

// Encryption at rest of identity numbers (ARCHITECTURE §11, docs/privacy.md).
//
// A sealed value is one text: `p1.<key id>.<mac>.<iv>.<ciphertext+tag>.<mask>` (base64url parts).
// - the ciphertext is AES-256-GCM under a key derived from PII_KEY, with the key id as AAD;
// - the mac is HMAC-SHA256 of the normalised clear value under a second derived key: equality
//   look-ups (duplicate identity, never-rehire, one child insured once) compare macs, through an
//   expression index on `split_part(column, '.', 3)`;
// - the mask is what every user sees (3101**********1234): a list reads it with `maskedSealed`
//   and decrypts nothing;
// - an anonymised value keeps only the mac (`p1.<kid>.<mac>...`), so the never-rehire check still
//   finds the person, and opens to ''.
// The keyring holds the current key and the keys being rotated out (PII_OLD_KEYS): opening tries
// the key the value names; a look-up compares the macs under every key of the ring.
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { maskIdentityNumber } from '@hris/contract';
import { type SQL, sql } from 'drizzle-orm';
import { customType, type PgColumn } from 'drizzle-orm/pg-core';

export const SEALED_PREFIX = 'p1.';

type RingKey = { id: string; enc: Buffer; mac: Buffer };
type Keyring = { current: RingKey; all: RingKey[] };

let ring: Keyring | undefined;

/** A 32-byte key from base64 (44 chars) or hex (64 chars); undefined for anything else. */
export function parsePiiKey(text: string): Buffer | undefined {
  const t = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

function ringKey(secret: Buffer): RingKey {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
  return {
    id: createHash('sha256').update(secret).digest('hex').slice(0, 8),
    enc: derive('hris-pii-aes-256-gcm'),
    mac: derive('hris-pii-hmac-sha256'),
  };
}

/** Sets the keyring: the current key first, then the keys being rotated out. */
export function configurePiiKeys(current: Buffer, old: readonly Buffer[] = []): void {
  const first = ringKey(current);
  const rest = old.map(ringKey).filter((k) => k.id !== first.id);
  ring = { current: first, all: [first, ...rest] };
}

/** A fixed key for the test suites (never read outside them): one template database, many workers. */
const TEST_KEY = Buffer.from('hris-test-pii-key-not-for-use!!!', 'utf8');

function keyring(): Keyring {
  if (!ring) {
    if (process.env.VITEST || process.env.NODE_ENV === 'test') configurePiiKeys(TEST_KEY);
    else throw new Error('PII_KEY is not configured (configurePiiKeys was not called)');
  }
  return ring as Keyring;
}

/** The id of the current key (what `npm run pii:rotate` moves every value to). */
export function currentPiiKeyId(): string {
  return keyring().current.id;
}

const b64 = (b: Buffer) => b.toString('base64url');

function normalise(value: string): string {
  return value.trim().toUpperCase();
}

function macOf(key: RingKey, value: string): string {
  return b64(createHmac('sha256', key.mac).update(normalise(value)).digest());
}

export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

/** Seals a clear value under the current key; a sealed value and '' are returned as they are. */
export function seal(value: string): string {
  if (value === '' || isSealed(value)) return value;
  const key = keyring().current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.enc, iv);
  cipher.setAAD(Buffer.from(key.id));
  const body = Buffer.concat([cipher.update(normalise(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED_PREFIX}${key.id}.${macOf(key, value)}.${b64(iv)}.${b64(body)}.${maskIdentityNumber(normalise(value))}`;
}

/** What an anonymised value keeps: the mac alone (look-ups still match, nothing opens). */
export function sealMacOnly(value: string): string {
  const key = keyring().current;
  const clear = isSealed(value) ? open(value) : value;
  if (!clear) return isSealed(value) ? `${value.split('.').slice(0, 3).join('.')}...` : '';
  return `${SEALED_PREFIX}${key.id}.${macOf(key, clear)}...`;
}

/** Opens a sealed value (a clear one, not yet migrated, is returned as it is; a mac-only one as ''). */
export function open(value: string): string {
  if (!isSealed(value)) return value;
  const [, kid, , ivText, bodyText] = value.split('.');
  if (!ivText || !bodyText) return '';
  const key = keyring().all.find((k) => k.id === kid);
  if (!key) throw new Error(`PII key ${kid} is not in the keyring (PII_KEY, PII_OLD_KEYS)`);
  const body = Buffer.from(bodyText, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key.enc, Buffer.from(ivText, 'base64url'));
  decipher.setAAD(Buffer.from(kid as string));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
}

/** The key id a sealed value names (undefined for a clear one). */
export function sealedKeyId(value: string): string | undefined {
  return isSealed(value) ? value.split('.')[1] : undefined;
}

/** The macs of a clear value under every key of the ring (a look-up matches any of them). */
export function macsOf(value: string): string[] {
  return keyring().all.map((k) => macOf(k, value));
}

/** What every user sees of a sealed column (3101**********1234), read without decrypting. */
export function maskedSealed(column: PgColumn): SQL<string> {
  return sql<string>`split_part(${column}, '.', 6)`;
}

/** The indexed expression of a sealed column: its mac. */
export function macExpression(column: PgColumn): SQL {
  return sql`split_part(${column}, '.', 3)`;
}

/** `column` holds `value` (compared by mac, through the column's mac index). */
export function sealedEquals(column: PgColumn, value: string): SQL {
  const macs = macsOf(value);
  // The prefix test lets a partial index on sealed values serve the look-up.
  return sql`(split_part(${column}, '.', 3) in (${sql.join(
    macs.map((m) => sql`${m}`),
    sql`, `,
  )}) and ${column} like 'p1.%')`;
}

/**
 * A text column stored sealed: drizzle seals on every write and opens on every read, so the code
 * reads and writes clear values. Equality needs `sealedEquals` (each seal has its own IV).
 */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => seal(value),
  fromDriver: (value) => open(value),
});

/** The form fields stored sealed inside a work's form_data (PERSONAL_FIELDS identity classes). */
export const SEALED_FORM_FIELDS: readonly string[] = ['identityNumber', 'idNumber', 'childIdNumber'];

function mapFormFields(form: unknown, f: (v: string) => string): unknown {
  if (!form || typeof form !== 'object' || Array.isArray(form)) return form;
  let out: Record<string, unknown> | undefined;
  for (const field of SEALED_FORM_FIELDS) {
    const v = (form as Record<string, unknown>)[field];
    if (typeof v !== 'string' || v === '') continue;
    const next = f(v);
    if (next === v) continue;
    out ??= { ...(form as Record<string, unknown>) };
    out[field] = next;
  }
  return out ?? form;
}

export function sealForm<T>(form: T): T {
  return mapFormFields(form, seal) as T;
}

export function openForm<T>(form: T): T {
  return mapFormFields(form, open) as T;
}

/** The mask a sealed value carries (what every user sees), without decrypting; a clear value as it is. */
function maskOfSealed(value: string): string {
  return isSealed(value) ? (value.split('.')[5] ?? '') : value;
}

/**
 * A work's form_data as a list shows it: sealed identity fields as their masks, never decrypted
 * (a list page opened twenty forms' numbers only to mask them on the way out).
 */
export function maskedForm(column: PgColumn): SQL<unknown> {
  return sql<unknown>`${column}`.mapWith((value: unknown) =>
    mapFormFields(typeof value === 'string' ? JSON.parse(value) : value, maskOfSealed),
  );
}

/** A work's form_data: jsonb with its identity fields sealed (see SEALED_FORM_FIELDS). */
export const sealedFormJsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(sealForm(value)),
  fromDriver: (value) => openForm(typeof value === 'string' ? JSON.parse(value) : value),
});

import path from 'node:path';
import { z } from 'zod';
import { parsePiiKey } from './db/pii-crypto';

const ZBool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** The sealing keys' settings (also read alone by the command-line tools: piiKeysOfEnv). */
const ZPiiKeyEnv = z.object({
  /**
   * The key that seals identity numbers at rest (AES-256-GCM, HMAC for look-ups): 32 bytes as
   * base64 or hex (`openssl rand -base64 32`). Required in production; elsewhere, unset, the
   * server keeps one in DATA_DIR/pii.key. docs/privacy.md explains rotation.
   */
  PII_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .refine((v) => v === undefined || parsePiiKey(v) !== undefined, 'must be 32 bytes as base64 or hex'),
  /** Keys being rotated out (comma-separated): they still open values until `npm run pii:rotate` ends. */
  PII_OLD_KEYS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .refine(
      (v) => v === undefined || v.split(',').every((k) => parsePiiKey(k) !== undefined),
      'each key must be 32 bytes as base64 or hex',
    ),
});

/** The URL a setting names; undefined when it is none (zod runs every check, also after `.url()` failed). */
const urlOf = (value: string) => (URL.canParse(value) ? new URL(value) : undefined);

/** What the browser asks the identity provider for unless OIDC_SCOPE says otherwise. */
export const DEFAULT_OIDC_SCOPE = 'openid profile email';

/** Every setting the server reads, validated once at boot (see .env.example). */
const ZEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    APP_ENV: z.enum(['development', 'uat', 'production']).default('development'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** How long a request waits for a PostgreSQL connection (unreachable database, exhausted pool). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    /** Longest single statement; a database that stops answering fails the call after this. */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    DATA_DIR: z.string().default('./data'),
    WEB_DIST_DIR: z.string().optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    /**
     * Sign-in throttles (modules/auth/login-throttle.ts): failures counted per account from one
     * address, per account from all addresses, accounts failing from one address (PER_IP counts
     * accounts, not failures), and wrong old passwords of ChangePassword per user. A known device
     * (login-device.ts) counts on its own key at the per-account threshold. Reaching a threshold blocks that key for
     * LOGIN_DELAY_BASE_SECONDS, doubling with each further failure up to LOGIN_DELAY_MAX_SECONDS;
     * a key's count is forgotten LOGIN_WINDOW_MINUTES after its last failure or block.
     */
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
    LOGIN_MAX_FAILURES_PASSWORD_CHANGE: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
    LOGIN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).max(604_800).default(900),
    /**
     * Company sign-on (README "Company sign-on", docs/sso.md): the provider's issuer address, as
     * its discovery document names it (Keycloak: https://host/realms/<realm>), and the id of the
     * public browser client registered there. Both or neither.
     */
    OIDC_ISSUER: z
      .string()
      .url()
      .refine((v) => /^https?:$/.test(urlOf(v)?.protocol ?? 'http:'), 'must be an http(s) address')
      .refine((v) => !urlOf(v)?.search && !urlOf(v)?.hash, 'must have no query or fragment')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    OIDC_CLIENT_ID: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The scope the browser asks for, space-separated; must hold `openid`. The default names only
     * the standard scopes every provider knows: one that refuses an unknown scope (Microsoft's
     * `User.Read` at Keycloak) would let no one sign in.
     */
    OIDC_SCOPE: z
      .string()
      .optional()
      .transform((v) => v?.trim().split(/\s+/).filter(Boolean).join(' ') || DEFAULT_OIDC_SCOPE)
      .refine(
        (v) => v.split(' ').every((token) => /^[\x21\x23-\x5B\x5D-\x7E]+$/.test(token)),
        'must be scope names separated by spaces (RFC 6749 §3.3)',
      )
      .refine((v) => v.split(' ').includes('openid'), 'must include openid'),
    /** Allow plain-http issuers (tests, local Keycloak). Never in production. */
    OIDC_ALLOW_INSECURE: ZBool,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The bearer token of GET /metrics (Prometheus text format, docs/operations.md); unset, the
     * server has no /metrics. At least 16 characters.
     */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_PRETTY: ZBool,
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /** Largest single upload (attachments, imports); refused above with 文件大小超过限制. */
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(20),
    /** Most a user may upload in any 24 hours (attachments), this file included. */
    UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().int().min(1).max(1_048_576).default(500),
    TRUST_PROXY: ZBool,
    /**
     * The e-signature platform that signs 转签 contracts (POST {ESIGN_BASE_URL}/contracts/transfer).
     * Unset: transfer-signing records wait in status 1 (待同步) and say so.
     */
    ESIGN_BASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A contract renewal (flow 14) starts by itself when the contract ends within this many days. */
    RENEWAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(60),
    /** The renewal's approval deadline (jzsj): this many days before the contract ends. */
    RENEWAL_DEADLINE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** A probation evaluation (flow 13) starts by itself this many days before the probation ends. */
    EVALUATION_LEAD_DAYS: z.coerce.number().int().min(1).max(180).default(15),
    /** 系统日志 entries older than this many days are deleted by the daily prune (at least 180: six months). */
    SYSTEM_LOG_RETENTION_DAYS: z.coerce.number().int().min(180).max(36_500).default(1095),
    /** 健康证即将过期: a certificate ending within this many days (the list, the home page, the daily message). */
    HEALTH_EXPIRY_WARN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Where users open HRIS, as they type it (https://hris.example.com): notifications link to
     * their work with it. Unset: http://localhost:PORT.
     */
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** How long one call to a notification platform (SMTP, a robot) may take before it is retried later. */
    NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    ...ZPiiKeyEnv.shape,
    /** A leaver's personal data is anonymised this many years after the leave date (at least 2: 劳动合同法 §50). */
    PII_RETENTION_YEARS: z.coerce.number().int().min(2).max(30).default(2),
    /** How long one call to the e-signature platform may take before it counts as failed. */
    ESIGN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  })
  .refine((e) => e.LOGIN_DELAY_MAX_SECONDS >= e.LOGIN_DELAY_BASE_SECONDS, {
    path: ['LOGIN_DELAY_MAX_SECONDS'],
    message: 'must be at least LOGIN_DELAY_BASE_SECONDS',
  })
  // One without the other used to leave sign-on off without a word.
  .refine((e) => Boolean(e.OIDC_ISSUER) === Boolean(e.OIDC_CLIENT_ID), {
    path: ['OIDC_CLIENT_ID'],
    message: 'set both OIDC_ISSUER and OIDC_CLIENT_ID for company sign-on, or neither',
  });

function configError(error: z.ZodError) {
  const lines = error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  return new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The keys of checked settings: the current one (if set) and those being rotated out. */
function piiKeysOf(e: z.infer<typeof ZPiiKeyEnv>) {
  return {
    key: e.PII_KEY ? parsePiiKey(e.PII_KEY) : undefined,
    oldKeys: (e.PII_OLD_KEYS?.split(',') ?? []).map((k) => parsePiiKey(k) as Buffer),
  };
}

/** PII_KEY and PII_OLD_KEYS alone, checked as the server checks them: for a command-line tool. */
export function piiKeysOfEnv(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZPiiKeyEnv.safeParse(env);
  if (!parsed.success) throw configError(parsed.error);
  return piiKeysOf(parsed.data);
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) throw configError(parsed.error);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    filesDir: path.join(dataDir, 'files'),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    loginLimit: {
      perAccountIp: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_IP,
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      passwordChange: e.LOGIN_MAX_FAILURES_PASSWORD_CHANGE,
      windowSeconds: e.LOGIN_WINDOW_MINUTES * 60,
      delayBaseSeconds: e.LOGIN_DELAY_BASE_SECONDS,
      delayMaxSeconds: e.LOGIN_DELAY_MAX_SECONDS,
    },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            scope: e.OIDC_SCOPE,
            allowInsecure: e.OIDC_ALLOW_INSECURE,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    logPretty: e.LOG_PRETTY,
    seedDemo: e.SEED_DEMO,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    uploadQuotaMbPerDay: e.UPLOAD_QUOTA_MB_PER_DAY,
    uploadQuotaBytesPerDay: e.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024,
    trustProxy: e.TRUST_PROXY,
    notify: {
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      timeoutMs: e.NOTIFY_TIMEOUT_MS,
    },
    esign: { baseUrl: e.ESIGN_BASE_URL?.replace(/\/+$/, ''), timeoutMs: e.ESIGN_TIMEOUT_MS },
    workflow: {
      renewalWindowDays: e.RENEWAL_WINDOW_DAYS,
      renewalDeadlineDays: e.RENEWAL_DEADLINE_DAYS,
      evaluationLeadDays: e.EVALUATION_LEAD_DAYS,
    },
    system: { logRetentionDays: e.SYSTEM_LOG_RETENTION_DAYS },
    health: { warnDays: e.HEALTH_EXPIRY_WARN_DAYS },
    privacy: { ...piiKeysOf(e), retentionYears: e.PII_RETENTION_YEARS },
  };
}

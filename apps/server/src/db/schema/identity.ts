// Users, roles and their menu grants, sessions and sign-in throttling, download tickets.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { employee } from './employee';
import { orgUnit } from './org';

export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    email: varchar('email', { length: 128 }),
    /** The user's id on the company's IM (企业微信 userid, 钉钉 mobile, 飞书 open_id): robots @-mention it. */
    imId: varchar('im_id', { length: 64 }),
    employeeRef: integer('employee_ref').references(() => employee.id),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnit.id),
    passwordHash: text('password_hash'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    avatar: varchar('avatar', { length: 256 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_user_account_uq').on(sql`lower(${t.account})`),
    index('app_user_email_idx').on(sql`lower(${t.email})`),
    // The users of a unit: the regional HR each task-list row names is one probe.
    index('app_user_org_unit_idx').on(t.orgUnitId),
  ],
);

export const role = pgTable(
  'role',
  {
    id: serial('id').primaryKey(),
    /** The role id the spec and the web speak of, such as '019'. */
    roleId: varchar('role_id', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    scopeKind: varchar('scope_kind', { length: 8 }).notNull().$type<'all' | 'org' | 'store' | 'self'>(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** A disabled role grants nothing: the principal query leaves it out (ARCHITECTURE §10 "Role permissions"). */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('role_role_id_uq').on(t.roleId)],
);

export const roleMenuPermission = pgTable(
  'role_menu_permission',
  {
    roleRef: integer('role_ref')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    menuCode: varchar('menu_code', { length: 64 }).notNull(),
    isEdit: smallint('is_edit').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleRef, t.menuCode] })],
);

export const userRole = pgTable(
  'user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    roleRef: integer('role_ref')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleRef] })],
);

/** Sign-in sessions; only the SHA-256 of the token is stored. */
export const session = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    loginMethod: varchar('login_method', { length: 16 }).notNull().$type<'password' | 'sso'>(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (t) => [uniqueIndex('session_token_hash_uq').on(t.tokenHash), index('session_user_idx').on(t.userId)],
);

/** Sign-in attempts of earlier versions; no longer written (see login_throttle). Kept until a migration drops it. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempt_account_idx').on(t.account, t.createdAt),
    index('login_attempt_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Sign-in throttles, one row per key ('a:<account>', 'ai:<account>|<ip>', 'i:<ip>',
 * 'd:<account>|<device>', 'pw:<user id>'). An attempt claims its place by incrementing the row
 * before the password is checked, in one statement, so parallel guesses cannot all pass a
 * read-then-write check.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

/**
 * Browsers that signed in to an account (modules/auth/login-device.ts): the SHA-256 of the random
 * token of their httpOnly cookie, one row per account it signed in to. Their attempts at that
 * account skip the account's and the address's sign-in throttles and count on their own key, so
 * a guesser cannot lock the owner out.
 */
export const loginDevice = pgTable(
  'login_device',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] }), index('login_device_token_idx').on(t.tokenHash)],
);

/** Short-lived, single-use links for what a browser opens directly (attachments), instead of a token in the URL. */
export const downloadTicket = pgTable(
  'download_ticket',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('download_ticket_expires_idx').on(t.expiresAt)],
);

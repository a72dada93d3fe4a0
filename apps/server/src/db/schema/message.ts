// Messages to users (notices of the workflow and of jobs), and their delivery outside HRIS:
// the channels an administrator configures, each user's choices, and the outbox (issue 36).
import type { TNotifyChannel, TNotifyKind, TNotifyStatus } from '@hris/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StoredTexts } from '../../http/stored-text';
import { createdAt, updatedAt } from './columns';
import { appUser } from './identity';

export const message = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    /**
     * Title and content as catalogue messages (key and parameters), written in the reader's
     * language when read; `title` and `content` keep their Chinese (e-mail, older rows, logs).
     * Null for a message stored before it (migration 0041), shown as stored.
     */
    texts: jsonb('texts').$type<StoredTexts>(),
    link: varchar('link', { length: 500 }),
    /** The work the message is about: opening or handling it marks the message read. */
    workId: integer('work_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_user_idx').on(t.userId, t.isRead, t.createdAt),
    index('message_unread_work_idx').on(t.userId, t.workId).where(sql`${t.isRead} = false`),
  ],
);

/**
 * A channel messages also go out on (e-mail, 企业微信, 钉钉, 飞书), one row per kind, configured in
 * 接口中心. `config` holds the address and the secret (never sent back to the web); `defaultKinds`
 * are the kinds of message sent on it to a user who has not chosen otherwise.
 */
export const notifyChannel = pgTable(
  'notify_channel',
  {
    channel: varchar('channel', { length: 16 }).primaryKey().$type<TNotifyChannel>(),
    enabled: boolean('enabled').notNull().default(false),
    config: jsonb('config').notNull().$type<Record<string, unknown>>(),
    defaultKinds: text('default_kinds').array().notNull().default(sql`'{}'::text[]`).$type<TNotifyKind[]>(),
    updatedBy: integer('updated_by').references(() => appUser.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('notify_channel_check', sql`${t.channel} in ('email', 'wecom', 'dingtalk', 'feishu')`)],
);

/** A user's own choice for one kind of message on one channel (absent: the channel's default). */
export const notifyPreference = pgTable(
  'notify_preference',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 16 }).notNull().$type<TNotifyChannel>(),
    kind: varchar('kind', { length: 16 }).notNull().$type<TNotifyKind>(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.kind] })],
);

/**
 * One message to one user on one channel, written in the transaction of the change that causes it
 * and sent afterwards by the sender (modules/notify/sender.ts): claimed with FOR UPDATE SKIP LOCKED,
 * retried with backoff. `key` is the message's idempotency key: unique here, and sent with it (the
 * mail's Message-ID), so a resend after a crash mid-send is the same message.
 */
export const notifyOutbox = pgTable(
  'notify_outbox',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 120 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 16 }).notNull().$type<TNotifyChannel>(),
    kind: varchar('kind', { length: 16 }).notNull().$type<TNotifyKind>(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    /** The page in HRIS (a path; the sender makes it absolute with PUBLIC_URL). */
    link: varchar('link', { length: 500 }),
    workId: integer('work_id'),
    /** A to-do's node: its deadline is looked up when sent, and it is not sent once handled. */
    nodeId: integer('node_id'),
    status: varchar('status', { length: 16 }).notNull().default('pending').$type<TNotifyStatus>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the current attempt was claimed; a `sending` row claimed long ago was left by a crash. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The platform's last answer (or why it was not sent), shown in 接口中心. */
    lastAnswer: text('last_answer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notify_outbox_key_uq').on(t.key),
    index('notify_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('notify_outbox_sending_idx').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    index('notify_outbox_status_idx').on(t.status, t.id),
    check('notify_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`),
  ],
);

import type { TInterfaceIntegration, TInterfaceRunStatus, TInterfaceRunTrigger } from '@hris/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, createdAt } from '../../db/schema';
import type { StoredText } from '../../http/stored-text';

/**
 * 接口中心: one row per run of an integration (esign, payroll, directory). A run is queued by a
 * user or the daily schedule, claimed by a job (`interface.run`), and ends succeeded or failed.
 * At most one run per integration is queued or running (interface_run_active_uq), on every server.
 */
export const interfaceRun = pgTable(
  'interface_run',
  {
    id: serial('id').primaryKey(),
    integration: varchar('integration', { length: 16 }).notNull().$type<TInterfaceIntegration>(),
    status: varchar('status', { length: 16 }).notNull().default('queued').$type<TInterfaceRunStatus>(),
    trigger: varchar('trigger', { length: 16 }).notNull().$type<TInterfaceRunTrigger>(),
    /** The user who asked; null for the schedule. */
    requestedBy: integer('requested_by').references(() => appUser.id),
    /** When the current attempt began (a restart after a crash sets it again). */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Attempts so far (a run restarted after a crash counts 2). */
    attempts: integer('attempts').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The run's file, relative to DATA_DIR (never taken from a request). */
    filePath: text('file_path'),
    fileName: varchar('file_name', { length: 128 }),
    /** The result or the reason of the failure (stored in Chinese, shown in the history). */
    message: text('message'),
    /** The same as a catalogue message, shown in the reader's language (null before migration 0041). */
    messageText: jsonb('message_text').$type<StoredText>(),
    /**
     * The window of facts the run exports: recorded after `watermarkFrom` (the last successful
     * run's `watermarkTo`; null: from the beginning) up to `watermarkTo` (fixed when first claimed,
     * so a restarted run exports the same facts).
     */
    watermarkFrom: timestamp('watermark_from', { withTimezone: true, mode: 'date' }),
    watermarkTo: timestamp('watermark_to', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('interface_run_active_uq').on(t.integration).where(sql`${t.status} in ('queued', 'running')`),
    // The history per integration, newest first, and the last (successful) run of a card.
    index('interface_run_integration_idx').on(t.integration, t.id),
    index('interface_run_running_idx').on(t.startedAt).where(sql`${t.status} = 'running'`),
    check('interface_run_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    check('interface_run_trigger_check', sql`${t.trigger} in ('manual', 'retry', 'schedule')`),
    check('interface_run_integration_check', sql`${t.integration} in ('esign', 'payroll', 'directory')`),
  ],
);

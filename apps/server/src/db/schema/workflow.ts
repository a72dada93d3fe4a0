// The workflow engine: works, tasks, participants, events, jobs, recorded changes, substitutes.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { copiesOrgPath } from '../org-path-copies';
import { sealedFormJsonb } from '../pii-crypto';
import { createdAt } from './columns';
import { employee } from './employee';
import { appUser } from './identity';
import { orgUnit, shop } from './org';

/**
 * Workflow instance (ARCHITECTURE §6). Records the target's org unit and store at start so
 * scope filters stay right after the employee moves.
 */
export const work = pgTable(
  'work',
  {
    id: serial('id').primaryKey(),
    flowId: integer('flow_id').notNull(),
    targetEmployeeRef: integer('target_employee_ref').references(() => employee.id),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnit.id),
    orgPath: text('org_path').notNull(),
    shopId: integer('shop_id').references(() => shop.id),
    starterUserId: integer('starter_user_id')
      .notNull()
      .references(() => appUser.id),
    /** Its identity fields sealed at rest (db/pii-crypto.ts SEALED_FORM_FIELDS). */
    formData: sealedFormJsonb('form_data').notNull().default({}),
    /** running | finished | stopped */
    status: varchar('status', { length: 16 }).notNull().$type<'running' | 'finished' | 'stopped'>(),
    currentNodeId: integer('current_node_id'),
    /**
     * Why a work stopped, as shown to users. A work terminated by a handler has no current node; one
     * stopped for want of a handler keeps the node it stopped at (the lists say 已停止 by that).
     */
    stopReason: text('stop_reason'),
    /**
     * The group of processes the work's process belongs to (ProcessDefinition.group): they share a
     * list and let one work of the group run per person (work_one_running_group_uq).
     */
    flowGroup: varchar('flow_group', { length: 32 }),
    /** Last 催办 reminder, to allow one an hour. */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The running and completed lists (work_participant) tell the two apart by finished_at alone.
    check('work_finished_at_check', sql`(${t.status} = 'running') = (${t.finishedAt} is null)`),
    index('work_flow_status_idx').on(t.flowId, t.status),
    index('work_starter_idx').on(t.starterUserId, t.status),
    index('work_org_path_idx').using('btree', sql`${t.orgPath} text_pattern_ops`),
    // The completed and running lists in their default order; the extra keys let the starter check,
    // the type filter and the per-type counts read the index alone.
    index('work_completed_idx')
      .on(t.finishedAt, t.id, t.starterUserId, t.flowId)
      .where(sql`${t.status} in ('finished', 'stopped')`),
    index('work_running_idx').on(t.startedAt, t.id, t.starterUserId, t.flowId).where(sql`${t.status} = 'running'`),
    // "All" lists, by start.
    index('work_started_idx').on(t.startedAt, t.id),
    // A list filtered by a person's name starts from the employees whose name matches
    // (employee_name_chars_idx) and reaches their works here, instead of joining every work.
    index('work_target_employee_idx').on(t.targetEmployeeRef),
    // Likewise for a store: the matching stores first, then their works.
    index('work_shop_idx').on(t.shopId),
    // One running work of a flow per employee, whoever starts it and on whichever server.
    uniqueIndex('work_one_running_uq')
      .on(t.flowId, t.targetEmployeeRef)
      .where(sql`${t.status} = 'running' and ${t.targetEmployeeRef} is not null`),
    // Each process's list in its default order (newest first), however few of all works it has.
    index('work_flow_started_idx').on(t.flowId, t.startedAt, t.id),
    // A group's list (人事异动列表) likewise.
    index('work_group_started_idx').on(t.flowGroup, t.startedAt, t.id).where(sql`${t.flowGroup} is not null`),
    // One running work of a group per employee, whichever of its processes and whoever starts it.
    uniqueIndex('work_one_running_group_uq')
      .on(t.flowGroup, t.targetEmployeeRef)
      .where(sql`${t.status} = 'running' and ${t.flowGroup} is not null and ${t.targetEmployeeRef} is not null`),
  ],
);

/** One row per node visit and assignee. */
export const task = pgTable(
  'task',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    nodeId: integer('node_id').notNull(),
    assigneeUserId: integer('assignee_user_id')
      .notNull()
      .references(() => appUser.id),
    /** The user this task was meant for when a substitute holds it. */
    onBehalfOfUserId: integer('on_behalf_of_user_id').references(() => appUser.id),
    /** todo | done | cancelled */
    status: varchar('status', { length: 16 }).notNull().$type<'todo' | 'done' | 'cancelled'>(),
    /** 0 completed, 1 rollback, 2 finished (spec §4). */
    result: smallint('result'),
    opinion: text('opinion'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }),
    /** Set once the overdue reminder went out, so the job reminds once per visit. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true, mode: 'date' }),
    /** The task whose approval created this one (for withdraw). */
    fromTaskId: integer('from_task_id'),
    /**
     * An added approver's to-do (加签): the addition it belongs to. Null on the steps of the
     * definition, including the adder's own to-do when the work comes back.
     */
    additionId: integer('addition_id'),
    /**
     * The work's target employee (work.target_employee_ref never changes) and that employee's
     * name, copied on insert and kept on open to-dos through renames by the triggers of migration
     * 0005: the to-do list filters by name without visiting each to-do's work and employee. Null
     * on tasks closed before that migration; the lists show the employee's own name.
     */
    targetEmployeeRef: integer('target_employee_ref'),
    targetName: varchar('target_name', { length: 64 }),
  },
  (t) => [
    // Open to-dos only (a few per user among millions of done tasks), in the to-do list's order,
    // with the work and node so its page, its filters by type and its counts read the index alone.
    index('task_todo_idx').on(t.assigneeUserId, t.arrivedAt, t.id, t.workId, t.nodeId).where(sql`${t.status} = 'todo'`),
    // One user's open to-dos by the characters of their employee's name (the name filter): the
    // assignee is one more element of the array ('#<id>'), so the index alone finds that user's
    // matches instead of everyone's; and open to-dos by employee (a rename updates them).
    index('task_todo_assignee_name_idx')
      .using('gin', sql`(string_to_array(lower(${t.targetName}), null) || ('#' || ${t.assigneeUserId}::text))`)
      .where(sql`${t.status} = 'todo'`),
    index('task_todo_employee_idx').on(t.targetEmployeeRef).where(sql`${t.status} = 'todo'`),
    index('task_work_idx').on(t.workId),
  ],
);

/**
 * The running and completed lists of each user: one row per work and each user who started it
 * or decided one of its steps ("participated"), with what those lists sort and filter on.
 * Written only by the triggers of migration 0003 on work and task, in the writer's transaction,
 * so the engine, the seeds and a manual fix all keep it right; `task_lists_rebuild()` recomputes it.
 */
export const workParticipant = pgTable(
  'work_participant',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => work.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    flowId: integer('flow_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The work's finished_at: null while it runs. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.userId] }),
    // Each list in its default order (completion, start), then the keys its type filter and other
    // sort read, so a page at any offset is an index-only range scan.
    index('work_participant_completed_idx')
      .on(t.userId, t.finishedAt, t.workId, t.flowId, t.startedAt)
      .where(sql`${t.finishedAt} is not null`),
    index('work_participant_running_idx')
      .on(t.userId, t.startedAt, t.workId, t.flowId)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/**
 * Per-user task counts (to-dos, running and completed works) by process type, as signed deltas
 * appended by the same triggers: a count is the sum of a user's rows. Appending never waits on
 * another transaction (one counter row per user would serialise, and deadlock, every action that
 * touches head-office HR); reads fold a user's rows into one per type and state when they pile up.
 */
export const userTaskCounter = pgTable(
  'user_task_counter',
  {
    userId: integer('user_id').notNull(),
    flowId: integer('flow_id').notNull(),
    state: varchar('state', { length: 16 }).notNull().$type<'toDo' | 'running' | 'completed'>(),
    n: integer('n').notNull(),
  },
  (t) => [index('user_task_counter_user_idx').on(t.userId)],
);

/** Append-only history of a work: start, approve, roll back, finish, withdraw, transfer. */
export const workEvent = pgTable(
  'work_event',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    taskId: integer('task_id').references(() => task.id),
    nodeId: integer('node_id'),
    kind: varchar('kind', { length: 16 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => appUser.id),
    onBehalfOfUserId: integer('on_behalf_of_user_id').references(() => appUser.id),
    msg: text('msg'),
    createdAt: createdAt(),
  },
  (t) => [index('work_event_work_idx').on(t.workId, t.id)],
);

/** Scheduled work polled with FOR UPDATE SKIP LOCKED (reminders, future-dated changes, expiry). */
export const job = pgTable(
  'job',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    /** Makes a job once-only, e.g. one daily start per flow and business date ('autoStart:14:2026-11-26'). */
    key: varchar('key', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
    uniqueIndex('job_key_uq').on(t.key).where(sql`${t.key} is not null`),
  ],
);

/**
 * What a process the system starts by itself has been started for (a contract's end, a probation
 * period's end), once: the daily start inserts here first, so running it twice or on two servers
 * starts one work (ARCHITECTURE §6 "Started by the system"). A start by hand records its subject too.
 */
export const autoStart = pgTable(
  'auto_start',
  {
    flowId: integer('flow_id').notNull(),
    /** The once-only key of the process, e.g. '<employee ref>:<contract end date>'. */
    subject: varchar('subject', { length: 64 }).notNull(),
    workId: integer('work_id').references(() => work.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.subject] })],
);

/** A person changed by a work: (field, old, new), applied when the work finishes or on its date. */
export const workChange = pgTable(
  'work_change',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    field: varchar('field', { length: 32 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('work_change_work_idx').on(t.workId),
    // A person's change still waiting for its date (one personnel change at a time; the RBO picker).
    index('work_change_pending_idx').on(t.employeeRef).where(sql`${t.appliedAt} is null`),
  ],
);

/** A user's stand-in for a date window (leave): new to-dos in the window go to the substitute. */
export const substitute = pgTable(
  'substitute',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    substituteUserId: integer('substitute_user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('substitute_user_idx').on(t.userId, t.startDate)],
);

/**
 * 抄送: a user copied on a work (by a handler, or by the process definition when by_user_id is
 * null) sees it read-only in 抄送我的 (workflow/access.ts). One row per work and user: copying again
 * changes nothing but the history (work_event 'copy').
 */
export const workCopy = pgTable(
  'work_copy',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    byUserId: integer('by_user_id').references(() => appUser.id),
    /** The step the work stood at when copied (null: on finishing). */
    nodeId: integer('node_id'),
    copiedAt: timestamp('copied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.userId] }),
    // 抄送我的 in its default order (newest copy first), and its unread count.
    index('work_copy_user_idx').on(t.userId, t.copiedAt, t.workId),
    index('work_copy_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * 加签: approvers a handler added at their step, in order (approver_user_ids, position the one
 * holding it now). 'before': after the last, the work comes back to the adder; 'after': it goes on
 * to the step the definition names next. A return by an added approver goes back to the adder.
 * One open addition per work (work_addition_open_uq): two handlers adding at once leave one chain.
 */
export const workAddition = pgTable(
  'work_addition',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    nodeId: integer('node_id').notNull(),
    mode: varchar('mode', { length: 8 }).notNull().$type<'before' | 'after'>(),
    adderUserId: integer('adder_user_id')
      .notNull()
      .references(() => appUser.id),
    adderTaskId: integer('adder_task_id')
      .notNull()
      .references(() => task.id),
    approverUserIds: integer('approver_user_ids').array().notNull(),
    position: smallint('position').notNull().default(0),
    reason: text('reason').notNull(),
    /** open | done | returned | cancelled */
    status: varchar('status', { length: 12 })
      .notNull()
      .default('open')
      .$type<'open' | 'done' | 'returned' | 'cancelled'>(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('work_addition_mode_check', sql`${t.mode} in ('before', 'after')`),
    check('work_addition_status_check', sql`${t.status} in ('open', 'done', 'returned', 'cancelled')`),
    check(
      'work_addition_position_check',
      sql`${t.position} >= 0 and ${t.position} < cardinality(${t.approverUserIds})`,
    ),
    index('work_addition_work_idx').on(t.workId),
    uniqueIndex('work_addition_open_uq').on(t.workId).where(sql`${t.status} = 'open'`),
  ],
);

/** A user's own approval phrases (常用语), in their order. */
export const userPhrase = pgTable(
  'user_phrase',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_phrase_text_uq').on(t.userId, t.text)],
);

copiesOrgPath(work.orgPath);

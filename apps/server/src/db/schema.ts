import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { copiesOrgPath } from './org-path-copies';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The organisation tree: company → head-office departments and regions → stores.
 * `path` is the materialized path of ids ("/1/3/17/") so "this unit and below" is one
 * indexed prefix predicate.
 */
export const orgUnit = pgTable(
  'org_unit',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    kind: varchar('kind', { length: 16 }).notNull().$type<'company' | 'department' | 'region' | 'store'>(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_unit_code_uq').on(t.code),
    index('org_unit_path_idx').using('btree', sql`${t.path} text_pattern_ops`),
    index('org_unit_parent_idx').on(t.parentId),
  ],
);

export const shop = pgTable(
  'shop',
  {
    id: serial('id').primaryKey(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnit.id),
    regionUnitId: integer('region_unit_id')
      .notNull()
      .references(() => orgUnit.id),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    isOpen: boolean('is_open').notNull().default(true),
    openedDate: date('opened_date', { mode: 'string' }),
    budgetHeadcount: integer('budget_headcount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shop_code_uq').on(t.code), index('shop_region_idx').on(t.regionUnitId)],
);

export const position = pgTable(
  'position',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    employeeType: varchar('employee_type', { length: 8 }).notNull().$type<'store' | 'office'>(),
    defaultRank: varchar('default_rank', { length: 16 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** Compared with the editor's copy on save (updatedTime), so a concurrent edit is refused, not lost. */
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('position_code_uq').on(t.code)],
);

export const employee = pgTable(
  'employee',
  {
    id: serial('id').primaryKey(),
    /** The employee number people type and see (工号). */
    employeeId: varchar('employee_id', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull().$type<'M' | 'F'>(),
    identityNumber: varchar('identity_number', { length: 18 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 128 }),
    birthDate: date('birth_date', { mode: 'string' }),
    employeeType: varchar('employee_type', { length: 8 }).notNull().$type<'store' | 'office'>(),
    /** 0 resigned, 1 active, 2 transferred, 3 onboarding, 4 resigning (spec §4). */
    status: smallint('status').notNull(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnit.id),
    /** Copy of the org unit's path, kept in step with orgUnitId, for one-predicate scope filters. */
    orgPath: text('org_path').notNull(),
    shopId: integer('shop_id').references(() => shop.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => position.id),
    rank: varchar('rank', { length: 16 }).notNull().default(''),
    entryDate: date('entry_date', { mode: 'string' }),
    probationBeginDate: date('probation_begin_date', { mode: 'string' }),
    probationEndDate: date('probation_end_date', { mode: 'string' }),
    contractBeginDate: date('contract_begin_date', { mode: 'string' }),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    leaveDate: date('leave_date', { mode: 'string' }),
    /**
     * Why the person left (spec §9's resignation types: 辞职, 被动离职, 协商解除, 取消入职). 取消入职 is a
     * hire that never started: status 0 without an entry date, not a departure in turnover.
     */
    leaveType: varchar('leave_type', { length: 16 }),
    /** 1: never rehire (dishonorable discharge), checked at onboarding by identity number. */
    dishonorableDischarge: smallint('dishonorable_discharge').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_employee_id_uq').on(t.employeeId),
    index('employee_org_path_idx').using('btree', sql`${t.orgPath} text_pattern_ops`),
    index('employee_shop_idx').on(t.shopId),
    index('employee_status_idx').on(t.status),
    index('employee_name_idx').using('btree', sql`${t.name} text_pattern_ops`),
    // Lists sorted by name: text_pattern_ops above serves prefix matches, not the collation's order.
    index('employee_name_sort_idx').on(t.name),
    // The characters of the name: "name contains 王" becomes an indexed array containment
    // (pg_trgm needs three characters, and a Chinese name search is often one).
    index('employee_name_chars_idx').using('gin', sql`string_to_array(lower(${t.name}), null)`),
    // The same for the staff in post (status 1, the list's usual filter): its count needs no
    // visit to the rows to check the status, only to the pages not yet all-visible.
    index('employee_active_name_chars_idx')
      .using('gin', sql`string_to_array(lower(${t.name}), null)`)
      .where(sql`${t.status} = 1`),
    index('employee_identity_idx').on(t.identityNumber),
    index('employee_entry_date_idx').on(t.entryDate),
  ],
);

/** Every change to a person (store, position, status …) as (field, old, new), append-only. */
export const employeeHistory = pgTable(
  'employee_history',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    field: varchar('field', { length: 32 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    workId: integer('work_id'),
    actorUserId: integer('actor_user_id'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('employee_history_employee_idx').on(t.employeeId, t.effectiveDate)],
);

export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    email: varchar('email', { length: 128 }),
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
 * Sign-in throttles, one row per key ('a:<account>', 'ai:<account>|<ip>', 'i:<ip>', 'pw:<user id>').
 * An attempt claims its place by incrementing the row before the password is checked, in one
 * statement, so parallel guesses cannot all pass a read-then-write check.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

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

export const message = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
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

export const attachment = pgTable(
  'attachment',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    byteLength: bigint('byte_length', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Owner reference, e.g. a work or an employee. */
    ownerKind: varchar('owner_kind', { length: 32 }),
    ownerId: integer('owner_id'),
    uploadedBy: integer('uploaded_by').references(() => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachment_owner_idx').on(t.ownerKind, t.ownerId),
    // The per-user upload quota sums a user's recent uploads.
    index('attachment_uploader_idx').on(t.uploadedBy, t.createdAt),
  ],
);

export const systemLog = pgTable(
  'system_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 64 }),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 200 }),
    summary: jsonb('summary'),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('system_log_created_idx').on(t.createdAt), index('system_log_user_idx').on(t.userId, t.createdAt)],
);

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
    formData: jsonb('form_data').notNull().default({}),
    /** running | finished | stopped */
    status: varchar('status', { length: 16 }).notNull().$type<'running' | 'finished' | 'stopped'>(),
    currentNodeId: integer('current_node_id'),
    /**
     * Why a work stopped, as shown to users. A work terminated by a handler has no current node; one
     * stopped for want of a handler keeps the node it stopped at (the lists say 已停止 by that).
     */
    stopReason: text('stop_reason'),
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
    createdAt: createdAt(),
  },
  (t) => [index('job_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
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
  (t) => [index('work_change_work_idx').on(t.workId)],
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

/** A lost-item deduction booked to payroll when its work finishes (flow 8). */
// Basic-data tables (staff contracts, performance, three periods, salary, violations) live in
// their own file so their module can grow without touching the core schema.
export * from './schema-basic-data';

copiesOrgPath(employee.orgPath, { touch: employee.updatedAt });
copiesOrgPath(work.orgPath);

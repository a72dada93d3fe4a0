import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { copiesOrgPath } from '../../db/org-path-copies';
import { appUser, createdAt, employee, orgUnit, updatedAt } from '../../db/schema';

/**
 * 培训项目: company-wide master data (no scope). A name is unique among the enabled projects (a
 * partial unique index on lower(name)); `required_position_ids` are the positions whose active
 * holders must pass it, again within `valid_months` of their last pass (null: once is enough).
 */
export const trainProject = pgTable(
  'train_project',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    requiredPositionIds: integer('required_position_ids').array().notNull().default(sql`'{}'::integer[]`),
    hours: numeric('hours', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    validMonths: smallint('valid_months'),
    owner: varchar('owner', { length: 32 }).notNull(),
    /** 1 启用, 0 停用. */
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('train_project_active_name_uq').on(sql`lower(${t.name})`).where(sql`${t.status} = 1`),
    index('train_project_updated_idx').on(t.updatedAt, t.id),
    check('train_project_hours_check', sql`${t.hours} > 0`),
    check('train_project_valid_months_check', sql`${t.validMonths} is null or ${t.validMonths} between 1 and 120`),
  ],
);

/**
 * 培训场次: one session of a project, held for a region or a store (`org_unit_id`, its path copied
 * into `org_path` for the scope). `enrolled_count` is kept by the enrolment transaction, which
 * holds this row `for update` while it counts, so two enrolments cannot both take the last place;
 * the check keeps it within the capacity whatever writes it.
 */
export const trainSession = pgTable(
  'train_session',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => trainProject.id),
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull().$type<'offline' | 'online'>(),
    place: varchar('place', { length: 100 }).notNull(),
    trainer: varchar('trainer', { length: 32 }).notNull(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnit.id),
    orgPath: text('org_path').notNull(),
    capacity: integer('capacity').notNull(),
    enrolledCount: integer('enrolled_count').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('train_session_date_idx').on(t.sessionDate, t.id),
    index('train_session_project_idx').on(t.projectId, t.sessionDate),
    index('train_session_org_path_idx').using('btree', sql`${t.orgPath} text_pattern_ops`),
    check('train_session_capacity_check', sql`${t.capacity} > 0 and ${t.enrolledCount} between 0 and ${t.capacity}`),
  ],
);
copiesOrgPath(trainSession.orgPath, { touch: trainSession.updatedAt });

/**
 * 报名 and its result: one row per (session, employee) — the unique index refuses a second
 * enrolment. Attendance null until entered; 缺勤 carries no score and no pass (check).
 */
export const trainEnrolment = pgTable(
  'train_enrolment',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainSession.id),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    attendance: varchar('attendance', { length: 8 }).$type<'attended' | 'absent'>(),
    score: numeric('score', { precision: 4, scale: 1, mode: 'number' }),
    passed: boolean('passed'),
    recordedBy: integer('recorded_by').references(() => appUser.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('train_enrolment_session_employee_uq').on(t.sessionId, t.employeeRef),
    index('train_enrolment_employee_idx').on(t.employeeRef, t.sessionId),
    check('train_enrolment_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
    check(
      'train_enrolment_absent_check',
      sql`${t.attendance} is distinct from 'absent' or (${t.score} is null and ${t.passed} is not true)`,
    ),
  ],
);

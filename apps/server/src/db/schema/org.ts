// The organisation: the unit tree (head office, departments, regions, stores), stores and positions.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
    /**
     * The company that employs the store's staff (用工主体). A transfer to a store of another
     * entity needs a new contract: the transfer-signing list (转签) follows it.
     */
    employingEntity: varchar('employing_entity', { length: 64 }).notNull().default(''),
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

import {
  CHILDCARE_EMPLOYEE_EXPORT_COLUMNS,
  CHILDCARE_EMPLOYEE_FILTERS,
  type CHILDCARE_EMPLOYEE_SORTS,
  CHILDCARE_RULE_EXPORT_COLUMNS,
  CHILDCARE_RULE_FILTERS,
  type CHILDCARE_RULE_SORTS,
  CHILDCARE_TEMPLATE_FILE,
  CHILDCARE_USE_EXPORT_COLUMNS,
  CHILDCARE_USE_FILTERS,
  type CHILDCARE_USE_SORTS,
  EMPLOYEE_STATUS_TEXT,
  ErrorCode,
  employeeLabel,
  type Message,
  msg,
  type TChildcareBalance,
  type TChildcareEmployeeDetail,
  type TChildcareEmployeeListRequest,
  type TChildcareRuleListRequest,
  type TChildcareUseListRequest,
  yearsBetween,
  ZCreateChildcareUseRequestSchema,
  ZSaveChildcareRuleRequestSchema,
  ZSaveChildRequestSchema,
} from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { employee, shop } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors, fieldRefusals } from '../../http/errors';
import { inScope, requireInScope } from '../../http/scope';
import type { SmallWorkbook } from '../../http/xlsx-stream';
import { chinaDateTime, todayInChina } from '../../lists/format';
import { characterIndexedContains, chinaDaysFilter, type ListSpec } from '../../lists/list-query';
import { employeePlace, ScopedRecords } from '../../lists/scoped-records';
import { findEmployeeInScope } from '../basic-data/shared/employee-lookup';
import {
  countEmployeeRecords,
  employeeFilterColumns,
  employeeScope,
  employeeSortKeys,
} from '../basic-data/shared/employee-sql';
import type { SheetProblem } from '../health/health-sheet';
import * as repo from './childcare.repository';
import {
  buildUseTemplate,
  COL_CHILD,
  COL_DAYS,
  COL_EMPLOYEE,
  COL_END,
  COL_NAME,
  COL_START,
  readUseSheet,
} from './childcare-sheet';
import { ageLimitDate, areaText, balanceOf, balanceYears, maxAgeIn, monthShares, roundHalf } from './entitlement';
import { childcareRule, childcareUse, employeeChild } from './tables';

const invalidRule = fieldRefusals(ZSaveChildcareRuleRequestSchema);
const invalidChild = fieldRefusals(ZSaveChildRequestSchema);
const invalidUse = fieldRefusals(ZCreateChildcareUseRequestSchema);

const thisYear = () => Number(todayInChina().slice(0, 4));
const DAY_MS = 86_400_000;
const spanDays = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;

// ───────────────────────────── lists ─────────────────────────────

const ruleSpec: ListSpec<keyof typeof CHILDCARE_RULE_FILTERS, keyof typeof CHILDCARE_RULE_SORTS> = {
  filterDefs: CHILDCARE_RULE_FILTERS,
  filterColumns: {
    province: { columns: [childcareRule.province] },
    city: { columns: [childcareRule.city] },
    // Rules in force at some day of the range.
    effectiveFrom: {
      build: (f) =>
        f.kind === 'dateRange'
          ? and(
              f.to ? sql`${childcareRule.effectiveFrom} <= ${f.to}::date` : undefined,
              f.from ? sql`coalesce(${childcareRule.effectiveTo}, '9999-12-31'::date) >= ${f.from}::date` : undefined,
            )
          : undefined,
    },
  },
  sortKeys: {
    province: { expr: sql`${childcareRule.province} || '|' || ${childcareRule.city}`, type: 'text' },
    effectiveFrom: { expr: childcareRule.effectiveFrom, type: 'date' },
    daysPerYear: { expr: childcareRule.daysPerYear, type: 'int' },
  },
  defaultSort: { field: 'province', direction: 'asc' },
  idColumn: childcareRule.id,
};

const presentRule = (r: repo.RuleRow) => ({
  id: r.id,
  province: r.province,
  city: r.city,
  areaText: areaText(r.province, r.city),
  daysPerYear: r.daysPerYear,
  maxAge: r.maxAge,
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo,
  remark: r.remark,
  updatedTime: chinaDateTime(r.updatedAt),
});

/** Area rules are company-wide (every store's HR reads the rule of its area; head office keeps them). */
const rules = new ScopedRecords({
  spec: ruleSpec,
  page: repo.findRulePage,
  count: repo.countRules,
  present: presentRule,
  export: {
    title: '省市育儿假',
    action: 'childcare.rule.export',
    columns: CHILDCARE_RULE_EXPORT_COLUMNS,
    present: (r: repo.RuleRow) => ({
      ...presentRule(r),
      cityText: r.city || '全省',
      effectiveToText: r.effectiveTo ?? '长期',
    }),
  },
  record: { what: msg('childcare.ruleNoun'), find: (db, id) => repo.findRule(db, id) },
});

const childSpec: ListSpec<keyof typeof CHILDCARE_EMPLOYEE_FILTERS, keyof typeof CHILDCARE_EMPLOYEE_SORTS> = {
  filterDefs: CHILDCARE_EMPLOYEE_FILTERS,
  filterColumns: {
    employeeId: employeeFilterColumns.employeeId,
    employeeName: employeeFilterColumns.employeeName,
    shopCode: employeeFilterColumns.shopCode,
    regionId: employeeFilterColumns.regionId,
    childName: characterIndexedContains(employeeChild.name),
    birthDate: chinaDaysFilter(employeeChild.birthDate),
  },
  sortKeys: { ...employeeSortKeys, birthDate: { expr: employeeChild.birthDate, type: 'date' } },
  defaultSort: { field: 'birthDate', direction: 'desc' },
  idColumn: employeeChild.id,
};

type ChildWithBalance = repo.ChildRow & { age: number; balance: TChildcareBalance };

/** A page of children with this year's balance (computed for the page's rows only). */
async function childPageWithBalances(
  db: Executor,
  ...args: Parameters<typeof repo.findChildPage> extends [unknown, ...infer R] ? R : never
): Promise<ChildWithBalance[]> {
  const rows = await repo.findChildPage(db, ...args);
  const year = thisYear();
  const balances = await balancesOf(
    db,
    rows.map((r) => ({ id: r.id, employeeRef: r.employeeRef, birthDate: r.birthDate })),
    () => [year],
  );
  const today = todayInChina();
  return rows.map((r) => ({
    ...r,
    age: Math.max(0, yearsBetween(r.birthDate, today)),
    balance: balances.get(r.id)?.[0] ?? { year, granted: 0, used: 0, remaining: 0, areas: [] },
  }));
}

const presentChildRow = (r: ChildWithBalance) => ({
  id: r.id,
  employeeRef: r.employeeRef,
  employeeId: r.employeeId,
  employeeName: r.employeeName,
  employeeLabel: employeeLabel(r.employeeName, r.employeeId),
  employeeStatus: r.employeeStatus,
  employeeStatusText: EMPLOYEE_STATUS_TEXT[r.employeeStatus]?.zh ?? String(r.employeeStatus),
  shopCode: r.shopCode,
  shopName: r.shopName,
  regionName: r.regionName,
  childName: r.childName,
  birthDate: r.birthDate,
  age: r.age,
  year: r.balance.year,
  granted: r.balance.granted,
  used: r.balance.used,
  remaining: r.balance.remaining,
});

const children = new ScopedRecords({
  spec: childSpec,
  scope: (auth: AuthContext) => and(repo.liveChild, employeeScope(auth)),
  page: (db, q, where, limit, offset) => childPageWithBalances(db, q, where, limit, offset),
  count: (db, where) => countEmployeeRecords(db, employeeChild, where),
  present: presentChildRow,
  export: { title: '员工育儿假', action: 'childcare.child.export', columns: CHILDCARE_EMPLOYEE_EXPORT_COLUMNS },
});

const useSpec: ListSpec<keyof typeof CHILDCARE_USE_FILTERS, keyof typeof CHILDCARE_USE_SORTS> = {
  filterDefs: CHILDCARE_USE_FILTERS,
  filterColumns: {
    employeeId: employeeFilterColumns.employeeId,
    employeeName: employeeFilterColumns.employeeName,
    shopCode: employeeFilterColumns.shopCode,
    regionId: employeeFilterColumns.regionId,
    childName: characterIndexedContains(employeeChild.name),
    startDate: chinaDaysFilter(childcareUse.startDate),
  },
  sortKeys: {
    startDate: { expr: childcareUse.startDate, type: 'date' },
    ...employeeSortKeys,
    days: { expr: childcareUse.days, type: 'numeric' },
  },
  defaultSort: { field: 'startDate', direction: 'desc' },
  idColumn: childcareUse.id,
};

const presentUse = (r: repo.UseRow) => ({
  ...presentChildRow({ ...r, age: 0, balance: { year: 0, granted: 0, used: 0, remaining: 0, areas: [] }, orgPath: '' }),
  id: r.id,
  childId: r.childId,
  startDate: r.startDate,
  endDate: r.endDate,
  days: Number(r.days),
  remark: r.remark,
  createdByName: r.createdByName,
  createdTime: chinaDateTime(r.createdAt),
});

const uses = new ScopedRecords({
  spec: useSpec,
  scope: (auth: AuthContext) => and(repo.liveUse, employeeScope(auth)),
  page: repo.findUsePage,
  count: repo.countUses,
  present: presentUse,
  export: { title: '育儿假使用记录', action: 'childcare.use.export', columns: CHILDCARE_USE_EXPORT_COLUMNS },
});

// ───────────────────────────── balances ─────────────────────────────

interface ChildRef {
  id: number;
  employeeRef: number;
  birthDate: string;
}

/** Each child's balance in the years `yearsOf` gives (latest first), from the rules and where the parent worked. */
async function balancesOf(
  db: Executor,
  kids: ChildRef[],
  yearsOf: (kid: ChildRef, maxAge: number) => number[],
): Promise<Map<number, TChildcareBalance[]>> {
  const result = new Map<number, TChildcareBalance[]>();
  if (kids.length === 0) return result;
  const [allRules, places, used] = await Promise.all([
    repo.allRules(db),
    repo.placementsOf(db, [...new Set(kids.map((k) => k.employeeRef))]),
    repo.usedDays(
      db,
      kids.map((k) => k.id),
    ),
  ]);
  const widestAge = Math.max(3, ...allRules.map((r) => r.maxAge));
  for (const kid of kids) {
    const place = places.get(kid.employeeRef);
    if (!place) continue;
    result.set(
      kid.id,
      yearsOf(kid, widestAge).map((year) =>
        balanceOf(
          year,
          monthShares(year, kid.birthDate, place.employment, place.placements, allRules),
          used.get(`${kid.id}:${year}`) ?? 0,
        ),
      ),
    );
  }
  return result;
}

type UseInput = { startDate: string; endDate: string; days: number };
type LockedChild = NonNullable<Awaited<ReturnType<typeof repo.findChild>>>;

/**
 * Why a use of `child` may not be recorded (field and message), or null: the days fit the dates,
 * the dates lie in one year, from the birth and before the rule's age, and the days fit the
 * year's balance (less `pending`, days the same file takes before this row).
 */
async function useRefusal(
  tx: Executor,
  child: LockedChild,
  input: UseInput,
  pending = 0,
): Promise<{ field: 'startDate' | 'endDate' | 'days'; message: Message } | null> {
  const span = spanDays(input.startDate, input.endDate);
  if (input.days > span)
    return { field: 'days', message: msg('childcare.daysBeyondPeriod', { days: input.days, span }) };
  const year = Number(input.startDate.slice(0, 4));
  if (Number(input.endDate.slice(0, 4)) !== year) return { field: 'endDate', message: msg('childcare.crossYear') };
  if (input.startDate < child.birthDate) {
    return {
      field: 'startDate',
      message: msg('childcare.beforeBirth', { child: child.name, birthDate: child.birthDate }),
    };
  }
  const [allRules, places, used] = await Promise.all([
    repo.allRules(tx),
    repo.placementsOf(tx, [child.employeeRef]),
    repo.usedDays(tx, [child.id], year),
  ]);
  const place = places.get(child.employeeRef);
  const shares = place ? monthShares(year, child.birthDate, place.employment, place.placements, allRules) : [];
  const age = maxAgeIn(shares, Number(input.startDate.slice(5, 7)));
  const limit = ageLimitDate(child.birthDate, age);
  if (input.endDate >= limit) {
    return { field: 'endDate', message: msg('childcare.overAge', { child: child.name, date: limit, age }) };
  }
  const balance = balanceOf(year, shares, (used.get(`${child.id}:${year}`) ?? 0) + pending);
  if (input.days > balance.remaining) {
    return {
      field: 'days',
      message: msg('childcare.overBalance', {
        child: child.name,
        year,
        remaining: Math.max(0, balance.remaining),
        days: input.days,
      }),
    };
  }
  return null;
}

export class ChildcareService {
  constructor(private readonly db: Db) {}

  // ─── rules ───

  listRules(auth: AuthContext, input: TChildcareRuleListRequest) {
    return rules.list(this.db, auth, input);
  }

  exportRules(actor: Actor, input: TChildcareRuleListRequest) {
    return rules.exportList(this.db, actor, input);
  }

  async ruleDetail(auth: AuthContext, id: number) {
    return presentRule(await rules.find(this.db, auth, id));
  }

  async areaOptions() {
    const areas = await repo.storeAreas(this.db);
    const byProvince = new Map<string, string[]>();
    for (const a of areas) byProvince.set(a.province, [...(byProvince.get(a.province) ?? []), a.city]);
    return [...byProvince].map(([province, cities]) => ({ province, cities }));
  }

  /**
   * Adds a rule, or with `id` changes one: refused when its period meets another rule of the same
   * province/city. Checked under the area's advisory lock; the unique index answers the same
   * message if a writer skipped it. Logged with before and after.
   */
  async saveRule(actor: Actor, input: z.output<typeof ZSaveChildcareRuleRequestSchema>) {
    const area = { province: input.province, city: input.city === input.province ? '' : input.city };
    const values = {
      ...area,
      daysPerYear: input.daysPerYear,
      maxAge: input.maxAge,
      effectiveFrom: input.effectiveFrom,
      effectiveTo: input.effectiveTo ?? null,
      remark: input.remark,
    };
    return this.db.transaction(async (tx) => {
      const known = await tx
        .select({ id: shop.id })
        .from(shop)
        .where(and(eq(shop.province, area.province), area.city ? eq(shop.city, area.city) : undefined))
        .limit(1);
      if (known.length === 0) {
        throw invalidRule(
          area.city ? 'city' : 'province',
          msg('childcare.unknownArea', { area: areaText(area.province, area.city) }),
        );
      }
      const before = input.id ? await repo.findRule(tx, input.id) : undefined;
      if (input.id && !before) throw errors.notFound(msg('childcare.ruleNoun'));
      await repo.lockArea(tx, area);
      const [clash] = await repo.findOverlappingRules(tx, area, {
        from: values.effectiveFrom,
        to: values.effectiveTo,
        exceptId: input.id,
      });
      const overlap = (c: { effectiveFrom: string; effectiveTo: string | null }) =>
        invalidRule(
          'effectiveFrom',
          msg('childcare.ruleOverlap', {
            area: areaText(area.province, area.city),
            from: c.effectiveFrom,
            to: c.effectiveTo ?? msg('childcare.openEnded'),
          }),
        );
      if (clash) throw overlap(clash);
      let id = input.id;
      try {
        if (id)
          await tx
            .update(childcareRule)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(childcareRule.id, id));
        else
          [{ id }] = await tx
            .insert(childcareRule)
            .values({ ...values, createdBy: actor.auth.userId })
            .returning({ id: childcareRule.id });
      } catch (error) {
        if (isUniqueViolation(error, 'childcare_rule_area_from_uq')) throw overlap(values);
        throw error;
      }
      await audit(tx, actor, {
        action: before ? 'childcare.rule.update' : 'childcare.rule.create',
        target: `childcareRule:${id}`,
        summary: { id, before: before ? presentRule(before) : null, after: values },
      });
      return { id: id as number, updated: Boolean(before) };
    });
  }

  async deleteRule(actor: Actor, id: number) {
    await this.db.transaction(async (tx) => {
      const before = await repo.findRule(tx, id);
      if (!before) throw errors.notFound(msg('childcare.ruleNoun'));
      await tx.delete(childcareRule).where(eq(childcareRule.id, id));
      await audit(tx, actor, {
        action: 'childcare.rule.delete',
        target: `childcareRule:${id}`,
        summary: { id, before: presentRule(before), after: null },
      });
    });
  }

  // ─── employees and children ───

  listChildren(auth: AuthContext, input: TChildcareEmployeeListRequest) {
    return children.list(this.db, auth, input);
  }

  exportChildren(actor: Actor, input: TChildcareEmployeeListRequest) {
    return children.exportList(this.db, actor, input);
  }

  /** An employee's children with every year's balance (birth year to the last eligible one, at most this year + 1). */
  async employeeDetail(auth: AuthContext, employeeNumber: string): Promise<TChildcareEmployeeDetail> {
    const target = await findEmployeeInScope(this.db, auth, employeeNumber);
    const [place] = await this.db
      .select({
        shopCode: shop.code,
        shopName: shop.name,
        province: shop.province,
        city: shop.city,
        status: employee.status,
      })
      .from(employee)
      .leftJoin(shop, eq(shop.id, employee.shopId))
      .where(eq(employee.id, target.id));
    const kids = await repo.childrenOf(this.db, target.id);
    const until = thisYear() + 1;
    const balances = await balancesOf(this.db, kids, (kid, maxAge) => balanceYears(kid.birthDate, maxAge, until));
    const today = todayInChina();
    return {
      employeeId: target.employeeId,
      employeeName: target.name,
      employeeStatusText: EMPLOYEE_STATUS_TEXT[target.status]?.zh ?? String(target.status),
      shopCode: place?.shopCode ?? null,
      shopName: place?.shopName ?? null,
      province: place?.province ?? null,
      city: place?.city ?? null,
      children: kids.map((k) => ({
        id: k.id,
        name: k.name,
        birthDate: k.birthDate,
        age: Math.max(0, yearsBetween(k.birthDate, today)),
        remark: k.remark,
        balances: (balances.get(k.id) ?? []).filter((b) => b.granted > 0 || b.used > 0),
      })),
    };
  }

  /** Registers a child of an employee, or with `id` corrects one; no two live children of one name and birth date. */
  async saveChild(actor: Actor, input: z.output<typeof ZSaveChildRequestSchema>) {
    if (input.birthDate > todayInChina()) throw invalidChild('birthDate', msg('childcare.birthInFuture'));
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, actor.auth, input.employeeId, { lock: true });
      const label = employeeLabel(target.name, target.employeeId);
      const before = input.id ? await repo.findChild(tx, input.id, { lock: true }) : undefined;
      if (input.id && !before) throw errors.notFound(msg('childcare.childNoun'));
      if (before && before.employeeRef !== target.id) {
        throw invalidChild('id', msg('childcare.childOfOther', { employee: label }));
      }
      if (before && before.birthDate !== input.birthDate) {
        const count = await repo.countLiveUses(tx, before.id);
        if (count > 0) throw invalidChild('birthDate', msg('childcare.childHasUses', { name: before.name, count }));
      }
      const values = { name: input.name, birthDate: input.birthDate, remark: input.remark };
      let id = input.id;
      try {
        if (id) await tx.update(employeeChild).set(values).where(eq(employeeChild.id, id));
        else
          [{ id }] = await tx
            .insert(employeeChild)
            .values({ ...values, employeeRef: target.id, createdBy: actor.auth.userId })
            .returning({ id: employeeChild.id });
      } catch (error) {
        if (isUniqueViolation(error, 'employee_child_live_uq')) {
          throw invalidChild(
            'name',
            msg('childcare.childDuplicate', { employee: label, name: input.name, birthDate: input.birthDate }),
          );
        }
        throw error;
      }
      await audit(tx, actor, {
        action: before ? 'childcare.child.update' : 'childcare.child.create',
        target: `employee:${target.employeeId}`,
        summary: {
          id,
          before: before ? { name: before.name, birthDate: before.birthDate, remark: before.remark } : null,
          after: values,
        },
      });
      return { id: id as number };
    });
  }

  /** Soft delete, refused while the child has live uses. */
  async deleteChild(actor: Actor, id: number) {
    await this.db.transaction(async (tx) => {
      const child = requireInScope(
        actor.auth,
        msg('childcare.childNoun'),
        await repo.findChild(tx, id, { lock: true }),
        employeePlace,
      );
      const count = await repo.countLiveUses(tx, id);
      if (count > 0) throw errors.validation(msg('childcare.childHasUses', { name: child.name, count }));
      await tx.update(employeeChild).set({ deletedAt: new Date() }).where(eq(employeeChild.id, id));
      await audit(tx, actor, {
        action: 'childcare.child.delete',
        target: `employee:${child.employeeId}`,
        summary: { id, before: { name: child.name, birthDate: child.birthDate }, after: null },
      });
    });
  }

  // ─── uses ───

  listUses(auth: AuthContext, input: TChildcareUseListRequest) {
    return uses.list(this.db, auth, input);
  }

  exportUses(actor: Actor, input: TChildcareUseListRequest) {
    return uses.exportList(this.db, actor, input);
  }

  /**
   * Records a use under the child's row lock (two HR users spending one balance queue): refused
   * beyond the year's balance, outside the child's eligible age, or over another use's dates.
   */
  async createUse(actor: Actor, input: z.output<typeof ZCreateChildcareUseRequestSchema>) {
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, actor.auth, input.employeeId);
      const child = await repo.findChild(tx, input.childId, { lock: true });
      if (!child) throw errors.notFound(msg('childcare.childNoun'));
      if (child.employeeRef !== target.id) {
        throw invalidUse(
          'childId',
          msg('childcare.childOfOther', { employee: employeeLabel(target.name, target.employeeId) }),
        );
      }
      const refusal = await useRefusal(tx, child, input);
      if (refusal) throw invalidUse(refusal.field, refusal.message);
      const clash = await repo.findOverlappingUse(tx, target.id, input.startDate, input.endDate);
      if (clash)
        throw invalidUse('startDate', msg('childcare.overlap', { start: clash.startDate, end: clash.endDate }));
      const year = Number(input.startDate.slice(0, 4));
      const [{ id }] = await tx
        .insert(childcareUse)
        .values({
          employeeRef: target.id,
          childId: child.id,
          year,
          startDate: input.startDate,
          endDate: input.endDate,
          days: input.days,
          remark: input.remark,
          createdBy: actor.auth.userId,
        })
        .returning({ id: childcareUse.id });
      const after = (await balancesOf(tx, [child], () => [year])).get(child.id)?.[0];
      await audit(tx, actor, {
        action: 'childcare.use.create',
        target: `employee:${target.employeeId}`,
        summary: {
          id,
          before: null,
          after: {
            child: child.name,
            startDate: input.startDate,
            endDate: input.endDate,
            days: input.days,
            remark: input.remark,
          },
        },
      });
      return { id, child: child.name, year, remaining: after?.remaining ?? 0 };
    });
  }

  /** Cancels a use (the row stays with who, when and why); its days return to the balance. */
  async cancelUse(actor: Actor, input: { id: number; reason: string }) {
    await this.db.transaction(async (tx) => {
      const use = requireInScope(actor.auth, msg('childcare.useNoun'), await repo.findUse(tx, input.id), employeePlace);
      await repo.findChild(tx, use.childId, { lock: true });
      if (use.cancelledAt) throw errors.validation(msg('childcare.useAlreadyCancelled'));
      await tx
        .update(childcareUse)
        .set({ cancelledAt: new Date(), cancelledBy: actor.auth.userId, cancelReason: input.reason })
        .where(eq(childcareUse.id, input.id));
      await audit(tx, actor, {
        action: 'childcare.use.cancel',
        target: `employee:${use.employeeId}`,
        summary: {
          id: use.id,
          reason: input.reason,
          before: { child: use.childName, startDate: use.startDate, endDate: use.endDate, days: Number(use.days) },
          after: null,
        },
      });
    });
  }

  template(): SmallWorkbook {
    return { fileName: CHILDCARE_TEMPLATE_FILE, build: buildUseTemplate };
  }

  /**
   * All or nothing: every row is checked (format, the person in scope and the name, the child,
   * dates, age and the balance with the file's earlier rows of the same child counted) and only
   * a file without a problem is written, in one transaction under the children's row locks.
   * Refused: 40001 with each problem by row and column.
   */
  async importUses(actor: Actor, file: { fileName: string; buffer: Buffer }): Promise<{ rowCount: number }> {
    const { auth } = actor;
    const sheet = await readUseSheet(file.buffer);
    if ('unreadable' in sheet) throw errors.validation(sheet.unreadable);
    const outcome = await this.db.transaction(
      async (tx): Promise<{ rowCount: number } | { problems: SheetProblem[] }> => {
        const problems: SheetProblem[] = [...sheet.problems];
        const fail = (row: number, column: string, message: Message) => problems.push({ row, column, message });
        const numbers = [...new Set(sheet.rows.map((r) => r.employeeId))];
        const people = new Map(
          (numbers.length
            ? await tx
                .select({
                  id: employee.id,
                  employeeId: employee.employeeId,
                  name: employee.name,
                  orgPath: employee.orgPath,
                })
                .from(employee)
                .where(sql`${employee.employeeId} in ${numbers}`)
            : []
          ).map((p) => [p.employeeId, p]),
        );
        const kidsOf = new Map<number, LockedChild[]>();
        const pending = new Map<string, number>();
        const taken: { row: number; employeeRef: number; startDate: string; endDate: string }[] = [];
        const valid: ((typeof sheet.rows)[number] & { child: LockedChild })[] = [];
        for (const row of sheet.rows) {
          const person = people.get(row.employeeId);
          // Unknown and outside the scope read alike: the file must not reveal who exists elsewhere.
          if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id })) {
            fail(row.row, COL_EMPLOYEE, msg('health.unknownEmployee', { employeeId: row.employeeId }));
            continue;
          }
          if (person.name !== row.name) {
            fail(row.row, COL_NAME, msg('health.nameMismatch', { name: person.name }));
            continue;
          }
          if (!kidsOf.has(person.id)) {
            const ids = (await repo.childrenOf(tx, person.id)).map((k) => k.id);
            const locked: LockedChild[] = [];
            for (const id of ids.sort((a, b) => a - b)) {
              const k = await repo.findChild(tx, id, { lock: true });
              if (k) locked.push(k);
            }
            kidsOf.set(person.id, locked);
          }
          const child = kidsOf.get(person.id)?.find((k) => k.name === row.childName);
          if (!child) {
            fail(
              row.row,
              COL_CHILD,
              msg('childcare.unknownChild', {
                employee: employeeLabel(person.name, person.employeeId),
                child: row.childName,
              }),
            );
            continue;
          }
          const key = `${child.id}:${row.startDate.slice(0, 4)}`;
          const refusal = await useRefusal(tx, child, row, pending.get(key) ?? 0);
          if (refusal) {
            fail(row.row, { startDate: COL_START, endDate: COL_END, days: COL_DAYS }[refusal.field], refusal.message);
            continue;
          }
          const earlier = taken.find(
            (t) => t.employeeRef === person.id && t.startDate <= row.endDate && t.endDate >= row.startDate,
          );
          const clash = earlier ? undefined : await repo.findOverlappingUse(tx, person.id, row.startDate, row.endDate);
          if (earlier) fail(row.row, COL_START, msg('childcare.overlapRow', { row: earlier.row }));
          else if (clash)
            fail(row.row, COL_START, msg('childcare.overlap', { start: clash.startDate, end: clash.endDate }));
          else {
            pending.set(key, roundHalf((pending.get(key) ?? 0) + row.days));
            taken.push({ row: row.row, employeeRef: person.id, startDate: row.startDate, endDate: row.endDate });
            valid.push({ ...row, child });
          }
        }
        if (problems.length > 0) return { problems };
        await tx.insert(childcareUse).values(
          valid.map((r) => ({
            employeeRef: r.child.employeeRef,
            childId: r.child.id,
            year: Number(r.startDate.slice(0, 4)),
            startDate: r.startDate,
            endDate: r.endDate,
            days: r.days,
            remark: r.remark,
            createdBy: auth.userId,
          })),
        );
        await audit(tx, actor, {
          action: 'childcare.use.import',
          summary: { fileName: file.fileName, rows: valid.length },
        });
        return { rowCount: valid.length };
      },
    );
    if ('rowCount' in outcome) return outcome;
    const sorted = outcome.problems.sort((a, b) => a.row - b.row);
    throw new AppError(
      ErrorCode.Validation,
      msg('childcare.rejected', { badRows: new Set(sorted.map((p) => p.row)).size, errorCount: sorted.length }),
      { details: { errors: sorted } },
    );
  }
}

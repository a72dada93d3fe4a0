import { and, asc, count, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rebaseOrgPathCopies } from '../../db/org-path-copies';
import { employee, orgUnit, shop, work } from '../../db/schema';
import { escapeLike } from '../../http/scope';
import { unitFields, unitsWithAncestors } from './org.repository';

/**
 * Every unit `scope` admits (and, given the caller's path, the units above it) with its own
 * active-employee count and, for a store, its shop row: one statement, the counts one grouped
 * scan of `employee` joined by unit id (not a query per node).
 */
export async function findTreeUnits(db: Executor, scope: SQL | undefined, ancestorsOf: string | undefined) {
  const active = db.$with('active').as(
    db
      .select({ unitId: employee.orgUnitId, n: sql<number>`count(*)::int`.as('n') })
      .from(employee)
      // In post or resigning, as ShopInfo's 在职人数; literals, so every plan matches
      // employee_active_unit_idx's predicate (an index-only scan).
      .where(sql`${employee.status} in (1, 4)`)
      .groupBy(employee.orgUnitId),
  );
  return db
    .with(active)
    .select({
      ...unitFields,
      sort: orgUnit.sort,
      ownHeadcount: sql<number>`coalesce(${active.n}, 0)`,
      shopId: shop.id,
      isOpen: shop.isOpen,
      province: shop.province,
      city: shop.city,
      address: shop.address,
      employingEntity: shop.employingEntity,
      budgetHeadcount: shop.budgetHeadcount,
      openedDate: shop.openedDate,
    })
    .from(orgUnit)
    .leftJoin(active, eq(active.unitId, orgUnit.id))
    .leftJoin(shop, eq(shop.orgUnitId, orgUnit.id))
    .where(unitsWithAncestors(scope, ancestorsOf))
    .orderBy(asc(orgUnit.sort), asc(orgUnit.code));
}

export type TreeUnitRow = Awaited<ReturnType<typeof findTreeUnits>>[number];

/** Units whose name or code contains the keyword, in the caller's scope. */
export async function searchUnits(db: Executor, scope: SQL | undefined, keyword: string) {
  const pattern = `%${escapeLike(keyword)}%`;
  return db
    .select({ id: orgUnit.id, kind: orgUnit.kind, code: orgUnit.code, name: orgUnit.name, path: orgUnit.path })
    .from(orgUnit)
    .where(and(scope, or(sql`${orgUnit.name} ilike ${pattern}`, sql`${orgUnit.code} ilike ${pattern}`)))
    .orderBy(asc(orgUnit.path))
    .limit(200);
}

/** A unit locked for a change of the tree. */
export async function lockUnit(db: Executor, id: number) {
  const [row] = await db.select().from(orgUnit).where(eq(orgUnit.id, id)).for('update').limit(1);
  return row;
}

export async function findUnitById(db: Executor, id: number) {
  const [row] = await db.select().from(orgUnit).where(eq(orgUnit.id, id)).limit(1);
  return row;
}

/**
 * Tree edits take the root's row lock first, so two moves cannot each pass the cycle check
 * against the other's old tree.
 */
export async function lockTree(db: Executor) {
  await db.select({ id: orgUnit.id }).from(orgUnit).where(isNull(orgUnit.parentId)).for('update');
}

/** Creates a unit under its parent; its path needs its own id. */
export async function insertOrgUnit(
  db: Executor,
  values: { kind: typeof orgUnit.$inferInsert.kind; code: string; name: string; parent: { id: number; path: string } },
) {
  const [unit] = await db
    .insert(orgUnit)
    .values({ parentId: values.parent.id, kind: values.kind, code: values.code, name: values.name, path: '' })
    .returning({ id: orgUnit.id });
  const path = `${values.parent.path}${unit.id}/`;
  await db.update(orgUnit).set({ path }).where(eq(orgUnit.id, unit.id));
  return { id: unit.id, path };
}

/**
 * Moves a unit under another parent: its path and every path below it change, and every copy of
 * the path follows (employees, works, booked deductions, …: `rebaseOrgPathCopies`), so scope
 * filters see its people and records under the new parent at once. To-dos already assigned keep
 * their handler. Returns the unit's new path.
 */
export async function moveOrgSubtree(
  db: Executor,
  unit: { id: number; path: string },
  parent: { id: number; path: string },
) {
  const newPath = `${parent.path}${unit.id}/`;
  await db.update(orgUnit).set({ parentId: parent.id }).where(eq(orgUnit.id, unit.id));
  await db
    .update(orgUnit)
    .set({ path: sql`${newPath}::text || substring(${orgUnit.path} from ${unit.path.length + 1}::int)` })
    .where(or(eq(orgUnit.id, unit.id), like(orgUnit.path, `${escapeLike(unit.path)}%`)));
  // Every table that copies the path (employee, work, deduction, …) registered itself.
  await rebaseOrgPathCopies(db, unit.path, newPath);
  return newPath;
}

export async function renameUnit(db: Executor, id: number, name: string) {
  await db.update(orgUnit).set({ name }).where(eq(orgUnit.id, id));
}

/** Running works of the unit and below (by the org path the work keeps): their count and first numbers. */
export async function runningWorksUnder(db: Executor, path: string) {
  const where = and(eq(work.status, 'running'), like(work.orgPath, `${escapeLike(path)}%`));
  const [total] = await db.select({ n: count() }).from(work).where(where);
  const first = await db.select({ id: work.id }).from(work).where(where).orderBy(asc(work.id)).limit(5);
  return { count: Number(total?.n ?? 0), ids: first.map((w) => w.id) };
}

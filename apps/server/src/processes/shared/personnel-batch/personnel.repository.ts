import type { TRboTransferUserRequest } from '@hris/contract';
import { and, asc, count, eq, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employee, orgUnit, position, shop, work, workChange } from '../../../db/schema';
import type { AuthContext } from '../../../http/auth-context';
import { escapeLike, inScope } from '../../../http/scope';
import { PERSONNEL_GROUP } from '../personnel';

export const employeeOrgPath = employee.orgPath;

/** Active store employees without a running or pending personnel change, matching the filter. */
function movableWhere(scope: SQL | undefined, input: TRboTransferUserRequest) {
  const like = input.keyword ? `%${escapeLike(input.keyword)}%` : undefined;
  const shopLike = input.shop ? `%${escapeLike(input.shop)}%` : undefined;
  return and(
    scope,
    eq(employee.status, 1),
    eq(employee.employeeType, 'store'),
    shopLike ? or(sql`${shop.code} ilike ${shopLike}`, sql`${shop.name} ilike ${shopLike}`) : undefined,
    like ? or(sql`${employee.name} ilike ${like}`, sql`${employee.employeeId} ilike ${like}`) : undefined,
    notExists(
      sql`(select 1 from ${work} where ${work.targetEmployeeRef} = ${employee.id} and ${work.status} = 'running' and ${work.flowGroup} = ${PERSONNEL_GROUP})`,
    ),
    notExists(
      sql`(select 1 from ${workChange} where ${workChange.employeeRef} = ${employee.id} and ${workChange.appliedAt} is null)`,
    ),
  );
}

export async function findMovable(db: Executor, scope: SQL | undefined, input: TRboTransferUserRequest) {
  const region = db.$with('region').as(db.select({ id: orgUnit.id, name: orgUnit.name }).from(orgUnit));
  return db
    .with(region)
    .select({
      employeeId: employee.employeeId,
      name: employee.name,
      shopCode: shop.code,
      shopName: shop.name,
      regionName: region.name,
      positionName: position.name,
      rank: employee.rank,
      entryDate: employee.entryDate,
    })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .innerJoin(region, eq(region.id, shop.regionUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .where(movableWhere(scope, input))
    .orderBy(asc(shop.code), asc(employee.employeeId))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
}

export async function countMovable(db: Executor, scope: SQL | undefined, input: TRboTransferUserRequest) {
  const [row] = await db
    .select({ n: count() })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .where(movableWhere(scope, input));
  return row?.n ?? 0;
}

/** Names of the given employee numbers that lie in the caller's scope (the others stay unknown). */
export async function namesInScope(db: Executor, auth: AuthContext, employeeIds: string[]) {
  if (employeeIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: employee.id, employeeId: employee.employeeId, name: employee.name, orgPath: employee.orgPath })
    .from(employee)
    .where(inArray(employee.employeeId, employeeIds));
  return new Map(
    rows.filter((r) => inScope(auth, { orgPath: r.orgPath, employeeRef: r.id })).map((r) => [r.employeeId, r.name]),
  );
}

export async function positionIdsByCode(db: Executor) {
  const rows = await db.select({ id: position.id, code: position.code }).from(position);
  return new Map(rows.map((r) => [r.code.toUpperCase(), r.id]));
}

/** Open stores and active store positions, for the templates' drop-downs. */
export async function templateChoices(db: Executor) {
  const [shops, positions] = await Promise.all([
    db.select({ code: shop.code, name: shop.name }).from(shop).where(eq(shop.isOpen, true)).orderBy(asc(shop.code)),
    db
      .select({ code: position.code, name: position.name })
      .from(position)
      .where(and(eq(position.isActive, true), eq(position.employeeType, 'store')))
      .orderBy(asc(position.code)),
  ]);
  return { shops, positions };
}

import { addDays, msg } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { employee, orgUnit, shop } from '../db/schema';
import { transferSigning } from '../modules/transfer-sign/tables';

/** Status of each demo record in turn: mostly signed, some failed, waiting and in progress. */
const STATUS_CYCLE = [3, 3, 4, 1, 3, 2, 3, 4, 3, 1, 3, 3] as const;
const FAILURES = ['身份证号与姓名不符', String(msg('transferSign.timeout', { seconds: 10 })), '员工手机号未实名认证'];

/**
 * 转签 records of the demo company, in every status, over the half year before `reference`:
 * people now working at a store whose employing entity differs from the store they came from
 * (the records are not tied to a transfer work). Waiting ones say that no platform is configured,
 * as the sync writes it.
 */
export async function seedDemoTransferSigns(tx: Tx, reference: string, count = 36): Promise<number> {
  const shops = await tx
    .select({ id: shop.id, entity: shop.employingEntity, orgPath: orgUnit.path })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .orderBy(asc(shop.code));
  const withEntity = shops.filter((s) => s.entity);
  const rows: (typeof transferSigning.$inferInsert)[] = [];
  for (let i = 0; rows.length < count && i < count * 4; i++) {
    const to = withEntity[(i * 7) % withEntity.length];
    const others = withEntity.filter((s) => s.entity !== to.entity);
    if (others.length === 0) continue;
    const from = others[(i * 3) % others.length];
    const [person] = await tx
      .select({ id: employee.id })
      .from(employee)
      .where(and(eq(employee.shopId, to.id), eq(employee.status, 1)))
      .orderBy(asc(employee.employeeId))
      .offset(Math.floor(i / withEntity.length))
      .limit(1);
    if (!person) continue;
    const n = rows.length;
    const status = STATUS_CYCLE[n % STATUS_CYCLE.length];
    const day = addDays(reference, -Math.floor((n * 180) / count) - 1);
    const createdAt = new Date(`${day}T02:${String(10 + (n % 40)).padStart(2, '0')}:00Z`);
    const requestedAt = status === 1 ? null : new Date(createdAt.getTime() + 60_000);
    const syncedAt = status >= 3 ? new Date(createdAt.getTime() + 90_000) : null;
    rows.push({
      employeeRef: person.id,
      orgPath: to.orgPath,
      fromEntity: from.entity,
      toEntity: to.entity,
      fromShopId: from.id,
      toShopId: to.id,
      effectiveDate: addDays(day, 3),
      status,
      attempts: status === 1 ? 0 : status === 4 ? 1 + (n % 2) : 1,
      message:
        status === 1
          ? String(msg('transferSign.notConfigured'))
          : status === 3
            ? String(msg('transferSign.succeeded'))
            : status === 4
              ? FAILURES[n % FAILURES.length]
              : null,
      externalId: status === 3 ? `ES${day.replaceAll('-', '')}${String(n + 1).padStart(4, '0')}` : null,
      requestedAt,
      syncedAt,
      createdAt,
      updatedAt: syncedAt ?? requestedAt ?? createdAt,
    });
  }
  if (rows.length > 0) await tx.insert(transferSigning).values(rows);
  return rows.length;
}

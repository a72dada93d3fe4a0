import { maskIdentityNumber, type TEmployeeHistoryKind } from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee, employeeHistory, orgUnit, position, shop, systemLog } from '../../db/schema';

export type EmployeeValues = Partial<Omit<typeof employee.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;
type EmployeeRow = typeof employee.$inferSelect;

/** A personnel event: why a person changed, from when, in which work, by whom. */
export interface EmployeeChangeEvent {
  /** History kind: entry, cancelEntry, edit, and each later process's own (transfer, resignation, …). */
  kind: TEmployeeHistoryKind;
  effectiveDate: string;
  actorUserId: number | null;
  actorName?: string | null;
  workId?: number | null;
  remark?: string | null;
}

/**
 * Fields whose change is a personnel event in the person's history (placement as codes; the
 * contract's end, the probation's end and the regularisation date as dates).
 */
export const HISTORY_FIELDS = [
  'shopId',
  'orgUnitId',
  'positionId',
  'rank',
  'status',
  'contractEndDate',
  'probationEndDate',
  'regularDate',
] as const;

/** The dates among HISTORY_FIELDS: events when they change after the entry (renewal, probation). */
const DATE_HISTORY_FIELDS = ['contractEndDate', 'probationEndDate', 'regularDate'] as const;

export interface FieldChange {
  field: keyof EmployeeRow;
  old: unknown;
  new: unknown;
}

export class EmployeeVersionConflict extends Error {}

/**
 * Changes one person, the one way every module and process does it: the row is locked (and its
 * version checked when given), the new values written with version + 1, one history row appended
 * per changed field of HISTORY_FIELDS (shop, org unit and position as their codes), and one system
 * log row names every changed field with its old and new value (identity numbers masked). Returns
 * the changes; none when nothing differs. Call it inside the transaction of the change.
 */
export async function changeEmployee(
  tx: Executor,
  employeeRef: number,
  values: EmployeeValues,
  event: EmployeeChangeEvent,
  options: { version?: number; log?: { ip?: string | null; requestId?: string | null } } = {},
): Promise<FieldChange[]> {
  const [current] = await tx.select().from(employee).where(eq(employee.id, employeeRef)).for('update');
  if (!current) throw new Error(`employee ${employeeRef} does not exist`);
  if (options.version !== undefined && current.version !== options.version) throw new EmployeeVersionConflict();

  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(values) as [keyof EmployeeRow, unknown][]) {
    if (value === undefined || current[field] === value) continue;
    changes.push({ field, old: current[field], new: value });
  }
  if (changes.length === 0) return [];

  const updated = await tx
    .update(employee)
    .set({ ...values, version: sql`${employee.version} + 1`, updatedAt: new Date() })
    .where(and(eq(employee.id, employeeRef), eq(employee.version, current.version)))
    .returning({ id: employee.id });
  if (updated.length === 0) throw new EmployeeVersionConflict();

  // An entry sets the first contract and probation along with the status: the entry is the event.
  const logged = changes.filter(
    (c) =>
      (HISTORY_FIELDS as readonly string[]).includes(c.field) &&
      !(event.kind === 'entry' && (DATE_HISTORY_FIELDS as readonly string[]).includes(c.field)),
  );
  if (logged.length > 0) {
    await tx.insert(employeeHistory).values(
      await Promise.all(
        logged.map(async (c) => ({
          employeeId: employeeRef,
          kind: event.kind,
          field: c.field,
          oldValue: await historyValue(tx, c.field, c.old),
          newValue: await historyValue(tx, c.field, c.new),
          effectiveDate: event.effectiveDate,
          workId: event.workId ?? null,
          actorUserId: event.actorUserId,
          remark: event.remark ?? null,
        })),
      ),
    );
  }
  const shown = (field: string, v: unknown) =>
    field === 'identityNumber' && typeof v === 'string' ? maskIdentityNumber(v) : v;
  await tx.insert(systemLog).values({
    userId: event.actorUserId,
    userName: event.actorName ?? null,
    action: `employee.${event.kind}`,
    target: `employee:${current.employeeId}`,
    summary: {
      ...(event.workId ? { workId: event.workId } : {}),
      changes: Object.fromEntries(
        changes.map((c) => [c.field, { old: shown(c.field, c.old), new: shown(c.field, c.new) }]),
      ),
    },
    ip: options.log?.ip ?? null,
    requestId: options.log?.requestId ?? null,
  });
  return changes;
}

/** How a history row shows a value: shop, org unit and position by code, the rest as text. */
async function historyValue(tx: Executor, field: string, value: unknown): Promise<string | null> {
  if (value === null || value === undefined) return null;
  const code = async (table: typeof shop | typeof orgUnit | typeof position) => {
    const [row] = await tx
      .select({ code: table.code })
      .from(table)
      .where(eq(table.id, Number(value)));
    return row?.code ?? String(value);
  };
  if (field === 'shopId') return code(shop);
  if (field === 'orgUnitId') return code(orgUnit);
  if (field === 'positionId') return code(position);
  // The history is read by many (the record's 变动记录, the reports): never the whole number.
  if (field === 'identityNumber') return maskIdentityNumber(String(value));
  return String(value);
}

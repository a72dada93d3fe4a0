import { and, asc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { employee, employeeHistory, orgUnit, position, shop } from '../../db/schema';
import { neutralizeFormula } from '../../http/xlsx-stream';

/** What an AD import does with a person: create the account, change its attributes, disable it. */
export type DirectoryAction = 'Add' | 'Update' | 'Disable';

/** One line of the directory (AD) feed: a person and what changed, as the person is now. */
export interface DirectoryFeedLine {
  action: DirectoryAction;
  /** 工号 (the account's employeeID attribute). */
  employeeId: string;
  name: string;
  /** The org unit the person belongs to (the store's unit for store staff). */
  department: string;
  /** The position's name. */
  title: string;
  /** The store's name; empty for office staff. */
  store: string;
  /** The effective date of the event (YYYY-MM-DD). */
  effectiveDate: string;
}

/** The window of facts: history rows recorded after `from` (null: from the beginning) up to `to`. */
export interface FeedWindow {
  from: Date | null;
  to: Date;
}

/** Rows whose `column` (a recording time) lies in the window: after `from`, up to `to`. */
export function recordedIn(column: AnyPgColumn, window: FeedWindow): SQL[] {
  return window.from ? [gt(column, window.from), lte(column, window.to)] : [lte(column, window.to)];
}

/** Fields whose change moves a person in the directory (store, unit, position). */
const MOVE_FIELDS = ['shopId', 'orgUnitId', 'positionId'];
const ACTION_ORDER: Record<DirectoryAction, number> = { Add: 0, Update: 1, Disable: 2 };

/**
 * The joiners, leavers and movers whose history was recorded in the window, one line per person
 * and action (the last event's effective date), read from `employee_history`:
 * - Add: status became 1 (在职) from nothing or 3 (待入职) — an entry;
 * - Disable: status became 0 (离职) from 1 or 4 (离职中) — a leaving (a cancelled entry, 3 → 0, had no account);
 * - Update: store, org unit or position changed by anything but the entry itself.
 * Ordered by effective date, then Add/Update/Disable, then 工号. The AD report (issue 21) reads
 * the same lines.
 */
export async function directoryFeed(db: Executor, window: FeedWindow): Promise<DirectoryFeedLine[]> {
  const joined = and(
    eq(employeeHistory.field, 'status'),
    eq(employeeHistory.newValue, '1'),
    or(sql`${employeeHistory.oldValue} is null`, eq(employeeHistory.oldValue, '3')),
  );
  const left = and(
    eq(employeeHistory.field, 'status'),
    eq(employeeHistory.newValue, '0'),
    inArray(employeeHistory.oldValue, ['1', '4']),
  );
  const moved = and(inArray(employeeHistory.field, MOVE_FIELDS), sql`${employeeHistory.kind} <> 'entry'`);
  const rows = await db
    .select({
      historyId: employeeHistory.id,
      joined: sql<boolean>`coalesce(${joined}, false)`,
      left: sql<boolean>`coalesce(${left}, false)`,
      effectiveDate: employeeHistory.effectiveDate,
      employeeId: employee.employeeId,
      name: employee.name,
      department: orgUnit.name,
      title: position.name,
      store: shop.name,
    })
    .from(employeeHistory)
    .innerJoin(employee, eq(employee.id, employeeHistory.employeeId))
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(and(...recordedIn(employeeHistory.createdAt, window), or(joined, left, moved)))
    .orderBy(asc(employeeHistory.id));
  const lines = new Map<string, DirectoryFeedLine>();
  for (const row of rows) {
    const action: DirectoryAction = row.joined ? 'Add' : row.left ? 'Disable' : 'Update';
    lines.set(`${row.employeeId}\u0000${action}`, {
      action,
      employeeId: row.employeeId,
      name: row.name,
      department: row.department,
      title: row.title,
      store: row.store ?? '',
      effectiveDate: row.effectiveDate,
    });
  }
  return [...lines.values()].sort(
    (a, b) =>
      a.effectiveDate.localeCompare(b.effectiveDate) ||
      ACTION_ORDER[a.action] - ACTION_ORDER[b.action] ||
      a.employeeId.localeCompare(b.employeeId),
  );
}

/** The feed's header: PowerShell `Import-Csv` names each line's fields by it. */
export const DIRECTORY_CSV_HEADER = ['Action', 'EmployeeId', 'Name', 'Department', 'Title', 'Store', 'EffectiveDate'];

function csvField(value: string): string {
  const text = neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The feed as the CSV AD import scripts read (`Import-Csv` then New-ADUser / Set-ADUser /
 * Disable-ADAccount by Action): UTF-8 with a byte-order mark (Windows tools then read Chinese
 * names right), CRLF line ends, RFC 4180 quoting, the header first.
 */
export function directoryCsv(lines: readonly DirectoryFeedLine[]): Buffer {
  const text = [
    DIRECTORY_CSV_HEADER,
    ...lines.map((l) => [l.action, l.employeeId, l.name, l.department, l.title, l.store, l.effectiveDate]),
  ]
    .map((fields) => fields.map(csvField).join(','))
    .join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

import { gt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
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
/** The history fields the feed reads: the status and the move fields. */
const FEED_FIELDS = sql.raw(`('status', ${MOVE_FIELDS.map((f) => `'${f}'`).join(', ')})`);

/**
 * Which history rows the feed reads: those recorded in a window (the interface centre's runs), or
 * those taking effect in a period of business dates, both ends included (the AD report).
 */
export type FeedRange = { recorded: FeedWindow } | { effective: { from: string; to: string } };

/**
 * The feed's events, as a `with feed as (…)` clause: one row per person and action (employee_id,
 * action, effective_date of the last such history row, by id), from `employee_history`:
 * - Add: status became 1 (在职) from nothing or 3 (待入职) — an entry;
 * - Disable: status became 0 (离职) from 1 or 4 (离职中) — a leaving (a cancelled entry, 3 → 0, had no account);
 * - Update: store, org unit or position changed by anything but the entry itself.
 */
function feedEvents(range: FeedRange): SQL {
  const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
  const when =
    'recorded' in range
      ? range.recorded.from
        ? sql`h.created_at > ${at(range.recorded.from)} and h.created_at <= ${at(range.recorded.to)}`
        : sql`h.created_at <= ${at(range.recorded.to)}`
      : sql`h.effective_date between ${range.effective.from}::date and ${range.effective.to}::date`;
  return sql`with feed as (
      select distinct on (h.employee_id, a.action) h.employee_id, a.action, h.effective_date
        from employee_history h
        cross join lateral (select case
            when h.field = 'status' and h.new_value = '1' and (h.old_value is null or h.old_value = '3') then 'Add'
            when h.field = 'status' and h.new_value = '0' and h.old_value in ('1', '4') then 'Disable'
            when h.field <> 'status' and h.kind <> 'entry' then 'Update' end as action) a
       where h.field in ${FEED_FIELDS} and ${when} and a.action is not null
       order by h.employee_id, a.action, h.id desc)`;
}

/** Who the feed's lines are about, as they are now: `e` the employee (for the caller's filters). */
const FEED_PEOPLE = sql`feed
  join employee e on e.id = feed.employee_id
  join org_unit u on u.id = e.org_unit_id
  join position p on p.id = e.position_id
  left join shop s on s.id = e.shop_id`;

/**
 * The feed's lines in order (effective date, then Add/Update/Disable, then 工号), each person as
 * they are now; `where` narrows by `e` (the AD report's scope and filters), `page` pages.
 */
export async function feedLines(
  db: Executor,
  range: FeedRange,
  options: { where?: SQL; page?: { limit: number; offset: number } } = {},
): Promise<DirectoryFeedLine[]> {
  const page = options.page ? sql`limit ${options.page.limit} offset ${options.page.offset}` : sql``;
  const result = await db.execute(
    sql`${feedEvents(range)}
      select feed.action, e.employee_id as "employeeId", e.name, u.name as department, p.name as title,
             coalesce(s.name, '') as store, feed.effective_date::text as "effectiveDate"
        from ${FEED_PEOPLE}
       where ${options.where ?? sql`true`}
       order by feed.effective_date, case feed.action when 'Add' then 0 when 'Update' then 1 else 2 end, e.employee_id
       ${page}`,
  );
  return (result as unknown as { rows: DirectoryFeedLine[] }).rows;
}

/** The feed's lines counted per effective date and action, narrowed like `feedLines`. */
export async function feedCounts(
  db: Executor,
  range: FeedRange,
  where?: SQL,
): Promise<{ day: string; action: DirectoryAction; n: number }[]> {
  const result = await db.execute(
    sql`${feedEvents(range)}
      select feed.effective_date::text as day, feed.action, count(*)::int as n
        from ${FEED_PEOPLE}
       where ${where ?? sql`true`}
       group by 1, 2`,
  );
  return (result as unknown as { rows: { day: string; action: DirectoryAction; n: number }[] }).rows;
}

/**
 * The joiners, leavers and movers whose history was recorded in the window (see `feedEvents`), one
 * line per person and action. The AD report (issue 21) reads the same lines by effective date.
 */
export function directoryFeed(db: Executor, window: FeedWindow): Promise<DirectoryFeedLine[]> {
  return feedLines(db, { recorded: window });
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

/** The company's business day is the day in China, wherever the server or the browser runs. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/**
 * The last answer, by minute: exports present tens of thousands of rows against "today" and
 * formatting a date costs microseconds each time. Days change on whole minutes in every time zone.
 */
let lastDay: { timeZone: string; minute: number; day: string } | undefined;

/** Today's business date (YYYY-MM-DD) in `timeZone` (default Asia/Shanghai). */
export function businessToday(now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay && lastDay.minute === minute && lastDay.timeZone === timeZone) return lastDay.day;
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  lastDay = { timeZone, minute, day };
  return day;
}

/** The instant a business date begins in China (China keeps no daylight saving time). */
export function startOfBusinessDay(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/** Creating a DateTimeFormat costs far more than using one: one per time zone. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DAY_FORMATS.set(timeZone, format);
  }
  return format;
}

/** YYYY-MM-DD moved by whole days (negative: earlier). */
export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** Calendar months; the day is clamped to the target month (01-31 + 1 month → 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, days));
  return first.toISOString().slice(0, 10);
}

export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** Full years from `from` to `to` (both YYYY-MM-DD): 周岁 when `from` is a birth date. */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/**
 * The first day `years` full years after `date`: the birthday, or 1 March for a birthday on
 * 29 February in a year without one (the day on which yearsBetween reaches `years`).
 */
export function anniversary(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, '0');
  const same = `${year}${date.slice(4)}`;
  const [y, m, d] = same.split('-').map(Number);
  const real = new Date(Date.UTC(y, m - 1, d));
  return real.getUTCDate() === d ? same : real.toISOString().slice(0, 10);
}

/** Monday–Sunday of the week containing `date` (a business date, YYYY-MM-DD; China's working week). */
export function weekRange(date: string): { from: string; to: string } {
  const [y, m, d] = date.split('-').map(Number);
  const offset = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return { from: addDays(date, -offset), to: addDays(date, 6 - offset) };
}

/** Monday–Sunday of the week before the one containing `today`: the weekly reports' default period. */
export function lastWeekRange(today: string): { from: string; to: string } {
  return weekRange(addDays(today, -7));
}

/** Days from `from` to `to`, both included (YYYY-MM-DD): 7 for a Monday–Sunday week. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The business date `days` working days (Monday–Friday) after `date`: from a Friday, 1 is the next
 * Monday. Public holidays and their make-up Saturdays are not known here.
 */
export function addWorkingDays(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}

/**
 * A calendar day held as a Date at UTC midnight (a spreadsheet's date cell, an Excel serial
 * number), as YYYY-MM-DD. Never "today": that is businessToday, in China time.
 */
export function calendarDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

import { addDays, businessToday } from '@hris/contract';

const SHANGHAI_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const SHANGHAI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today in China (YYYY-MM-DD): business dates follow the company's clock, not the server's. */
export function todayInChina(now = new Date()): string {
  return businessToday(now);
}

/** A timestamp as YYYY-MM-DD HH:mm in China time, for spreadsheets. */
export function chinaDateTime(value: Date | null | undefined): string {
  if (!value) return '';
  return `${SHANGHAI_DATE.format(value)} ${SHANGHAI_TIME.format(value)}`;
}

/** The contract's business-date arithmetic, one implementation for server, web and tests. */
export { addDays };

/** Calendar months; the day is clamped to the target month (01-31 + 1 month → 02-28). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, days));
  return first.toISOString().slice(0, 10);
}

export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

export const yesNo = (value: boolean) => (value ? '是' : '否');

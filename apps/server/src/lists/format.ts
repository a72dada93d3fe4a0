import { addDays, addMonths, addYears, businessToday } from '@hris/contract';

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
export { addDays, addMonths, addYears };

export const yesNo = (value: boolean) => (value ? '是' : '否');

import {
  businessToday,
  daysUntil,
  HEALTH_LIST_PATH,
  HEALTH_STATUS_TEXT,
  healthStatusOf,
  listLink,
  msg,
} from '@hris/contract';
import type { Tx } from '../../db/client';
import { insertMessages } from '../message/message.repository';
import * as repo from './health.repository';
import { healthSettings } from './settings';

/**
 * The daily message to each store's HR about their store's certificates (once per business date:
 * a daily job of workflow/jobs.ts#scheduleDailyJobs).
 */
export const HEALTH_EXPIRY_JOB = 'health.expiryNotice';
/** Lines listed in one message; the rest are counted. */
export const EXPIRY_MESSAGE_LINES = 50;

type Line = Awaited<ReturnType<typeof repo.findNeedingAttention>>[number];

/**
 * One message per store HR (role 020 at the store) whose store has active employees with a
 * certificate 即将过期, 已过期 or 缺失: the counts, the people (soonest first) and a link to the
 * registry filtered to that store and those statuses. A store without any such person gets none.
 */
export async function healthExpiryJob(tx: Tx, payload: Record<string, unknown>, now: Date) {
  const today = typeof payload.date === 'string' ? payload.date : businessToday(now);
  const days = healthSettings.warnDays;
  const byShop = new Map<number, Line[]>();
  for (const line of await repo.findNeedingAttention(tx, today, days)) {
    const lines = byShop.get(line.shopId) ?? [];
    lines.push(line);
    byShop.set(line.shopId, lines);
  }
  const units = [...byShop.values()].map((lines) => lines[0].shopUnitId);
  const holders = await repo.storeHrOf(tx, units);
  const rows: Parameters<typeof insertMessages>[1][number][] = [];
  for (const lines of byShop.values()) {
    const shop = lines[0];
    const readers = holders.filter((h) => h.unitId === shop.shopUnitId);
    if (readers.length === 0) continue;
    const counts = { expiring: 0, expired: 0, missing: 0 };
    const text = lines.map((l) => {
      const status = healthStatusOf(l.healthEndDate, today, days) as keyof typeof counts;
      counts[status] += 1;
      const person = { employeeId: l.employeeId, name: l.name, state: HEALTH_STATUS_TEXT[status] };
      if (!l.healthEndDate) return msg('health.expiryLineMissing', person);
      const left = daysUntil(l.healthEndDate, today);
      return left >= 0
        ? msg('health.expiryLineLeft', { ...person, end: l.healthEndDate, left })
        : msg('health.expiryLineEnded', { ...person, end: l.healthEndDate });
    });
    const shown = text.slice(0, EXPIRY_MESSAGE_LINES);
    if (text.length > shown.length) shown.push(msg('health.expiryMore', { count: text.length }));
    const content = [msg('health.expirySummary', { days, ...counts }), ...shown];
    const title = msg('health.expiryTitle', { shop: `${shop.shopCode} ${shop.shopName}` });
    const link = listLink(HEALTH_LIST_PATH, { shopCode: shop.shopCode, status: 'expiring,expired,missing' });
    for (const reader of readers) rows.push({ userId: reader.userId, title, content, link, createdAt: now });
  }
  await insertMessages(tx, rows);
}

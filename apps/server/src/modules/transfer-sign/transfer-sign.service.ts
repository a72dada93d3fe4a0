import {
  addDays,
  addMonths,
  ErrorCode,
  listText,
  msg,
  TRANSFER_SIGN_EXPORT_COLUMNS,
  TRANSFER_SIGN_FILTERS,
  TRANSFER_SIGN_REPORT_MAX_MONTHS,
  type TRANSFER_SIGN_SORTS,
  TRANSFER_SIGN_STATUS_TEXT,
  type TTransferSignListRequest,
  type TTransferSignReport,
  type TTransferSignReportRequest,
  type TTransferSignRetryResult,
  type TTransferSignStatusCounts,
} from '@hris/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employee } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import { inScope, scopeWhere } from '../../http/scope';
import type { SmallWorkbook } from '../../http/xlsx-stream';
import { exportFileName } from '../../http/xlsx-stream';
import { todayInChina } from '../../lists/format';
import { chinaDateRange, chinaDaysFilter, type ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { enqueueTransferSignSync } from './queue';
import { transferSigning } from './tables';
import { presentTransferSignRow, presentTransferSignSheetRow } from './transfer-sign.presenter';
import * as repo from './transfer-sign.repository';

const EPOCH = sql`'epoch'::timestamptz`;

export const TRANSFER_SIGN_LIST_SPEC: ListSpec<keyof typeof TRANSFER_SIGN_FILTERS, keyof typeof TRANSFER_SIGN_SORTS> = {
  filterDefs: TRANSFER_SIGN_FILTERS,
  filterColumns: {
    status: { column: transferSigning.status },
    employee: { columns: [employee.employeeId, employee.name] },
    fromEntity: { columns: [transferSigning.fromEntity] },
    toEntity: { columns: [transferSigning.toEntity] },
    shop: { columns: [repo.fromShop.code, repo.fromShop.name, repo.toShop.code, repo.toShop.name] },
    effectiveDate: { column: transferSigning.effectiveDate },
    createdTime: chinaDaysFilter(transferSigning.createdAt),
    message: { columns: [transferSigning.message] },
  },
  sortKeys: {
    createdTime: { expr: transferSigning.createdAt, type: 'timestamptz' },
    status: { expr: transferSigning.status, type: 'int' },
    employeeId: { expr: employee.employeeId, type: 'text' },
    employeeName: { expr: employee.name, type: 'text' },
    effectiveDate: { expr: transferSigning.effectiveDate, type: 'date' },
    requestedAt: { expr: sql`coalesce(${transferSigning.requestedAt}, ${EPOCH})`, type: 'timestamptz' },
    syncedAt: { expr: sql`coalesce(${transferSigning.syncedAt}, ${EPOCH})`, type: 'timestamptz' },
    attempts: { expr: transferSigning.attempts, type: 'int' },
  },
  defaultSort: { field: 'createdTime', direction: 'desc' },
  idColumn: transferSigning.id,
};

/** The caller's data scope: where the employee works since the transfer (the record's org path). */
function transferSignScope(auth: AuthContext): SQL | undefined {
  return scopeWhere(auth, { orgPath: transferSigning.orgPath, employeeRef: transferSigning.employeeRef });
}

const records = new ScopedRecords({
  spec: TRANSFER_SIGN_LIST_SPEC,
  scope: transferSignScope,
  page: repo.findPage,
  count: repo.countRows,
  present: presentTransferSignRow,
  export: {
    title: '转签列表',
    action: 'transferSign.export',
    columns: TRANSFER_SIGN_EXPORT_COLUMNS,
    present: presentTransferSignSheetRow,
  },
});

const monthOf = (date: string) => date.slice(0, 7);
const emptyCounts = (): TTransferSignStatusCounts => ({ total: 0, waiting: 0, transferring: 0, success: 0, failed: 0 });
const STATUS_FIELD = { 1: 'waiting', 2: 'transferring', 3: 'success', 4: 'failed' } as const;

function addCount(into: TTransferSignStatusCounts, status: number, n: number) {
  into.total += n;
  const field = STATUS_FIELD[status as keyof typeof STATUS_FIELD];
  if (field) into[field] += n;
}

/** The report's period as China dates [from, to] (both included) and its months, checked. */
function reportPeriod(period: TTransferSignReportRequest['period']) {
  const from = period.kind === 'month' ? `${period.from}-01` : period.from;
  const to = period.kind === 'month' ? addDays(addMonths(`${period.to}-01`, 1), -1) : period.to;
  if (from > to) throw errors.validation(msg('transferSign.periodOrder'));
  const months: string[] = [];
  for (let m = monthOf(from); m <= monthOf(to); m = monthOf(addMonths(`${m}-01`, 1))) {
    months.push(m);
    if (months.length > TRANSFER_SIGN_REPORT_MAX_MONTHS) {
      throw errors.validation(msg('transferSign.periodTooLong', { months: TRANSFER_SIGN_REPORT_MAX_MONTHS }));
    }
  }
  return { from, to, months };
}

export class TransferSignService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TTransferSignListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TTransferSignListRequest) {
    return records.exportList(this.db, actor, input);
  }

  /**
   * Sends failed (or still waiting) records again: each goes back to 待同步, keeping its send
   * count, and a sync is asked for. Every id must exist and lie in the caller's scope, or nothing
   * changes. Records 转签中 or 转签成功 are skipped: they are being, or were, signed.
   */
  async retry(actor: Actor, ids: number[]): Promise<TTransferSignRetryResult> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    return this.db.transaction(async (tx) => {
      const rows = await repo.lockByIds(tx, unique);
      const missing = unique.filter((id) => !rows.some((r) => r.id === id));
      if (missing.length > 0) {
        throw new AppError(ErrorCode.NotFound, msg('transferSign.notFound', { ids: listText(missing) }));
      }
      const outside = rows.filter((r) => !inScope(actor.auth, r)).map((r) => r.id);
      if (outside.length > 0) {
        throw new AppError(ErrorCode.OutOfScope, msg('transferSign.outOfScope', { ids: listText(outside) }));
      }
      const retryable = rows.filter((r) => r.status === 1 || r.status === 4).map((r) => r.id);
      const now = new Date();
      await repo.markWaiting(tx, retryable, String(msg('transferSign.resubmitted')), now);
      if (retryable.length > 0) await enqueueTransferSignSync(tx, now);
      await audit(tx, actor, {
        action: 'transferSign.retry',
        summary: { ids: unique, retried: retryable },
      });
      return { retried: retryable.length, skipped: unique.length - retryable.length };
    });
  }

  async report(auth: AuthContext, input: TTransferSignReportRequest): Promise<TTransferSignReport> {
    const period = reportPeriod(input.period);
    const region =
      input.regionId !== undefined
        ? sql`exists (select 1 from org_unit r where r.id = ${input.regionId} and ${transferSigning.orgPath} like r.path || '%')`
        : undefined;
    const rows = await repo.countForReport(
      this.db,
      and(transferSignScope(auth), chinaDateRange(transferSigning.createdAt, period.from, period.to), region),
    );
    const months = new Map(period.months.map((m) => [m, emptyCounts()]));
    const totals = emptyCounts();
    const byTo = new Map<string, TTransferSignStatusCounts>();
    const byFrom = new Map<string, TTransferSignStatusCounts>();
    const bucket = (map: Map<string, TTransferSignStatusCounts>, key: string) => {
      const counts = map.get(key) ?? emptyCounts();
      map.set(key, counts);
      return counts;
    };
    for (const row of rows) {
      const n = Number(row.n);
      addCount(bucket(months, row.month), row.status, n);
      addCount(totals, row.status, n);
      addCount(bucket(byTo, row.toEntity), row.status, n);
      addCount(bucket(byFrom, row.fromEntity), row.status, n);
    }
    const byEntity = (map: Map<string, TTransferSignStatusCounts>) =>
      [...map]
        .map(([entity, counts]) => ({ entity, ...counts }))
        .sort((a, b) => b.total - a.total || a.entity.localeCompare(b.entity, 'zh-CN'));
    return {
      months: [...months].map(([month, counts]) => ({ month, ...counts })),
      totals,
      byToEntity: byEntity(byTo),
      byFromEntity: byEntity(byFrom),
    };
  }

  /** The report as a workbook: per month by status, and per new and old entity. */
  async exportReport(actor: Actor, input: TTransferSignReportRequest): Promise<SmallWorkbook> {
    const report = await this.report(actor.auth, input);
    await audit(this.db, actor, { action: 'transferSign.exportReport', summary: input });
    const statusHeaders = [1, 2, 3, 4].map((s) => TRANSFER_SIGN_STATUS_TEXT[s]);
    const line = (c: TTransferSignStatusCounts) => [c.waiting, c.transferring, c.success, c.failed, c.total];
    return {
      fileName: exportFileName('转签统计', todayInChina()),
      build: (workbook) => {
        const months = workbook.addWorksheet('按月份');
        months.addRow(['月份', ...statusHeaders, '合计']);
        for (const m of report.months) months.addRow([m.month, ...line(m)]);
        months.addRow(['合计', ...line(report.totals)]);
        for (const [name, list] of [
          ['按新用工主体', report.byToEntity],
          ['按原用工主体', report.byFromEntity],
        ] as const) {
          const sheet = workbook.addWorksheet(name);
          sheet.addRow(['用工主体', ...statusHeaders, '合计']);
          for (const e of list) sheet.addRow([e.entity, ...line(e)]);
        }
        for (const sheet of workbook.worksheets) {
          sheet.getRow(1).font = { bold: true };
          sheet.getColumn(1).width = 28;
        }
      },
    };
  }
}

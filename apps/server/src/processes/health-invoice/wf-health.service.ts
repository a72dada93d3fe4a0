import {
  ErrorCode,
  formatCents,
  formatFlowNo,
  HEALTH_BATCH_START_MAX_ROWS,
  HEALTH_INVOICE_EXPORT_COLUMNS,
  HEALTH_INVOICE_FILTERS,
  type HEALTH_INVOICE_SORTS,
  HEALTH_INVOICE_STATUS_TEXT,
  type Message,
  msg,
  type TAuditWfHealthRequest,
  type THealthInvoiceListRequest,
  type THealthInvoicePage,
  type THealthInvoiceRow,
  type THealthInvoiceStatus,
  type TWfHealthDetail,
} from '@hris/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import { inScope, scopeWhere } from '../../http/scope';
import type { SheetExport, SmallWorkbook } from '../../http/xlsx-stream';
import { chinaDateTime } from '../../lists/format';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { formField, workNodeName } from '../../lists/work-list.presenter';
import { WORK_LIST_FILTER_COLUMNS } from '../../lists/work-list.query';
import { presentCertificate } from '../../modules/health/health.presenter';
import { findCertificatesOf, findEmployeesByNumber } from '../../modules/health/health.repository';
import { readHealthSheet } from '../../modules/health/health-sheet';
import type { WorkflowEngine } from '../../workflow/engine';
import { buildAuditTemplate, readAuditSheet } from './batch-audit-sheet';
import { buildBatchStartTemplate } from './batch-start-sheet';
import { healthInvoice } from './tables';
import * as repo from './wf-health.repository';

export const HEALTH_UPDATE_FLOW = 38;
export const HEALTH_INVOICE_FLOW = 39;
const HEALTH_FLOWS: readonly number[] = [HEALTH_UPDATE_FLOW, HEALTH_INVOICE_FLOW];

const INVOICE_LIST_SPEC: ListSpec<keyof typeof HEALTH_INVOICE_FILTERS, keyof typeof HEALTH_INVOICE_SORTS> = {
  filterDefs: HEALTH_INVOICE_FILTERS,
  filterColumns: {
    shop: WORK_LIST_FILTER_COLUMNS.shop,
    // Regions (or any org unit) on the org path the claim recorded at start.
    regionId: {
      build: (f) =>
        f.kind === 'id' ? or(...f.ids.map((id) => sql`${healthInvoice.orgPath} like ${`%/${id}/%`}`)) : undefined,
    },
    status: {
      build: (f) =>
        f.kind === 'select' ? or(...f.values.map((v) => sql`${healthInvoice.status} = ${String(v)}`)) : undefined,
    },
    invoiceDate: { column: healthInvoice.invoiceDate },
    amount: { column: healthInvoice.amountCents, scale: 100 },
    employee: WORK_LIST_FILTER_COLUMNS.employee,
    invoiceNo: {
      build: (f) =>
        f.kind === 'text'
          ? sql`${healthInvoice.invoiceNo} like ${`%${f.text.toUpperCase().replace(/[\\%_]/g, '')}%`}`
          : undefined,
    },
  },
  sortKeys: {
    createdTime: { expr: healthInvoice.createdAt, type: 'timestamptz' },
    invoiceDate: { expr: healthInvoice.invoiceDate, type: 'date' },
    amount: { expr: healthInvoice.amountCents, type: 'int' },
  },
  defaultSort: { field: 'createdTime', direction: 'desc' },
  idColumn: healthInvoice.id,
};

/** Claims whose org unit at start lies in the caller's scope (self: their own). */
const invoiceScope = (auth: AuthContext): SQL | undefined =>
  scopeWhere(auth, { orgPath: healthInvoice.orgPath, employeeRef: healthInvoice.employeeRef });

function presentInvoiceRow(r: repo.InvoiceListRow): THealthInvoiceRow {
  const status = r.status as THealthInvoiceStatus;
  const form = (r.formData ?? {}) as Record<string, unknown>;
  return {
    id: r.id,
    workId: r.workId,
    flowNo: formatFlowNo(HEALTH_INVOICE_FLOW, r.workId),
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    shopCode: r.shopCode ?? '',
    shopName: r.shopName ?? '',
    regionName: r.regionName ?? '',
    invoiceNo: r.invoiceNo,
    amount: formatCents(r.amountCents),
    invoiceDate: r.invoiceDate,
    certificatePeriod: formField(form, 'certificatePeriod'),
    status,
    statusText: HEALTH_INVOICE_STATUS_TEXT[status]?.zh ?? '',
    nodeName: status === 'running' ? workNodeName(HEALTH_INVOICE_FLOW, r.currentNodeId) : '',
    paidDate: r.paidDate ?? '',
    createdTime: r.createdAt.toISOString(),
  };
}

const invoices = new ScopedRecords({
  spec: INVOICE_LIST_SPEC,
  scope: invoiceScope,
  page: repo.findInvoicePage,
  count: repo.countInvoices,
  present: presentInvoiceRow,
  export: {
    title: '健康证发票',
    action: 'healthInvoice.export',
    columns: HEALTH_INVOICE_EXPORT_COLUMNS,
    present: (r: repo.InvoiceListRow) => ({
      ...presentInvoiceRow(r),
      amount: r.amountCents / 100,
      createdTime: chinaDateTime(r.createdAt),
    }),
  },
});

interface StartRow {
  form: Record<string, unknown>;
  attachmentId: number;
}

/**
 * 健康证更新 (38) and 健康证发票报销 (39) over the workflow engine: single and batch starts (one
 * work per row, all or none), the work's certificate data, a thin audit, the batch-audit sheet of
 * head-office HR (each row its own action) and the 健康证发票 list.
 */
export class WfHealthService {
  constructor(
    private readonly db: Db,
    private readonly engine: WorkflowEngine,
  ) {}

  async start(actor: Actor, flowId: number, row: StartRow) {
    const { workId } = await this.engine.start(actor, flowId, row.form, [row.attachmentId]);
    return { workId, flowNo: formatFlowNo(flowId, workId) };
  }

  /** One work per row, all or none: refused rows come back as 40001 with each row's reason. */
  async startBatch(actor: Actor, flowId: number, rows: readonly StartRow[]) {
    const result = await this.engine.startBatch(
      actor,
      flowId,
      rows.map((r, i) => ({ row: i + 1, form: r.form, attachmentIds: [r.attachmentId] })),
    );
    const refused = result.refused;
    if (refused.length > 0)
      throw new AppError(ErrorCode.Validation, msg('healthFlow.batchRefused', { count: refused.length }), {
        details: { refused },
      });
    return {
      started: result.started.map((s) => ({ ...s, flowNo: formatFlowNo(flowId, s.workId) })),
      refused: [] as { row: number; message: Message }[],
    };
  }

  /** The work's certificate (or claim) as its form holds it, and the person's certificates now. */
  async detail(workId: number): Promise<TWfHealthDetail> {
    const w = await repo.findHealthWork(this.db, workId);
    if (!w || !HEALTH_FLOWS.includes(w.flowId))
      throw new AppError(ErrorCode.Validation, msg('healthFlow.notHealthWork'));
    const certificates = w.employeeRef
      ? (await findCertificatesOf(this.db, w.employeeRef)).map(presentCertificate)
      : [];
    return {
      workId: w.id,
      flowId: w.flowId,
      flowNo: formatFlowNo(w.flowId, w.id),
      status: w.status,
      form: (w.formData ?? {}) as Record<string, unknown>,
      employeeId: w.employeeId ?? '',
      employeeName: w.employeeName ?? '',
      shopName: w.shopName ?? '',
      current: certificates[0] ?? null,
      certificates,
    };
  }

  /** The engine's approve / roll back / finish, for a to-do of flow 38 or 39 only. */
  async audit(actor: Actor, input: TAuditWfHealthRequest) {
    const flowId = await repo.flowOfTask(this.db, input.taskId);
    if (flowId === undefined || !HEALTH_FLOWS.includes(flowId))
      throw new AppError(ErrorCode.Validation, msg('healthFlow.notHealthWork'));
    return this.engine.act(actor, input);
  }

  /**
   * 健康证更新's batch sheet, prefilled with the chosen people (in the order given). Every number
   * must name someone in the caller's scope: unknown and outside read alike (40401), none dropped.
   */
  async batchStartTemplate(auth: AuthContext, employeeIds: readonly string[] = []): Promise<SmallWorkbook> {
    const numbers = [...new Set(employeeIds.map((n) => n.trim()))];
    const found = new Map((await findEmployeesByNumber(this.db, numbers)).map((e) => [e.employeeId, e]));
    const people = numbers.map((number) => {
      const person = found.get(number);
      if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id }))
        throw errors.employeeNumberNotFound(number);
      return { employeeId: person.employeeId, name: person.name };
    });
    return { fileName: '健康证更新批量发起.xlsx', build: (workbook) => buildBatchStartTemplate(workbook, people) };
  }

  /** The filled batch sheet read back for the dialog: its rows and refused cells; nothing saved. */
  async readBatchStartSheet(buffer: Buffer) {
    // Each row becomes a work the page starts: fewer than the registry import takes at once.
    const sheet = await readHealthSheet(buffer, HEALTH_BATCH_START_MAX_ROWS);
    if ('unreadable' in sheet) throw errors.validation(sheet.unreadable);
    return sheet;
  }

  async auditTemplate(auth: AuthContext): Promise<SmallWorkbook> {
    const tasks = await repo.findOpenInvoiceTasks(this.db, auth.userId, HEALTH_INVOICE_FLOW);
    const rows = tasks.map((t) => ({
      flowNo: formatFlowNo(HEALTH_INVOICE_FLOW, t.workId),
      employeeId: t.employeeId,
      employeeName: t.employeeName,
      shopName: t.shopName ?? '',
      invoiceNo: t.invoiceNo ?? '',
      amountCents: t.amountCents ?? 0,
    }));
    return { fileName: '健康证发票批量审批.xlsx', build: (workbook) => buildAuditTemplate(workbook, rows) };
  }

  /**
   * Each row approves or rolls back the uploader's open to-do of that invoice claim, in its own
   * transaction through the engine; a row that cannot be applied is reported, the rest applied.
   */
  async importAudit(actor: Actor, buffer: Buffer) {
    const sheet = await readAuditSheet(buffer);
    if ('unreadable' in sheet) throw errors.validation(sheet.unreadable);
    const ids = sheet.rows.flatMap((r) => (r.workId ? [r.workId] : []));
    const works = new Map<number, { flowId: number; taskId: number | null }>();
    for (const w of await repo.findWorksWithOpenTask(this.db, ids, actor.auth.userId))
      works.set(w.workId, { flowId: w.flowId, taskId: w.taskId ?? works.get(w.workId)?.taskId ?? null });
    const seen = new Map<number, number>();
    const report: { row: number; flowNo: string; ok: boolean; message: Message }[] = [];
    for (const r of sheet.rows) {
      const refuse = (message: Message) => report.push({ row: r.row, flowNo: r.flowNo, ok: false, message });
      const w = r.workId ? works.get(r.workId) : undefined;
      if (!r.workId || !w || w.flowId !== HEALTH_INVOICE_FLOW) {
        refuse(msg('batchAudit.unknownFlowNo', { flowNo: r.flowNo || '（空）' }));
        continue;
      }
      const first = seen.get(r.workId);
      if (first) {
        refuse(msg('batchAudit.duplicateRow', { flowNo: r.flowNo, first }));
        continue;
      }
      seen.set(r.workId, r.row);
      if (!r.action) {
        refuse(msg('batchAudit.badResult', { approve: '同意', rollback: '退回' }));
        continue;
      }
      if (!w.taskId) {
        refuse(msg('batchAudit.notYourTask'));
        continue;
      }
      try {
        const result = await this.engine.act(actor, {
          taskId: w.taskId,
          action: r.action,
          opinion: r.opinion || undefined,
        });
        report.push({ row: r.row, flowNo: r.flowNo, ok: true, message: result.msg });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refuse(error.text);
      }
    }
    const applied = report.filter((r) => r.ok).length;
    return { applied, refused: report.length - applied, rows: report };
  }

  /** A page of claims and the sums over the whole filter (SQL, cents exact). */
  async listInvoices(auth: AuthContext, input: THealthInvoiceListRequest): Promise<THealthInvoicePage> {
    const [page, sums] = await Promise.all([
      invoices.list(this.db, auth, input),
      repo.sumInvoices(this.db, invoices.query(auth, input).where),
    ]);
    return { ...page, totals: { count: sums.count, amount: formatCents(sums.cents) } };
  }

  /** The sheet of the filter: its rows, then a 合计 row. */
  async exportInvoices(actor: Actor, input: THealthInvoiceListRequest): Promise<SheetExport> {
    const sheet = await invoices.exportList(this.db, actor, input);
    const where = invoices.query(actor.auth, input).where;
    const db = this.db;
    async function* withTotals() {
      yield* sheet.pages;
      const sums = await repo.sumInvoices(db, where);
      yield [{ flowNo: '合计', employeeId: `${sums.count}条`, amount: sums.cents / 100 }];
    }
    return { ...sheet, pages: withTotals() };
  }
}

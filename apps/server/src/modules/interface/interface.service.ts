import { open } from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorCode,
  INTERFACE_INTEGRATION_TEXT,
  INTERFACE_INTEGRATIONS,
  INTERFACE_RUN_STATUS_TEXT,
  INTERFACE_RUN_TRIGGER_TEXT,
  msg,
  type PageResult,
  type TInterfaceCard,
  type TInterfaceIntegration,
  type TInterfaceRetryResult,
  type TInterfaceRun,
  type TInterfaceRunListRequest,
} from '@hris/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { appUser } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import type { OpenedFile } from '../../http/files';
import { displayLanguage, shown } from '../../http/language';
import { requireCompanyWide } from '../../http/scope';
import { renderStored } from '../../http/stored-text';
import { XLSX_MIME } from '../../http/xlsx-stream';
import { enqueueTransferSignSync } from '../transfer-sign/queue';
import { transferSigning } from '../transfer-sign/tables';
import { markWaiting } from '../transfer-sign/transfer-sign.repository';
import { EXPORTS_FOLDER, nextDailyRun, requestRun } from './runs';
import { interfaceRun } from './tables';

const runFields = {
  id: interfaceRun.id,
  integration: interfaceRun.integration,
  status: interfaceRun.status,
  trigger: interfaceRun.trigger,
  requestedBy: appUser.displayName,
  createdAt: interfaceRun.createdAt,
  startedAt: interfaceRun.startedAt,
  finishedAt: interfaceRun.finishedAt,
  sent: interfaceRun.sent,
  failed: interfaceRun.failed,
  fileName: interfaceRun.fileName,
  message: interfaceRun.message,
  messageText: interfaceRun.messageText,
  watermarkFrom: interfaceRun.watermarkFrom,
  watermarkTo: interfaceRun.watermarkTo,
};

function runsWhere(db: Db, where: SQL | undefined) {
  return db
    .select(runFields)
    .from(interfaceRun)
    .leftJoin(appUser, eq(appUser.id, interfaceRun.requestedBy))
    .where(where)
    .orderBy(desc(interfaceRun.id));
}

type RunListRow = Awaited<ReturnType<typeof runsWhere>>[number];

/** The centre's files hold the whole company's data (every store's deductions, every joiner). */
const companyWide = (auth: AuthContext) => requireCompanyWide(auth, msg('interface.allScopeOnly'));

const iso = (d: Date | null) => d?.toISOString() ?? null;

export class InterfaceService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'dataDir' | 'esign'>,
  ) {}

  private present(row: RunListRow): TInterfaceRun {
    return {
      id: row.id,
      integration: row.integration,
      integrationName: shown(INTERFACE_INTEGRATION_TEXT[row.integration]),
      status: row.status,
      statusText: shown(INTERFACE_RUN_STATUS_TEXT[row.status]),
      trigger: row.trigger,
      triggerText: shown(INTERFACE_RUN_TRIGGER_TEXT[row.trigger]),
      requestedBy: row.requestedBy,
      createdTime: row.createdAt.toISOString(),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
      sent: row.sent,
      failed: row.failed,
      fileName: row.fileName,
      message: row.message === null ? null : renderStored(row.messageText, displayLanguage(), row.message),
      watermarkFrom: iso(row.watermarkFrom),
      watermarkTo: iso(row.watermarkTo),
    };
  }

  /** One card per integration: configuration, last run, whether one is under way, what a retry would resend. */
  async cards(auth: AuthContext, now: Date = new Date()): Promise<TInterfaceCard[]> {
    companyWide(auth);
    const next = nextDailyRun(now).toISOString();
    const [esignFailed] = await this.db
      .select({ n: count() })
      .from(transferSigning)
      .where(eq(transferSigning.status, 4));
    const cards: TInterfaceCard[] = [];
    for (const integration of INTERFACE_INTEGRATIONS) {
      const [last] = await runsWhere(this.db, eq(interfaceRun.integration, integration)).limit(1);
      const [active] = await this.db
        .select({ id: interfaceRun.id })
        .from(interfaceRun)
        .where(and(eq(interfaceRun.integration, integration), inArray(interfaceRun.status, ['queued', 'running'])));
      const configured = integration === 'esign' ? Boolean(this.config.esign.baseUrl) : true;
      // Configuration names are for those who set the system up, not for HR users.
      const administrator = auth.menus.has('RolePermissions') || auth.menus.has('SystemLog');
      cards.push({
        integration,
        name: shown(INTERFACE_INTEGRATION_TEXT[integration]),
        configured,
        configNote: !administrator
          ? null
          : integration === 'esign'
            ? (this.config.esign.baseUrl ?? 'ESIGN_BASE_URL')
            : `DATA_DIR/${EXPORTS_FOLDER}`,
        lastRun: last ? this.present(last) : null,
        busy: Boolean(active),
        retryable: integration === 'esign' ? Number(esignFailed?.n ?? 0) : last?.status === 'failed' ? 1 : 0,
        nextRunAt: next,
      });
    }
    return cards;
  }

  /** The run history, newest first, of one integration or all. */
  async runs(auth: AuthContext, input: TInterfaceRunListRequest): Promise<PageResult<TInterfaceRun>> {
    companyWide(auth);
    const where = input.integration ? eq(interfaceRun.integration, input.integration) : undefined;
    const rows = await runsWhere(this.db, where)
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize);
    const [total] = await this.db.select({ n: count() }).from(interfaceRun).where(where);
    return { list: rows.map((r) => this.present(r)), total: Number(total?.n ?? 0) };
  }

  /** 立即运行: queues a run (refused while one is queued or running), logged. */
  async runNow(actor: Actor, integration: TInterfaceIntegration): Promise<number> {
    companyWide(actor.auth);
    return this.db.transaction(async (tx) => {
      const runId = await this.queue(tx, integration, 'manual', actor);
      await audit(tx, actor, {
        action: 'interface.run',
        target: `interface:${integration}`,
        summary: { integration, runId },
      });
      return runId;
    });
  }

  /**
   * 重试失败: the e-signature records 转签失败 go back to 待同步 with a sync (the 转签 list's retry);
   * a payroll or directory export whose last run failed runs again over the same window (the
   * window starts at the last successful run). Nothing to retry is refused.
   */
  async retry(actor: Actor, integration: TInterfaceIntegration): Promise<TInterfaceRetryResult> {
    companyWide(actor.auth);
    const name = INTERFACE_INTEGRATION_TEXT[integration];
    return this.db.transaction(async (tx) => {
      let result: TInterfaceRetryResult;
      if (integration === 'esign') {
        const failed = await tx
          .select({ id: transferSigning.id })
          .from(transferSigning)
          .where(eq(transferSigning.status, 4))
          .for('update');
        if (failed.length === 0) throw errors.validation(msg('interface.nothingToRetry', { name }));
        const now = new Date();
        await markWaiting(
          tx,
          failed.map((r) => r.id),
          String(msg('transferSign.resubmitted')),
          now,
        );
        await enqueueTransferSignSync(tx, now);
        result = { runId: null, retried: failed.length };
      } else {
        const [last] = await tx
          .select({ status: interfaceRun.status })
          .from(interfaceRun)
          .where(eq(interfaceRun.integration, integration))
          .orderBy(desc(interfaceRun.id))
          .limit(1);
        if (last?.status !== 'failed') throw errors.validation(msg('interface.nothingToRetry', { name }));
        result = { runId: await this.queue(tx, integration, 'retry', actor), retried: 1 };
      }
      await audit(tx, actor, {
        action: 'interface.retry',
        target: `interface:${integration}`,
        summary: { integration, ...result },
      });
      return result;
    });
  }

  private async queue(tx: Tx, integration: TInterfaceIntegration, trigger: 'manual' | 'retry', actor: Actor) {
    const runId = await requestRun(tx, integration, trigger, actor.auth.userId);
    if (runId === null) {
      throw new AppError(ErrorCode.Conflict, msg('interface.busy', { name: INTERFACE_INTEGRATION_TEXT[integration] }));
    }
    return runId;
  }

  /** A run's file, from the path the run recorded under DATA_DIR/exports; logged. */
  async download(actor: Actor, runId: number): Promise<OpenedFile> {
    companyWide(actor.auth);
    const [run] = await this.db.select().from(interfaceRun).where(eq(interfaceRun.id, runId));
    if (!run) throw new AppError(ErrorCode.NotFound, msg('interface.runNotFound'));
    if (!run.filePath || !run.fileName) throw errors.validation(msg('interface.noFile'));
    const folder = path.resolve(this.config.dataDir, EXPORTS_FOLDER);
    const full = path.resolve(this.config.dataDir, run.filePath);
    if (!full.startsWith(folder + path.sep)) throw errors.validation(msg('interface.noFile'));
    const handle = await open(full, 'r').catch(() => null);
    if (!handle) throw errors.validation(msg('interface.fileMissing', { file: run.fileName }));
    const { size } = await handle.stat();
    await audit(this.db, actor, {
      action: 'interface.download',
      target: `interface:${run.integration}`,
      summary: { runId: run.id, fileName: run.fileName },
    });
    return {
      fileName: run.fileName,
      mime: run.fileName.endsWith('.csv') ? 'text/csv; charset=utf-8' : XLSX_MIME,
      inline: false,
      size,
      stream: handle.createReadStream(),
    };
  }
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addDays,
  businessToday,
  INTERFACE_DAILY_MINUTE,
  INTERFACE_INTEGRATIONS,
  type Message,
  msg,
  startOfBusinessDay,
  type TInterfaceIntegration,
  type TInterfaceRunTrigger,
} from '@hris/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { job } from '../../db/schema';
import { storedText } from '../../http/stored-text';
import type { AfterCommit, JobOptions } from '../../workflow/jobs';
import { esignOf } from '../transfer-sign/jobs';
import { syncTransferSignings } from '../transfer-sign/sync';
import { directoryCsv, directoryFeed, type FeedWindow } from './directory-feed';
import { payrollWorkbook } from './payroll-export';
import { interfaceRun } from './tables';

/** The job that carries out one queued run (payload `{ runId }`). */
export const INTERFACE_RUN_JOB = 'interface.run';
/** The daily job that queues a scheduled run of every integration. */
export const INTERFACE_DAILY_JOB = 'interface.daily';
/** A run `running` longer than this was left by a server that stopped: it is started again. */
export const STALE_RUN_MS = 10 * 60_000;
/** Where the files of the runs go, under DATA_DIR. */
export const EXPORTS_FOLDER = 'exports';

type RunRow = typeof interfaceRun.$inferSelect;

/** What an integration's run did: counts, a message for the history, and its file if any. */
interface RunResult {
  ok: boolean;
  sent: number;
  failed: number;
  message: Message;
  file?: { name: string; bytes: Buffer };
}

/** `payroll-20261126-0200-12.xlsx`: the window's end in China time, and the run (two runs a minute stay apart). */
function fileStamp(run: RunRow, at: Date) {
  const china = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${china.slice(0, 10).replaceAll('-', '')}-${china.slice(11, 16).replace(':', '')}-${run.id}`;
}

const RUNNERS: Record<
  TInterfaceIntegration,
  (db: Db, run: RunRow, window: FeedWindow, options: JobOptions) => Promise<RunResult>
> = {
  /** Sends the waiting 转签 records now (the sync the runner also does every tick). */
  esign: async (db, _run, window, options) => {
    const esign = esignOf(options);
    if (!esign.baseUrl) return { ok: false, sent: 0, failed: 0, message: msg('interface.esignNotConfigured') };
    const summary = await syncTransferSignings(db, esign, window.to);
    return { ok: true, sent: summary.sent, failed: summary.failed, message: msg('interface.esignDone', summary) };
  },
  payroll: async (db, run, window) => {
    const book = await payrollWorkbook(db, window);
    return {
      ok: true,
      sent: book.deductions + book.adjustments,
      failed: 0,
      message: msg('interface.payrollDone', book),
      file: { name: `payroll-${fileStamp(run, window.to)}.xlsx`, bytes: book.bytes },
    };
  },
  directory: async (db, run, window) => {
    const lines = await directoryFeed(db, window);
    const count = (action: string) => lines.filter((l) => l.action === action).length;
    return {
      ok: true,
      sent: lines.length,
      failed: 0,
      message: msg('interface.directoryDone', {
        joiners: count('Add'),
        leavers: count('Disable'),
        movers: count('Update'),
      }),
      file: { name: `directory-${fileStamp(run, window.to)}.csv`, bytes: directoryCsv(lines) },
    };
  },
};

/**
 * Queues a run of an integration and its job, in the caller's transaction. Null when one is
 * already queued or running: the partial unique index interface_run_active_uq decides, on every
 * server at once.
 */
export async function requestRun(
  tx: Tx,
  integration: TInterfaceIntegration,
  trigger: TInterfaceRunTrigger,
  requestedBy: number | null,
  now: Date = new Date(),
): Promise<number | null> {
  const [row] = await tx
    .insert(interfaceRun)
    .values({ integration, trigger, requestedBy, status: 'queued', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: interfaceRun.id });
  if (!row) return null;
  await tx.insert(job).values({ kind: INTERFACE_RUN_JOB, payload: { runId: row.id }, runAt: now });
  return row.id;
}

/**
 * Job `interface.run`: claims the queued run (running, its window fixed: from the last successful
 * run's end to now) in the job's transaction, and carries it out once that has committed.
 */
export async function interfaceRunJob(
  tx: Tx,
  payload: Record<string, unknown>,
  now: Date,
): Promise<AfterCommit | undefined> {
  const runId = Number(payload.runId);
  const [queued] = await tx
    .select()
    .from(interfaceRun)
    .where(and(eq(interfaceRun.id, runId), eq(interfaceRun.status, 'queued')))
    .for('update', { skipLocked: true });
  if (!queued) return undefined;
  const [last] = await tx
    .select({ to: interfaceRun.watermarkTo })
    .from(interfaceRun)
    .where(and(eq(interfaceRun.integration, queued.integration), eq(interfaceRun.status, 'succeeded')))
    .orderBy(desc(interfaceRun.id))
    .limit(1);
  const [run] = await tx
    .update(interfaceRun)
    .set({
      status: 'running',
      startedAt: now,
      attempts: sql`${interfaceRun.attempts} + 1`,
      watermarkFrom: last?.to ?? null,
      watermarkTo: now,
    })
    .where(eq(interfaceRun.id, runId))
    .returning();
  return (db, options) => executeRun(db, run, options);
}

/**
 * Carries out a claimed run and records its end, only while the run is still this claim (status
 * running, same start): a run restarted meanwhile by another server records its own end. Never
 * throws: a failure is the run's result.
 */
export async function executeRun(db: Db, run: RunRow, options: JobOptions): Promise<void> {
  const window: FeedWindow = { from: run.watermarkFrom, to: run.watermarkTo ?? run.startedAt ?? new Date() };
  let result: RunResult;
  let file: { path: string; name: string } | null = null;
  try {
    result = await RUNNERS[run.integration](db, run, window, options);
    if (result.file) {
      if (!options.dataDir) throw new RunRefused(msg('interface.noDataDir'));
      const relative = path.join(EXPORTS_FOLDER, result.file.name);
      await mkdir(path.join(options.dataDir, EXPORTS_FOLDER), { recursive: true });
      await writeFile(path.join(options.dataDir, relative), result.file.bytes);
      file = { path: relative, name: result.file.name };
    }
  } catch (err) {
    const reason = err instanceof RunRefused ? err.text : err instanceof Error ? err.message : String(err);
    result = {
      ok: false,
      sent: 0,
      failed: 0,
      message: err instanceof RunRefused ? err.text : msg('interface.failed', { reason }),
    };
  }
  await db
    .update(interfaceRun)
    .set({
      status: result.ok ? 'succeeded' : 'failed',
      finishedAt: new Date(),
      sent: result.sent,
      failed: result.failed,
      ...runMessage(result.message),
      filePath: file?.path ?? null,
      fileName: file?.name ?? null,
    })
    .where(
      and(
        eq(interfaceRun.id, run.id),
        eq(interfaceRun.status, 'running'),
        run.startedAt ? eq(interfaceRun.startedAt, run.startedAt) : undefined,
      ),
    );
}

/** A refusal that is the run's whole message (no "运行失败：" before it). */
/** A run's message in Chinese and as the message itself, read in the reader's language. */
function runMessage(text: Message) {
  return { message: String(text), messageText: storedText(text) };
}

class RunRefused extends Error {
  constructor(readonly text: Message) {
    super(String(text));
  }
}

/**
 * Starts again the runs left `running` longer than `staleAfterMs` (a server stopped mid-run):
 * each is claimed with FOR UPDATE SKIP LOCKED and a new start in a committed transaction, then
 * carried out with the same window, so its file has the same facts. Called by every tick of the
 * job runner. Returns how many were restarted.
 */
export async function recoverInterfaceRuns(
  db: Db,
  options: JobOptions,
  now: Date = new Date(),
  staleAfterMs = STALE_RUN_MS,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: interfaceRun.id })
      .from(interfaceRun)
      .where(
        and(eq(interfaceRun.status, 'running'), lt(interfaceRun.startedAt, new Date(now.getTime() - staleAfterMs))),
      )
      .for('update', { skipLocked: true });
    const rows: RunRow[] = [];
    for (const { id } of stale) {
      const [row] = await tx
        .update(interfaceRun)
        .set({
          startedAt: now,
          attempts: sql`${interfaceRun.attempts} + 1`,
          ...runMessage(msg('interface.restarted', { minutes: Math.round(staleAfterMs / 60_000) })),
        })
        .where(eq(interfaceRun.id, id))
        .returning();
      rows.push(row);
    }
    return rows;
  });
  for (const run of claimed) await executeRun(db, run, options);
  return claimed.length;
}

/** Job `interface.daily`: a scheduled run of every integration (one already queued or running is left alone). */
export async function interfaceDailyJob(tx: Tx, _payload: Record<string, unknown>, now: Date) {
  for (const integration of INTERFACE_INTEGRATIONS) await requestRun(tx, integration, 'schedule', null, now);
}

/** The daily run's time on a business date (China). */
export function dailyRunAt(date: string): Date {
  return new Date(startOfBusinessDay(date).getTime() + INTERFACE_DAILY_MINUTE * 60_000);
}

/** The next scheduled run: today's time in China if still ahead, else tomorrow's. */
export function nextDailyRun(now: Date = new Date()): Date {
  const today = businessToday(now);
  const at = dailyRunAt(today);
  return at > now ? at : dailyRunAt(addDays(today, 1));
}

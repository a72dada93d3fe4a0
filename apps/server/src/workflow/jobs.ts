import { businessToday, msg, startOfBusinessDay } from '@hris/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { job, task, work, workEvent } from '../db/schema';
import type { SenderOptions } from '../modules/notify/sender';
import type { EsignSettings } from '../modules/transfer-sign/esign-client';
import { AUTO_START_JOB, autoStartJob, scheduleAutoStarts } from './auto-start';
import { processName, stepParam } from './engine/load';
import { notify } from './notify';
import { getProcess, nodeOf } from './registry';

/** What the runner hands to jobs that call other systems. */
export interface JobOptions {
  /** The e-signature platform of 转签 (config.esign); none: records wait. */
  esign?: EsignSettings;
  /** DATA_DIR: the interface centre writes its files under `exports/` there; none: such runs fail and say so. */
  dataDir?: string;
  /** How notifications are sent (PUBLIC_URL for their links, the platforms' timeout). */
  notify?: SenderOptions;
}

/**
 * Work a job leaves for after its transaction has committed: a call to another system never
 * holds a database transaction (and its locks) open. Lost if the server dies in between, so such
 * work must also be found again by a periodic run (the runner's tick).
 */
export type AfterCommit = (db: Db, options: JobOptions) => Promise<void>;

// biome-ignore lint/suspicious/noConfusingVoidType: most handlers end without a value (no work after commit)
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, now: Date) => Promise<void | AfterCommit>;

/**
 * A kind of job and who runs it, contributed by the module or process that owns it (its
 * ServerPart). `daily`: queued once per business date (China), whichever server ticks first, not
 * before `minute` of the day when given. `tick`: work the runner does on every tick after the due
 * jobs, to find again what a restart lost (records still waiting, runs left running).
 */
export interface JobDefinition {
  kind: string;
  run: JobHandler;
  daily?: { minute?: number };
  tick?: (db: Db, options: JobOptions) => Promise<unknown>;
}

/** The engine's own jobs; the parts add theirs with registerJobs. */
const HANDLERS: Record<string, JobHandler> = {
  /** A to-do passed its node's deadline: mark it and remind its handler once. */
  'task.overdue': async (tx, payload, now) => {
    const taskId = Number(payload.taskId);
    const [t] = await tx
      .select({
        id: task.id,
        status: task.status,
        assignee: task.assigneeUserId,
        nodeId: task.nodeId,
        notified: task.overdueNotifiedAt,
        workId: task.workId,
        flowId: work.flowId,
      })
      .from(task)
      .innerJoin(work, eq(work.id, task.workId))
      .where(eq(task.id, taskId));
    // Done, withdrawn or rolled back since: nothing to remind (a rollback re-arms a new job).
    if (t?.status !== 'todo' || t.notified) return;
    const process = getProcess(t.flowId);
    const nodeName = process ? (nodeOf(process, t.nodeId)?.name ?? '') : '';
    await tx.update(task).set({ overdueNotifiedAt: now }).where(eq(task.id, t.id));
    await tx.insert(workEvent).values({
      workId: t.workId,
      taskId: t.id,
      nodeId: t.nodeId,
      kind: 'overdue',
      msg: `「${nodeName}」已超时`,
      createdAt: now,
    });
    await notify(
      tx,
      t.assignee,
      msg('notice.overdueTitle', { process: process ? processName(process.info) : '' }),
      msg('notice.overdueContent', { step: process ? stepParam(process, t.nodeId) : '' }),
      { flowId: t.flowId, workId: t.workId, nodeId: t.nodeId, kind: 'overdue' },
    );
  },
  /** The daily start of a process the system starts by itself (workflow/auto-start.ts). */
  [AUTO_START_JOB]: autoStartJob,
};
const DAILY_JOBS: { kind: string; minute?: number }[] = [];
const TICKS: NonNullable<JobDefinition['tick']>[] = [];

/** Adds jobs to the runner; a kind is registered once (a second registration of it is a mistake). */
export function registerJobs(jobs: readonly JobDefinition[]): void {
  for (const j of jobs) {
    if (HANDLERS[j.kind]) throw new Error(`Job ${j.kind} is registered twice`);
    HANDLERS[j.kind] = j.run;
    if (j.daily) DAILY_JOBS.push({ kind: j.kind, minute: j.daily.minute });
    if (j.tick) TICKS.push(j.tick);
  }
}

/**
 * Queues today's run of each daily job, once-only by its key (`<kind>:<date>`): every tick of
 * every server may call this.
 */
export async function scheduleDailyJobs(db: Db | Tx, now: Date) {
  if (DAILY_JOBS.length === 0) return;
  const today = businessToday(now);
  const dayStart = startOfBusinessDay(today).getTime();
  const runAt = (minute?: number) =>
    minute === undefined ? now : new Date(Math.max(now.getTime(), dayStart + minute * 60_000));
  await db
    .insert(job)
    .values(
      DAILY_JOBS.map(({ kind, minute }) => ({
        kind,
        payload: { date: today },
        runAt: runAt(minute),
        key: `${kind}:${today}`,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED (several servers never run one job twice) and runs
 * each in its own transaction together with marking it done. Returns how many ran.
 */
export async function runDueJobs(
  db: Db,
  now: Date = new Date(),
  limit = 50,
  options: JobOptions = {},
  /** Only jobs of these kinds (all when absent). */
  kinds?: readonly string[],
): Promise<number> {
  let ran = 0;
  for (; ran < limit; ran++) {
    let after: { jobId: number; run: AfterCommit } | undefined;
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(job)
        .where(and(isNull(job.doneAt), lte(job.runAt, now), kinds ? inArray(job.kind, [...kinds]) : undefined))
        .orderBy(asc(job.runAt), asc(job.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      const handler = HANDLERS[due.kind];
      if (!handler) {
        await tx
          .update(job)
          .set({ doneAt: now, lastError: `unknown job kind ${due.kind}`, attempts: sql`${job.attempts} + 1` })
          .where(eq(job.id, due.id));
        return true;
      }
      const then = await handler(tx, due.payload as Record<string, unknown>, now);
      if (then) after = { jobId: due.id, run: then };
      await tx
        .update(job)
        .set({ doneAt: now, attempts: sql`${job.attempts} + 1` })
        .where(eq(job.id, due.id));
      return true;
    });
    if (!done) break;
    if (after) {
      try {
        await after.run(db, options);
      } catch (err) {
        await db
          .update(job)
          .set({ lastError: err instanceof Error ? err.message : String(err) })
          .where(eq(job.id, after.jobId));
      }
    }
  }
  return ran;
}

/**
 * Polls for due jobs until stopped; errors are logged and retried on the next tick. Each tick
 * first queues the day's automatic starts (once per day and flow) and daily jobs (once per day),
 * and ends with the registered tick work (e.g. the 转签 records still waiting, the
 * interface-centre runs a stopped server left running).
 */
/**
 * One tick of the job runner: queue today's automatic starts and daily jobs (once-only by key),
 * run up to `limit` due jobs, then the parts' ticks. The runner calls it at start and then every
 * interval; a test of what a fresh server shows calls it as the first tick would.
 */
export async function runJobTick(db: Db, now: Date, options: JobOptions = {}, limit = 50) {
  await scheduleAutoStarts(db, now);
  await scheduleDailyJobs(db, now);
  // Today's automatic starts first: older jobs waiting (reminders of a seeded or long-stopped
  // server) must not hold them back a tick or more.
  await runDueJobs(db, now, limit, options, [AUTO_START_JOB]);
  await runDueJobs(db, now, limit, options);
  for (const tick of TICKS) await tick(db, options);
}

/**
 * Runs the jobs every `intervalMs`. The answer stops it: no tick starts after, and its promise ends
 * when the tick in flight has (a shutdown closes the database only then: a job cut off mid-batch
 * rolls back, one left running would meet a closed pool).
 */
export function startJobRunner(
  db: Db,
  log: { error: (obj: unknown, msg: string) => void },
  options: JobOptions & { intervalMs?: number } = {},
): () => Promise<void> {
  const { intervalMs = 30_000, ...jobOptions } = options;
  let current: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    current = runJobTick(db, new Date(), jobOptions)
      .catch((err) => log.error({ err }, 'job runner failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // Today's automatic starts begin with the server, not a tick later.
  setImmediate(tick);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}

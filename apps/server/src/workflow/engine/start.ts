import { businessToday, ErrorCode, type Message, msg } from '@hris/contract';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { autoStart } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError } from '../../http/errors';
import { nextNodeId } from '../registry';
import { systemActor } from '../system-actor';
import { startNodeId } from '../types';
import { attach } from './attach';
import { formError } from './form';
import { processName, requireProcess } from './load';
import { arrive, assigneesFor, noAssigneeError } from './nodes';
import * as repo from './repository';
import type { EngineContext } from './types';

/**
 * Starts a work: the form is parsed, the process prepares its target (and may create it), and
 * the first node's handlers get their to-dos, all in one transaction.
 */
export async function startWork(
  ctx: EngineContext,
  actor: Actor,
  flowId: number,
  rawForm: unknown,
  attachmentIds: number[] = [],
) {
  return ctx.db.transaction((tx) => startWorkIn(ctx, tx, actor, flowId, rawForm, attachmentIds));
}

/** One start inside the caller's transaction (a batch start runs many in one). */
export async function startWorkIn(
  ctx: EngineContext,
  tx: Tx,
  actor: Actor,
  flowId: number,
  rawForm: unknown,
  attachmentIds: number[] = [],
  options: { auto?: boolean } = {},
) {
  const { auth } = actor;
  const process = requireProcess(flowId);
  // A process without a start form (试用期考核) is the system's to start.
  if (!process.info.startForm && !options.auto)
    throw new AppError(
      ErrorCode.Validation,
      msg('workflow.startedBySystemOnly', { process: processName(process.info) }),
    );
  const parsed = process.def.formSchema.safeParse(rawForm);
  if (!parsed.success) throw formError(process.def.formSchema, parsed.error);
  const form = parsed.data as Record<string, unknown>;
  {
    const now = ctx.clock();
    const target = await process.def.prepare(tx, auth, form, { now, today: businessToday(now) });
    const required = process.def.attachmentsRequired;
    if (required && !options.auto && attachmentIds.length === 0)
      throw new AppError(ErrorCode.Validation, typeof required === 'function' ? required(form) : required);
    const workId = await repo
      .insertWork(tx, {
        flowId,
        flowGroup: process.def.group ?? null,
        targetEmployeeRef: target.employeeRef,
        orgUnitId: target.orgUnitId,
        orgPath: target.orgPath,
        shopId: target.shopId,
        starterUserId: auth.userId,
        formData: form,
        status: 'running',
        startedAt: now,
      })
      .catch((error: unknown) => {
        // Two starts for one person at once: the database lets one through (work_one_running_uq).
        if (isUniqueViolation(error, 'work_one_running_uq'))
          throw new AppError(
            ErrorCode.Conflict,
            msg('workflow.duplicateStart', { process: processName(process.info) }),
          );
        // Two works of one group for one person at once, e.g. two personnel changes (work_one_running_group_uq).
        if (isUniqueViolation(error, 'work_one_running_group_uq'))
          throw new AppError(ErrorCode.Conflict, msg('workflow.duplicateChange'));
        throw error;
      });
    if (process.def.autoStart) await claimSubject(tx, flowId, process.def.autoStart.subject(form), workId, options);
    await attach(tx, auth, workId, attachmentIds);
    await process.def.onStarted?.({ tx, workId, form, target, actorUserId: auth.userId, now });
    await repo.insertWorkEvent(tx, {
      workId,
      nodeId: startNodeId(flowId),
      kind: 'start',
      actorUserId: auth.userId,
      createdAt: now,
    });
    const first = nextNodeId(process, startNodeId(flowId), form)!;
    const moving = { id: workId, orgPath: target.orgPath, starterUserId: auth.userId, target, formData: form };
    const assignees = await assigneesFor(ctx, tx, process, first, moving);
    // At the start the form is still on the starter's screen: refuse rather than stop.
    if (assignees.length === 0) throw noAssigneeError(process, first);
    await arrive(tx, process, moving, first, null, assignees, now);
    await audit(tx, actor, {
      action: 'work.start',
      target: `work:${workId}`,
      summary: { flowId, employeeRef: target.employeeRef },
    });
    return { workId, nodeId: first };
  }
}

/** The subject of an automatic start was claimed by another run (or a start by hand) first. */
export class AlreadyStarted extends Error {}

/**
 * Records what a work of a process the system starts is about. The system's start claims it or
 * gives way (AlreadyStarted, the caller rolls back); a start by hand always records it, so the
 * system will not start it again.
 */
async function claimSubject(tx: Tx, flowId: number, subject: string, workId: number, options: { auto?: boolean }) {
  if (options.auto) {
    const claimed = await tx.insert(autoStart).values({ flowId, subject, workId }).onConflictDoNothing().returning();
    if (claimed.length === 0) throw new AlreadyStarted(subject);
    return;
  }
  await tx
    .insert(autoStart)
    .values({ flowId, subject, workId })
    .onConflictDoUpdate({ target: [autoStart.flowId, autoStart.subject], set: { workId } });
}

/** One row of a batch start: where it came from in the file, and its form. */
export interface BatchStartRow {
  row: number;
  form: unknown;
  /** The row's own uploaded files (a certificate's scan), attached as a single start would. */
  attachmentIds?: number[];
}

/** Why a row of a batch was refused, as the report shows it. */
export interface BatchRefusal {
  row: number;
  message: Message;
}

class BatchRefused extends Error {}

/**
 * Starts one work per row, all or none: every row is tried in its own savepoint so each refusal
 * is reported (the same checks and messages as a single start, including two rows for one
 * person), and the whole transaction is rolled back when any row was refused, or always with
 * `checkOnly` (a file with format errors still gets every row's database checks).
 */
export async function startWorksInBatch(
  ctx: EngineContext,
  actor: Actor,
  flowId: number,
  rows: readonly BatchStartRow[],
  options: { checkOnly?: boolean } = {},
): Promise<{ started: { row: number; workId: number }[]; refused: BatchRefusal[] }> {
  const refused: BatchRefusal[] = [];
  const started: { row: number; workId: number }[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      for (const r of rows) {
        try {
          const result = await tx.transaction((sp) =>
            startWorkIn(ctx, sp as Tx, actor, flowId, r.form, r.attachmentIds),
          );
          started.push({ row: r.row, workId: result.workId });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push({ row: r.row, message: error.text });
        }
      }
      // A batch with a refused row starts nothing; a check-only run starts nothing either.
      if (refused.length > 0 || options.checkOnly) throw new BatchRefused();
    });
  } catch (error) {
    if (!(error instanceof BatchRefused)) throw error;
    return { started: [], refused };
  }
  return { started, refused };
}

/**
 * A start by the system inside the caller's transaction, as an automatic start (its own savepoint:
 * a refusal leaves the caller's work intact): a finished renewal, evaluation or violation that
 * decides a departure starts the resignation this way. `now` is the caller's clock.
 */
export async function startBySystem(tx: Tx, now: Date, flowId: number, rawForm: unknown) {
  const actor = await systemActor(tx);
  const ctx = { db: tx as unknown as Db, clock: () => now };
  return tx.transaction((sp) => startWorkIn(ctx, sp as Tx, actor, flowId, rawForm, [], { auto: true }));
}
